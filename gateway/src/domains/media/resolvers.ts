import type { GatewayContext } from '../../core/context.ts';
import type { AddShortVideoCommentInput, Resolvers, SetShortVideoLikeInput } from '../../generated/resolvers-types.ts';
import { buildConnection, offsetToCursor } from '../../core/relay/connection.ts';
import { rawIdOf, scopedGlobalId, toGlobalId } from '../../core/relay/global-id.ts';
import { imageFrom } from '../../core/image.ts';
import { chinaDateTime, flag, int, text } from '../../core/normalise.ts';
import { placeDetailPath } from '../places/index.ts';
import { requireToken } from '../../core/auth.ts';
import { COMMENT_MAX_CHARS } from '../../core/limits.ts';
import { codePointLength } from '../../core/validation.ts';
import { inputError } from '../../core/user-errors.ts';
import { refusalOf } from './refusals.ts';
import { refusalOnTargetOrContent } from '../../core/mutate.ts';
import { mutate } from './refusals.ts';
import type { UserErrorSource } from '../../core/user-errors.ts';
import { badInput, isUpstreamId, UpstreamMalformedError } from '../../core/upstream/errors.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import { mediaUrl } from './rules.ts';
import { scenicMediaSource, shortVideoSource } from './source.ts';
import { commentStreamMedia, libraryList, likeStreamMedia, streamComments, streamMediaList } from './upstream.ts';
import type { LibraryRow, ScenicMediaSource, ShortVideoSource, StreamCommentRow } from './types.ts';

const placeIdOf = (placeId: string | null | undefined): string | null => {
  if (!placeId) return null;
  const raw = rawIdOf(placeId, ['ScenicArea']);
  if (!raw) throw badInput('placeId must be the id of a ScenicArea.');
  return raw;
};

const placePath = (id: unknown) => {
  const raw = text(id);
  return raw && isUpstreamId(raw) ? placeDetailPath('SCENIC_AREA', raw) : null;
};

const seconds = (value: unknown) => {
  const n = int(value);
  return n !== null && n > 0 ? n : null;
};

/** The comment's text, checked as the spec says (required, at most COMMENT_MAX_CHARS code points). */
export function validateShortVideoComment(content: string): UserErrorSource[] {
  const trimmed = content.trim();
  if (trimmed === '') return [inputError('COMMENT_REQUIRED', 'content')];
  if (codePointLength(trimmed) > COMMENT_MAX_CHARS) return [inputError('COMMENT_TOO_LONG', 'content', COMMENT_MAX_CHARS)];
  return [];
}

const commentSource = (videoId: string, row: StreamCommentRow) => ({ videoId, row });

async function reloadVideo(id: string, ctx: GatewayContext): Promise<ShortVideoSource | null> {
  ctx.loaders.media.video.clear(id);
  const row = await ctx.loaders.media.video.load(id);
  return row ? shortVideoSource(row) : null;
}

async function setLike(input: SetShortVideoLikeInput, ctx: GatewayContext) {
  requireToken(ctx);
  const id = rawIdOf(input.videoId, ['ShortVideo']);
  if (!id) return { video: null, errors: [inputError('RESOURCE_NOT_FOUND', 'videoId')] };
  const refusal = refusalOf(await likeStreamMedia(ctx.upstream, id, input.liked), 'videoId');
  if (refusal) return { video: null, errors: [refusal] };
  return { video: await reloadVideo(id, ctx), errors: [] };
}

function addComment(input: AddShortVideoCommentInput, ctx: GatewayContext) {
  return mutate(ctx, { commentEdge: null, video: null }, async (m) => {
    m.check(validateShortVideoComment(input.content));
    const id = m.rawId(input.videoId, ['ShortVideo'], 'videoId');
    const envelope = m.accepted(await commentStreamMedia(ctx.upstream, id, input.content.trim()), 'content', {
      refusal: refusalOnTargetOrContent('videoId'),
    });
    const newId = text(decodeData<{ id?: unknown }>(envelope)?.id);
    if (!newId) throw new UpstreamMalformedError();
    // newest first: the new comment is on the first page (unless many were written meanwhile)
    const [page, video] = await Promise.all([streamComments(ctx.upstream, id, 1, 10), reloadVideo(id, ctx)]);
    const index = page.items.findIndex((row) => String(row.id) === newId);
    const commentEdge = index >= 0 ? { node: commentSource(id, page.items[index]!), cursor: offsetToCursor(index) } : null;
    return { commentEdge, video };
  });
}

