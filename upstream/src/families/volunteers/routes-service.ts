/**
 * Shifts and sign-in: res/api/volunteerTeamSchedule/* (a team's schedule, picks and their audit,
 * my schedule, the schedule calendar), res/api/volunteerSignInService/* (the sign-in calendar,
 * rotating codes, sign-in and sign-out by location, code or assistant, records),
 * res/api/volunteerSignInMakeUp/* (make-up requests), and the points and honours calls.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formInput, input, paging, param, requireSite, type AppContext } from '../../context.ts';
import { ok, pageOf, plainList } from '../../envelope.ts';
import { callerOf } from '../../caller.ts';
import { distanceMetres } from '../../geo.ts';
import { formatChinaTime } from '../../time.ts';
import type { UserRow } from '../../users.ts';
import { caller, idParam, isEnvelope } from './http.ts';
import { refused } from '../../refusal.ts';
import {
  canManage,
  checkSignInCode,
  completeService,
  dayOf,
  daysOfMonth,
  imageOf,
  instantOf,
  MAKE_UP,
  MAKE_UP_WINDOW_MS,
  MEMBER,
  memberOf,
  nameOfUser,
  PICK,
  RADIUS_MAX,
  RADIUS_MIN,
  roleIn,
  sendMessage,
  SIGN_IN_EARLY_MS,
  SIGN_OUT_LATE_MS,
  SIGN_TYPE,
  signInCode,
  signInItem,
  shiftById,
  shiftItem,
  teamById,
  type ShiftRow,
  type SignInRow,
} from './store.ts';
import { wordsOf } from './texts.ts';

export const SHIFT_TITLE_MAX = 30;
export const SHIFT_QUOTA_MAX = 500;
export const REASON_MAX = 200;

interface PickRow {
  id: number;
  shift_id: number;
  user_id: number;
  status: string;
  source: string;
  created_at: number;
  audited_at: number | null;
}

interface MakeUpRow {
  id: number;
  shift_id: number;
  user_id: number;
  reason: string;
  sign_in_at: number;
  sign_out_at: number;
  status: string;
  reject_reason: string;
  created_at: number;
  audited_at: number | null;
}

/** `yyyy-MM-dd HH:mm` (seconds optional) China time → epoch ms; null when malformed. */
function dateTimeOf(value: string): number | null {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(?::\d{2})?$/.exec(value.trim());
  return m ? instantOf(m[1]!, m[2]!) : null;
}

