/**
 * Shifts and sign-in: res/api/volunteerTeamSchedule/* (a team's schedule, picks and their audit,
 * my schedule, the schedule calendar), res/api/volunteerSignInService/* (the sign-in calendar,
 * rotating codes, sign-in and sign-out by location, code or assistant, records),
 * res/api/volunteerSignInMakeUp/* (make-up requests), and the points and honours calls.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formInput, input, paging, param, requireSite, type AppContext, type SiteRow } from '../../context.ts';
import { type Envelope, ok, pageOf, plainList } from '../../envelope.ts';
import { callerOf } from '../../caller.ts';
import { distanceMetres } from '../../geo.ts';
import { formatChinaTime } from '../../time.ts';
import type { UserRow } from '../accounts/index.ts';
import { serviceStore, type MakeUpRow, type RecordScope, type ShiftValues } from './store-service.ts';
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
} from './store.ts';
import { REFUSALS, wordsOf } from './texts.ts';

export const SHIFT_TITLE_MAX = 30;
export const SHIFT_QUOTA_MAX = 500;
export const REASON_MAX = 200;

type Store = ReturnType<typeof serviceStore>;

/** `yyyy-MM-dd HH:mm` (seconds optional) China time → epoch ms; null when malformed. */
function dateTimeOf(value: string): number | null {
  const m = value.trim().match(/^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(?::\d{2})?$/);
  return m ? instantOf(m[1]!, m[2]!) : null;
}

/** A shift as answered to a caller: with their roster status and sign-in (when a token is sent). */
function shiftFor(ctx: AppContext, store: Store, s: ShiftRow, user: UserRow | null) {
  const pick = user ? store.pickOf(s.id, user.id) : null;
  const signIn = user ? store.signInOf(s.id, user.id) : null;
  const makeUp = user ? store.makeUpStatus(s.id, user.id) : undefined;
  return {
    ...shiftItem(ctx.db, s),
    userStatus: pick ? pick.status : '',
    userSignIn: signIn ? signInItem(ctx.db, signIn) : null,
    userMakeUpStatus: makeUp ?? '',
  };
}

/** The shift of the request's site with this id, or null. */
function siteShift(ctx: AppContext, req: FastifyRequest, id: number | null): ShiftRow | null {
  const s = id ? shiftById(ctx.db, id) : null;
  return s && s.site_code === requireSite(req).site_code ? s : null;
}

/** The team (`teamId`) of the request's site, or null. */
function siteTeam(ctx: AppContext, req: FastifyRequest) {
  const teamId = idParam(req, 'teamId');
  const team = teamId ? teamById(ctx.db, teamId) : null;
  return team && team.site_code === requireSite(req).site_code ? team : null;
}

/** The month of a team's schedule or sign-in: shifts per day, sign-in open now, whether the caller may manage that day. */
function calendar(ctx: AppContext, store: Store, req: FastifyRequest, mineOnly: boolean): Envelope {
  const team = siteTeam(ctx, req);
  if (!team) return refused(REFUSALS.teamNotFound);
  const days = daysOfMonth(param(req, 'yearMoth'));
  if (!days) return refused(REFUSALS.badMonth);
  const user = callerOf(ctx, req);
  const manager = user ? canManage(roleIn(ctx.db, team.id, user.id)) : false;
  const t = ctx.clock.now();
  const today = dayOf(t);
  const shifts = store.teamShifts(team.id, days[0]!, days[days.length - 1]!);
  const onShift = (s: ShiftRow) => !!user && store.pickOf(s.id, user.id)?.status === PICK.APPROVED;
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
}