/** The fields every library item shares. */
const libraryFields = {
  id: (s: ScenicMediaSource) => toGlobalId(s.__typename, s.id),
  upstreamId: (s: ScenicMediaSource) => s.id,
  kind: (s: ScenicMediaSource) => s.mediaKind,
  title: (s: ScenicMediaSource) => text(s.row.title) ?? '',
  description: (s: ScenicMediaSource) => text(s.row.description),
  cover: (s: ScenicMediaSource) => imageFrom(s.mediaKind === 'IMAGE' ? s.row.url : s.row.coverImg, text(s.row.title) ?? ''),
  placeName: (s: ScenicMediaSource) => text(s.row.resourceName),
  placePath: (s: ScenicMediaSource) => placePath(s.row.resourceId),
  createdAt: (s: ScenicMediaSource) => chinaDateTime(s.row.createTime),
};

const mediaOf = (row: LibraryRow) => ({ url: mediaUrl(row.url) ?? '', poster: text(row.coverImg), alt: text(row.title) ?? '' });

export const mediaResolvers: Resolvers = {
  Query: {
    shortVideos: (_root, args, ctx) => {
      const scenicId = placeIdOf(args.placeId);
      return buildConnection(args, (currPage, pageSize) => streamMediaList(ctx.upstream, scenicId, currPage, pageSize), shortVideoSource);
    },
    scenicMedia: (_root, args, ctx) => {
      const scenicId = placeIdOf(args.placeId);
      return buildConnection(
        args,
        (currPage, pageSize) => libraryList(ctx.upstream, args.kind, scenicId, currPage, pageSize),
        (row) => scenicMediaSource(args.kind, row),
      );
    },
  },
  Mutation: {
    setShortVideoLike: (_root, args, ctx) => setLike(args.input, ctx),
    addShortVideoComment: (_root, args, ctx) => addComment(args.input, ctx),
  },
  ScenicArea: {
    scenicMedia: (place, args, ctx) =>
      buildConnection(
        args,
        (currPage, pageSize) => libraryList(ctx.upstream, args.kind, place.id, currPage, pageSize),
        (row) => scenicMediaSource(args.kind, row),
      ),
    shortVideos: (place, args, ctx) =>
      buildConnection(args, (currPage, pageSize) => streamMediaList(ctx.upstream, place.id, currPage, pageSize), shortVideoSource),
  },
  ShortVideo: {
    id: (s) => toGlobalId('ShortVideo', s.id),
    upstreamId: (s) => s.id,
    title: (s) => text(s.row.title) ?? '',
    video: (s) => ({ url: mediaUrl(s.row.videoUrl) ?? '', poster: text(s.row.coverImg), alt: text(s.row.title) ?? '' }),
    cover: (s) => imageFrom(s.row.coverImg, text(s.row.title) ?? ''),
    author: (s) => ({ nickname: text(s.row.nickName) ?? '', avatar: text(s.row.headImg) }),
    duration: (s) => seconds(s.row.duration),
    placeName: (s) => text(s.row.resourceName),
    placePath: (s) => placePath(s.row.resourceId),
    publishedAt: (s) => chinaDateTime(s.row.publishTime),
    viewCount: (s) => Math.max(0, int(s.row.showNum) ?? 0),
    likeCount: (s) => Math.max(0, int(s.row.likeNum) ?? 0),
    commentCount: (s) => Math.max(0, int(s.row.commentNum) ?? 0),
    viewerHasLiked: (s, _args, ctx) => {
      if (!ctx.session.token) return false;
      ctx.response.personal();
      return flag(s.row.likeStatus);
    },
    comments: (s, args, ctx) =>
      buildConnection(
        args,
        (currPage, pageSize) => streamComments(ctx.upstream, s.id, currPage, pageSize),
        (row) => commentSource(s.id, row),
      ),
    detailPath: (s) => `/short-video-detail?id=${encodeURIComponent(s.id)}`,
  },
  ShortVideoAuthor: {
    nickname: (a) => a.nickname,
    avatar: (a) => imageFrom(a.avatar, a.nickname),
  },
  ShortVideoComment: {
    id: (c) => scopedGlobalId('ShortVideoComment', c.videoId, String(c.row.id)),
    content: (c) => c.row.content ?? '',
    author: (c) => ({ nickname: text(c.row.userName) ?? '', avatar: text(c.row.headImg) }),
    createdAt: (c) => chinaDateTime(c.row.createTime),
  },
  ScenicMedia: { __resolveType: (s) => s.__typename },
  ScenicImage: {
    ...libraryFields,
    image: (s) => imageFrom(s.row.url, text(s.row.title) ?? '') ?? { url: '', alt: text(s.row.title) ?? '' },
  },
  ScenicVideo: { ...libraryFields, video: (s) => mediaOf(s.row), duration: (s) => seconds(s.row.duration) },
  ScenicAudio: { ...libraryFields, audio: (s) => mediaOf(s.row), duration: (s) => seconds(s.row.duration) },
  Panorama: { ...libraryFields, panoramaUrl: (s) => mediaUrl(s.row.url) ?? '' },
};