export function registerServiceRoutes(api: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const now = () => ctx.clock.now();

  const signInOf = (shiftId: number, userId: number) =>
    (db.prepare('SELECT * FROM volunteer_sign_ins WHERE shift_id = ? AND user_id = ?').get(shiftId, userId) as SignInRow | undefined) ?? null;
  const pickOf = (shiftId: number, userId: number) =>
    (db.prepare('SELECT * FROM volunteer_shift_members WHERE shift_id = ? AND user_id = ?').get(shiftId, userId) as PickRow | undefined) ?? null;

  /** A shift as answered to a caller: with their roster status and sign-in (when a token is sent). */
  const shiftFor = (s: ShiftRow, user: UserRow | null) => {
    const pick = user ? pickOf(s.id, user.id) : null;
    const signIn = user ? signInOf(s.id, user.id) : null;
    const makeUp = user
      ? (db.prepare("SELECT status FROM volunteer_make_ups WHERE shift_id = ? AND user_id = ? AND status <> '2' ORDER BY id DESC").get(s.id, user.id) as { status: string } | undefined)
      : undefined;
    return {
      ...shiftItem(db, s),
      userStatus: pick ? pick.status : '',
      userSignIn: signIn ? signInItem(db, signIn) : null,
      userMakeUpStatus: makeUp ? makeUp.status : '',
    };
  };

  const siteShift = (req: FastifyRequest, id: number | null): ShiftRow | null => {
    const s = id ? shiftById(db, id) : null;
    return s && s.site_code === requireSite(req).site_code ? s : null;
  };

  const calendar = (req: FastifyRequest, mineOnly: boolean) => {
    const teamId = idParam(req, 'teamId');
    const team = teamId ? teamById(db, teamId) : null;
    if (!team || team.site_code !== requireSite(req).site_code) return refused('团队不存在');
    const days = daysOfMonth(param(req, 'yearMoth'));
    if (!days) return refused('月份格式不正确');
    const user = callerOf(ctx, req);
    const manager = user ? canManage(roleIn(db, team.id, user.id)) : false;
    const t = now();
    const today = dayOf(t);
    const shifts = db.prepare('SELECT * FROM volunteer_shifts WHERE team_id = ? AND day >= ? AND day <= ?').all(team.id, days[0], days[days.length - 1]) as ShiftRow[];
    const onShift = (s: ShiftRow) => !!user && pickOf(s.id, user.id)?.status === PICK.APPROVED;
    return plainList(
      days.map((date) => {
        const all = shifts.filter((s) => s.day === date);
        const counted = mineOnly && !manager ? all.filter(onShift) : all;
        return {
          date,
          dateTime: `${date} 00:00:00`,
          activityCount: String(counted.length),
          openSignIn: counted.some((s) => t >= s.start_at - SIGN_IN_EARLY_MS && t < s.end_at) ? '1' : '0',
          scheduleManage: manager && date >= today ? '1' : '0',
        };
      }),
    );
  };

  // -------------------------------------------------------------------------------------------
  // Schedule
  // -------------------------------------------------------------------------------------------

  /** The month of a team's schedule: shifts per day (activityCount), sign-in open now, whether the caller may manage that day. */
  api.get('/res/api/volunteerTeamSchedule/calendar', async (req) => calendar(req, false));

  /** The shifts of a team's day (teamId, scheduleDate), or of an activity (activityId), in time order. */
  api.get('/res/api/volunteerTeamSchedule/list', async (req) => {
    if (param(req, 'activityId')) {
      const activityId = idParam(req, 'activityId');
      const user = callerOf(ctx, req);
      const rows = db.prepare('SELECT * FROM volunteer_shifts WHERE activity_id = ? AND site_code = ? ORDER BY start_at, id').all(activityId ?? 0, requireSite(req).site_code) as ShiftRow[];
      return plainList(rows.map((s) => shiftFor(s, user)));
    }
    const teamId = idParam(req, 'teamId');
    const team = teamId ? teamById(db, teamId) : null;
    if (!team || team.site_code !== requireSite(req).site_code) return refused('团队不存在');
    const date = param(req, 'scheduleDate');
    if (!instantOf(date)) return refused('日期格式不正确');
    const user = callerOf(ctx, req);
    const rows = db.prepare('SELECT * FROM volunteer_shifts WHERE team_id = ? AND day = ? ORDER BY start_at, id').all(team.id, date) as ShiftRow[];
    return plainList(rows.map((s) => shiftFor(s, user)));
  });

  api.get('/res/api/volunteerTeamSchedule/listByIds', async (req) => {
    const site = requireSite(req);
    const ids = param(req, 'ids').split(',').filter((s) => /^\d{1,12}$/.test(s)).slice(0, 100).map(Number);
    if (ids.length === 0) return plainList([]);
    const user = callerOf(ctx, req);
    const rows = db.prepare(`SELECT * FROM volunteer_shifts WHERE site_code = ? AND id IN (${ids.map(() => '?').join(',')})`).all(site.site_code, ...ids) as ShiftRow[];
    return plainList(rows.map((s) => shiftFor(s, user)));
  });

  /** Adds (no id) or amends a team shift (managers and the founder). */
  api.post('/res/api/volunteerTeamSchedule/save', async (req) => {
    const site = requireSite(req);
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const idText = formInput(req, 'id');
    const existing = idText ? siteShift(req, idParam(req, 'id')) : null;
    if (idText && !existing) return refused('班次不存在');
    if (existing?.activity_id) return refused('活动班次请在活动中修改');
    const teamId = existing?.team_id ?? idParam(req, 'teamId');
    const team = teamId ? teamById(db, teamId) : null;
    if (!team || team.site_code !== site.site_code) return refused('团队不存在');
    if (!canManage(roleIn(db, team.id, user.id))) return refused('仅团队管理员可以操作');
    const title = formInput(req, 'title').trim();
    if (title === '' || [...title].length > SHIFT_TITLE_MAX) return refused('请填写班次名称');
    const date = formInput(req, 'scheduleDate');
    const start = instantOf(date, formInput(req, 'startTime'));
    const end = instantOf(date, formInput(req, 'endTime'));
    if (start === null || end === null) return refused('日期格式不正确');
    if (end <= start) return refused('结束时间须晚于开始时间');
    const t = now();
    if (date < dayOf(t)) return refused('不能安排过去的日期');
    const quota = Number(formInput(req, 'maxNum'));
    if (!Number.isInteger(quota) || quota < 1 || quota > SHIFT_QUOTA_MAX) return refused('班次人数不正确');
    const address = formInput(req, 'address').trim() || team.address;
    const lngText = formInput(req, 'longitude');
    const latText = formInput(req, 'latitude');
    const lng = lngText ? Number(lngText) : team.longitude;
    const lat = latText ? Number(latText) : team.latitude;
    if (lng === null || lat === null || !Number.isFinite(lng) || !Number.isFinite(lat) || address === '') return refused('请选择签到点');
    const radius = formInput(req, 'signRange') ? Number(formInput(req, 'signRange')) : 500;
    if (!Number.isInteger(radius) || radius < RADIUS_MIN || radius > RADIUS_MAX) return refused('签到范围不正确');
    return db
      .transaction(() => {
        let id: number;
        if (existing) {
          const approved = (db.prepare("SELECT COUNT(*) AS n FROM volunteer_shift_members WHERE shift_id = ? AND status = '1'").get(existing.id) as { n: number }).n;
          if (quota < approved) return refused('班次人数不能少于已通过人数');
          db.prepare('UPDATE volunteer_shifts SET title = ?, day = ?, start_at = ?, end_at = ?, quota = ?, address = ?, longitude = ?, latitude = ?, radius = ? WHERE id = ?').run(
            title,
            date,
            start,
            end,
            quota,
            address,
            lng,
            lat,
            radius,
            existing.id,
          );
          id = existing.id;
        } else {
          const info = db
            .prepare(
              `INSERT INTO volunteer_shifts (site_code, team_id, activity_id, title, day, start_at, end_at, quota, address, longitude, latitude, radius, created_by, created_at)
               VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .run(site.site_code, team.id, title, date, start, end, quota, address, lng, lat, radius, user.id, t);
          id = Number(info.lastInsertRowid);
        }
        return ok(shiftFor(shiftById(db, id)!, user));
      })
      .immediate();
  });

  /** A member asks for a place on a team shift (a manager approves it). */
  api.post('/res/api/volunteerTeamSchedule/pick', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const s = siteShift(req, idParam(req, 'scheduleId'));
    if (!s) return refused('班次不存在');
    if (s.activity_id) return refused('活动班次请报名活动');
    if (memberOf(db, s.team_id, user.id)?.status !== MEMBER.JOINED) return refused('您不是团队成员');
    const t = now();
    if (t >= s.start_at) return refused('班次已开始');
    return db
      .transaction(() => {
        const pick = pickOf(s.id, user.id);
        if (pick && (pick.status === PICK.PENDING || pick.status === PICK.APPROVED)) return refused('您已报名该班次');
        const approved = (db.prepare("SELECT COUNT(*) AS n FROM volunteer_shift_members WHERE shift_id = ? AND status = '1'").get(s.id) as { n: number }).n;
        if (approved >= s.quota) return refused('该班次名额已满');
        db.prepare(
          `INSERT INTO volunteer_shift_members (shift_id, user_id, status, source, created_at) VALUES (?, ?, '0', 'PICK', ?)
           ON CONFLICT (shift_id, user_id) DO UPDATE SET status = '0', created_at = excluded.created_at, audited_by = NULL, audited_at = NULL`,
        ).run(s.id, user.id, t);
        return ok(shiftFor(s, user));
      })
      .immediate();
  });

  api.post('/res/api/volunteerTeamSchedule/cancelPick', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const s = siteShift(req, idParam(req, 'scheduleId'));
    if (!s) return refused('班次不存在');
    const pick = pickOf(s.id, user.id);
    if (!pick || (pick.status !== PICK.PENDING && pick.status !== PICK.APPROVED) || pick.source !== 'PICK') return refused('没有可取消的排班');
    if (now() >= s.start_at) return refused('班次已开始');
    db.prepare("UPDATE volunteer_shift_members SET status = '3' WHERE id = ?").run(pick.id);
    return ok(shiftFor(s, user));
  });

  /** Who is on a shift or asked for it (managers and the founder): status, source and sign-in of each. */
  api.get('/res/api/volunteerTeamSchedule/picks', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const s = siteShift(req, idParam(req, 'scheduleId'));
    if (!s) return refused('班次不存在');
    if (!canManage(roleIn(db, s.team_id, user.id))) return refused('仅团队管理员可以操作');
    const status = param(req, 'status');
    const rows = db
      .prepare(`SELECT * FROM volunteer_shift_members WHERE shift_id = ? ${/^[0-3]$/.test(status) ? 'AND status = ?' : "AND status IN ('0', '1')"} ORDER BY created_at, id`)
      .all(s.id, ...(/^[0-3]$/.test(status) ? [status] : [])) as PickRow[];
    return plainList(
      rows.map((p) => {
        const who = nameOfUser(db, p.user_id);
        const signIn = signInOf(s.id, p.user_id);
        return {
          id: String(p.id),
          scheduleId: String(s.id),
          userId: String(p.user_id),
          realName: who.name,
          headImg: who.headImg,
          status: p.status,
          source: p.source,
          createTime: formatChinaTime(p.created_at),
          signIn: signIn ? signInItem(db, signIn) : null,
        };
      }),
    );
  });

  /** Decides a pick: pass 1 takes a place (within the quota, exactly once however many managers decide at once). */
  api.post('/res/api/volunteerTeamSchedule/audit', async (req) => {
    const site = requireSite(req);
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const id = idParam(req, 'id');
    const pick = id ? (db.prepare('SELECT * FROM volunteer_shift_members WHERE id = ?').get(id) as PickRow | undefined) : undefined;
    const s = pick ? siteShift(req, pick.shift_id) : null;
    if (!pick || !s) return refused('排班申请不存在');
    if (!canManage(roleIn(db, s.team_id, user.id))) return refused('仅团队管理员可以操作');
    const pass = formInput(req, 'pass') === '1';
    const t = now();
    return db
      .transaction(() => {
        const current = db.prepare('SELECT * FROM volunteer_shift_members WHERE id = ?').get(pick.id) as PickRow;
        if (current.status !== PICK.PENDING) return refused('该申请已处理');
        if (pass) {
          const approved = (db.prepare("SELECT COUNT(*) AS n FROM volunteer_shift_members WHERE shift_id = ? AND status = '1'").get(s.id) as { n: number }).n;
          if (approved >= s.quota) return refused('该班次名额已满');
        }
        db.prepare('UPDATE volunteer_shift_members SET status = ?, audited_by = ?, audited_at = ? WHERE id = ?').run(pass ? PICK.APPROVED : PICK.REJECTED, user.id, t, current.id);
        const words = wordsOf(site);
        sendMessage(db, {
          site: site.site_code,
          userId: current.user_id,
          kind: '4',
          teamId: s.team_id,
          title: pass ? words.pick.approved : words.pick.rejected,
          content: `${s.title} ${formatChinaTime(s.start_at).slice(0, 16)}`,
          at: t,
        });
        return ok({ id: String(current.id), status: pass ? PICK.APPROVED : PICK.REJECTED });
      })
      .immediate();
  });

  /** The caller's shifts of a month (asked for and confirmed), in time order. */
  api.get('/res/api/volunteerTeamSchedule/mine', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const days = daysOfMonth(param(req, 'yearMoth'));
    if (!days) return refused('月份格式不正确');
    const rows = db
      .prepare(
        `SELECT s.* FROM volunteer_shifts s JOIN volunteer_shift_members m ON m.shift_id = s.id
          WHERE m.user_id = ? AND m.status IN ('0', '1') AND s.site_code = ? AND s.day >= ? AND s.day <= ? ORDER BY s.start_at, s.id`,
      )
      .all(user.id, requireSite(req).site_code, days[0], days[days.length - 1]) as ShiftRow[];
    return plainList(rows.map((s) => shiftFor(s, user)));
  });

  // -------------------------------------------------------------------------------------------
  // Sign-in
  // -------------------------------------------------------------------------------------------

  /** The month of a team's sign-in: the caller's shifts per day (every team shift for managers). */
  api.get('/res/api/volunteerSignInService/calendar', async (req) => calendar(req, true));

  /** The shift's current rotating sign-in code (managers and the founder). */
  api.get('/res/api/volunteerSignInService/qrCode', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const s = siteShift(req, idParam(req, 'scheduleId'));
    if (!s) return refused('班次不存在');
    if (!canManage(roleIn(db, s.team_id, user.id))) return refused('仅团队管理员可以操作');
    const code = signInCode(db, s.id, now());
    return ok({ scheduleId: String(s.id), qrCode: code.code, refreshTime: formatChinaTime(code.rotatesAt), expireTime: formatChinaTime(code.expiresAt), refreshMillis: String(code.rotatesAt - now()) });
  });

  /**
   * Signs in: type 1 by location (longitude, latitude within the shift's radius), 2 by the
   * rotating code (qrCode; the shift is the code's), 3 by a manager for a member (userId).
   */
  api.post('/res/api/volunteerSignInService/signIn', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const type = formInput(req, 'type');
    if (!['1', '2', '3'].includes(type)) return refused('签到方式不正确');
    const t = now();
    let s: ShiftRow | null;
    if (type === SIGN_TYPE.QR) {
      const check = checkSignInCode(db, formInput(req, 'qrCode'), t);
      if (!check.ok) return refused(check.reason === 'EXPIRED' ? '二维码已过期' : '二维码无效');
      s = siteShift(req, check.shiftId);
      if (!s) return refused('二维码无效');
    } else {
      s = siteShift(req, idParam(req, 'scheduleId'));
      if (!s) return refused('班次不存在');
    }
    let target = user.id;
    if (type === SIGN_TYPE.ASSISTANT) {
      if (!canManage(roleIn(db, s.team_id, user.id))) return refused('仅团队管理员可以操作');
      const id = idParam(req, 'userId');
      if (!id) return refused('该成员未报名该班次');
      target = id;
    }
    const mine = target === user.id;
    if (pickOf(s.id, target)?.status !== PICK.APPROVED) return refused(mine ? '您未报名该班次' : '该成员未报名该班次');
    if (t < s.start_at - SIGN_IN_EARLY_MS || t >= s.end_at) return refused('不在签到时间内');
    let distance: number | null = null;
    if (type === SIGN_TYPE.LOCATION) {
      const lng = Number(formInput(req, 'longitude'));
      const lat = Number(formInput(req, 'latitude'));
      if (!formInput(req, 'longitude') || !formInput(req, 'latitude') || !Number.isFinite(lng) || !Number.isFinite(lat)) return refused('请开启定位后签到');
      distance = Math.round(distanceMetres({ latitude: lat, longitude: lng }, s));
      if (distance > s.radius) return refused(`不在签到范围内（距签到点${distance}米）`);
    }
    return db
      .transaction(() => {
        if (signInOf(s.id, target)) return refused(mine ? '您已签到' : '该成员已签到');
        db.prepare('INSERT INTO volunteer_sign_ins (shift_id, user_id, sign_in_at, sign_in_type, distance, operator_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
          s.id,
          target,
          t,
          type,
          distance,
          mine ? null : user.id,
          t,
        );
        return ok(signInItem(db, signInOf(s.id, target)!));
      })
      .immediate();
  });

  /** Signs out (type 1 oneself, 3 a manager for a member): the service is counted (minutes, points, honours). */
  api.post('/res/api/volunteerSignInService/signOut', async (req) => {
    const site = requireSite(req);
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const s = siteShift(req, idParam(req, 'scheduleId'));
    if (!s) return refused('班次不存在');
    const type = formInput(req, 'type') === SIGN_TYPE.ASSISTANT ? SIGN_TYPE.ASSISTANT : SIGN_TYPE.LOCATION;
    let target = user.id;
    if (type === SIGN_TYPE.ASSISTANT) {
      if (!canManage(roleIn(db, s.team_id, user.id))) return refused('仅团队管理员可以操作');
      target = idParam(req, 'userId') ?? 0;
    }
    const mine = target === user.id;
    const t = now();
    return db
      .transaction(() => {
        const signIn = signInOf(s.id, target);
        if (!signIn) return refused(mine ? '您尚未签到' : '该成员尚未签到');
        if (signIn.sign_out_at !== null) return refused(mine ? '您已签退' : '该成员已签退');
        if (t > s.end_at + SIGN_OUT_LATE_MS) return refused('已超过签退时间');
        completeService(db, site, signIn, t, type, mine ? null : user.id, t);
        return ok(signInItem(db, signInOf(s.id, target)!));
      })
      .immediate();
  });

  /** Sign-in records: of a shift or a team (managers), else the caller's own; newest first. */
  api.get('/res/api/volunteerSignInService/records', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const site = requireSite(req);
    const { currPage, pageSize, offset } = paging(req);
    let where: string;
    let args: unknown[];
    if (input(req, 'scheduleId')) {
      const s = siteShift(req, idParam(req, 'scheduleId'));
      if (!s) return refused('班次不存在');
      if (!canManage(roleIn(db, s.team_id, user.id))) return refused('仅团队管理员可以操作');
      where = 'i.shift_id = ?';
      args = [s.id];
    } else if (input(req, 'teamId')) {
      const teamId = idParam(req, 'teamId');
      const team = teamId ? teamById(db, teamId) : null;
      if (!team || team.site_code !== site.site_code) return refused('团队不存在');
      if (!canManage(roleIn(db, team.id, user.id))) return refused('仅团队管理员可以操作');
      where = 's.team_id = ?';
      args = [team.id];
    } else {
      where = 'i.user_id = ? AND s.site_code = ?';
      args = [user.id, site.site_code];
    }
    const from = 'volunteer_sign_ins i JOIN volunteer_shifts s ON s.id = i.shift_id';
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM ${from} WHERE ${where}`).get(...args) as { n: number }).n;
    const rows = db.prepare(`SELECT i.* FROM ${from} WHERE ${where} ORDER BY i.sign_in_at DESC, i.id DESC LIMIT ? OFFSET ?`).all(...args, pageSize, offset) as SignInRow[];
    return pageOf(rows.map((r) => {
        const s = shiftById(db, r.shift_id)!;
        return { ...signInItem(db, r), scheduleTitle: s.title, scheduleDate: s.day, teamId: String(s.team_id) };
      }), total, { currPage, pageSize });
  });

  // -------------------------------------------------------------------------------------------
  // Make-up sign-in
  // -------------------------------------------------------------------------------------------

  const makeUpItem = (m: MakeUpRow) => {
    const who = nameOfUser(db, m.user_id);
    const s = shiftById(db, m.shift_id)!;
    return {
      id: String(m.id),
      scheduleId: String(m.shift_id),
      scheduleTitle: s.title,
      scheduleDate: s.day,
      teamId: String(s.team_id),
      userId: String(m.user_id),
      realName: who.name,
      headImg: who.headImg,
      reason: m.reason,
      signInTime: formatChinaTime(m.sign_in_at),
      signOutTime: formatChinaTime(m.sign_out_at),
      status: m.status,
      auditReason: m.reject_reason,
      createTime: formatChinaTime(m.created_at),
      auditTime: m.audited_at === null ? '' : formatChinaTime(m.audited_at),
    };
  };

  /** A make-up request for a missed sign-in: the caller was on the shift, did not sign in, and it ended less than 7 days ago. */
  api.post('/res/api/volunteerSignInMakeUp/apply', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const s = siteShift(req, idParam(req, 'scheduleId'));
    if (!s) return refused('班次不存在');
    const reason = formInput(req, 'reason').trim();
    if (reason === '' || [...reason].length > REASON_MAX) return refused('请填写补签原因');
    const signInAt = dateTimeOf(formInput(req, 'signInTime'));
    const signOutAt = dateTimeOf(formInput(req, 'signOutTime'));
    if (signInAt === null || signOutAt === null) return refused('日期格式不正确');
    if (signOutAt <= signInAt || signInAt < s.start_at - SIGN_IN_EARLY_MS || signOutAt > s.end_at + SIGN_OUT_LATE_MS) return refused('补签时间不在班次时间内');
    const t = now();
    if (pickOf(s.id, user.id)?.status !== PICK.APPROVED) return refused('您未报名该班次');
    if (t < s.end_at || t > s.end_at + MAKE_UP_WINDOW_MS) return refused('该班次不能补签');
    return db
      .transaction(() => {
        if (signInOf(s.id, user.id)) return refused('该班次不能补签');
        if (db.prepare("SELECT 1 FROM volunteer_make_ups WHERE shift_id = ? AND user_id = ? AND status IN ('0', '1')").get(s.id, user.id)) return refused('您已提交补签申请');
        const info = db
          .prepare("INSERT INTO volunteer_make_ups (shift_id, user_id, reason, sign_in_at, sign_out_at, status, created_at) VALUES (?, ?, ?, ?, ?, '0', ?)")
          .run(s.id, user.id, reason, signInAt, signOutAt, t);
        return ok(makeUpItem(db.prepare('SELECT * FROM volunteer_make_ups WHERE id = ?').get(info.lastInsertRowid) as MakeUpRow));
      })
      .immediate();
  });

  /** Make-up requests: a team's (managers; `status` "" all), else the caller's own; newest first. */
  api.get('/res/api/volunteerSignInMakeUp/list', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const site = requireSite(req);
    const { currPage, pageSize, offset } = paging(req);
    const status = param(req, 'status');
    let where: string;
    let args: unknown[];
    if (input(req, 'teamId')) {
      const teamId = idParam(req, 'teamId');
      const team = teamId ? teamById(db, teamId) : null;
      if (!team || team.site_code !== site.site_code) return refused('团队不存在');
      if (!canManage(roleIn(db, team.id, user.id))) return refused('仅团队管理员可以操作');
      where = 's.team_id = ?';
      args = [team.id];
    } else {
      where = 'm.user_id = ? AND s.site_code = ?';
      args = [user.id, site.site_code];
    }
    if (/^[0-2]$/.test(status)) {
      where += ' AND m.status = ?';
      args.push(status);
    }
    const from = 'volunteer_make_ups m JOIN volunteer_shifts s ON s.id = m.shift_id';
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM ${from} WHERE ${where}`).get(...args) as { n: number }).n;
    const rows = db.prepare(`SELECT m.* FROM ${from} WHERE ${where} ORDER BY m.created_at DESC, m.id DESC LIMIT ? OFFSET ?`).all(...args, pageSize, offset) as MakeUpRow[];
    return pageOf(rows.map(makeUpItem), total, { currPage, pageSize });
  });

  /** Decides a make-up request: pass 1 records the sign-in and sign-out it claims (the service is counted). */
  api.post('/res/api/volunteerSignInMakeUp/audit', async (req) => {
    const site = requireSite(req);
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const id = idParam(req, 'id');
    const m = id ? (db.prepare('SELECT * FROM volunteer_make_ups WHERE id = ?').get(id) as MakeUpRow | undefined) : undefined;
    const s = m ? siteShift(req, m.shift_id) : null;
    if (!m || !s) return refused('补签申请不存在');
    if (!canManage(roleIn(db, s.team_id, user.id))) return refused('仅团队管理员可以操作');
    const pass = formInput(req, 'pass') === '1';
    const reason = formInput(req, 'auditReason').trim();
    const t = now();
    return db
      .transaction(() => {
        const current = db.prepare('SELECT * FROM volunteer_make_ups WHERE id = ?').get(m.id) as MakeUpRow;
        if (current.status !== MAKE_UP.PENDING) return refused('该申请已处理');
        if (pass) {
          if (signInOf(s.id, current.user_id)) return refused('该班次不能补签');
          db.prepare("INSERT INTO volunteer_sign_ins (shift_id, user_id, sign_in_at, sign_in_type, operator_id, created_at) VALUES (?, ?, ?, '4', ?, ?)").run(
            s.id,
            current.user_id,
            current.sign_in_at,
            user.id,
            t,
          );
          completeService(db, site, signInOf(s.id, current.user_id)!, current.sign_out_at, SIGN_TYPE.MAKE_UP, user.id, t);
        }
        db.prepare('UPDATE volunteer_make_ups SET status = ?, reject_reason = ?, audited_by = ?, audited_at = ? WHERE id = ?').run(
          pass ? MAKE_UP.APPROVED : MAKE_UP.REJECTED,
          pass ? '' : reason,
          user.id,
          t,
          current.id,
        );
        const words = wordsOf(site);
        sendMessage(db, {
          site: site.site_code,
          userId: current.user_id,
          kind: '4',
          teamId: s.team_id,
          title: pass ? words.makeUp.approved : words.makeUp.rejected,
          content: `${s.title} ${s.day}${!pass && reason ? words.reasonSuffix(reason) : ''}`,
          at: t,
        });
        return ok(makeUpItem(db.prepare('SELECT * FROM volunteer_make_ups WHERE id = ?').get(current.id) as MakeUpRow));
      })
      .immediate();
  });

  // -------------------------------------------------------------------------------------------
  // Points and honours
  // -------------------------------------------------------------------------------------------

  api.get('/res/api/volunteerIntegral/records', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const { currPage, pageSize, offset } = paging(req);
    const total = (db.prepare('SELECT COUNT(*) AS n FROM volunteer_points WHERE user_id = ?').get(user.id) as { n: number }).n;
    const sum = (db.prepare('SELECT COALESCE(SUM(points), 0) AS n FROM volunteer_points WHERE user_id = ?').get(user.id) as { n: number }).n;
    const rows = db.prepare('SELECT * FROM volunteer_points WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?').all(user.id, pageSize, offset) as {
      id: number;
      points: number;
      kind: string;
      title: string;
      created_at: number;
    }[];
    const envelope = pageOf(rows.map((r) => ({ id: String(r.id), integral: r.points > 0 ? `+${r.points}` : String(r.points), type: r.kind, title: r.title, createTime: formatChinaTime(r.created_at) })), total, { currPage, pageSize });
    return { ...envelope, data: { totalIntegral: String(sum) } };
  });

  /** The site's honours with whether a volunteer (`volunteerId`, else the caller) holds each. */
  api.get('/res/api/volunteerHonour/list', async (req) => {
    const site = requireSite(req);
    let userId: number | null = null;
    if (input(req, 'volunteerId')) {
      const id = idParam(req, 'volunteerId');
      const v = id ? (db.prepare("SELECT user_id FROM volunteers WHERE id = ? AND status = '1'").get(id) as { user_id: number } | undefined) : undefined;
      if (!v) return refused('志愿者不存在');
      userId = v.user_id;
    } else {
      userId = callerOf(ctx, req)?.id ?? null;
    }
    const rows = db
      .prepare(
        `SELECT h.*, a.awarded_at FROM volunteer_honours h LEFT JOIN volunteer_honour_awards a ON a.honour_id = h.id AND a.user_id = ?
          WHERE h.site_code = ? ORDER BY h.sort`,
      )
      .all(userId ?? 0, site.site_code) as { id: number; name: string; icon: string; rule: string; kind: string; threshold: number; points: number; awarded_at: number | null }[];
    return plainList(
      rows.map((h) => ({
        id: String(h.id),
        name: h.name,
        icon: h.icon.startsWith('@/') ? h.icon : imageOf(h.icon),
        rule: h.rule,
        type: h.kind,
        threshold: String(h.threshold),
        integral: String(h.points),
        obtain: h.awarded_at === null ? '0' : '1',
        obtainTime: h.awarded_at === null ? '' : formatChinaTime(h.awarded_at),
      })),
    );
  });
}
