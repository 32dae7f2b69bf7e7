/**
 * res/api/heritage: the intangible-heritage calls (API.md "Intangible heritage"): the home's
 * aggregate, lists and details of projects, inheritors, bases, food, news and media, the map's
 * points, and the signed-in caller's followed inheritors and their updates. Lists take `ids`
 * (comma-separated) to look several up in one call. Counts come as strings; a signed-in
 * caller's rows carry `userResourceStatus`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { input, paging, requireSite, type AppContext, type SiteRow } from '../../context.ts';
import { emptyPage, fail, list, makePage, ok, pageOf } from '../../envelope.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { refused } from '../../refusal.ts';
import { userStatuses } from '../interactions/index.ts';
import { siteLanguageOf } from '../demo.ts';
import { avatar, base, baseTypeName, categoryName, inheritor, KINDS, media, news, project, str, type Kind, type Lang } from './items.ts';
import { mapBounds, mapSvg } from './map.ts';
import { heritageStore, Where, type Counts, type Row } from './store.ts';
import { HERITAGE_TEXTS as T, type BaseKind } from './texts.ts';
import { BASE_KINDS, BASE_TYPES, RESOURCE } from './types.ts';

const langOf = (site: SiteRow): Lang => siteLanguageOf(site.site_language);

/** `ids=1,2,3` → the numbers (at most 100), or null when the parameter is absent. */
function idsParam(req: FastifyRequest): number[] | null {
  const raw = input(req, 'ids');
  if (raw === '') return null;
  return [
    ...new Set(
      raw
        .split(',')
        .map((s) => Number.parseInt(s.trim(), 10))
        .filter((n) => Number.isSafeInteger(n)),
    ),
  ].slice(0, 100);
}

const intParam = (req: FastifyRequest, name: string): number | null => {
  const n = Number.parseInt(input(req, name), 10);
  return Number.isSafeInteger(n) ? n : null;
};

/** Likes, favourites, comments; the caller's state when signed in. */
function withCounts(
  ctx: AppContext,
  req: FastifyRequest,
  type: (row: Row) => string,
  rows: Row[],
  items: Record<string, unknown>[],
): Record<string, unknown>[] {
  const store = heritageStore(ctx.db);
  const user = callerOf(ctx, req);
  const byType = new Map<string, number[]>();
  rows.forEach((r) => byType.set(type(r), [...(byType.get(type(r)) ?? []), r.id]));
  const counts = new Map<string, Counts>();
  const statuses = new Map<string, ReturnType<typeof userStatuses>>();
  for (const [t, ids] of byType) {
    for (const c of store.counts(t, ids)) counts.set(`${t}:${c.id}`, c);
    if (user) statuses.set(t, userStatuses(ctx.db, user.unid, t, ids));
  }
  return items.map((item, i) => {
    const row = rows[i]!;
    const c = counts.get(`${type(row)}:${row.id}`);
    const s = statuses.get(type(row))?.get(row.id);
    return {
      ...item,
      likeNum: String(c?.like_num ?? 0),
      collectionNum: String(c?.collection_num ?? 0),
      commentNum: String(c?.comment_num ?? 0),
      ...(s
        ? { userResourceStatus: { thumbStatus: s.likeStatus, collectionStatus: s.collectionStatus, resourceFansStatus: s.focusStatus } }
        : {}),
    };
  });
}

/** A list call: the kind's filters on top of site (and ids); `datas` + `page`. */
function listRoute(
  api: FastifyInstance,
  ctx: AppContext,
  path: string,
  kind: Kind,
  filters: (req: FastifyRequest, where: Where) => void,
): void {
  const store = heritageStore(ctx.db);
  api.get(`/res/api/heritage/${path}`, async (req) => {
    const site = requireSite(req);
    const where = new Where().add(`${kind.alias}.site_code = ?`, site.site_code);
    const ids = idsParam(req);
    if (ids) {
      if (ids.length === 0) return emptyPage({ currPage: 1, pageSize: 10 });
      where.add(`${kind.alias}.id IN (${ids.map(() => '?').join(',')})`, ...ids);
    }
    filters(req, where);
    const pg = ids ? null : paging(req);
    const total = store.count(kind.select, where);
    const rows = store.rows(kind.select, where, kind.order, pg ? { limit: pg.pageSize, offset: pg.offset } : undefined);
    const items = withCounts(
      ctx,
      req,
      kind.type,
      rows,
      rows.map((r) => kind.item(langOf(site), r, false)),
    );
    return list(items, pg ? makePage(total, pg.currPage, pg.pageSize) : makePage(total, 1, Math.max(total, 1)));
  });
}

