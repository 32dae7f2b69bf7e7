/** The live family's calls: stream lists, a stream, the pinned ones, the ones around; and the HLS files the streams play. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { input, paging, requireSite, type AppContext } from '../../context.ts';
import { emptyPage, fail, ok, pageOf, plainList } from '../../envelope.ts';
import { refused } from '../../refusal.ts';
import { imageRef } from '../../resources.ts';
import { distanceMetres } from '../../geo.ts';
import { formatChinaTime } from '../../time.ts';
import { livePlaylist, liveSegment, replayPlaylist, SEGMENTS } from './hls.ts';
import { liveStore, type LiveFilter, type LiveRow } from './store.ts';
import { LIVE_TEXTS as T } from './texts.ts';

/** The vendor's live item: times as China-time strings ("" for none), numbers as strings. */
function liveItem(row: LiveRow, nowMs: number): Record<string, unknown> {
  const ended = row.end_at !== null && nowMs >= row.end_at;
  return {
    id: String(row.id),
    title: row.title,
    coverImg: imageRef(row.cover),
    anchorName: row.anchor,
    summary: row.summary,
    liveType: row.kind === 'SLOW' ? '2' : '1',
    startTime: formatChinaTime(row.start_at),
    endTime: row.end_at === null ? '' : formatChinaTime(row.end_at),
    // the pull address is always there; the replay only once it ended, and only when one was kept
    liveUrl: `@/files/hls/live/${row.id}.m3u8`,
    playbackUrl: ended && row.replay ? `@/files/hls/replay/${row.id}.m3u8` : '',
    scenicId: row.scenic_id === null ? '' : String(row.scenic_id),
    scenicName: row.scenic_name,
    address: row.address,
    longitude: String(row.longitude),
    latitude: String(row.latitude),
    viewNum: String(row.view_num),
    top: String(row.top),
  };
}

function sendMedia(reply: FastifyReply, type: string, body: string | Buffer, cache: string) {
  return reply.header('Cache-Control', cache).header('Access-Control-Allow-Origin', '*').type(type).send(body);
}

function registerLists(api: FastifyInstance, ctx: AppContext): void {
  const store = liveStore(ctx.db);
  /**
   * liveList: currPage, pageSize; liveType 1 (broadcasts) or 2 (slow lives); scenicId; ids
   * (comma-separated, at most 50: those streams, in any order). Pinned first, then by sort.
   */
  api.get('/res/api/live/liveList', async (req) => {
    const site = requireSite(req);
    const filter: LiveFilter = { siteCode: site.site_code };
    const liveType = input(req, 'liveType');
    if (liveType === '1' || liveType === '2') filter.kind = liveType === '2' ? 'SLOW' : 'EVENT';
    const scenicId = input(req, 'scenicId');
    if (/^\d{1,18}$/.test(scenicId)) filter.scenicId = Number(scenicId);
    const ids = input(req, 'ids')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => /^\d{1,18}$/.test(s))
      .slice(0, 50);
    if (input(req, 'ids') !== '') {
      if (ids.length === 0) return emptyPage({ currPage: 1, pageSize: 10 });
      filter.ids = ids.map(Number);
    }
    const { currPage, pageSize, offset } = paging(req);
    const rows = store.page(filter, pageSize, offset);
    const now = ctx.clock.now();
    return pageOf(
      rows.map((r) => liveItem(r, now)),
      store.count(filter),
      { currPage, pageSize },
    );
  });

  /** liveTop: the pinned streams (the list's banner), at most 5. */
  api.get('/res/api/live/liveTop', async (req) => {
    const site = requireSite(req);
    const now = ctx.clock.now();
    return plainList(store.top(site.site_code).map((r) => liveItem(r, now)));
  });
}

function registerStream(api: FastifyInstance, ctx: AppContext): void {
  const store = liveStore(ctx.db);
  /** liveDetail: id. Counts a view. */
  api.get('/res/api/live/liveDetail', async (req) => {
    const site = requireSite(req);
    const id = Number.parseInt(input(req, 'id'), 10);
    const row = Number.isSafeInteger(id) ? store.byId(site.site_code, id) : undefined;
    if (!row) return refused(T.noSuchLive);
    store.viewed(row.id);
    return ok(liveItem({ ...row, view_num: row.view_num + 1 }, ctx.clock.now()));
  });

  /**
   * liveAroundList: id (a stream: the others nearest to it) or longitude + latitude; pageSize
   * (default 6, at most 20). Nearest first, with `distance` in metres.
   */
  api.get('/res/api/live/liveAroundList', async (req) => {
    const site = requireSite(req);
    const id = Number.parseInt(input(req, 'id'), 10);
    let lng = Number.parseFloat(input(req, 'longitude'));
    let lat = Number.parseFloat(input(req, 'latitude'));
    if (Number.isSafeInteger(id)) {
      const row = store.byId(site.site_code, id);
      if (!row) return refused(T.noSuchLive);
      lng = row.longitude;
      lat = row.latitude;
    }
    if (!Number.isFinite(lng) || !Number.isFinite(lat)) return refused(T.noPosition);
    const size = Math.min(20, Math.max(1, Number.parseInt(input(req, 'pageSize'), 10) || 6));
    const rows = store.others(site.site_code, Number.isSafeInteger(id) ? id : -1);
    const now = ctx.clock.now();
    const sorted = rows
      .map((r) => ({ r, d: distanceMetres({ latitude: lat, longitude: lng }, r) }))
      .sort((a, b) => a.d - b.d || a.r.sort - b.r.sort)
      .slice(0, size);
    return plainList(sorted.map(({ r, d }) => ({ ...liveItem(r, now), distance: String(Math.round(d)) })));
  });
}

export function routes(api: FastifyInstance, ctx: AppContext): void {
  registerLists(api, ctx);
  registerStream(api, ctx);
}

export function publicRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { file: string } }>('/files/hls/:file', async (req, reply) => {
    const index = req.params.file.match(/^seg([0-9])\.ts$/)?.[1];
    const body = index !== undefined ? SEGMENTS[Number(index)] : undefined;
    if (!body) return reply.code(404).send(fail(404, T.noSuchFile));
    return sendMedia(reply, 'video/mp2t', body, 'public, max-age=86400, immutable');
  });
  app.get<{ Params: { file: string } }>('/files/hls/replay/:file', async (req, reply) => {
    if (!/^\d{1,18}\.m3u8$/.test(req.params.file)) return reply.code(404).send(fail(404, T.noSuchFile));
    return sendMedia(reply, 'application/vnd.apple.mpegurl', replayPlaylist(), 'public, max-age=86400');
  });
  app.get<{ Params: { file: string } }>('/files/hls/live/:file', async (req, reply) => {
    // a live playlist changes every segment: never cached; a segment never changes
    if (/^\d{1,18}\.m3u8$/.test(req.params.file))
      return sendMedia(reply, 'application/vnd.apple.mpegurl', livePlaylist(ctx.clock.now()), 'no-cache');
    const seq = req.params.file.match(/^seq-(\d{1,15})\.ts$/)?.[1];
    if (seq !== undefined) return sendMedia(reply, 'video/mp2t', liveSegment(Number(seq)), 'public, max-age=3600');
    return reply.code(404).send(fail(404, T.noSuchFile));
  });
}