function registerSchedule(api: FastifyInstance, ctx: AppContext): void {
  const store = serviceStore(ctx.db);
  /** The month of a team's schedule: shifts per day (activityCount), sign-in open now, whether the caller may manage that day. */
  api.get('/res/api/volunteerTeamSchedule/calendar', async (req) => calendar(ctx, store, req, false));

  /** The shifts of a team's day (teamId, scheduleDate), or of an activity (activityId), in time order. */
  api.get('/res/api/volunteerTeamSchedule/list', async (req) => {
    if (param(req, 'activityId')) {
      const user = callerOf(ctx, req);
      return plainList(
        store.activityShifts(idParam(req, 'activityId') ?? 0, requireSite(req).site_code).map((s) => shiftFor(ctx, store, s, user)),
      );
    }
    const team = siteTeam(ctx, req);
    if (!team) return refused(REFUSALS.teamNotFound);
    const date = param(req, 'scheduleDate');
    if (!instantOf(date)) return refused(REFUSALS.badDate);
    const user = callerOf(ctx, req);
    return plainList(store.dayShifts(team.id, date).map((s) => shiftFor(ctx, store, s, user)));
  });

  api.get('/res/api/volunteerTeamSchedule/listByIds', async (req) => {
    const site = requireSite(req);
    const ids = param(req, 'ids')
      .split(',')
      .filter((s) => /^\d{1,12}$/.test(s))
      .slice(0, 100)
      .map(Number);
    if (ids.length === 0) return plainList([]);
    const user = callerOf(ctx, req);
    return plainList(store.shiftsByIds(site.site_code, ids).map((s) => shiftFor(ctx, store, s, user)));
  });

  /** The caller's shifts of a month (asked for and confirmed), in time order. */
  api.get('/res/api/volunteerTeamSchedule/mine', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const days = daysOfMonth(param(req, 'yearMoth'));
    if (!days) return refused(REFUSALS.badMonth);
    return plainList(
      store.myShifts(user.id, requireSite(req).site_code, days[0]!, days[days.length - 1]!).map((s) => shiftFor(ctx, store, s, user)),
    );
  });
}

/** A team shift's form (address and sign-in point default to the team's), or the refusal's text. */
function shiftValuesOf(
  ctx: AppContext,
  req: FastifyRequest,
  team: { address: string; longitude: number | null; latitude: number | null },
): ShiftValues | string {
  const title = formInput(req, 'title').trim();
  if (title === '' || [...title].length > SHIFT_TITLE_MAX) return REFUSALS.shiftTitleMissing;
  const date = formInput(req, 'scheduleDate');
  const start = instantOf(date, formInput(req, 'startTime'));
  const end = instantOf(date, formInput(req, 'endTime'));
  if (start === null || end === null) return REFUSALS.badDate;
  if (end <= start) return REFUSALS.endNotAfterStart;
  if (date < dayOf(ctx.clock.now())) return REFUSALS.pastDate;
  const quota = Number(formInput(req, 'maxNum'));
  if (!Number.isInteger(quota) || quota < 1 || quota > SHIFT_QUOTA_MAX) return REFUSALS.badShiftQuota;
  const address = formInput(req, 'address').trim() || team.address;
  const lngText = formInput(req, 'longitude');
  const latText = formInput(req, 'latitude');
  const lng = lngText ? Number(lngText) : team.longitude;
  const lat = latText ? Number(latText) : team.latitude;
  if (lng === null || lat === null || !Number.isFinite(lng) || !Number.isFinite(lat) || address === '') return REFUSALS.signInPointMissing;
  const radius = formInput(req, 'signRange') ? Number(formInput(req, 'signRange')) : 500;
  if (!Number.isInteger(radius) || radius < RADIUS_MIN || radius > RADIUS_MAX) return REFUSALS.badSignInRadius;
  return { title, day: date, start, end, quota, address, longitude: lng, latitude: lat, radius };
}

function registerShiftEdits(api: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const store = serviceStore(db);
  /** Adds (no id) or amends a team shift (managers and the founder). */
  api.post('/res/api/volunteerTeamSchedule/save', async (req) => {
    const site = requireSite(req);
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const idText = formInput(req, 'id');
    const existing = idText ? siteShift(ctx, req, idParam(req, 'id')) : null;
    if (idText && !existing) return refused(REFUSALS.shiftNotFound);
    if (existing?.activity_id) return refused(REFUSALS.activityShiftNotEditable);
    const teamId = existing?.team_id ?? idParam(req, 'teamId');
    const team = teamId ? teamById(db, teamId) : null;
    if (!team || team.site_code !== site.site_code) return refused(REFUSALS.teamNotFound);
    if (!canManage(roleIn(db, team.id, user.id))) return refused(REFUSALS.managersOnly);
    const values = shiftValuesOf(ctx, req, team);
    if (typeof values === 'string') return refused(values);
    const t = ctx.clock.now();
    return db
      .transaction((): Envelope => {
        if (existing && values.quota < store.approvedCount(existing.id)) return refused(REFUSALS.quotaBelowApproved);
        if (existing) store.amendShift(existing.id, values);
        const id = existing ? existing.id : store.addShift(site.site_code, team.id, values, user.id, t);
        return ok(shiftFor(ctx, store, shiftById(db, id)!, user));
      })
      .immediate();
  });
}

