/** The media family's calls: short videos with their comments and likes, the multimedia library; and the panoramas themselves. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formInput, input, paging, requireSite, type AppContext } from '../../context.ts';
import { emptyPage, fail, ok, pageOf } from '../../envelope.ts';
import { imageRef } from '../../resources.ts';
import { formatChinaTime } from '../../time.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { refused } from '../../refusal.ts';
import { AUDIO_FILE, VIDEO_FILE } from '../demo.ts';
import { panoramaPng } from './panorama.ts';
import { mediaStore, type LibraryRow, type MediaFilter, type StreamRow } from './store.ts';
import { COMMENT_MAX, MEDIA_TEXTS as T } from './texts.ts';

type MediaStore = ReturnType<typeof mediaStore>;

/** `ids` (comma-separated, at most 50) → the numeric ids; null when the parameter is absent. */
function idsParam(req: FastifyRequest): number[] | null {
  const raw = input(req, 'ids');
  if (raw === '') return null;
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d{1,18}$/.test(s))
    .slice(0, 50)
    .map(Number);
}

function fileOf(row: LibraryRow): string {
  switch (row.kind) {
    case 'IMAGE':
      return imageRef(row.file);
    case 'VIDEO':
      return VIDEO_FILE(row.file);
    case 'AUDIO':
      return AUDIO_FILE(row.file);
    default:
      return `@/files/panoramas/${row.file}.png`;
  }
}

/** The list filter of a request (scenicId, ids); null when `ids` names nothing (an empty page). */
function filterOf(req: FastifyRequest): MediaFilter | null {
  const filter: MediaFilter = { siteCode: requireSite(req).site_code };
  const scenicId = input(req, 'scenicId');
  if (/^\d{1,18}$/.test(scenicId)) filter.scenicId = Number(scenicId);
  const ids = idsParam(req);
  if (ids !== null) {
    if (ids.length === 0) return null;
    filter.ids = ids;
  }
  return filter;
}

function streamItem(store: MediaStore, row: StreamRow, userId: number | null): Record<string, unknown> {
  return {
    id: String(row.id),
    title: row.title,
    videoUrl: VIDEO_FILE(row.video),
    coverImg: imageRef(row.cover),
    nickName: row.author,
    headImg: `@/files/avatars/${row.author_unid}.svg`,
    resourceId: row.scenic_id === null ? '' : String(row.scenic_id),
    resourceType: 'CONTENT_TYPE_SCENERY',
    resourceName: row.scenic_name,
    duration: String(row.duration),
    likeNum: String(row.like_num),
    commentNum: String(row.comment_num),
    showNum: String(row.view_num),
    likeStatus: userId !== null && store.liked(row.id, userId) ? 1 : 0,
    publishTime: formatChinaTime(row.created_at),
  };
}

function libraryItem(r: LibraryRow): Record<string, unknown> {
  return {
    id: String(r.id),
    title: r.title,
    description: r.description,
    url: fileOf(r),
    coverImg: imageRef(r.cover),
    resourceId: r.scenic_id === null ? '' : String(r.scenic_id),
    resourceName: r.scenic_name,
    duration: r.duration > 0 ? String(r.duration) : '',
    createTime: formatChinaTime(r.created_at),
  };
}

/** The site's video the input `id` names, if any. */
function streamOf(store: MediaStore, req: FastifyRequest, raw: string): StreamRow | undefined {
  const id = Number.parseInt(raw, 10);
  return Number.isSafeInteger(id) ? store.stream(requireSite(req).site_code, id) : undefined;
}

