/**
 * The activities' further pages: the site's rule texts and the links to them, the activities of
 * one place, the venues' calendar and day, and the satisfaction survey of a used activity
 * reservation (read and answered once, the rules checked before the upstream's write).
 */
import { requireToken } from '../../core/auth.ts';
import type { GatewayContext } from '../../core/context.ts';
import { COMMENT_MAX_CHARS, STAR_MAX, STAR_MIN } from '../../core/limits.ts';
import { mutateWith } from '../../core/mutate.ts';
import { chinaDateTime, int, text } from '../../core/normalise.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { sanitizeBody } from '../../core/sanitize.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import { isUpstreamId } from '../../core/upstream/errors.ts';
import { inputError } from '../../core/user-errors.ts';
import { isDay } from '../../core/time.ts';
import { monthArg } from '../../core/validation.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { detailKey, kindInfo, placeDetailPath } from '../places/index.ts';
import { activityRefusalOf } from './messages.ts';
import { surveyAnswerRefusal, surveyState } from './rules.ts';
import { activitySource } from './source.ts';
import type { ActivityPlaceSource, SurveyPayloadSource, SurveyRow } from './types.ts';
import { activityRules, placeActivityList, submitSurvey, venueDay } from './upstream.ts';

type RulesKind = 'BOOKING' | 'VISIT';

/** THE paths of the rule pages. */
const RULES_PATHS: Readonly<Record<RulesKind, string>> = { BOOKING: '/activity-rules', VISIT: '/ws-rules' };

const placesPath = (id: string, kind: ActivityPlaceSource['kind']) => `/detail-activity-list/${encodeURIComponent(id)}/${kind}`;
const surveyPath = (orderCode: string) => `/activity-survey/${encodeURIComponent(orderCode)}`;

/** The upstream's completed status and the activity order kind: the only orders with a survey. */
const COMPLETED = 12;
const ACTIVITY_ORDER = 'CONTENT_TYPE_ACTIVITY';

const mutateSurvey = mutateWith((envelope, field) => activityRefusalOf(envelope, field));

async function answerSurvey(
  input: { orderCode: string; answers: readonly { questionId: string; stars: number }[]; comment?: string | null },
  ctx: GatewayContext,
): Promise<SurveyPayloadSource> {
  return mutateSurvey<Omit<SurveyPayloadSource, 'errors'>>(ctx, { survey: null, order: null }, async (m) => {
    const code = input.orderCode.trim();
    const survey =
      (code ? await ctx.loaders.activities.survey.load(code) : null) ?? m.refuse(inputError('RESOURCE_NOT_FOUND', 'orderCode'));
    const comment = (input.comment ?? '').trim();
    const refusal = surveyAnswerRefusal(
      { state: surveyState(text(survey.surveyStatus)), questionIds: (survey.questions ?? []).map((q) => String(q.id)) },
      { answers: input.answers, comment },
      { starMin: STAR_MIN, starMax: STAR_MAX, maxComment: COMMENT_MAX_CHARS },
    );
    if (refusal)
      m.refuse(inputError(refusal.code, refusal.field, refusal.code === 'COMMENT_TOO_LONG' ? COMMENT_MAX_CHARS : null), { survey });
    const envelope = await submitSurvey(ctx.upstream, {
      orderCode: code,
      stars: input.answers.map((a) => `${a.questionId}:${a.stars}`).join(','),
      content: comment,
    });
    ctx.loaders.activities.survey.clear(code);
    ctx.loaders.activities.surveyState.clear(code);
    if (activityRefusalOf(envelope, 'orderCode')) {
      m.refuse(activityRefusalOf(envelope, 'orderCode')!, { survey: await ctx.loaders.activities.survey.load(code) });
    }
    const done = decodeData<SurveyRow>(envelope);
    if (done) ctx.loaders.activities.survey.prime(code, done);
    ctx.forgetNode('ReservationOrder', code);
    return { survey: done, order: await ctx.loadNode('ReservationOrder', code) };
  });
}

