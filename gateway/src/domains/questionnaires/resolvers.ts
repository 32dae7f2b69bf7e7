import type { GatewayContext } from '../../core/context.ts';
import type { Resolvers, SubmitQuestionnaireInput } from '../../generated/resolvers-types.ts';
import { requireToken } from '../../core/auth.ts';
import { imagesFrom } from '../../core/image.ts';
import { chinaDateTime, int, strings, text } from '../../core/normalise.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { rawIdOf, toGlobalId } from '../../core/relay/global-id.ts';
import type { NodeLoader } from '../../core/relay/node.ts';
import { sanitizeBody } from '../../core/sanitize.ts';
import { badInput, isUpstreamId } from '../../core/upstream/errors.ts';
import { inputError } from '../../core/user-errors.ts';
import { refusalOf } from './refusals.ts';
import { checkAnswers, closedRefusal, limitsOf, questionKind, questionnaireStatus } from './rules.ts';
import { myQuestionnaireList, questionnaireList, submitQuestionnaire } from './upstream.ts';
import type {
  QuestionnaireGroupRow,
  QuestionnaireGroupSource,
  QuestionnairePayloadSource,
  QuestionnaireRow,
  QuestionnaireSource,
} from './types.ts';

const source = (row: QuestionnaireRow, complete: boolean): QuestionnaireSource => ({
  __typename: 'Questionnaire',
  id: String(row.id),
  row,
  complete,
});
const groupSource = (row: QuestionnaireGroupRow, complete: boolean): QuestionnaireGroupSource => ({
  __typename: 'QuestionnaireGroup',
  id: String(row.id),
  row,
  complete,
});

async function detailRow(q: QuestionnaireSource, ctx: GatewayContext): Promise<QuestionnaireRow> {
  return q.complete ? q.row : ((await ctx.loaders.questionnaires.questionnaire.load(q.id)) ?? q.row);
}

export const questionnaireNodeLoaders: Record<string, NodeLoader<QuestionnaireSource | QuestionnaireGroupSource>> = {
  Questionnaire: async (rawId, ctx) => {
    const row = await ctx.loaders.questionnaires.questionnaire.load(rawId);
    return row ? source(row, true) : null;
  },
  QuestionnaireGroup: async (rawId, ctx) => {
    const row = await ctx.loaders.questionnaires.group.load(rawId);
    return row ? groupSource(row, true) : null;
  },
};

async function submit(input: SubmitQuestionnaireInput, ctx: GatewayContext): Promise<QuestionnairePayloadSource> {
  requireToken(ctx);
  const id = rawIdOf(input.questionnaireId, ['Questionnaire']);
  const q = id && isUpstreamId(id) ? await ctx.loaders.questionnaires.questionnaire.load(id) : null;
  if (!id || !q) return { errors: [inputError('QUESTIONNAIRE_NOT_FOUND', 'questionnaireId')] };
  const closed = closedRefusal(questionnaireStatus(q.status), int(q.answered) === 1);
  if (closed) return { errors: [closed], questionnaireId: id };
  // every question checked here, each refusal on its own field
  const { errors, submitted } = checkAnswers(q.questions ?? [], input.answers);
  if (errors.length > 0) return { errors, questionnaireId: id };
  const refusal = refusalOf(await submitQuestionnaire(ctx.upstream, id, submitted), 'questionnaireId');
  ctx.loaders.questionnaires.questionnaire.clear(id);
  ctx.forgetNode('Questionnaire', id);
  return { errors: refusal ? [refusal] : [], questionnaireId: id };
}

