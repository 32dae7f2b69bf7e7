/**
 * res/api/activity: the site's rule texts, the survey of a used activity reservation (its
 * questions and the caller's answer; answering it once), the venues' month calendar and one day
 * of it. The survey belongs to the order's user: another user's order code gets the answer of an
 * unknown one.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { input, param, requireSite, type AppContext } from '../../context.ts';
import { ok, plainList } from '../../envelope.ts';
import { refused } from '../../refusal.ts';
import { ACTIVITY_TYPE } from '../../resources.ts';
import { chinaInstant, DAY_MS, formatChinaTime, parseDay } from '../../time.ts';
import { settle, STATUS } from '../reservations/index.ts';
import { activityPagesStore, type ActivityPagesStore, type SurveyOrderRow } from './store.ts';
import { RULE_KINDS, SURVEY_TEXT_MAX, TEXTS } from './texts.ts';

/** ISO weekday (1 = Monday) of a China day start. */
const isoWeekday = (dayStart: number) => ((new Date(dayStart + 8 * 3600_000).getUTCDay() + 6) % 7) + 1;

const closedOn = (v: { closed_weekdays: string; is_open: string }, dayStart: number) =>
  v.is_open !== '1' || v.closed_weekdays.split(',').includes(String(isoWeekday(dayStart)));

/** "0": no survey (not an activity, not used yet), "1": to answer, "2": answered. */
function surveyStatus(store: ActivityPagesStore, o: SurveyOrderRow): string {
  if (o.order_type !== ACTIVITY_TYPE || o.status !== STATUS.USED) return '0';
  return store.answer(o.id) ? '2' : '1';
}

function surveyPayload(store: ActivityPagesStore, o: SurveyOrderRow) {
  const answer = store.answer(o.id);
  return {
    orderCode: o.order_code,
    activityId: String(o.resource_id),
    activityName: o.activity_name ?? '',
    surveyStatus: surveyStatus(store, o),
    questions: store.questions(o.resource_id).map((q) => ({ id: String(q.id), text: q.text, sort: String(q.sort) })),
    answer: answer
      ? {
          stars: (JSON.parse(answer.stars) as { questionId: number; stars: number }[]).map((s) => ({
            questionId: String(s.questionId),
            stars: String(s.stars),
          })),
          content: answer.content,
          createdTime: formatChinaTime(answer.created_at),
        }
      : null,
  };
}

/** "questionId:stars,…" → the stars of every question, or null when one is missing, unknown or outside 1..5. */
function starsOf(raw: string, questionIds: number[]): { questionId: number; stars: number }[] | null {
  const given = new Map<number, number>();
  for (const part of raw.split(',').filter(Boolean)) {
    const m = /^(\d{1,15}):(\d)$/.exec(part.trim());
    if (!m) return null;
    given.set(Number(m[1]), Number(m[2]));
  }
  if (given.size !== questionIds.length) return null;
  const out: { questionId: number; stars: number }[] = [];
  for (const id of questionIds) {
    const s = given.get(id);
    if (s === undefined || s < 1 || s > 5) return null;
    out.push({ questionId: id, stars: s });
  }
  return out;
}

function registerRuleRoutes(app: FastifyInstance, store: ActivityPagesStore): void {
  app.get('/res/api/activity/rules', async (req) => {
    const site = requireSite(req);
    const kind = input(req, 'kind').trim();
    if (!(RULE_KINDS as readonly string[]).includes(kind)) return refused(TEXTS.badKind);
    const rule = store.rule(site.site_code, kind, input(req, 'language').trim() || site.site_language);
    if (!rule) return refused(TEXTS.noRules);
    return ok({ kind, title: rule.title, content: rule.content, language: rule.language });
  });
}

