import type { GatewayContext } from '../../core/context.ts';
import type { Resolvers, SendFeedbackInput } from '../../generated/resolvers-types.ts';
import { requireToken } from '../../core/auth.ts';
import { imagesFrom } from '../../core/image.ts';
import { mutateWith } from '../../core/mutate.ts';
import { chinaDateTime, text } from '../../core/normalise.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import type { NodeLoader } from '../../core/relay/node.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import { UpstreamMalformedError } from '../../core/upstream/errors.ts';
import { inputError } from '../../core/user-errors.ts';
import type { UserErrorCode } from '../../core/user-errors.ts';
import { uploadedFileKeys } from '../uploads/index.ts';
import { refusalOf } from './refusals.ts';
import { FEEDBACK_LIMITS, feedbackStatus, validateFeedback } from './rules.ts';
import type { FeedbackDetailRow, FeedbackPayloadSource, FeedbackRow, FeedbackSource } from './types.ts';
import { feedbackList, saveFeedback } from './upstream.ts';

const listSource = (row: FeedbackRow): FeedbackSource => ({ __typename: 'Feedback', id: String(row.id), row, complete: false });
const detailSource = (row: FeedbackDetailRow): FeedbackSource => ({ __typename: 'Feedback', id: String(row.id), row, complete: true });

/** The detail of a feedback (its own row when it is one, else loaded once per request). */
async function detailOf(f: FeedbackSource, ctx: GatewayContext): Promise<FeedbackDetailRow | null> {
  if (f.complete) return f.row as FeedbackDetailRow;
  return ctx.loaders.feedback.detail.load(f.id);
}

export const feedbackNodeLoaders: Record<string, NodeLoader<FeedbackSource>> = {
  Feedback: async (rawId, ctx) => {
    requireToken(ctx);
    const row = await ctx.loaders.feedback.detail.load(rawId);
    return row ? detailSource(row) : null;
  },
};

/** The field each refusal of `save` is about. */
const FIELD_OF: Partial<Record<UserErrorCode, string>> = {
  FEEDBACK_CATEGORY_REQUIRED: 'categoryId',
  FEEDBACK_CONTENT_REQUIRED: 'content',
  FEEDBACK_TOO_MANY_PICTURES: 'pictureIds',
  FILE_UNKNOWN: 'pictureIds',
};

const mutateFeedback = mutateWith((envelope, field) => {
  const refusal = refusalOf(envelope, field);
  return refusal && { ...refusal, field: FIELD_OF[refusal.code] ?? refusal.field };
});

/** Sends a feedback: every field checked first (a refused input sends nothing), then `save`. */
function sendFeedback(input: SendFeedbackInput, ctx: GatewayContext): Promise<FeedbackPayloadSource> {
  return mutateFeedback<Omit<FeedbackPayloadSource, 'errors'>>(ctx, { feedbackId: null }, async (m) => {
    const errors = validateFeedback(input);
    const pictures = uploadedFileKeys(input.pictureIds ?? [], 'pictureIds', 'IMAGE');
    if (!errors.some((e) => e.field === 'pictureIds')) errors.push(...pictures.errors);
    m.check(errors);
    const categories = await ctx.loaders.feedback.categories();
    const categoryId = input.categoryId!.trim();
    if (!categories.some((c) => String(c.id) === categoryId)) m.refuse(inputError('FEEDBACK_CATEGORY_REQUIRED', 'categoryId'));
    const envelope = m.accepted(
      await saveFeedback(ctx.upstream, {
        typeId: categoryId,
        content: input.content.trim(),
        images: pictures.keys.join(','),
        contact: (input.contact ?? '').trim(),
      }),
    );
    const id = text(decodeData<{ id?: unknown }>(envelope)?.id);
    if (!id) throw new UpstreamMalformedError();
    return { feedbackId: id };
  });
}

export const feedbackResolvers: Resolvers = {
  Query: {
    feedbackCategories: async (_root, _args, ctx) =>
      (await ctx.loaders.feedback.categories()).map((c) => ({ id: String(c.id), name: text(c.name) ?? '' })),
  },
  InputLimits: {
    feedbackMaxLength: () => FEEDBACK_LIMITS.feedbackMaxLength,
    feedbackMaxPictures: () => FEEDBACK_LIMITS.feedbackMaxPictures,
    feedbackContactMaxLength: () => FEEDBACK_LIMITS.feedbackContactMaxLength,
  },
  User: {
    feedback: (_u, args, ctx) => {
      requireToken(ctx);
      return buildConnection(args, (page, size) => feedbackList(ctx.upstream, page, size), listSource);
    },
  },
  Feedback: {
    id: (f) => toGlobalId('Feedback', f.id),
    upstreamId: (f) => f.id,
    category: (f) => {
      const id = text(f.row.typeId);
      const name = text(f.row.typeName);
      return id && name ? { id, name } : null;
    },
    content: (f) => text(f.row.content) ?? '',
    pictures: (f) => imagesFrom(f.row.images, ''),
    contact: async (f, _args, ctx) => text((await detailOf(f, ctx))?.contact),
    status: (f) => feedbackStatus(f.row.status),
    submittedAt: (f) => chinaDateTime(f.row.createTime),
    // list rows carry the answer too: a list never loads a detail for it
    answer: (f) => {
      const reply = feedbackStatus(f.row.status) === 'ANSWERED' ? text(f.row.reply) : null;
      return reply ? { text: reply, answeredBy: text(f.row.replier), answeredAt: chinaDateTime(f.row.replyTime) } : null;
    },
  },
  Mutation: {
    sendFeedback: (_root, { input }, ctx) => sendFeedback(input, ctx),
  },
  SendFeedbackPayload: {
    errors: (p) => p.errors,
    feedback: async (p, _args, ctx) => {
      if (!p.feedbackId) return null;
      const row = await ctx.loaders.feedback.detail.load(p.feedbackId);
      return row ? detailSource(row) : null;
    },
  },
};
