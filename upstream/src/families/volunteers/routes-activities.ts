/** res/api/volunteerActivity/*: recruitment activities (drafts in three steps), applications and their audit. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formInput, paging, param, requireSite, type AppContext, type SiteRow } from '../../context.ts';
import { ok, pageOf, plainList } from '../../envelope.ts';
import { callerOf } from '../../caller.ts';
import { DAY_MS, formatChinaTime } from '../../time.ts';
import type { UserRow } from '../accounts/index.ts';
import { uploadedRef } from '../uploads/index.ts';
import { caller, idParam, isEnvelope, jsonField, jsonHas } from './http.ts';
import { refused } from '../../refusal.ts';
import { activitiesStore, createActivityShifts, type ApplicationRow } from './store-activities.ts';
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
import { REFUSALS, wordsOf } from './texts.ts';

export const ACTIVITY_NAME_MAX = 40;
export const ACTIVITY_TEXT_MAX = 1000;
export const QUOTA_MAX = 500;
export const ACTIVITY_IMAGES_MAX = 6;

type Store = ReturnType<typeof activitiesStore>;

function applicationItem(ctx: AppContext, store: Store, a: ApplicationRow) {
  const who = nameOfUser(ctx.db, a.user_id);
  const volunteerId = store.approvedVolunteerId(a.user_id);
  return {
    id: String(a.id),
    activityId: String(a.activity_id),
    userId: String(a.user_id),
    volunteerId: volunteerId !== undefined ? String(volunteerId) : '',
    realName: who.name,
    headImg: who.headImg,
    status: a.status,
    remark: a.remark,
    auditReason: a.reject_reason,
    createTime: formatChinaTime(a.created_at),
    auditTime: a.audited_at === null ? '' : formatChinaTime(a.audited_at),
  };
}

/** An activity the request may see: published ones of its site, drafts to their team's managers. */
function visible(ctx: AppContext, req: FastifyRequest, id: number | null): ActivityRow | null {
  const a = id ? activityById(ctx.db, id) : null;
  if (!a || a.site_code !== requireSite(req).site_code) return null;
  if (a.published) return a;
  const user = callerOf(ctx, req);
  return user && canManage(roleIn(ctx.db, a.team_id, user.id)) ? a : null;
}