function registerSurveyRoutes(app: FastifyInstance, ctx: AppContext, store: ActivityPagesStore): void {
  /** The caller's order by its code; null for an unknown one and for another user's. */
  const mine = (req: FastifyRequest, code: string) => {
    const user = callerOf(ctx, req);
    const o = user ? store.order(code, requireSite(req).site_code) : undefined;
    return o && user && o.user_id === user.id ? o : null;
  };

  app.get('/res/api/activity/survey', async (req) => {
    requireSite(req);
    if (!callerOf(ctx, req)) return notLoggedIn();
    settle(ctx.db, ctx.clock.now());
    const o = mine(req, input(req, 'orderCode').trim());
    if (!o) return refused(TEXTS.notFound);
    if (o.order_type !== ACTIVITY_TYPE) return refused(TEXTS.notActivity);
    return ok(surveyPayload(store, o));
  });

  app.get('/res/api/activity/survey/states', async (req) => {
    requireSite(req);
    if (!callerOf(ctx, req)) return notLoggedIn();
    settle(ctx.db, ctx.clock.now());
    const codes = input(req, 'orderCodes')
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean)
      .slice(0, 100);
    return plainList(
      codes.flatMap((code) => {
        const o = mine(req, code);
        return o ? [{ orderCode: code, surveyStatus: surveyStatus(store, o) }] : [];
      }),
    );
  });

  app.post('/res/api/activity/survey/submit', async (req) => {
    requireSite(req);
    if (!callerOf(ctx, req)) return notLoggedIn();
    settle(ctx.db, ctx.clock.now());
    const o = mine(req, input(req, 'orderCode').trim());
    if (!o) return refused(TEXTS.notFound);
    if (o.order_type !== ACTIVITY_TYPE) return refused(TEXTS.notActivity);
    if (o.status !== STATUS.USED) return refused(TEXTS.notUsed);
    if (store.answer(o.id)) return refused(TEXTS.answered);
    const stars = starsOf(
      input(req, 'stars'),
      store.questions(o.resource_id).map((q) => q.id),
    );
    if (!stars) return refused(TEXTS.badStars);
    const content = input(req, 'content').trim();
    if ([...content].length > SURVEY_TEXT_MAX) return refused(TEXTS.tooLong);
    if (!store.saveAnswer(o, JSON.stringify(stars), content, ctx.clock.now())) return refused(TEXTS.answered);
    return ok(surveyPayload(store, o));
  });
}

function registerVenueCalendarRoutes(app: FastifyInstance, store: ActivityPagesStore): void {
  app.get('/res/api/activity/venueCalendar', async (req) => {
    const site = requireSite(req);
    const m = /^(\d{4})-(\d{1,2})$/.exec(param(req, 'time').trim());
    if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) return refused(TEXTS.badMonth);
    const first = chinaInstant(Number(m[1]), Number(m[2]), 1);
    const next = chinaInstant(Number(m[1]), Number(m[2]) + 1, 1);
    const venues = store.venues(site.site_code);
    const rows = store.venueActivities(site.site_code, first, next);
    const days: unknown[] = [];
    for (let t = first; t < next; t += DAY_MS) {
      const closed = venues.filter((v) => closedOn(v, t)).length;
      days.push({
        date: formatChinaTime(t).slice(0, 10),
        activityCount: String(rows.filter((r) => r.use_start < t + DAY_MS && r.use_end >= t).length),
        venueCount: String(venues.length),
        closedVenueCount: String(closed),
      });
    }
    return plainList(days);
  });

  app.get('/res/api/activity/venueDay', async (req) => {
    const site = requireSite(req);
    const date = input(req, 'date').trim();
    const day = parseDay(date);
    if (!day) return refused(TEXTS.badDate);
    const venues = store.venues(site.site_code).map((v) => ({ id: String(v.id), name: v.name, open: closedOn(v, day[0]) ? '0' : '1' }));
    return ok({ date, venues });
  });
}

export function registerActivityPageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = activityPagesStore(ctx.db);
  registerRuleRoutes(app, store);
  registerSurveyRoutes(app, ctx, store);
  registerVenueCalendarRoutes(app, store);
}
