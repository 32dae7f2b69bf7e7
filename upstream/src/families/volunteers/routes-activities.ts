/** res/api/volunteerActivity/*: recruitment activities (drafts in three steps), applications and their audit. */
import type Database from 'better-sqlite3';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formInput, paging, param, requireSite, type AppContext, type SiteRow } from '../../context.ts';
import { ok, pageOf, plainList } from '../../envelope.ts';
import { callerOf } from '../../caller.ts';
import { DAY_MS, formatChinaTime } from '../../time.ts';
import { uploadedRef } from '../uploads/index.ts';
import { caller, idParam, isEnvelope, jsonField, jsonHas } from './http.ts';
import { refused } from '../../refusal.ts';
import {
  activityById,
  activityItem,
  activityStatus,
  APPLY,
  approvedVolunteer,
  canManage,
  dayOf,
  instantOf,
  MAX_ACTIVITY_DAYS,
  nameOfUser,
  RADIUS_MAX,
  RADIUS_MIN,
  roleIn,
  sendMessage,
  SERVICE_TYPES,
  TEAM,
  teamById,
  type ActivityRow,
} from './store.ts';
import { wordsOf } from './texts.ts';

export const ACTIVITY_NAME_MAX = 40;
export const ACTIVITY_TEXT_MAX = 1000;
export const QUOTA_MAX = 500;
export const ACTIVITY_IMAGES_MAX = 6;

interface ApplicationRow {
  id: number;
  activity_id: number;
  user_id: number;
  status: string;
  remark: string;
  reject_reason: string;
  created_at: number;
  audited_at: number | null;
}