function registerLists(api: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const store = activitiesStore(db);
  api.get('/res/api/volunteerActivity/list', async (req) => {
    const site = requireSite(req);
    const { currPage, pageSize, offset } = paging(req);
    const teamId = param(req, 'teamId') ? idParam(req, 'teamId') : null;
    const status = param(req, 'activityStatus');
    const rows = store.published(site.site_code, teamId, param(req, 'keyword').trim());
    const t = ctx.clock.now();
    // recruiting first (soonest start first), then the others newest first
    const filtered = rows.filter((a) => !status || activityStatus(a, t) === status);
    filtered.sort((x, y) => {
      const rx = activityStatus(x, t) === '1' ? 0 : 1;
      const ry = activityStatus(y, t) === '1' ? 0 : 1;
      if (rx !== ry) return rx - ry;
      return rx === 0 ? x.start_date.localeCompare(y.start_date) || x.id - y.id : y.start_date.localeCompare(x.start_date) || y.id - x.id;
    });
    const viewer = callerOf(ctx, req);
    return pageOf(
      filtered.slice(offset, offset + pageSize).map((a) => activityItem(db, a, t, viewer?.id ?? null)),
      filtered.length,
      { currPage, pageSize },
    );
  });

  api.get('/res/api/volunteerActivity/listByIds', async (req) => {
    const site = requireSite(req);
    const ids = param(req, 'ids')
      .split(',')
      .filter((s) => /^\d{1,12}$/.test(s))
      .slice(0, 100)
      .map(Number);
    if (ids.length === 0) return plainList([]);
    const viewer = callerOf(ctx, req);
    return plainList(store.publishedByIds(site.site_code, ids).map((a) => activityItem(db, a, ctx.clock.now(), viewer?.id ?? null)));
  });

  /** An activity with the caller's application (userApplyStatus, userApplyId) when a token is sent. */
  api.get('/res/api/volunteerActivity/detail', async (req) => {
    const a = visible(ctx, req, idParam(req, 'id'));
    if (!a) return refused(REFUSALS.activityNotFound);
    const user = callerOf(ctx, req);
    const mine = user ? store.application(a.id, user.id) : undefined;
    return ok({
      ...activityItem(db, a, ctx.clock.now()),
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
    if (!team || team.site_code !== requireSite(req).site_code) return refused(REFUSALS.teamNotFound);
    if (!canManage(roleIn(db, team.id, user.id))) return refused(REFUSALS.managersOnly);
    return plainList(store.drafts(team.id).map((a) => activityItem(db, a, ctx.clock.now())));
  });
}

/** Step 1: name, images, serviceType, summary. */
function basicsOf(ctx: AppContext, req: FastifyRequest): Record<string, unknown> | string {
  const name = jsonField(req, 'name');
  if (name === '' || [...name].length > ACTIVITY_NAME_MAX) return REFUSALS.activityNameMissing;
  const serviceType = jsonField(req, 'serviceType');
  if (!(serviceType in SERVICE_TYPES)) return REFUSALS.serviceTypeMissing;
  const summary = jsonField(req, 'summary');
  if (summary === '' || [...summary].length > ACTIVITY_TEXT_MAX) return REFUSALS.activitySummaryMissing;
  const urls = jsonField(req, 'images')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (urls.length > ACTIVITY_IMAGES_MAX) return REFUSALS.tooManyImages;
  const images: string[] = [];
  for (const url of urls) {
    const ref = url.startsWith('@/') ? url : uploadedRef(ctx.db, url, 'IMAGE');
    if (!ref) return REFUSALS.badImage;
    images.push(ref);
  }
  return { name, service_type: serviceType, summary, images: images.join(',') };
}

/** Step 2: startDate, endDate, startTime, endTime, recruitEndDate, address, longitude, latitude, signRange. */
function scheduleOf(req: FastifyRequest, t: number): Record<string, unknown> | string {
  const startDate = jsonField(req, 'startDate');
  const endDate = jsonField(req, 'endDate');
  const startTime = jsonField(req, 'startTime');
  const endTime = jsonField(req, 'endTime');
  const recruitEnd = jsonField(req, 'recruitEndDate') || startDate;
  const start = instantOf(startDate, startTime);
  const end = instantOf(endDate, endTime);
  if (start === null || end === null || instantOf(recruitEnd) === null) return REFUSALS.badDate;
  if (startDate < dayOf(t)) return REFUSALS.startBeforeToday;
  if (endDate < startDate || endTime <= startTime) return REFUSALS.endNotAfterStart;
  if ((instantOf(endDate)! - instantOf(startDate)!) / DAY_MS + 1 > MAX_ACTIVITY_DAYS) return REFUSALS.activityTooLong(MAX_ACTIVITY_DAYS);
  if (recruitEnd > startDate || recruitEnd < dayOf(t)) return REFUSALS.badRecruitEnd;
  const address = jsonField(req, 'address');
  if (address === '' || [...address].length > 100) return REFUSALS.activityAddressMissing;
  const lng = Number(jsonField(req, 'longitude'));
  const lat = Number(jsonField(req, 'latitude'));
  if (
    !jsonHas(req, 'longitude') ||
    !jsonHas(req, 'latitude') ||
    !Number.isFinite(lng) ||
    !Number.isFinite(lat) ||
    Math.abs(lng) > 180 ||
    Math.abs(lat) > 90
  )
    return REFUSALS.signInPointMissing;
  const radius = Number(jsonField(req, 'signRange'));
  if (!Number.isInteger(radius) || radius < RADIUS_MIN || radius > RADIUS_MAX) return REFUSALS.badSignInRadius;
  return {
    start_date: startDate,
    end_date: endDate,
    daily_start: startTime,
    daily_end: endTime,
    recruit_end: recruitEnd,
    address,
    longitude: lng,
    latitude: lat,
    radius,
  };
}

/** Step 3: recruitNum, requirement, integral. */
function recruitmentOf(req: FastifyRequest): Record<string, unknown> | string {
  const quota = Number(jsonField(req, 'recruitNum'));
  if (!Number.isInteger(quota) || quota < 1 || quota > QUOTA_MAX) return REFUSALS.badRecruitQuota;
  const requirement = jsonField(req, 'requirement');
  if ([...requirement].length > ACTIVITY_TEXT_MAX) return REFUSALS.requirementTooLong;
  const integral = jsonField(req, 'integral') === '' ? 20 : Number(jsonField(req, 'integral'));
  if (!Number.isInteger(integral) || integral < 0 || integral > 100) return REFUSALS.badActivityPoints;
  return { quota, requirements: requirement, integral };
}

/** The draft a step is saved to (`id`), or the team of a new one (`teamId`, step 1 only); the refusal's text otherwise. */
function draftOf(
  ctx: AppContext,
  req: FastifyRequest,
  site: SiteRow,
  user: UserRow,
  step: number,
): { draft: ActivityRow | null; teamId: number } | string {
  const idText = jsonField(req, 'id');
  let draft: ActivityRow | null = null;
  let teamId: number;
  if (idText) {
    draft = /^\d{1,12}$/.test(idText) ? activityById(ctx.db, Number(idText)) : null;
    if (!draft || draft.site_code !== site.site_code) return REFUSALS.activityNotFound;
    if (draft.published) return REFUSALS.publishedNotEditable;
    if (step > draft.step + 1) return REFUSALS.previousStepFirst;
    teamId = draft.team_id;
  } else {
    if (step !== 1) return REFUSALS.previousStepFirst;
    const team = /^\d{1,12}$/.test(jsonField(req, 'teamId')) ? teamById(ctx.db, Number(jsonField(req, 'teamId'))) : null;
    if (!team || team.site_code !== site.site_code) return REFUSALS.teamNotFound;
    if (team.status !== TEAM.APPROVED) return REFUSALS.teamNotApproved;
    teamId = team.id;
  }
  if (!canManage(roleIn(ctx.db, teamId, user.id))) return REFUSALS.managersOnly;
  return { draft, teamId };
}

function registerDrafts(api: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const store = activitiesStore(db);
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
    if (![1, 2, 3].includes(step)) return refused(REFUSALS.badStep);
    const target = draftOf(ctx, req, site, user, step);
    if (typeof target === 'string') return refused(target);
    const t = ctx.clock.now();
    const fields = step === 1 ? basicsOf(ctx, req) : step === 2 ? scheduleOf(req, t) : recruitmentOf(req);
    if (typeof fields === 'string') return refused(fields);
    return db
      .transaction(() => {
        const id = target.draft?.id ?? store.addDraft(site.site_code, target.teamId, user.id, t);
        store.saveStep(id, step, fields);
        return ok(activityItem(db, activityById(db, id)!, t));
      })
      .immediate();
  });

  /** Publishes a complete draft: recruitment opens and its shifts (one per day) are made. */
  api.post('/res/api/volunteerActivity/publish', async (req) => {
    const site = requireSite(req);
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const a = visible(ctx, req, idParam(req, 'id'));
    if (!a) return refused(REFUSALS.activityNotFound);
    if (!canManage(roleIn(db, a.team_id, user.id))) return refused(REFUSALS.managersOnly);
    if (a.published) return refused(REFUSALS.alreadyPublished);
    if (a.step < 3) return refused(REFUSALS.previousStepFirst);
    const t = ctx.clock.now();
    if (a.start_date < dayOf(t) || a.recruit_end < dayOf(t)) return refused(REFUSALS.startBeforeToday);
    return db
      .transaction(() => {
        store.publish(a.id, t);
        createActivityShifts(db, site, a, user.id, t);
        return ok(activityItem(db, activityById(db, a.id)!, t));
      })
      .immediate();
  });
}

