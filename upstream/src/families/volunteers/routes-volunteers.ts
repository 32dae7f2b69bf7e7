/** res/api/volunteer/*: the area's home, volunteers, applications, records, ranking, messages. */
import type { FastifyInstance } from 'fastify';
import { formInput, input, paging, param, requireSite, type AppContext } from '../../context.ts';
import { decryptPhone } from '../../crypto/sm4.ts';
import { makePage, ok, pageOf, plainList, ranking } from '../../envelope.ts';
import { formatChinaTime } from '../../time.ts';
import { uploadedRef } from '../uploads/index.ts';
import { caller, codes, idParam, isEnvelope } from './http.ts';
import { refused } from '../../refusal.ts';
import {
  applicationItem,
  AVAILABILITY,
  dayOf,
  hoursString,
  imageOf,
  instantOf,
  SERVICE_TYPES,
  SKILLS,
  VOLUNTEER,
  volunteerItem,
  volunteerOfUser,
  type VolunteerRow,
} from './store.ts';

export const NAME_MAX = 20;
export const INTRO_MAX = 200;
export const MIN_AGE = 14;

/** The first day of the month after `yyyy-MM`. */
function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

export function registerVolunteerRoutes(api: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const now = () => ctx.clock.now();

  api.get('/res/api/volunteer/index', async (req) => {
    const site = requireSite(req);
    const banners = db.prepare('SELECT id, title, image, jump_url FROM volunteer_banners WHERE site_code = ? ORDER BY sort').all(site.site_code) as {
      id: number;
      title: string;
      image: string;
      jump_url: string;
    }[];
    const stats = db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM volunteers WHERE site_code = ? AND status = '1') AS volunteers,
                (SELECT COUNT(*) FROM volunteer_teams WHERE site_code = ? AND status = '1' AND kind = '1') AS teams,
                (SELECT COUNT(*) FROM volunteer_activities WHERE site_code = ? AND published = 1) AS activities,
                (SELECT COALESCE(SUM(service_minutes), 0) FROM volunteers WHERE site_code = ? AND status = '1') AS minutes`,
      )
      .get(site.site_code, site.site_code, site.site_code, site.site_code) as { volunteers: number; teams: number; activities: number; minutes: number };
    return ok({
      banners: banners.map((b) => ({ id: String(b.id), title: b.title, image: imageOf(b.image), jumpUrl: b.jump_url })),
      volunteerNum: String(stats.volunteers),
      teamNum: String(stats.teams),
      activityNum: String(stats.activities),
      serviceTime: hoursString(stats.minutes),
    });
  });

  api.get('/res/api/volunteer/list', async (req) => {
    const site = requireSite(req);
    const { currPage, pageSize, offset } = paging(req);
    const keyword = param(req, 'keyword').trim();
    const order = param(req, 'sortType') === '2' ? 'points DESC, id' : param(req, 'sortType') === '3' ? 'audited_at DESC, id DESC' : 'service_minutes DESC, id';
    const where = `site_code = ? AND status = '1'${keyword ? ' AND real_name LIKE ?' : ''}`;
    const args: unknown[] = [site.site_code, ...(keyword ? [`%${keyword}%`] : [])];
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM volunteers WHERE ${where}`).get(...args) as { n: number }).n;
    const rows = db.prepare(`SELECT * FROM volunteers WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...args, pageSize, offset) as VolunteerRow[];
    return pageOf(rows.map((v) => volunteerItem(db, v)), total, { currPage, pageSize });
  });

  /** Several volunteers by id, in one call (approved volunteers of any site; unknown ids are left out). */
  api.get('/res/api/volunteer/listByIds', async (req) => {
    const ids = param(req, 'ids').split(',').filter((s) => /^\d{1,12}$/.test(s)).slice(0, 100).map(Number);
    if (ids.length === 0) return plainList([]);
    const rows = db.prepare(`SELECT * FROM volunteers WHERE status = '1' AND id IN (${ids.map(() => '?').join(',')})`).all(...ids) as VolunteerRow[];
    return plainList(rows.map((v) => volunteerItem(db, v)));
  });

  api.get('/res/api/volunteer/detail', async (req) => {
    const id = idParam(req, 'id');
    const v = id ? (db.prepare("SELECT * FROM volunteers WHERE id = ? AND status = '1'").get(id) as VolunteerRow | undefined) : undefined;
    if (!v) return refused('志愿者不存在');
    const counts = db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM volunteer_honour_awards WHERE user_id = ?) AS honours,
                (SELECT COUNT(*) FROM volunteer_sign_ins WHERE user_id = ? AND minutes > 0) AS services`,
      )
      .get(v.user_id, v.user_id) as { honours: number; services: number };
    return ok({ ...volunteerItem(db, v), intro: v.intro, availability: v.availability, honourNum: String(counts.honours), serviceNum: String(counts.services) });
  });

  /** The caller's application (and volunteer record once approved); data null when none. */
  api.get('/res/api/volunteer/mine', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const v = volunteerOfUser(db, user.id);
    return ok(v ? { ...applicationItem(v), volunteerId: v.status === VOLUNTEER.APPROVED ? String(v.id) : '' } : null);
  });

  api.post('/res/api/volunteer/apply', async (req) => {
    const site = requireSite(req);
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    if (!user.phone) return refused('请先绑定手机号');
    const realName = formInput(req, 'realName').trim();
    if (realName === '' || [...realName].length > NAME_MAX) return refused('请填写真实姓名');
    const phone = decryptPhone(formInput(req, 'phone'));
    if (!phone) return refused('手机号格式不正确');
    const gender = formInput(req, 'gender');
    if (gender !== '1' && gender !== '2') return refused('请选择性别');
    const birthday = formInput(req, 'birthday');
    const born = instantOf(birthday);
    const today = dayOf(now());
    const adultFrom = `${Number(today.slice(0, 4)) - MIN_AGE}${today.slice(4)}`;
    if (born === null || birthday > adultFrom || birthday < '1900-01-01') return refused('出生日期不正确');
    const skills = codes(formInput(req, 'skills'), SKILLS);
    if (!skills || skills.length === 0) return refused('请选择技能特长');
    const areas = codes(formInput(req, 'serviceAreas'), SERVICE_TYPES);
    if (!areas || areas.length === 0) return refused('请选择服务领域');
    const availability = codes(formInput(req, 'availability'), AVAILABILITY);
    if (!availability || availability.length === 0) return refused('请选择服务时间');
    const photo = uploadedRef(db, formInput(req, 'photo'), 'IMAGE');
    if (!photo) return refused('请上传本人照片');
    const intro = formInput(req, 'intro').trim();
    if ([...intro].length > INTRO_MAX) return refused('个人简介过长');
    const t = now();
    return db
      .transaction(() => {
        const existing = volunteerOfUser(db, user.id);
        if (existing?.status === VOLUNTEER.PENDING) return refused('您已提交志愿者申请，请等待审核');
        if (existing?.status === VOLUNTEER.APPROVED) return refused('您已是注册志愿者');
        const values = [site.site_code, realName, phone, gender, birthday, skills.join(','), areas.join(','), availability.join(','), photo, intro, t];
        if (existing) {
          db.prepare(
            `UPDATE volunteers SET site_code = ?, real_name = ?, phone = ?, gender = ?, birth_date = ?, skills = ?, service_areas = ?,
               availability = ?, photo = ?, intro = ?, created_at = ?, status = '0', reject_reason = '', audited_at = NULL WHERE id = ?`,
          ).run(...values, existing.id);
        } else {
          db.prepare(
            `INSERT INTO volunteers (site_code, real_name, phone, gender, birth_date, skills, service_areas, availability, photo, intro, created_at, status, user_id)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '0', ?)`,
          ).run(...values, user.id);
        }
        return ok(applicationItem(volunteerOfUser(db, user.id)!));
      })
      .immediate();
  });

  /** A volunteer's service records: completed services grouped by activity (team duty shifts by team). */
  api.get('/res/api/volunteer/serviceRecords', async (req) => {
    const { currPage, pageSize, offset } = paging(req);
    let userId: number;
    if (input(req, 'volunteerId')) {
      const id = idParam(req, 'volunteerId');
      const v = id ? (db.prepare("SELECT user_id FROM volunteers WHERE id = ? AND status = '1'").get(id) as { user_id: number } | undefined) : undefined;
      if (!v) return refused('志愿者不存在');
      userId = v.user_id;
    } else {
      const user = caller(ctx, req);
      if (isEnvelope(user)) return user;
      userId = user.id;
    }
    const grouped = `
      SELECT COALESCE(a.id, 0) AS activity_id, COALESCE(a.name, t.name) AS name, t.id AS team_id, t.name AS team_name,
             SUM(i.minutes) AS minutes, COUNT(*) AS times, MAX(i.sign_in_at) AS last_at
        FROM volunteer_sign_ins i
        JOIN volunteer_shifts s ON s.id = i.shift_id
        JOIN volunteer_teams t ON t.id = s.team_id
        LEFT JOIN volunteer_activities a ON a.id = s.activity_id
       WHERE i.user_id = ? AND i.sign_out_at IS NOT NULL
       GROUP BY COALESCE(a.id, -t.id)`;
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM (${grouped})`).get(userId) as { n: number }).n;
    const rows = db.prepare(`${grouped} ORDER BY last_at DESC LIMIT ? OFFSET ?`).all(userId, pageSize, offset) as {
      activity_id: number;
      name: string;
      team_id: number;
      team_name: string;
      minutes: number;
      times: number;
      last_at: number;
    }[];
    return pageOf(rows.map((r) => ({
        activityId: r.activity_id ? String(r.activity_id) : '',
        activityName: r.name,
        teamId: String(r.team_id),
        teamName: r.team_name,
        serviceTime: hoursString(r.minutes),
        serviceNum: String(r.times),
        lastServiceTime: formatChinaTime(r.last_at),
      })), total, { currPage, pageSize });
  });

  /**
   * The ranking (the spec's ranking shape): volunteers of the site (or the members of `teamId`)
   * by points (`sortType` 1, default) or service time (2), all-time or within `month` (yyyy-MM).
   */
  api.get('/res/api/volunteer/ranking', async (req) => {
    const site = requireSite(req);
    const { currPage, pageSize, offset } = paging(req);
    const month = param(req, 'month');
    const teamId = input(req, 'teamId') ? idParam(req, 'teamId') : null;
    if (input(req, 'teamId') && !teamId) return refused('团队不存在');
    if (month && !/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return refused('月份格式不正确');
    const byTime = param(req, 'sortType') === '2';
    const from = month ? instantOf(`${month}-01`)! : 0;
    const monthEnd = month ? instantOf(nextMonth(month))! : Number.MAX_SAFE_INTEGER;
    const members = teamId ? `AND v.user_id IN (SELECT user_id FROM volunteer_team_members WHERE team_id = ${teamId} AND status = '1')` : '';
    const base = `
      SELECT v.*,
             ${month ? `(SELECT COALESCE(SUM(points), 0) FROM volunteer_points p WHERE p.user_id = v.user_id AND p.created_at >= ${from} AND p.created_at < ${monthEnd})` : 'v.points'} AS score_points,
             ${month ? `(SELECT COALESCE(SUM(i.minutes), 0) FROM volunteer_sign_ins i WHERE i.user_id = v.user_id AND i.sign_in_at >= ${from} AND i.sign_in_at < ${monthEnd})` : 'v.service_minutes'} AS score_minutes
        FROM volunteers v
       WHERE v.status = '1' ${teamId ? '' : 'AND v.site_code = ?'} ${members}`;
    const args = teamId ? [] : [site.site_code];
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM (${base})`).get(...args) as { n: number }).n;
    const rows = db
      .prepare(`${base} ORDER BY ${byTime ? 'score_minutes DESC, score_points DESC' : 'score_points DESC, score_minutes DESC'}, v.id LIMIT ? OFFSET ?`)
      .all(...args, pageSize, offset) as (VolunteerRow & { score_points: number; score_minutes: number })[];
    return ranking(
      rows.map((v, i) => ({
        ...volunteerItem(db, v),
        rank: String(offset + i + 1),
        integral: String(v.score_points),
        serviceTime: hoursString(v.score_minutes),
      })),
      makePage(total, currPage, pageSize),
    );
  });

  api.get('/res/api/volunteer/messages', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const { currPage, pageSize, offset } = paging(req);
    const total = (db.prepare('SELECT COUNT(*) AS n FROM volunteer_messages WHERE user_id = ?').get(user.id) as { n: number }).n;
    const unread = (db.prepare('SELECT COUNT(*) AS n FROM volunteer_messages WHERE user_id = ? AND read = 0').get(user.id) as { n: number }).n;
    const rows = db.prepare('SELECT * FROM volunteer_messages WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?').all(user.id, pageSize, offset) as {
      id: number;
      kind: string;
      title: string;
      content: string;
      team_id: number | null;
      read: number;
      created_at: number;
    }[];
    const envelope = pageOf(rows.map((m) => ({
        id: String(m.id),
        type: m.kind,
        title: m.title,
        content: m.content,
        teamId: m.team_id === null ? '' : String(m.team_id),
        readStatus: String(m.read),
        createTime: formatChinaTime(m.created_at),
      })), total, { currPage, pageSize });
    return { ...envelope, data: { unreadNum: String(unread) } };
  });

  api.post('/res/api/volunteer/readMessages', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    db.prepare('UPDATE volunteer_messages SET read = 1 WHERE user_id = ?').run(user.id);
    return ok(null);
  });
}