/** A detail call (`id`): the list object, `content`, and what `more` adds. */
function detailRoute(
  api: FastifyInstance,
  ctx: AppContext,
  path: string,
  kind: Kind,
  more: (lang: Lang, row: Row) => Record<string, unknown> = () => ({}),
): void {
  const store = heritageStore(ctx.db);
  api.get(`/res/api/heritage/${path}`, async (req) => {
    const site = requireSite(req);
    const lang = langOf(site);
    const id = intParam(req, 'id');
    const row = id === null ? undefined : store.byId(kind.select, kind.alias, id, site.site_code);
    if (!row) return refused(T.noSuchResource);
    const [item] = withCounts(ctx, req, kind.type, [row], [kind.item(lang, row, true)]);
    return ok({ ...item, content: row.content, ...more(lang, row) });
  });
}

const keyword = (req: FastifyRequest, where: Where, column: string) => {
  const k = input(req, 'keyword').trim();
  if (k) where.add(`instr(lower(${column}), lower(?)) > 0`, k);
};
const level = (req: FastifyRequest, where: Where, column: string) => {
  const l = intParam(req, 'level');
  if (l !== null) where.add(`${column} = ?`, l);
};
const byId = (req: FastifyRequest, where: Where, param: string, sql: string) => {
  const id = intParam(req, param);
  if (id !== null) where.add(sql, id);
};

function registerProjectsAndPeople(api: FastifyInstance, ctx: AppContext): void {
  const store = heritageStore(ctx.db);
  listRoute(api, ctx, 'projectList', KINDS.project, (req, where) => {
    level(req, where, 'p.level');
    const type = intParam(req, 'type');
    if (type !== null) where.add('p.category = ?', type);
    keyword(req, where, 'p.name');
    const region = input(req, 'region').trim();
    if (/^\d{6,12}$/.test(region)) where.add('p.region LIKE ?', `${region.replace(/0+$/, '')}%`);
  });
  detailRoute(api, ctx, 'projectDetail', KINDS.project, (lang, row) => ({
    inheritorList: store.projectInheritors(row.id).map((r) => inheritor(lang, r)),
    baseList: store.projectBases(row.id).map((r) => base(lang, r)),
  }));

  listRoute(api, ctx, 'inheritorList', KINDS.inheritor, (req, where) => {
    level(req, where, 'h.level');
    keyword(req, where, 'h.name');
    byId(req, where, 'projectId', 'h.id IN (SELECT inheritor_id FROM heritage_project_inheritors WHERE project_id = ?)');
  });
  detailRoute(api, ctx, 'inheritorDetail', KINDS.inheritor, (lang, row) => ({
    projectList: store.inheritorProjects(row.id).map((r) => project(lang, r)),
  }));

  listRoute(api, ctx, 'baseList', KINDS.base, (req, where) => {
    const kinds = input(req, 'baseType')
      .split(',')
      .map((s) => s.trim().toUpperCase())
      .filter((s): s is BaseKind => (BASE_KINDS as string[]).includes(s));
    if (kinds.length) where.add(`b.base_type IN (${kinds.map(() => '?').join(',')})`, ...kinds);
    keyword(req, where, 'b.name');
    byId(req, where, 'projectId', 'b.id IN (SELECT base_id FROM heritage_base_projects WHERE project_id = ?)');
  });
  detailRoute(api, ctx, 'baseDetail', KINDS.base, (lang, row) => ({
    projectList: store.baseProjects(row.id).map((r) => project(lang, r)),
  }));
}

function registerFoodAndMedia(api: FastifyInstance, ctx: AppContext): void {
  listRoute(api, ctx, 'foodList', KINDS.food, (req, where) => {
    keyword(req, where, 'f.name');
    byId(req, where, 'projectId', 'f.project_id = ?');
  });
  detailRoute(api, ctx, 'foodDetail', KINDS.food);

  listRoute(api, ctx, 'newsList', KINDS.news, (req, where) => {
    byId(req, where, 'projectId', 'n.project_id = ?');
    byId(req, where, 'inheritorId', 'n.inheritor_id = ?');
  });
  detailRoute(api, ctx, 'newsDetail', KINDS.news);

  listRoute(api, ctx, 'mediaList', KINDS.media, (req, where) => {
    const type = input(req, 'mediaType').trim().toUpperCase();
    if (type === 'VIDEO' || type === 'AUDIO') where.add('m.media_type = ?', type);
    byId(req, where, 'projectId', 'm.project_id = ?');
    byId(req, where, 'inheritorId', 'm.inheritor_id = ?');
  });
}