function registerPicks(api: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const store = serviceStore(db);
  /** A member asks for a place on a team shift (a manager approves it). */
  api.post('/res/api/volunteerTeamSchedule/pick', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const s = siteShift(ctx, req, idParam(req, 'scheduleId'));
    if (!s) return refused(REFUSALS.shiftNotFound);
    if (s.activity_id) return refused(REFUSALS.activityShiftNotPickable);
    if (memberOf(db, s.team_id, user.id)?.status !== MEMBER.JOINED) return refused(REFUSALS.notMember);
    const t = ctx.clock.now();
    if (t >= s.start_at) return refused(REFUSALS.shiftStarted);
    return db
      .transaction((): Envelope => {
        const pick = store.pickOf(s.id, user.id);
        if (pick && (pick.status === PICK.PENDING || pick.status === PICK.APPROVED)) return refused(REFUSALS.alreadyPicked);
        if (store.approvedCount(s.id) >= s.quota) return refused(REFUSALS.shiftFull);
        store.addPick(s.id, user.id, t);
        return ok(shiftFor(ctx, store, s, user));
      })
      .immediate();
  });

  api.post('/res/api/volunteerTeamSchedule/cancelPick', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const s = siteShift(ctx, req, idParam(req, 'scheduleId'));
    if (!s) return refused(REFUSALS.shiftNotFound);
    const pick = store.pickOf(s.id, user.id);
    if (!pick || (pick.status !== PICK.PENDING && pick.status !== PICK.APPROVED) || pick.source !== 'PICK')
      return refused(REFUSALS.noPickToCancel);
    if (ctx.clock.now() >= s.start_at) return refused(REFUSALS.shiftStarted);
    store.cancelPick(pick.id);
    return ok(shiftFor(ctx, store, s, user));
  });

  /** Who is on a shift or asked for it (managers and the founder): status, source and sign-in of each. */
  api.get('/res/api/volunteerTeamSchedule/picks', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const s = siteShift(ctx, req, idParam(req, 'scheduleId'));
    if (!s) return refused(REFUSALS.shiftNotFound);
    if (!canManage(roleIn(db, s.team_id, user.id))) return refused(REFUSALS.managersOnly);
    const status = param(req, 'status');
    const rows = store.picks(s.id, /^[0-3]$/.test(status) ? status : null);
    return plainList(
      rows.map((p) => {
        const who = nameOfUser(db, p.user_id);
        const signIn = store.signInOf(s.id, p.user_id);
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
}

/** Decides a pick: pass 1 takes a place (within the quota, exactly once however many managers decide at once). */
function registerPickAudit(api: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const store = serviceStore(db);
  api.post('/res/api/volunteerTeamSchedule/audit', async (req) => {
    const site = requireSite(req);
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const id = idParam(req, 'id');
    const pick = id ? store.pick(id) : undefined;
    const s = pick ? siteShift(ctx, req, pick.shift_id) : null;
    if (!pick || !s) return refused(REFUSALS.pickNotFound);
    if (!canManage(roleIn(db, s.team_id, user.id))) return refused(REFUSALS.managersOnly);
    const pass = formInput(req, 'pass') === '1';
    const t = ctx.clock.now();
    return db
      .transaction((): Envelope => {
        const current = store.pick(pick.id)!;
        if (current.status !== PICK.PENDING) return refused(REFUSALS.alreadyDecided);
        if (pass && store.approvedCount(s.id) >= s.quota) return refused(REFUSALS.shiftFull);
        store.decidePick(current.id, pass ? PICK.APPROVED : PICK.REJECTED, user.id, t);
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
}

/** The shift a sign-in is for: the rotating code's (type 2), else `scheduleId`'s; or the refusal's text. */
function signInShift(ctx: AppContext, req: FastifyRequest, type: string, t: number): ShiftRow | string {
  if (type === SIGN_TYPE.QR) {
    const check = checkSignInCode(ctx.db, formInput(req, 'qrCode'), t);
    if (!check.ok) return check.reason === 'EXPIRED' ? REFUSALS.codeExpired : REFUSALS.codeInvalid;
    return siteShift(ctx, req, check.shiftId) ?? REFUSALS.codeInvalid;
  }
  return siteShift(ctx, req, idParam(req, 'scheduleId')) ?? REFUSALS.shiftNotFound;
}

/** Type 1: the distance from the shift's point (within its radius), metres; or the refusal's text. */
function distanceOf(req: FastifyRequest, s: ShiftRow): number | string {
  const lng = Number(formInput(req, 'longitude'));
  const lat = Number(formInput(req, 'latitude'));
  if (!formInput(req, 'longitude') || !formInput(req, 'latitude') || !Number.isFinite(lng) || !Number.isFinite(lat))
    return REFUSALS.locationOff;
  const distance = Math.round(distanceMetres({ latitude: lat, longitude: lng }, s));
  return distance > s.radius ? REFUSALS.outOfRange(distance) : distance;
}

function registerSignIn(api: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const store = serviceStore(db);
  /** The month of a team's sign-in: the caller's shifts per day (every team shift for managers). */
  api.get('/res/api/volunteerSignInService/calendar', async (req) => calendar(ctx, store, req, true));

  /** The shift's current rotating sign-in code (managers and the founder). */
  api.get('/res/api/volunteerSignInService/qrCode', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const s = siteShift(ctx, req, idParam(req, 'scheduleId'));
    if (!s) return refused(REFUSALS.shiftNotFound);
    if (!canManage(roleIn(db, s.team_id, user.id))) return refused(REFUSALS.managersOnly);
    const code = signInCode(db, s.id, ctx.clock.now());
    return ok({
      scheduleId: String(s.id),
      qrCode: code.code,
      refreshTime: formatChinaTime(code.rotatesAt),
      expireTime: formatChinaTime(code.expiresAt),
      refreshMillis: String(code.rotatesAt - ctx.clock.now()),
    });
  });

  /**
   * Signs in: type 1 by location (longitude, latitude within the shift's radius), 2 by the
   * rotating code (qrCode; the shift is the code's), 3 by a manager for a member (userId).
   */
  api.post('/res/api/volunteerSignInService/signIn', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const type = formInput(req, 'type');
    if (!['1', '2', '3'].includes(type)) return refused(REFUSALS.badSignInType);
    const t = ctx.clock.now();
    const s = signInShift(ctx, req, type, t);
    if (typeof s === 'string') return refused(s);
    let target = user.id;
    if (type === SIGN_TYPE.ASSISTANT) {
      if (!canManage(roleIn(db, s.team_id, user.id))) return refused(REFUSALS.managersOnly);
      const id = idParam(req, 'userId');
      if (!id) return refused(REFUSALS.memberNotOnShift);
      target = id;
    }
    const mine = target === user.id;
    if (store.pickOf(s.id, target)?.status !== PICK.APPROVED) return refused(mine ? REFUSALS.notOnShift : REFUSALS.memberNotOnShift);
    if (t < s.start_at - SIGN_IN_EARLY_MS || t >= s.end_at) return refused(REFUSALS.notSignInTime);
    const distance = type === SIGN_TYPE.LOCATION ? distanceOf(req, s) : null;
    if (typeof distance === 'string') return refused(distance);
    return db
      .transaction((): Envelope => {
        if (store.signInOf(s.id, target)) return refused(mine ? REFUSALS.alreadySignedIn : REFUSALS.memberAlreadySignedIn);
        store.signIn(s.id, target, t, type, distance, mine ? null : user.id);
        return ok(signInItem(db, store.signInOf(s.id, target)!));
      })
      .immediate();
  });
}

function registerSignOut(api: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const store = serviceStore(db);
  /** Signs out (type 1 oneself, 3 a manager for a member): the service is counted (minutes, points, honours). */
  api.post('/res/api/volunteerSignInService/signOut', async (req) => {
    const site = requireSite(req);
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const s = siteShift(ctx, req, idParam(req, 'scheduleId'));
    if (!s) return refused(REFUSALS.shiftNotFound);
    const type = formInput(req, 'type') === SIGN_TYPE.ASSISTANT ? SIGN_TYPE.ASSISTANT : SIGN_TYPE.LOCATION;
    let target = user.id;
    if (type === SIGN_TYPE.ASSISTANT) {
      if (!canManage(roleIn(db, s.team_id, user.id))) return refused(REFUSALS.managersOnly);
      target = idParam(req, 'userId') ?? 0;
    }
    const mine = target === user.id;
    const t = ctx.clock.now();
    return db
      .transaction((): Envelope => {
        const signIn = store.signInOf(s.id, target);
        if (!signIn) return refused(mine ? REFUSALS.notSignedIn : REFUSALS.memberNotSignedIn);
        if (signIn.sign_out_at !== null) return refused(mine ? REFUSALS.alreadySignedOut : REFUSALS.memberAlreadySignedOut);
        if (t > s.end_at + SIGN_OUT_LATE_MS) return refused(REFUSALS.signOutClosed);
        completeService(db, site, signIn, t, type, mine ? null : user.id, t);
        return ok(signInItem(db, store.signInOf(s.id, target)!));
      })
      .immediate();
  });
}

/** Which records the request asks for: a shift's or a team's (managers), else the caller's own; or the refusal. */
function recordScopeOf(ctx: AppContext, req: FastifyRequest, site: SiteRow, user: UserRow, byShift: boolean): RecordScope | Envelope {
  if (byShift && input(req, 'scheduleId')) {
    const s = siteShift(ctx, req, idParam(req, 'scheduleId'));
    if (!s) return refused(REFUSALS.shiftNotFound);
    if (!canManage(roleIn(ctx.db, s.team_id, user.id))) return refused(REFUSALS.managersOnly);
    return { shiftId: s.id };
  }
  if (input(req, 'teamId')) {
    const team = siteTeam(ctx, req);
    if (!team) return refused(REFUSALS.teamNotFound);
    if (!canManage(roleIn(ctx.db, team.id, user.id))) return refused(REFUSALS.managersOnly);
    return { teamId: team.id };
  }
  return { userId: user.id, siteCode: site.site_code };
}

function registerSignInRecords(api: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const store = serviceStore(db);
  /** Sign-in records: of a shift or a team (managers), else the caller's own; newest first. */
  api.get('/res/api/volunteerSignInService/records', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const site = requireSite(req);
    const { currPage, pageSize, offset } = paging(req);
    const scope = recordScopeOf(ctx, req, site, user, true);
    if (isEnvelope(scope)) return scope;
    const items = store.signIns(scope, pageSize, offset).map((r) => {
      const s = shiftById(db, r.shift_id)!;
      return { ...signInItem(db, r), scheduleTitle: s.title, scheduleDate: s.day, teamId: String(s.team_id) };
    });
    return pageOf(items, store.signInCount(scope), { currPage, pageSize });
  });

  /**
   * One of the caller's own sign-ins (the check-in detail page): the record as the list has it
   * plus the shift's times and sign-in point. Another person's sign-in answers as a missing one.
   */
  api.get('/res/api/volunteerSignInService/detail', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const site = requireSite(req);
    const id = input(req, 'id').trim();
    const r = /^\d{1,12}$/.test(id) ? store.ownSignIn(Number(id), user.id, site.site_code) : null;
    if (!r) return refused(REFUSALS.signInNotFound);
    const s = shiftById(db, r.shift_id)!;
    return ok({
      ...signInItem(db, r),
      scheduleTitle: s.title,
      scheduleDate: s.day,
      teamId: String(s.team_id),
      startTime: formatChinaTime(s.start_at),
      endTime: formatChinaTime(s.end_at),
      address: s.address,
      longitude: String(s.longitude),
      latitude: String(s.latitude),
    });
  });
}

function makeUpItem(ctx: AppContext, m: MakeUpRow) {
  const who = nameOfUser(ctx.db, m.user_id);
  const s = shiftById(ctx.db, m.shift_id)!;
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
}

function registerMakeUps(api: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const store = serviceStore(db);
  /** A make-up request for a missed sign-in: the caller was on the shift, did not sign in, and it ended less than 7 days ago. */
  api.post('/res/api/volunteerSignInMakeUp/apply', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const s = siteShift(ctx, req, idParam(req, 'scheduleId'));
    if (!s) return refused(REFUSALS.shiftNotFound);
    const reason = formInput(req, 'reason').trim();
    if (reason === '' || [...reason].length > REASON_MAX) return refused(REFUSALS.makeUpReasonMissing);
    const signInAt = dateTimeOf(formInput(req, 'signInTime'));
    const signOutAt = dateTimeOf(formInput(req, 'signOutTime'));
    if (signInAt === null || signOutAt === null) return refused(REFUSALS.badDate);
    if (signOutAt <= signInAt || signInAt < s.start_at - SIGN_IN_EARLY_MS || signOutAt > s.end_at + SIGN_OUT_LATE_MS)
      return refused(REFUSALS.makeUpOutsideShift);
    const t = ctx.clock.now();
    if (store.pickOf(s.id, user.id)?.status !== PICK.APPROVED) return refused(REFUSALS.notOnShift);
    if (t < s.end_at || t > s.end_at + MAKE_UP_WINDOW_MS) return refused(REFUSALS.makeUpNotAllowed);
    return db
      .transaction((): Envelope => {
        if (store.signInOf(s.id, user.id)) return refused(REFUSALS.makeUpNotAllowed);
        if (store.openMakeUp(s.id, user.id)) return refused(REFUSALS.makeUpPending);
        return ok(makeUpItem(ctx, store.addMakeUp(s.id, user.id, reason, signInAt, signOutAt, t)));
      })
      .immediate();
  });

  /** Make-up requests: a team's (managers; `status` "" all), else the caller's own; newest first. */
  api.get('/res/api/volunteerSignInMakeUp/list', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const site = requireSite(req);
    const { currPage, pageSize, offset } = paging(req);
    const raw = param(req, 'status');
    const status = /^[0-2]$/.test(raw) ? raw : null;
    const scope = recordScopeOf(ctx, req, site, user, false);
    if (isEnvelope(scope)) return scope;
    return pageOf(
      store.makeUps(scope, status, pageSize, offset).map((m) => makeUpItem(ctx, m)),
      store.makeUpCount(scope, status),
      { currPage, pageSize },
    );
  });
}

/** Decides a make-up request: pass 1 records the sign-in and sign-out it claims (the service is counted). */
function registerMakeUpAudit(api: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const store = serviceStore(db);
  api.post('/res/api/volunteerSignInMakeUp/audit', async (req) => {
    const site = requireSite(req);
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const id = idParam(req, 'id');
    const m = id ? store.makeUp(id) : undefined;
    const s = m ? siteShift(ctx, req, m.shift_id) : null;
    // a request named under another shift is as unknown as a missing one (no probing across teams)
    const claimed = formInput(req, 'scheduleId');
    if (!m || !s || (claimed && claimed !== String(s.id))) return refused(REFUSALS.makeUpNotFound);
    if (!canManage(roleIn(db, s.team_id, user.id))) return refused(REFUSALS.managersOnly);
    const pass = formInput(req, 'pass') === '1';
    const reason = formInput(req, 'auditReason').trim();
    const t = ctx.clock.now();
    return db
      .transaction((): Envelope => {
        const current = store.makeUp(m.id)!;
        if (current.status !== MAKE_UP.PENDING) return refused(REFUSALS.alreadyDecided);
        if (pass) {
          if (store.signInOf(s.id, current.user_id)) return refused(REFUSALS.makeUpNotAllowed);
          store.madeUpSignIn(s.id, current.user_id, current.sign_in_at, user.id, t);
          completeService(db, site, store.signInOf(s.id, current.user_id)!, current.sign_out_at, SIGN_TYPE.MAKE_UP, user.id, t);
        }
        store.decideMakeUp(current.id, pass ? MAKE_UP.APPROVED : MAKE_UP.REJECTED, pass ? '' : reason, user.id, t);
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
        return ok(makeUpItem(ctx, store.makeUp(current.id)!));
      })
      .immediate();
  });
}

function registerPoints(api: FastifyInstance, ctx: AppContext): void {
  const store = serviceStore(ctx.db);
  api.get('/res/api/volunteerIntegral/records', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const { currPage, pageSize, offset } = paging(req);
    const items = store.points(user.id, pageSize, offset).map((r) => ({
      id: String(r.id),
      integral: r.points > 0 ? `+${r.points}` : String(r.points),
      type: r.kind,
      title: r.title,
      createTime: formatChinaTime(r.created_at),
    }));
    const envelope = pageOf(items, store.pointCount(user.id), { currPage, pageSize });
    return { ...envelope, data: { totalIntegral: String(store.pointSum(user.id)) } };
  });

  /** The site's honours with whether a volunteer (`volunteerId`, else the caller) holds each. */
  api.get('/res/api/volunteerHonour/list', async (req) => {
    const site = requireSite(req);
    let userId: number | null = null;
    if (input(req, 'volunteerId')) {
      const id = idParam(req, 'volunteerId');
      const found = id ? store.approvedUserId(id) : undefined;
      if (found === undefined) return refused(REFUSALS.volunteerNotFound);
      userId = found;
    } else {
      userId = callerOf(ctx, req)?.id ?? null;
    }
    return plainList(
      store.honours(userId ?? 0, site.site_code).map((h) => ({
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

export function registerServiceRoutes(api: FastifyInstance, ctx: AppContext): void {
  registerSchedule(api, ctx);
  registerShiftEdits(api, ctx);
  registerPicks(api, ctx);
  registerPickAudit(api, ctx);
  registerSignIn(api, ctx);
  registerSignOut(api, ctx);
  registerSignInRecords(api, ctx);
  registerMakeUps(api, ctx);
  registerMakeUpAudit(api, ctx);
  registerPoints(api, ctx);
}
