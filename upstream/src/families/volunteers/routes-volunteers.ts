/** res/api/volunteer/*: the area's home, volunteers, applications, records, ranking, messages. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formInput, input, paging, param, requireSite, type AppContext, type SiteRow } from '../../context.ts';
import { decryptPhone } from '../../crypto/sm4.ts';
import { makePage, ok, pageOf, plainList, ranking, type Envelope } from '../../envelope.ts';
import { formatChinaTime } from '../../time.ts';
import type { UserRow } from '../accounts/index.ts';
import { uploadedRef } from '../uploads/index.ts';
import { caller, codes, idParam, isEnvelope } from './http.ts';
import { refused } from '../../refusal.ts';
import { peopleStore, type Application } from './store-people.ts';
import { REFUSALS } from './texts.ts';
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
} from './store.ts';

export const NAME_MAX = 20;
export const INTRO_MAX = 200;
export const MIN_AGE = 14;

/** The first day of the month after `yyyy-MM`. */
function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

function registerPeople(api: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const store = peopleStore(db);
  api.get('/res/api/volunteer/index', async (req) => {
    const site = requireSite(req);
    const stats = store.stats(site.site_code);
    return ok({
      banners: store
        .banners(site.site_code)
        .map((b) => ({ id: String(b.id), title: b.title, image: imageOf(b.image), jumpUrl: b.jump_url })),
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
    const order =
      param(req, 'sortType') === '2'
        ? 'points DESC, id'
        : param(req, 'sortType') === '3'
          ? 'audited_at DESC, id DESC'
          : 'service_minutes DESC, id';
    const rows = store.volunteers(site.site_code, keyword, order, pageSize, offset);
    return pageOf(
      rows.map((v) => volunteerItem(db, v)),
      store.volunteerCount(site.site_code, keyword),
      { currPage, pageSize },
    );
  });

  /** Several volunteers by id, in one call (approved volunteers of any site; unknown ids are left out). */
  api.get('/res/api/volunteer/listByIds', async (req) => {
    const ids = param(req, 'ids')
      .split(',')
      .filter((s) => /^\d{1,12}$/.test(s))
      .slice(0, 100)
      .map(Number);
    if (ids.length === 0) return plainList([]);
    return plainList(store.approvedByIds(ids).map((v) => volunteerItem(db, v)));
  });

  api.get('/res/api/volunteer/detail', async (req) => {
    const id = idParam(req, 'id');
    const v = id ? store.approved(id) : undefined;
    if (!v) return refused(REFUSALS.volunteerNotFound);
    const counts = store.counts(v.user_id);
    return ok({
      ...volunteerItem(db, v),
      intro: v.intro,
      availability: v.availability,
      honourNum: String(counts.honours),
      serviceNum: String(counts.services),
    });
  });

  /** The caller's application (and volunteer record once approved); data null when none. */
  api.get('/res/api/volunteer/mine', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const v = volunteerOfUser(db, user.id);
    return ok(v ? { ...applicationItem(v), volunteerId: v.status === VOLUNTEER.APPROVED ? String(v.id) : '' } : null);
  });
}

/** The application form's values, or the refusal's text. */
function applicationOf(ctx: AppContext, req: FastifyRequest, site: SiteRow, user: UserRow): Application | string {
  if (!user.phone) return REFUSALS.phoneNotBound;
  const realName = formInput(req, 'realName').trim();
  if (realName === '' || [...realName].length > NAME_MAX) return REFUSALS.realNameMissing;
  const phone = decryptPhone(formInput(req, 'phone'));
  if (!phone) return REFUSALS.badPhone;
  const gender = formInput(req, 'gender');
  if (gender !== '1' && gender !== '2') return REFUSALS.genderMissing;
  const birthday = formInput(req, 'birthday');
  const born = instantOf(birthday);
  const today = dayOf(ctx.clock.now());
  const adultFrom = `${Number(today.slice(0, 4)) - MIN_AGE}${today.slice(4)}`;
  if (born === null || birthday > adultFrom || birthday < '1900-01-01') return REFUSALS.badBirthday;
  const skills = codes(formInput(req, 'skills'), SKILLS);
  if (!skills || skills.length === 0) return REFUSALS.skillsMissing;
  const areas = codes(formInput(req, 'serviceAreas'), SERVICE_TYPES);
  if (!areas || areas.length === 0) return REFUSALS.serviceAreasMissing;
  const availability = codes(formInput(req, 'availability'), AVAILABILITY);
  if (!availability || availability.length === 0) return REFUSALS.availabilityMissing;
  const photo = uploadedRef(ctx.db, formInput(req, 'photo'), 'IMAGE');
  if (!photo) return REFUSALS.photoMissing;
  const intro = formInput(req, 'intro').trim();
  if ([...intro].length > INTRO_MAX) return REFUSALS.introTooLong;
  return {
    siteCode: site.site_code,
    realName,
    phone,
    gender,
    birthday,
    skills: skills.join(','),
    areas: areas.join(','),
    availability: availability.join(','),
    photo,
    intro,
    at: ctx.clock.now(),
  };
}

function registerApplication(api: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const store = peopleStore(db);
  api.post('/res/api/volunteer/apply', async (req) => {
    const site = requireSite(req);
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const application = applicationOf(ctx, req, site, user);
    if (typeof application === 'string') return refused(application);
    return db
      .transaction((): Envelope => {
        const existing = volunteerOfUser(db, user.id);
        if (existing?.status === VOLUNTEER.PENDING) return refused(REFUSALS.volunteerApplicationPending);
        if (existing?.status === VOLUNTEER.APPROVED) return refused(REFUSALS.alreadyVolunteer);
        if (existing) store.refile(existing.id, application);
        else store.file(user.id, application);
        return ok(applicationItem(volunteerOfUser(db, user.id)!));
      })
      .immediate();
  });
}

function registerRecords(api: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;
  const store = peopleStore(db);
  /** A volunteer's service records: completed services grouped by activity (team duty shifts by team). */
  api.get('/res/api/volunteer/serviceRecords', async (req) => {
    const { currPage, pageSize, offset } = paging(req);
    let userId: number;
    if (input(req, 'volunteerId')) {
      const id = idParam(req, 'volunteerId');
      const v = id ? store.approved(id) : undefined;
      if (!v) return refused(REFUSALS.volunteerNotFound);
      userId = v.user_id;
    } else {
      const user = caller(ctx, req);
      if (isEnvelope(user)) return user;
      userId = user.id;
    }
    const items = store.services(userId, pageSize, offset).map((r) => ({
      activityId: r.activity_id ? String(r.activity_id) : '',
      activityName: r.name,
      teamId: String(r.team_id),
      teamName: r.team_name,
      serviceTime: hoursString(r.minutes),
      serviceNum: String(r.times),
      lastServiceTime: formatChinaTime(r.last_at),
    }));
    return pageOf(items, store.serviceCount(userId), { currPage, pageSize });
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
    if (input(req, 'teamId') && !teamId) return refused(REFUSALS.teamNotFound);
    if (month && !/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return refused(REFUSALS.badMonth);
    const window = month ? { from: instantOf(`${month}-01`)!, end: instantOf(nextMonth(month))! } : null;
    const rows = store.ranking(site.site_code, teamId, window, param(req, 'sortType') === '2', pageSize, offset);
    const items = rows.map((v, i) => ({
      ...volunteerItem(db, v),
      rank: String(offset + i + 1),
      integral: String(v.score_points),
      serviceTime: hoursString(v.score_minutes),
    }));
    return ranking(items, makePage(store.rankingCount(site.site_code, teamId, window), currPage, pageSize));
  });
}

function registerMessages(api: FastifyInstance, ctx: AppContext): void {
  const store = peopleStore(ctx.db);
  api.get('/res/api/volunteer/messages', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    const { currPage, pageSize, offset } = paging(req);
    const items = store.messages(user.id, pageSize, offset).map((m) => ({
      id: String(m.id),
      type: m.kind,
      title: m.title,
      content: m.content,
      teamId: m.team_id === null ? '' : String(m.team_id),
      readStatus: String(m.read),
      createTime: formatChinaTime(m.created_at),
    }));
    const envelope = pageOf(items, store.messageCount(user.id), { currPage, pageSize });
    return { ...envelope, data: { unreadNum: String(store.unreadCount(user.id)) } };
  });

  api.post('/res/api/volunteer/readMessages', async (req) => {
    const user = caller(ctx, req);
    if (isEnvelope(user)) return user;
    store.readAll(user.id);
    return ok(null);
  });
}

export function registerVolunteerRoutes(api: FastifyInstance, ctx: AppContext): void {
  registerPeople(api, ctx);
  registerApplication(api, ctx);
  registerRecords(api, ctx);
  registerMessages(api, ctx);
}