export const activityPageResolvers: Resolvers = {
  Query: {
    activityRules: async (_root, args, ctx) => {
      const language = ctx.language ?? (await ctx.siteSummary()).language;
      const row = await activityRules(ctx.upstream, args.kind, language);
      if (!row) return null;
      return { kind: args.kind, title: text(row.title) ?? '', content: sanitizeBody(row.content ?? null), path: RULES_PATHS[args.kind] };
    },
    activityPlace: async (_root, args, ctx) => {
      if (!isUpstreamId(args.id)) return null;
      const row = await ctx.loaders.places.detail.load(detailKey(args.kind, args.id));
      return row ? { kind: args.kind, id: args.id, name: text(row.name) ?? '' } : null;
    },
    venueCalendar: async (_root, args, ctx) =>
      (await ctx.loaders.activities.venueCalendar.load(monthArg(args.month, 'month'))).flatMap((row) => {
        const date = text(row.date);
        if (!date) return [];
        return [
          {
            date,
            activityCount: Math.max(0, int(row.activityCount) ?? 0),
            venueCount: Math.max(0, int(row.venueCount) ?? 0),
            closedVenueCount: Math.max(0, int(row.closedVenueCount) ?? 0),
          },
        ];
      }),
    venueDay: async (_root, args, ctx) => {
      // a date that is no calendar day names no day: null, without an upstream call
      if (!isDay(args.date)) return null;
      const date = args.date;
      const row = await venueDay(ctx.upstream, date);
      return row ? { ...row, date } : null;
    },
    activitySurvey: async (_root, args, ctx) => {
      requireToken(ctx);
      const code = args.orderCode.trim();
      return code ? ctx.loaders.activities.survey.load(code) : null;
    },
  },
  Mutation: {
    answerActivitySurvey: (_root, args, ctx) => answerSurvey(args.input, ctx),
  },
  Activity: {
    rulesLinks: () => (['BOOKING', 'VISIT'] as const).map((kind) => ({ kind, path: RULES_PATHS[kind] })),
  },
  ActivityPlace: {
    kind: (p) => p.kind,
    name: (p) => p.name,
    placePath: (p) => placeDetailPath(p.kind, p.id),
    activities: (p, args, ctx) =>
      buildConnection(
        args,
        (currPage, pageSize) =>
          placeActivityList(ctx.upstream, currPage, pageSize, { placeType: kindInfo(p.kind).resourceType, placeId: p.id }),
        activitySource,
      ),
  },
  Venue: {
    activitiesPath: (v) => placesPath(v.id, 'VENUE'),
  },
  ScenicArea: {
    activitiesPath: (s) => placesPath(s.id, 'SCENIC_AREA'),
  },
  VenueDay: {
    date: (d) => d.date,
    venues: (d) =>
      (d.venues ?? []).map((v) => ({
        name: text(v.name) ?? '',
        open: String(v.open) === '1',
        detailPath: placeDetailPath('VENUE', String(v.id)),
      })),
    activities: (d, args, ctx) =>
      buildConnection(
        args,
        (currPage, pageSize) =>
          placeActivityList(ctx.upstream, currPage, pageSize, { placeType: kindInfo('VENUE').resourceType, date: d.date }),
        activitySource,
      ),
  },
  ActivitySurvey: {
    orderCode: (s) => s.orderCode,
    activityName: (s) => text(s.activityName) ?? '',
    state: (s) => surveyState(text(s.surveyStatus)),
    questions: (s) => {
      const given = new Map((s.answer?.stars ?? []).map((a) => [String(a.questionId), int(a.stars)]));
      return (s.questions ?? []).map((q) => ({ id: String(q.id), text: text(q.text) ?? '', stars: given.get(String(q.id)) ?? null }));
    },
    starMin: () => STAR_MIN,
    starMax: () => STAR_MAX,
    commentMaxLength: () => COMMENT_MAX_CHARS,
    comment: (s) => (s.answer ? (text(s.answer.content) ?? '') : null),
    answeredAt: (s) => chinaDateTime(s.answer?.createdTime),
    path: (s) => surveyPath(s.orderCode),
  },
  ReservationOrder: {
    surveyPath: async (o, _args, ctx) => {
      const row = o.row;
      if (text(row.orderType) !== ACTIVITY_ORDER || int(row.status) !== COMPLETED) return null;
      const state = await ctx.loaders.activities.surveyState.load(String(row.orderCode));
      return surveyState(state) === 'OPEN' ? surveyPath(String(row.orderCode)) : null;
    },
  },
};