export function registerActivityRoutes(api: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const now = () => ctx.clock.now();

  const applicationItem = (a: ApplicationRow) => {
    const who = nameOfUser(db, a.user_id);
    const volunteer = db.prepare("SELECT id FROM volunteers WHERE user_id = ? AND status = '1'").get(a.user_id) as { id: number } | undefined;
    return {
      id: String(a.id),
      activityId: String(a.activity_id),
      userId: String(a.user_id),
      volunteerId: volunteer ? String(volunteer.id) : '',
      realName: who.name,
      headImg: who.headImg,
      status: a.status,
      remark: a.remark,
      auditReason: a.reject_reason,
      createTime: formatChinaTime(a.created_at),
      auditTime: a.audited_at === null ? '' : formatChinaTime(a.audited_at),
    };
  };

  /** An activity the request may see: published ones of its site, drafts to their team's managers. */
  const visible = (req: FastifyRequest, id: number | null): ActivityRow | null => {
    const a = id ? activityById(db, id) : null;
    if (!a || a.site_code !== requireSite(req).site_code) return null;
    if (a.published) return a;
    const user = callerOf(ctx, req);
    return user && canManage(roleIn(db, a.team_id, user.id)) ? a : null;
  };

  api.get('/res/api/volunteerActivity/list', async (req) => {
    const site = requireSite(req);
    const { currPage, pageSize, offset } = paging(req);
    const teamId = param(req, 'teamId') ? idParam(req, 'teamId') : null;
    const status = param(req, 'activityStatus');
    const keyword = param(req, 'keyword').trim();
    const rows = db
      .prepare(
        `SELECT * FROM volunteer_activities WHERE site_code = ? AND published = 1 ${teamId ? 'AND team_id = ?' : ''} ${keyword ? 'AND name LIKE ?' : ''}
         ORDER BY start_date DESC, id DESC`,
      )
      .all(site.site_code, ...(teamId ? [teamId] : []), ...(keyword ? [`%${keyword}%`] : [])) as ActivityRow[];
    const t = now();
    // recruiting first (soonest start first), then the others newest first
    const filtered = rows.filter((a) => !status || activityStatus(a, t) === status);
    filtered.sort((x, y) => {
      const rx = activityStatus(x, t) === '1' ? 0 : 1;
      const ry = activityStatus(y, t) === '1' ? 0 : 1;
      if (rx !== ry) return rx - ry;
      return rx === 0 ? x.start_date.localeCompare(y.start_date) || x.id - y.id : y.start_date.localeCompare(x.start_date) || y.id - x.id;
    });
    const viewer = callerOf(ctx, req);
    return pageOf(filtered.slice(offset, offset + pageSize).map((a) => activityItem(db, a, t, viewer?.id ?? null)), filtered.length, { currPage, pageSize });
  });

  api.get('/res/api/volunteerActivity/listByIds', async (req) => {
    const site = requireSite(req);
    const ids = param(req, 'ids').split(',').filter((s) => /^\d{1,12}$/.test(s)).slice(0, 100).map(Number);
    if (ids.length === 0) return plainList([]);
    const rows = db
      .prepare(`SELECT * FROM volunteer_activities WHERE site_code = ? AND published = 1 AND id IN (${ids.map(() => '?').join(',')})`)
      .all(site.site_code, ...ids) as ActivityRow[];
    const viewer = callerOf(ctx, req);
    return plainList(rows.map((a) => activityItem(db, a, now(), viewer?.id ?? null)));
  });

  /** An activity with the caller's application (userApplyStatus, userApplyId) when a token is sent. */
  api.get('/res/api/volunteerActivity/detail', async (req) => {
    const a = visible(req, idParam(req, 'id'));
    if (!a) return refused('活动不存在');
    const user = callerOf(ctx, req);
    const mine = user
      ? (db.prepare('SELECT * FROM volunteer_activity_applications WHERE activity_id = ? AND user_id = ?').get(a.id, user.id) as ApplicationRow | undefined)
      : undefined;
    return ok({
      ...activityItem(db, a, now()),
      // the vendor's quirk: numbers on the detail object
      longitude: a.longitude ?? '',
      latitude: a.latitude ?? '',
      userApplyStatus: mine ? mine.status : '',
      userApplyId: mine ? String(mine.id) : '',
      userAuditReason: mine ? mine.reject_reason : '',
    });
  });

  /** The team's unpublished drafts (managers and the founder). */
  api.get('/res/api/volunteerActivity/drafts', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const teamId = idParam(req, 'teamId');
    const team = teamId ? teamById(db, teamId) : null;
    if (!team || team.site_code !== requireSite(req).site_code) return refused('团队不存在');
    if (!canManage(roleIn(db, team.id, user.id))) return refused('仅团队管理员可以操作');
    const rows = db.prepare('SELECT * FROM volunteer_activities WHERE team_id = ? AND published = 0 ORDER BY created_at DESC').all(team.id) as ActivityRow[];
    return plainList(rows.map((a) => activityItem(db, a, now())));
  });

  /**
   * Saves one step of a recruitment draft (JSON). Step 1 (creates the draft when `id` is absent,
   * with `teamId`): name, images, serviceType, summary. Step 2: startDate, endDate, startTime,
   * endTime, recruitEndDate, address, longitude, latitude, signRange. Step 3: recruitNum,
   * requirement, integral. A step is saved only after the ones before it.
   */
  api.post('/res/api/volunteerActivity/save', async (req) => {
    const site = requireSite(req);
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const step = Number(jsonField(req, 'step'));
    if (![1, 2, 3].includes(step)) return refused('步骤不正确');
    const idText = jsonField(req, 'id');
    let draft: ActivityRow | null = null;
    let teamId: number;
    if (idText) {
      draft = /^\d{1,12}$/.test(idText) ? activityById(db, Number(idText)) : null;
      if (!draft || draft.site_code !== site.site_code) return refused('活动不存在');
      if (draft.published) return refused('活动已发布，不能修改');
      if (step > draft.step + 1) return refused('请先完成上一步');
      teamId = draft.team_id;
    } else {
      if (step !== 1) return refused('请先完成上一步');
      const team = /^\d{1,12}$/.test(jsonField(req, 'teamId')) ? teamById(db, Number(jsonField(req, 'teamId'))) : null;
      if (!team || team.site_code !== site.site_code) return refused('团队不存在');
      if (team.status !== TEAM.APPROVED) return refused('团队尚未通过审核');
      teamId = team.id;
    }
    if (!canManage(roleIn(db, teamId, user.id))) return refused('仅团队管理员可以操作');
    const t = now();
    const fields: Record<string, unknown> = {};
    if (step === 1) {
      const name = jsonField(req, 'name');
      if (name === '' || [...name].length > ACTIVITY_NAME_MAX) return refused('请填写活动名称');
      const serviceType = jsonField(req, 'serviceType');
      if (!(serviceType in SERVICE_TYPES)) return refused('请选择服务类型');
      const summary = jsonField(req, 'summary');
      if (summary === '' || [...summary].length > ACTIVITY_TEXT_MAX) return refused('请填写活动介绍');
      const urls = jsonField(req, 'images').split(',').map((s) => s.trim()).filter((s) => s !== '');
      if (urls.length > ACTIVITY_IMAGES_MAX) return refused('图片过多');
      const images: string[] = [];
      for (const url of urls) {
        const ref = url.startsWith('@/') ? url : uploadedRef(db, url, 'IMAGE');
        if (!ref) return refused('图片无效');
        images.push(ref);
      }
      Object.assign(fields, { name, service_type: serviceType, summary, images: images.join(',') });
    } else if (step === 2) {
      const startDate = jsonField(req, 'startDate');
      const endDate = jsonField(req, 'endDate');
      const startTime = jsonField(req, 'startTime');
      const endTime = jsonField(req, 'endTime');
      const recruitEnd = jsonField(req, 'recruitEndDate') || startDate;
      const start = instantOf(startDate, startTime);
      const end = instantOf(endDate, endTime);
      if (start === null || end === null || instantOf(recruitEnd) === null) return refused('日期格式不正确');
      if (startDate < dayOf(t)) return refused('开始日期不能早于今天');
      if (endDate < startDate || endTime <= startTime) return refused('结束时间须晚于开始时间');
      if ((instantOf(endDate)! - instantOf(startDate)!) / DAY_MS + 1 > MAX_ACTIVITY_DAYS) return refused(`活动最长${MAX_ACTIVITY_DAYS}天`);
      if (recruitEnd > startDate || recruitEnd < dayOf(t)) return refused('招募截止日期不正确');
      const address = jsonField(req, 'address');
      if (address === '' || [...address].length > 100) return refused('请填写活动地点');
      const lng = Number(jsonField(req, 'longitude'));
      const lat = Number(jsonField(req, 'latitude'));
      if (!jsonHas(req, 'longitude') || !jsonHas(req, 'latitude') || !Number.isFinite(lng) || !Number.isFinite(lat) || Math.abs(lng) > 180 || Math.abs(lat) > 90) return refused('请选择签到点');
      const radius = Number(jsonField(req, 'signRange'));
      if (!Number.isInteger(radius) || radius < RADIUS_MIN || radius > RADIUS_MAX) return refused('签到范围不正确');
      Object.assign(fields, { start_date: startDate, end_date: endDate, daily_start: startTime, daily_end: endTime, recruit_end: recruitEnd, address, longitude: lng, latitude: lat, radius });
    } else {
      const quota = Number(jsonField(req, 'recruitNum'));
      if (!Number.isInteger(quota) || quota < 1 || quota > QUOTA_MAX) return refused('招募人数不正确');
      const requirement = jsonField(req, 'requirement');
      if ([...requirement].length > ACTIVITY_TEXT_MAX) return refused('招募要求过长');
      const integral = jsonField(req, 'integral') === '' ? 20 : Number(jsonField(req, 'integral'));
      if (!Number.isInteger(integral) || integral < 0 || integral > 100) return refused('活动积分不正确');
      Object.assign(fields, { quota, requirements: requirement, integral });
    }
    return db
      .transaction(() => {
        let id = draft?.id;
        if (!id) {
          const info = db.prepare('INSERT INTO volunteer_activities (site_code, team_id, name, created_by, created_at) VALUES (?, ?, ?, ?, ?)').run(site.site_code, teamId, '', user.id, t);
          id = Number(info.lastInsertRowid);
        }
        const sets = Object.keys(fields).map((k) => `${k} = @${k}`).join(', ');
        db.prepare(`UPDATE volunteer_activities SET ${sets}, step = MAX(step, @step) WHERE id = @id`).run({ ...fields, step, id });
        return ok(activityItem(db, activityById(db, id)!, t));
      })
      .immediate();
  });

  /** Publishes a complete draft: recruitment opens and its shifts (one per day) are made. */
  api.post('/res/api/volunteerActivity/publish', async (req) => {
    const site = requireSite(req);
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const a = visible(req, idParam(req, 'id'));
    if (!a) return refused('活动不存在');
    if (!canManage(roleIn(db, a.team_id, user.id))) return refused('仅团队管理员可以操作');
    if (a.published) return refused('活动已发布');
    if (a.step < 3) return refused('请先完成上一步');
    const t = now();
    if (a.start_date < dayOf(t) || a.recruit_end < dayOf(t)) return refused('开始日期不能早于今天');
    return db
      .transaction(() => {
        db.prepare('UPDATE volunteer_activities SET published = 1, published_at = ? WHERE id = ?').run(t, a.id);
        createActivityShifts(db, site, a, user.id, t);
        return ok(activityItem(db, activityById(db, a.id)!, t));
      })
      .immediate();
  });

  api.post('/res/api/volunteerActivity/apply', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const a = visible(req, idParam(req, 'activityId'));
    if (!a || !a.published) return refused('活动不存在');
    if (!approvedVolunteer(db, user.id)) return refused('仅注册志愿者可以操作');
    if (activityStatus(a, now()) !== '1') return refused('不在招募时间内');
    const remark = formInput(req, 'remark').trim();
    if ([...remark].length > 200) return refused('备注过长');
    const t = now();
    return db
      .transaction(() => {
        const mine = db.prepare('SELECT * FROM volunteer_activity_applications WHERE activity_id = ? AND user_id = ?').get(a.id, user.id) as ApplicationRow | undefined;
        if (mine && mine.status !== APPLY.CANCELLED) return refused('您已报名该活动');
        if (mine) {
          db.prepare("UPDATE volunteer_activity_applications SET status = '0', remark = ?, reject_reason = '', created_at = ?, audited_at = NULL, audited_by = NULL WHERE id = ?").run(remark, t, mine.id);
        } else {
          db.prepare("INSERT INTO volunteer_activity_applications (activity_id, user_id, status, remark, created_at) VALUES (?, ?, '0', ?, ?)").run(a.id, user.id, remark, t);
        }
        const row = db.prepare('SELECT * FROM volunteer_activity_applications WHERE activity_id = ? AND user_id = ?').get(a.id, user.id) as ApplicationRow;
        return ok(applicationItem(row));
      })
      .immediate();
  });

  api.post('/res/api/volunteerActivity/cancelApply', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const a = visible(req, idParam(req, 'activityId'));
    if (!a) return refused('活动不存在');
    const t = now();
    return db
      .transaction(() => {
        const mine = db.prepare('SELECT * FROM volunteer_activity_applications WHERE activity_id = ? AND user_id = ?').get(a.id, user.id) as ApplicationRow | undefined;
        if (!mine || mine.status === APPLY.CANCELLED || mine.status === APPLY.REJECTED) return refused('没有可取消的报名');
        if (['2', '3'].includes(activityStatus(a, t))) return refused('活动已开始，不能取消');
        db.prepare("UPDATE volunteer_activity_applications SET status = '4' WHERE id = ?").run(mine.id);
        db.prepare("UPDATE volunteer_shift_members SET status = '3' WHERE user_id = ? AND shift_id IN (SELECT id FROM volunteer_shifts WHERE activity_id = ?)").run(user.id, a.id);
        return ok(null);
      })
      .immediate();
  });

  /** Applications of an activity (managers and the founder), by status ("" all). */
  api.get('/res/api/volunteerActivity/applications', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const a = visible(req, idParam(req, 'activityId'));
    if (!a) return refused('活动不存在');
    if (!canManage(roleIn(db, a.team_id, user.id))) return refused('仅团队管理员可以操作');
    const status = param(req, 'status');
    const { currPage, pageSize, offset } = paging(req);
    const where = `activity_id = ?${/^[0-4]$/.test(status) ? ' AND status = ?' : ''}`;
    const args = [a.id, ...(/^[0-4]$/.test(status) ? [status] : [])];
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM volunteer_activity_applications WHERE ${where}`).get(...args) as { n: number }).n;
    const rows = db.prepare(`SELECT * FROM volunteer_activity_applications WHERE ${where} ORDER BY created_at, id LIMIT ? OFFSET ?`).all(...args, pageSize, offset) as ApplicationRow[];
    return pageOf(rows.map(applicationItem), total, { currPage, pageSize });
  });

  /**
   * Decides an application: result 1 approves (within the quota; the volunteer is put on every
   * shift of the activity), 2 rejects with a reason, 3 puts it on the reserve list. A reserve
   * application can be approved later (when a place frees).
   */
  api.post('/res/api/volunteerActivity/audit', async (req) => {
    const site = requireSite(req);
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const id = idParam(req, 'id');
    const app = id ? (db.prepare('SELECT * FROM volunteer_activity_applications WHERE id = ?').get(id) as ApplicationRow | undefined) : undefined;
    const a = app ? activityById(db, app.activity_id) : null;
    if (!app || !a || a.site_code !== site.site_code) return refused('报名不存在');
    if (!canManage(roleIn(db, a.team_id, user.id))) return refused('仅团队管理员可以操作');
    const result = formInput(req, 'result');
    if (!['1', '2', '3'].includes(result)) return refused('审核结果不正确');
    const reason = formInput(req, 'auditReason').trim();
    const t = now();
    return db
      .transaction(() => {
        const current = db.prepare('SELECT * FROM volunteer_activity_applications WHERE id = ?').get(app.id) as ApplicationRow;
        if (current.status !== APPLY.PENDING && !(current.status === APPLY.RESERVE && result !== APPLY.RESERVE)) return refused('该报名已处理');
        if (result === APPLY.APPROVED) {
          const approved = (db.prepare("SELECT COUNT(*) AS n FROM volunteer_activity_applications WHERE activity_id = ? AND status = '1'").get(a.id) as { n: number }).n;
          if (approved >= a.quota) return refused('报名名额已满');
          const shifts = db.prepare('SELECT id FROM volunteer_shifts WHERE activity_id = ?').all(a.id) as { id: number }[];
          for (const s of shifts) {
            db.prepare(
              `INSERT INTO volunteer_shift_members (shift_id, user_id, status, source, created_at, audited_by, audited_at) VALUES (?, ?, '1', 'ACTIVITY', ?, ?, ?)
               ON CONFLICT (shift_id, user_id) DO UPDATE SET status = '1', audited_by = excluded.audited_by, audited_at = excluded.audited_at`,
            ).run(s.id, current.user_id, t, user.id, t);
          }
        }
        db.prepare('UPDATE volunteer_activity_applications SET status = ?, reject_reason = ?, audited_by = ?, audited_at = ? WHERE id = ?').run(
          result,
          result === APPLY.REJECTED ? reason : '',
          user.id,
          t,
          current.id,
        );
        const words = wordsOf(site);
        sendMessage(db, {
          site: site.site_code,
          userId: current.user_id,
          kind: '1',
          teamId: a.team_id,
          title: words.activityAudit[result as '1' | '2' | '3'],
          content: words.activity(a.name, result === '2' && reason ? reason : null),
          at: t,
        });
        return ok(applicationItem(db.prepare('SELECT * FROM volunteer_activity_applications WHERE id = ?').get(current.id) as ApplicationRow));
      })
      .immediate();
  });

  /** The caller's applications, newest first, each with its activity. */
  api.get('/res/api/volunteerActivity/myApply', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const site = requireSite(req);
    const { currPage, pageSize, offset } = paging(req);
    const where = 'p.user_id = ? AND a.site_code = ?';
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM volunteer_activity_applications p JOIN volunteer_activities a ON a.id = p.activity_id WHERE ${where}`).get(user.id, site.site_code) as { n: number }).n;
    const rows = db
      .prepare(`SELECT p.* FROM volunteer_activity_applications p JOIN volunteer_activities a ON a.id = p.activity_id WHERE ${where} ORDER BY p.created_at DESC, p.id DESC LIMIT ? OFFSET ?`)
      .all(user.id, site.site_code, pageSize, offset) as ApplicationRow[];
    const t = now();
    return pageOf(rows.map((p) => ({ ...applicationItem(p), activity: activityItem(db, activityById(db, p.activity_id)!, t) })), total, { currPage, pageSize });
  });
}

/** One shift per day of a published activity, with its place, radius and quota. */
export function createActivityShifts(db: Database.Database, site: Pick<SiteRow, 'site_code'>, a: ActivityRow, userId: number, at: number): void {
  const insert = db.prepare(
    `INSERT INTO volunteer_shifts (site_code, team_id, activity_id, title, day, start_at, end_at, quota, address, longitude, latitude, radius, created_by, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (let day = instantOf(a.start_date)!; dayOf(day) <= a.end_date; day += DAY_MS) {
    const d = dayOf(day);
    insert.run(site.site_code, a.team_id, a.id, a.name, d, instantOf(d, a.daily_start), instantOf(d, a.daily_end), a.quota, a.address, a.longitude, a.latitude, a.radius, userId, at);
  }
}
