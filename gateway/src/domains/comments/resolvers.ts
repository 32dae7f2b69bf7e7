import type { GatewayContext } from '../../core/context.ts';
import type { AddCommentInput, ReplyToCommentInput, Resolvers } from '../../generated/resolvers-types.ts';
import { buildConnection, offsetToCursor } from '../../core/relay/connection.ts';
import { fromGlobalId } from '../../core/relay/global-id.ts';
import { badInput, UpstreamMalformedError } from '../../core/upstream/errors.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import { imageFrom } from '../../core/image.ts';
import { clearResource, resourceNode, resourceRefFromRow, resourceRefOf } from '../interactions/index.ts';
import { interactionSummary } from '../interactions/index.ts';
import { resourceTypeOfTypeName } from '../../core/resource-types.ts';
import { PLACE_KINDS } from '../places/index.ts';
import { chinaDateTime, int, num, text } from '../../core/normalise.ts';
import { mutate, refusalOnTargetOrContent } from '../../core/mutate.ts';
import { resourceKey } from './loaders.ts';
import { commentGlobalId, commentKeyOf, commentRawId, commentSource, replyGlobalId, replySource } from './source.ts';
import { commentList, replyList, replyToComment, saveComment } from './upstream.ts';
import { isCatalogueId, validateComment, validateReply } from './validation.ts';
import type { CommentSummarySource, EmoticonRow, TagRow } from './types.ts';

type Commentable = { __typename: string; id: string; row?: { commentNum?: unknown }; completeness?: string; detailed?: boolean };

function commentableRef(source: Commentable): CommentSummarySource {
  const resourceType = resourceTypeOfTypeName(source.__typename);
  if (!resourceType) throw new Error(`${source.__typename} takes no comments`);
  return { resourceType, resourceId: source.id };
}

/**
 * The summary of a resource; a detail object (a place's, a brand's, a city card's) carries
 * `commentNum` (the figure its `interactions.commentCount` shows), which then spares the
 * resourceCount call.
 */
function summaryOf(source: Commentable): CommentSummarySource {
  const ref = commentableRef(source);
  const detail = source.completeness === 'detail' || source.detailed === true;
  if (detail && source.row?.commentNum !== undefined && source.row.commentNum !== null)
    return { ...ref, commentCount: int(source.row.commentNum) ?? 0 };
  return ref;
}

const emoticon = (row: EmoticonRow) => ({ id: String(row.id), name: text(row.name) ?? '', row });
const tag = (row: TagRow) => ({ id: String(row.id), name: text(row.name) ?? '' });
const author = (row: { userName?: string | null; headImg?: string | null }) => ({
  nickname: text(row.userName) ?? '',
  avatar: imageFrom(row.headImg, text(row.userName) ?? ''),
});

/**
 * `comments` and `commentSummary` of every commentable type (places, news, activities; other
 * domains spread it into their own types' resolvers: `commentableFields` of index.ts).
 */
export const commentable = {
  comments: (s: Commentable, args: { first?: number | null; after?: string | null }, ctx: GatewayContext) => {
    const ref = commentableRef(s);
    return buildConnection(
      args,
      (currPage, pageSize) => commentList(ctx.upstream, ref.resourceType, ref.resourceId, currPage, pageSize),
      (row) => commentSource(row, ref),
    );
  },
  commentSummary: (s: Commentable) => summaryOf(s),
};

function catalogueIds(ids: readonly string[] | null | undefined, name: string): string[] {
  const list = (ids ?? []).map((id) => id.trim());
  if (!list.every(isCatalogueId)) throw badInput(`${name} must hold ids from the catalogue.`);
  return list;
}

function addComment(input: AddCommentInput, ctx: GatewayContext) {
  return mutate(ctx, { commentEdge: null, resource: null }, async (m) => {
    m.check(validateComment(input));
    const emoticonIds = catalogueIds(input.emoticonIds, 'emoticonIds');
    const tagIds = catalogueIds(input.tagIds, 'tagIds');
    const ref = m.found(resourceRefOf(input.resourceId), 'resourceId');
    const form = {
      content: input.content.trim(),
      emoticonIds,
      tagIds,
      star: input.star ?? null,
      resourceType: ref.resourceType,
      resourceId: ref.id,
    };
    const envelope = m.accepted(await saveComment(ctx.upstream, form), 'resourceId', { refusal: refusalOnTargetOrContent('resourceId') });
    const newId = text(decodeData<{ id?: unknown }>(envelope)?.id);
    if (!newId) throw new UpstreamMalformedError();
    clearResource(ref, ctx);
    const key = resourceKey(ref.resourceType, ref.id);
    ctx.loaders.comments.averageStar.clear(key);
    ctx.loaders.comments.tagCounts.clear(key);
    // The newest comment is first; look in the first page in case another was written meanwhile.
    const page = await commentList(ctx.upstream, ref.resourceType, ref.id, 1, 10);
    const index = page.items.findIndex((row) => String(row.id) === newId);
    const commentEdge =
      index >= 0
        ? { node: commentSource(page.items[index]!, { resourceType: ref.resourceType, resourceId: ref.id }), cursor: offsetToCursor(index) }
        : null;
    return { commentEdge, resource: await resourceNode(ref, ctx) };
  });
}