function registerApplying(api: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const store = activitiesStore(db);
  api.post('/res/api/volunteerActivity/apply', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const a = visible(ctx, req, idParam(req, 'activityId'));
    if (!a?.published) return refused(REFUSALS.activityNotFound);
    if (!approvedVolunteer(db, user.id)) return refused(REFUSALS.volunteersOnly);
    if (activityStatus(a, ctx.clock.now()) !== '1') return refused(REFUSALS.notRecruiting);
    const remark = formInput(req, 'remark').trim();
    if ([...remark].length > 200) return refused(REFUSALS.remarkTooLong);
    const t = ctx.clock.now();
    return db
      .transaction(() => {
        const mine = store.application(a.id, user.id);
        if (mine && mine.status !== APPLY.CANCELLED) return refused(REFUSALS.alreadyApplied);
        return ok(applicationItem(ctx, store, store.apply(a.id, user.id, remark, t)));
      })
      .immediate();
  });

  api.post('/res/api/volunteerActivity/cancelApply', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const a = visible(ctx, req, idParam(req, 'activityId'));
    if (!a) return refused(REFUSALS.activityNotFound);
    const t = ctx.clock.now();
    return db
      .transaction(() => {
        const mine = store.application(a.id, user.id);
        if (!mine || mine.status === APPLY.CANCELLED || mine.status === APPLY.REJECTED) return refused(REFUSALS.noApplicationToCancel);
        if (['2', '3'].includes(activityStatus(a, t))) return refused(REFUSALS.activityStarted);
        store.cancel(mine.id, a.id, user.id);
        return ok(null);
      })
      .immediate();
  });

  /** The caller's applications, newest first, each with its activity. */
  api.get('/res/api/volunteerActivity/myApply', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const site = requireSite(req);
    const { currPage, pageSize, offset } = paging(req);
    const rows = store.mine(user.id, site.site_code, pageSize, offset);
    const t = ctx.clock.now();
    const items = rows.map((p) => ({ ...applicationItem(ctx, store, p), activity: activityItem(db, activityById(db, p.activity_id)!, t) }));
    return pageOf(items, store.myCount(user.id, site.site_code), { currPage, pageSize });
  });
}

