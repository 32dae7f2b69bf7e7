/** The guided-tours family's calls: tour lists, a tour with its map and points, its routes, its points by type; and the maps themselves. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { input, paging, requireSite, type AppContext } from '../../context.ts';
import { emptyPage, fail, ok, pageOf, plainList } from '../../envelope.ts';
import { refused } from '../../refusal.ts';
import { imageRef } from '../../resources.ts';
import { AUDIO_FILE, siteLanguageOf } from '../demo.ts';
import { MAP_HEIGHT, MAP_WIDTH, tourMapSvg } from './map.ts';
import { guidedToursStore, type PointRow, type TourFilter, type TourRow } from './store.ts';
import { TOUR_TEXTS as T, WORDS } from './texts.ts';

const LEVEL_NAMES: Record<number, string> = { 5: 'AAAAA', 4: 'AAAA', 3: 'AAA' };

function tourItem(row: TourRow, pointNum: number): Record<string, unknown> {
  return {
    id: String(row.id),
    title: row.title,
    summary: row.summary,
    coverImg: imageRef(row.cover),
    level: String(row.level),
    levelName: LEVEL_NAMES[row.level] ?? '',
    scenicId: row.scenic_id === null ? '' : String(row.scenic_id),
    scenicName: row.scenic_name,
    pointNum: String(pointNum),
    viewNum: String(row.view_num),
  };
}

function pointItem(p: PointRow, typeNames: Readonly<Record<string, string>>): Record<string, unknown> {
  return {
    id: String(p.id),
    name: p.name,
    type: p.type,
    typeName: typeNames[p.type] ?? p.type,
    summary: p.summary,
    x: String(p.x),
    y: String(p.y),
    longitude: String(p.longitude),
    latitude: String(p.latitude),
    audioUrl: p.audio ? AUDIO_FILE(p.audio) : '',
    audioTime: p.audio_seconds > 0 ? String(p.audio_seconds) : '',
    imgUrl: imageRef(p.image),
  };
}

const typeNamesOf = (req: FastifyRequest) => WORDS[siteLanguageOf(req.site?.site_language)].typeNames;

function registerLists(api: FastifyInstance, ctx: AppContext): void {
  const store = guidedToursStore(ctx.db);
  function page(req: FastifyRequest, filter: TourFilter) {
    const { currPage, pageSize, offset } = paging(req);
    const rows = store.page(filter, pageSize, offset);
    const counts = store.pointCounts(rows.map((r) => r.id));
    return pageOf(
      rows.map((r) => tourItem(r, counts.get(r.id) ?? 0)),
      store.count(filter),
      { currPage, pageSize },
    );
  }

  /** getApiList: currPage, pageSize; level (5, 4 or 3); ids (those tours). By sort. */
  api.get('/res/api/guidedTour/getApiList', async (req) => {
    const filter: TourFilter = { siteCode: requireSite(req).site_code };
    const level = input(req, 'level');
    if (/^[345]$/.test(level)) filter.level = Number(level);
    const raw = input(req, 'ids');
    if (raw !== '') {
      const ids = raw
        .split(',')
        .map((s) => s.trim())
        .filter((s) => /^\d{1,18}$/.test(s))
        .slice(0, 50)
        .map(Number);
      if (ids.length === 0) return emptyPage({ currPage: 1, pageSize: 10 });
      filter.ids = ids;
    }
    return page(req, filter);
  });

  /** reTitleSearch: title (a keyword in the tour's title or its scenic area's name); currPage, pageSize. */
  api.get('/res/api/guidedTour/reTitleSearch', async (req) => {
    const title = input(req, 'title').trim();
    if (title === '') return refused(T.noKeyword);
    return page(req, { siteCode: requireSite(req).site_code, keyword: title });
  });

  /** getApiTourLevelList: the levels the site's tours have, with their counts (the list's filter). */
  api.get('/res/api/guidedTour/getApiTourLevelList', async (req) => {
    const rows = store.levels(requireSite(req).site_code);
    return plainList(rows.map((r) => ({ level: String(r.level), levelName: LEVEL_NAMES[r.level] ?? '', num: String(r.n) })));
  });
}

function registerTour(api: FastifyInstance, ctx: AppContext): void {
  const store = guidedToursStore(ctx.db);
  const tourOf = (req: FastifyRequest) => {
    const id = Number.parseInt(input(req, 'id'), 10);
    return Number.isSafeInteger(id) ? store.tour(requireSite(req).site_code, id) : undefined;
  };

  /** getApiDetail: id. The tour with its map (address, size, ground box) and its points. Counts a view. */
  api.get('/res/api/guidedTour/getApiDetail', async (req) => {
    const row = tourOf(req);
    if (!row) return refused(T.noSuchTour);
    store.viewed(row.id);
    const points = store.points(row.id);
    const typeNames = typeNamesOf(req);
    return ok({
      ...tourItem({ ...row, view_num: row.view_num + 1 }, points.length),
      mapUrl: `@/files/tour-maps/${row.id}.svg`,
      mapWidth: String(MAP_WIDTH),
      mapHeight: String(MAP_HEIGHT),
      west: String(row.west),
      east: String(row.east),
      south: String(row.south),
      north: String(row.north),
      points: points.map((p) => pointItem(p, typeNames)),
    });
  });

  /** getApiRoute: id (the tour). Its recommended routes: the points in walking order (pointIds), minutes, metres. */
  api.get('/res/api/guidedTour/getApiRoute', async (req) => {
    const row = tourOf(req);
    if (!row) return refused(T.noSuchTour);
    return plainList(
      store.routes(row.id).map((r) => ({
        id: String(r.id),
        name: r.name,
        summary: r.summary,
        duration: String(r.minutes),
        distance: String(r.metres),
        pointIds: r.point_ids,
      })),
    );
  });

  /** guidedTourResourceCount: id (the tour). How many points of each type it has. */
  api.get('/res/api/guidedTour/guidedTourResourceCount', async (req) => {
    const row = tourOf(req);
    if (!row) return refused(T.noSuchTour);
    const typeNames = typeNamesOf(req);
    return plainList(store.typeCounts(row.id).map((r) => ({ type: r.type, typeName: typeNames[r.type] ?? r.type, num: String(r.n) })));
  });
}

export function routes(api: FastifyInstance, ctx: AppContext): void {
  registerLists(api, ctx);
  registerTour(api, ctx);
}

export function publicRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = guidedToursStore(ctx.db);
  app.get<{ Params: { file: string } }>('/files/tour-maps/:file', async (req, reply: FastifyReply) => {
    const id = req.params.file.match(/^(\d{1,18})\.svg$/)?.[1];
    if (!id || !store.tourExists(Number(id))) return reply.code(404).send(fail(404, T.noSuchFile));
    const svg = tourMapSvg(String(Number(id)), store.mapPoints(Number(id)));
    return reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(svg);
  });
}