function reply(input: ReplyToCommentInput, ctx: GatewayContext) {
  return mutate(ctx, { replyEdge: null, comment: null }, async (m) => {
    m.check(validateReply(input.content));
    const key = m.found(commentKeyOf(input.commentId), 'commentId');
    const envelope = m.accepted(await replyToComment(ctx.upstream, key.id, input.content.trim()), 'commentId', {
      refusal: refusalOnTargetOrContent('commentId'),
    });
    const newId = text(decodeData<{ id?: unknown }>(envelope)?.id);
    if (!newId) throw new UpstreamMalformedError();
    const rawId = commentRawId(key);
    ctx.loaders.comments.comment.clear(rawId);
    // Replies are oldest first: the new one is the last; its cursor is its absolute offset.
    const total = (await replyList(ctx.upstream, key.id, 1, 1)).total;
    let replyEdge = null;
    if (total > 0) {
      const last = await replyList(ctx.upstream, key.id, total, 1);
      const row = last.items.find((r) => String(r.id) === newId);
      if (row) replyEdge = { node: replySource(row, key.id), cursor: offsetToCursor(total - 1) };
    }
    return { replyEdge, comment: await ctx.loaders.comments.comment.load(rawId) };
  });
}

export const commentResolvers: Resolvers = {
  Commentable: { __resolveType: (source) => source.__typename },
  Query: {
    emoticons: async (_root, _args, ctx) => (await ctx.loaders.comments.emoticons()).map(emoticon),
    commentTags: async (_root, args, ctx) => {
      const decoded = fromGlobalId(args.resourceId);
      const resourceType = decoded ? resourceTypeOfTypeName(decoded.type) : null;
      if (!resourceType) throw badInput('resourceId is not the id of a resource that takes comments.');
      return (await ctx.loaders.comments.tags.load(resourceType)).map(tag);
    },
  },
  Mutation: {
    addComment: (_root, args, ctx) => addComment(args.input, ctx),
    replyToComment: (_root, args, ctx) => reply(args.input, ctx),
  },
  ...Object.fromEntries(PLACE_KINDS.map((info) => [info.typeName, commentable])),
  NewsArticle: commentable,
  Activity: commentable,
  Emoticon: {
    id: (e) => e.id,
    name: (e) => e.name,
    image: (e) => imageFrom(e.row.url, e.name) ?? { url: '', alt: e.name },
  },
  CommentSummary: {
    total: async (s, _, ctx) =>
      s.commentCount ?? (await interactionSummary({ resourceType: s.resourceType, id: s.resourceId }, ctx))?.commentCount ?? 0,
    averageStar: async (s, _, ctx) => {
      const row = await ctx.loaders.comments.averageStar.load(resourceKey(s.resourceType, s.resourceId));
      const avg = num(row.avgStar);
      return avg !== null && avg > 0 && (int(row.total) ?? 1) > 0 ? avg : null;
    },
    tagCounts: async (s, _, ctx) =>
      (await ctx.loaders.comments.tagCounts.load(resourceKey(s.resourceType, s.resourceId))).map((row) => ({
        tag: { id: String(row.tagId), name: text(row.tagName) ?? '' },
        count: Math.max(0, int(row.count) ?? 0),
      })),
  },
  Comment: {
    id: (c) => commentGlobalId(c),
    content: (c) => c.row.content ?? '',
    emoticons: (c) => (c.row.emoticons ?? []).map(emoticon),
    star: (c) => {
      const star = int(c.row.star);
      return star !== null && star >= 1 && star <= 5 ? star : null;
    },
    tags: (c) => (c.row.tags ?? []).map(tag),
    author: (c) => author(c.row),
    createdAt: (c) => chinaDateTime(c.row.createTime),
    replyCount: (c) => Math.max(0, int(c.row.replyNum) ?? 0),
    replies: (c, args, ctx) =>
      buildConnection(
        args,
        (currPage, pageSize) => replyList(ctx.upstream, c.id, currPage, pageSize),
        (row) => replySource(row, c.id),
      ),
    resource: (c, _, ctx) => resourceNode(resourceRefFromRow(c.resourceType, c.resourceId), ctx),
  },
  CommentReply: {
    id: (r) => replyGlobalId(r),
    content: (r) => r.row.content ?? '',
    author: (r) => author(r.row),
    createdAt: (r) => chinaDateTime(r.row.createTime),
  },
};