/** The home's aggregate and the map's points. */
function registerHomeAndMap(api: FastifyInstance, ctx: AppContext): void {
  const store = heritageStore(ctx.db);
  api.get('/res/api/heritage/index', async (req) => {
    const site = requireSite(req);
    const lang = langOf(site);
    const take = (kind: Kind, where: Where, order: string, n: number) => {
      const rows = store.rows(kind.select, where, order, { limit: n, offset: 0 });
      return withCounts(
        ctx,
        req,
        kind.type,
        rows,
        rows.map((r) => kind.item(lang, r, false)),
      );
    };
    const onSite = (alias: string) => new Where().add(`${alias}.site_code = ?`, site.site_code);
    const counts = Object.fromEntries(Object.entries(store.homeCounts(site.site_code)).map(([key, n]) => [key, String(n)]));
    return ok({
      bannerList: take(KINDS.project, onSite('p').add('p.level = 1'), 'p.show_num DESC, p.id', 3),
      projectList: take(KINDS.project, onSite('p'), KINDS.project.order, 6),
      inheritorList: take(KINDS.inheritor, onSite('h'), KINDS.inheritor.order, 8),
      newsList: take(KINDS.news, onSite('n'), KINDS.news.order, 4),
      videoList: take(KINDS.media, onSite('m').add("m.media_type = 'VIDEO'"), KINDS.media.order, 4),
      audioList: take(KINDS.media, onSite('m').add("m.media_type = 'AUDIO'"), KINDS.media.order, 3),
      countInfo: counts,
    });
  });

  api.get('/res/api/heritage/mapData', async (req) => {
    const site = requireSite(req);
    const lang = langOf(site);
    const bounds = mapBounds(ctx.db, site.site_code);
    const point = (r: Row, resourceType: string, level: string, typeName: unknown) => ({
      id: String(r.id),
      name: r.name,
      resourceType,
      level,
      typeName,
      longitude: str(r.longitude),
      latitude: str(r.latitude),
    });
    const points = [
      ...store.mapProjects(site.site_code).map((r) => point(r, RESOURCE.PROJECT, String(r.level), categoryName(lang, r.category))),
      ...store
        .mapBases(site.site_code)
        .map((r) => point(r, BASE_TYPES[r.base_type as BaseKind], '', baseTypeName(lang, String(r.base_type)) ?? '')),
      ...store.mapFoods(site.site_code).map((r) => point(r, RESOURCE.FOOD, '', r.shop_name)),
    ];
    return ok({
      mapUrl: `@/files/heritage/map-${site.site_code}.svg`,
      width: String(bounds.width),
      height: String(bounds.height),
      west: String(bounds.west),
      east: String(bounds.east),
      south: String(bounds.south),
      north: String(bounds.north),
      pointList: points,
    });
  });
}

/** The caller's followed inheritors and their updates. */
function registerFollowed(api: FastifyInstance, ctx: AppContext): void {
  const store = heritageStore(ctx.db);
  api.get('/res/api/heritage/focusInheritorList', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const pg = paging(req);
    const rows = store.followed(site.site_code, user.unid, pg.pageSize, pg.offset);
    const lang = langOf(site);
    return pageOf(
      withCounts(
        ctx,
        req,
        () => RESOURCE.PERSON,
        rows,
        rows.map((r) => inheritor(lang, r)),
      ),
      store.followedCount(site.site_code, user.unid),
      pg,
    );
  });

  api.get('/res/api/heritage/focusDynamicList', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const pg = paging(req);
    const refs = store.dynamics(site.site_code, user.unid, pg.pageSize, pg.offset);
    const newsRows = new Map(store.newsByIds(refs.filter((r) => r.kind === 'NEWS').map((r) => r.id)).map((r) => [r.id, r]));
    const mediaRows = new Map(store.mediaByIds(refs.filter((r) => r.kind !== 'NEWS').map((r) => r.id)).map((r) => [r.id, r]));
    const heads = store.heads(site.site_code);
    const items = refs.map((ref) => {
      if (ref.kind === 'NEWS') {
        const r = newsRows.get(ref.id)!;
        return {
          dynamicType: 'NEWS',
          resourceType: RESOURCE.NEWS,
          ...news(r),
          inheritorHeadImg: avatar(heads.get(Number(r.inheritor_id))),
        };
      }
      const r = mediaRows.get(ref.id)!;
      return { dynamicType: ref.kind, resourceType: RESOURCE.MEDIA, ...media(r) };
    });
    return pageOf(items, store.dynamicsCount(site.site_code, user.unid), pg);
  });
}

export function routes(api: FastifyInstance, ctx: AppContext): void {
  registerProjectsAndPeople(api, ctx);
  registerFoodAndMedia(api, ctx);
  registerHomeAndMap(api, ctx);
  registerFollowed(api, ctx);
}

/** The heritage map's image of a site (`map-<siteCode>.svg`). */
export function publicRoutes(app: FastifyInstance, ctx: AppContext): void {
  const store = heritageStore(ctx.db);
  app.get<{ Params: { file: string } }>('/files/heritage/:file', async (req, reply) => {
    const site = req.params.file.match(/^map-(site\d{1,12})\.svg$/)?.[1];
    const name = site ? store.siteName(site) : undefined;
    const svg = site && name ? mapSvg(ctx.db, site, name) : null;
    if (!svg) return reply.code(404).send(fail(404, T.noSuchFile));
    return reply.header('Cache-Control', 'public, max-age=3600').type('image/svg+xml').send(svg);
  });
}