function registerStreams(api: FastifyInstance, ctx: AppContext): void {
  const store = mediaStore(ctx.db);
  /** list: currPage, pageSize; scenicId; ids (those videos). Newest first; likeStatus for the caller. */
  api.get('/res/api/streamMedia/list', async (req) => {
    const filter = filterOf(req);
    if (!filter) return emptyPage({ currPage: 1, pageSize: 10 });
    const { currPage, pageSize, offset } = paging(req);
    const rows = store.streams(filter, pageSize, offset);
    const userId = callerOf(ctx, req)?.id ?? null;
    return pageOf(
      rows.map((r) => streamItem(store, r, userId)),
      store.streamCount(filter),
      { currPage, pageSize },
    );
  });

  /** getCommentByone: id (the video), currPage, pageSize. Newest first. */
  api.get('/res/api/streamMedia/getCommentByone', async (req) => {
    const row = streamOf(store, req, input(req, 'id'));
    if (!row) return refused(T.noSuchVideo);
    const { currPage, pageSize, offset } = paging(req);
    const rows = store.comments(row.id, pageSize, offset);
    const items = rows.map((c) => ({
      id: String(c.id),
      content: c.content,
      userName: c.cancelled ? T.cancelledUser : c.nickname,
      headImg: c.head_img,
      createTime: formatChinaTime(c.created_at),
    }));
    return pageOf(items, store.commentCount(row.id), { currPage, pageSize });
  });
}

function registerReactions(api: FastifyInstance, ctx: AppContext): void {
  const store = mediaStore(ctx.db);
  /**
   * like (POST form): id, likeStatus 1 to like or 0 to take it back (default 1). Idempotent; the
   * counter and the caller's state change in one transaction. Answers the new likeNum / likeStatus.
   */
  api.post('/res/api/streamMedia/like', async (req) => {
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const row = streamOf(store, req, formInput(req, 'id'));
    if (!row) return refused(T.noSuchVideo);
    const want = formInput(req, 'likeStatus') !== '0';
    const likes = store.setLike(row.id, user.id, want, ctx.clock.now());
    return ok({ id: String(row.id), likeNum: String(likes), likeStatus: want ? 1 : 0 });
  });

  /** saveComment (POST form): id (the video), content (1 to 200 characters). Answers the new comment's id. */
  api.post('/res/api/streamMedia/saveComment', async (req) => {
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const row = streamOf(store, req, formInput(req, 'id'));
    if (!row) return refused(T.noSuchVideo);
    const content = formInput(req, 'content').trim();
    if (content === '') return refused(T.noComment);
    if ([...content].length > COMMENT_MAX) return refused(T.commentTooLong);
    return ok({ id: String(store.addComment(row, user.id, content, ctx.clock.now())) });
  });
}

/** The multimedia library: one list call per kind, the same parameters and item shape. */
function registerLibrary(api: FastifyInstance, ctx: AppContext): void {
  const store = mediaStore(ctx.db);
  const LISTS: Record<string, string> = { imageList: 'IMAGE', videoList: 'VIDEO', voiceList: 'AUDIO', panoramaList: 'PANORAMA' };
  for (const [path, kind] of Object.entries(LISTS)) {
    /** currPage, pageSize; scenicId (one scenic area's); ids (those items). Newest first. */
    api.get(`/res/api/multimedia/${path}`, async (req) => {
      const filter = filterOf(req);
      if (!filter) return emptyPage({ currPage: 1, pageSize: 10 });
      const { currPage, pageSize, offset } = paging(req);
      const rows = store.library(kind, filter, pageSize, offset);
      return pageOf(rows.map(libraryItem), store.libraryCount(kind, filter), { currPage, pageSize });
    });
  }
}

export function routes(api: FastifyInstance, ctx: AppContext): void {
  registerStreams(api, ctx);
  registerReactions(api, ctx);
  registerLibrary(api, ctx);
}

export function publicRoutes(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>('/files/panoramas/:file', async (req, reply) => {
    const name = req.params.file.match(/^([\w-]{1,120})\.png$/)?.[1];
    if (!name) return reply.code(404).send(fail(404, T.noSuchFile));
    // a WebGL texture: the app on another origin reads it with CORS
    return reply
      .header('Cache-Control', 'public, max-age=86400, immutable')
      .header('Access-Control-Allow-Origin', '*')
      .type('image/png')
      .send(panoramaPng(name));
  });
}