function registerAudit(api: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const store = activitiesStore(db);
  /** Applications of an activity (managers and the founder), by status ("" all). */
  api.get('/res/api/volunteerActivity/applications', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const a = visible(ctx, req, idParam(req, 'activityId'));
    if (!a) return refused(REFUSALS.activityNotFound);
    if (!canManage(roleIn(db, a.team_id, user.id))) return refused(REFUSALS.managersOnly);
    const raw = param(req, 'status');
    const status = /^[0-4]$/.test(raw) ? raw : null;
    const { currPage, pageSize, offset } = paging(req);
    const rows = store.applications(a.id, status, pageSize, offset);
    return pageOf(
      rows.map((p) => applicationItem(ctx, store, p)),
      store.applicationCount(a.id, status),
      { currPage, pageSize },
    );
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
    const app = id ? store.applicationById(id) : undefined;
    const a = app ? activityById(db, app.activity_id) : null;
    // an application named under another activity is as unknown as a missing one (no probing across teams)
    const claimed = formInput(req, 'activityId');
    if (!app || !a || a.site_code !== site.site_code || (claimed && claimed !== String(a.id))) return refused(REFUSALS.applicationNotFound);
    if (!canManage(roleIn(db, a.team_id, user.id))) return refused(REFUSALS.managersOnly);
    const result = formInput(req, 'result');
    if (!['1', '2', '3'].includes(result)) return refused(REFUSALS.badAuditResult);
    const reason = formInput(req, 'auditReason').trim();
    const t = ctx.clock.now();
    return db
      .transaction(() => {
        const current = store.applicationById(app.id)!;
        if (current.status !== APPLY.PENDING && !(current.status === APPLY.RESERVE && result !== APPLY.RESERVE))
          return refused(REFUSALS.applicationDecided);
        if (result === APPLY.APPROVED) {
          if (store.approvedCount(a.id) >= a.quota) return refused(REFUSALS.activityFull);
          store.rosterAll(a.id, current.user_id, user.id, t);
        }
        store.decide(current.id, result, result === APPLY.REJECTED ? reason : '', user.id, t);
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
        return ok(applicationItem(ctx, store, store.applicationById(current.id)!));
      })
      .immediate();
  });
}

export function registerActivityRoutes(api: FastifyInstance, ctx: AppContext): void {
  registerLists(api, ctx);
  registerDrafts(api, ctx);
  registerApplying(api, ctx);
  registerAudit(api, ctx);
}