export const questionnaireResolvers: Resolvers = {
  Query: {
    questionnaires: (_root, args, ctx) => {
      if (ctx.session.token) ctx.response.personal(); // each carries whether the viewer answered it
      return buildConnection(
        args,
        (page, size) => questionnaireList(ctx.upstream, null, page, size),
        (row) => source(row, false),
      );
    },
    questionnaireGroups: async (_root, _args, ctx) => (await ctx.loaders.questionnaires.groups()).map((row) => groupSource(row, false)),
  },
  User: {
    answeredQuestionnaires: (_u, args, ctx) => {
      requireToken(ctx);
      return buildConnection(
        args,
        (page, size) => myQuestionnaireList(ctx.upstream, page, size),
        (row) => source(row, false),
      );
    },
  },
  Questionnaire: {
    id: (q) => toGlobalId('Questionnaire', q.id),
    upstreamId: (q) => q.id,
    title: (q) => text(q.row.title) ?? '',
    summary: (q) => text(q.row.summary),
    description: async (q, _a, ctx) => sanitizeBody((await detailRow(q, ctx)).description),
    cover: (q) => imagesFrom(q.row.cover, text(q.row.title) ?? '')[0] ?? null,
    startsAt: (q) => chinaDateTime(q.row.startTime),
    endsAt: (q) => chinaDateTime(q.row.endTime),
    status: (q) => questionnaireStatus(q.row.status),
    questionCount: (q) => Math.max(0, int(q.row.questionNum) ?? 0),
    answerCount: (q) => Math.max(0, int(q.row.answerNum) ?? 0),
    viewerHasAnswered: (q, _a, ctx) => {
      if (!ctx.session.token) return false;
      ctx.response.personal();
      return int(q.row.answered) === 1;
    },
    questions: async (q, _a, ctx) => (await detailRow(q, ctx)).questions ?? [],
    viewerAnswers: async (q, _a, ctx) => {
      if (!ctx.session.token) return null;
      ctx.response.personal();
      return (await detailRow(q, ctx)).myAnswers ?? null;
    },
    viewerAnsweredAt: async (q, _a, ctx) => (ctx.session.token ? chinaDateTime((await detailRow(q, ctx)).submitTime) : null),
  },
  QuestionnaireQuestion: {
    id: (q) => String(q.id),
    kind: (q) => questionKind(q.type),
    title: (q) => text(q.title) ?? '',
    required: (q) => int(q.required) === 1,
    minChoices: (q) => (questionKind(q.type) === 'MULTIPLE' ? limitsOf(q).min : null),
    maxChoices: (q) => (questionKind(q.type) === 'MULTIPLE' ? limitsOf(q).max : null),
    maxLength: (q) => (questionKind(q.type) === 'TEXT' ? limitsOf(q).maxLength : null),
    maxRating: (q) => (questionKind(q.type) === 'RATING' ? limitsOf(q).maxRating : null),
    options: (q) => (questionKind(q.type) === 'SINGLE' || questionKind(q.type) === 'MULTIPLE' ? (q.options ?? []) : []),
  },
  QuestionnaireOption: {
    id: (o) => String(o.id),
    label: (o) => text(o.content) ?? '',
  },
  QuestionnaireAnswer: {
    questionId: (a) => String(a.questionId),
    optionIds: (a) => strings(a.optionIds),
    text: (a) => text(a.content),
    rating: (a) => int(a.score),
  },
  QuestionnaireGroup: {
    id: (g) => toGlobalId('QuestionnaireGroup', g.id),
    upstreamId: (g) => g.id,
    title: (g) => text(g.row.title) ?? '',
    description: (g) => text(g.row.description),
    cover: (g) => imagesFrom(g.row.cover, text(g.row.title) ?? '')[0] ?? null,
    sections: async (g, _a, ctx) => {
      const row = g.complete ? g.row : ((await ctx.loaders.questionnaires.group.load(g.id)) ?? g.row);
      return (row.groups ?? []).flatMap((s) => (text(s.code) ? [{ key: text(s.code)!, name: text(s.name) ?? '' }] : []));
    },
    questionnaires: (g, args, ctx) => {
      const section = args.section ? args.section.trim() : null;
      if (section && !/^[\w-]{1,32}$/.test(section)) throw badInput('section is not a section key.');
      if (ctx.session.token) ctx.response.personal();
      return buildConnection(
        args,
        (page, size) => questionnaireList(ctx.upstream, { id: g.id, code: section }, page, size),
        (row) => source(row, false),
      );
    },
  },
  Mutation: {
    submitQuestionnaire: (_root, { input }, ctx) => submit(input, ctx),
  },
  SubmitQuestionnairePayload: {
    errors: (p) => p.errors,
    questionnaire: async (p, _a, ctx) => {
      const row = p.questionnaireId ? await ctx.loaders.questionnaires.questionnaire.load(p.questionnaireId) : null;
      return row ? source(row, true) : null;
    },
  },
};
