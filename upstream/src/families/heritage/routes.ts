/**
 * res/api/heritage: the intangible-heritage calls (API.md "Intangible heritage"): the home's
 * aggregate, lists and details of projects, inheritors, bases, food, news and media, the map's
 * points, and the signed-in caller's followed inheritors and their updates. Lists take `ids`
 * (comma-separated) to look several up in one call. Counts come as strings; a signed-in
 * caller's rows carry `userResourceStatus`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type Database from 'better-sqlite3';
import { input, paging, requireSite, type AppContext, type Paging, type SiteRow } from '../../context.ts';
import { emptyPage, fail, list, makePage, ok, pageOf } from '../../envelope.ts';
import { imageRef, imagesString } from '../../resources.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { userStatuses } from '../../users.ts';
import { siteLanguageOf, type InLanguages, type SiteLanguage } from '../demo.ts';
import { CATEGORY_NAMES, LEVEL_NAMES, type BaseKind } from './data.ts';
import { mapBounds } from './map.ts';
import { BASE_KINDS, BASE_TYPES, RESOURCE } from './types.ts';

type Row = Record<string, unknown> & { id: number };
/** The site's language: the labels the calls add (category, level, base kind) are in it. */
type Lang = SiteLanguage;

const langOf = (site: SiteRow): Lang => siteLanguageOf(site.site_language);

/** `baseTypeName` per language. */
const BASE_TYPE_NAMES: InLanguages<Record<BaseKind, string>> = {
  CN: { EXPERIENCE: '体验基地', PROTECT: '保护基地', TEACHING: '传习所' },
  FRENCH: { EXPERIENCE: "Lieu d'expérience", PROTECT: 'Base de protection', TEACHING: 'Atelier-école' },
  EN: { EXPERIENCE: 'Experience base', PROTECT: 'Protection base', TEACHING: 'Teaching workshop' },
  JAPANESE: { EXPERIENCE: '体験拠点', PROTECT: '保護拠点', TEACHING: '伝習所' },
  KOREAN: { EXPERIENCE: '체험 기지', PROTECT: '보호 기지', TEACHING: '전수관' },
};
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const avatar = (name: unknown) => `@/files/avatars/${String(name)}.svg`;

/** `ids=1,2,3` → the numbers (at most 100), or null when the parameter is absent. */
function idsParam(req: FastifyRequest): number[] | null {
  const raw = input(req, 'ids');
  if (raw === '') return null;
  return [...new Set(raw.split(',').map((s) => Number.parseInt(s.trim(), 10)).filter((n) => Number.isSafeInteger(n)))].slice(0, 100);
}

const intParam = (req: FastifyRequest, name: string): number | null => {
  const n = Number.parseInt(input(req, name), 10);
  return Number.isSafeInteger(n) ? n : null;
};

/** The SQL of a list: conditions and their parameters, built up per call. */
class Where {
  readonly parts: string[] = [];
  readonly params: unknown[] = [];
  add(sql: string, ...params: unknown[]): this {
    this.parts.push(sql);
    this.params.push(...params);
    return this;
  }
  get sql(): string {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}

/** Likes, favourites, comments; the caller's state when signed in. */
function withCounts(db: Database.Database, ctx: AppContext, req: FastifyRequest, type: (row: Row) => string, rows: Row[], items: Record<string, unknown>[]): Record<string, unknown>[] {
  const user = callerOf(ctx, req);
  const byType = new Map<string, number[]>();
  rows.forEach((r) => byType.set(type(r), [...(byType.get(type(r)) ?? []), r.id]));
  const counts = new Map<string, { like_num: number; collection_num: number; comment_num: number }>();
  const statuses = new Map<string, ReturnType<typeof userStatuses>>();
  for (const [t, ids] of byType) {
    const found = db
      .prepare(`SELECT resource_id AS id, like_num, collection_num, comment_num FROM interactions WHERE resource_type = ? AND resource_id IN (${ids.map(() => '?').join(',')})`)
      .all(t, ...ids) as { id: number; like_num: number; collection_num: number; comment_num: number }[];
    for (const c of found) counts.set(`${t}:${c.id}`, c);
    if (user) statuses.set(t, userStatuses(db, user.unid, t, ids));
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
      ...(s ? { userResourceStatus: { thumbStatus: s.likeStatus, collectionStatus: s.collectionStatus, resourceFansStatus: s.focusStatus } } : {}),
    };
  });
}

export function registerHeritageRoutes(api: FastifyInstance, ctx: AppContext): void {
  const db = ctx.db;

  // ---- row → vendor object ---------------------------------------------------------------
  const project = (lang: Lang, r: Row, detail = false) => ({
    id: String(r.id),
    name: r.name,
    type: String(r.category),
    typeName: CATEGORY_NAMES[lang][Number(r.category) - 1] ?? '',
    level: String(r.level),
    levelName: LEVEL_NAMES[lang][Number(r.level) - 1] ?? '',
    declareYear: String(r.year),
    region: r.region,
    regionName: r.region_name,
    protectUnit: r.unit,
    images: imagesString(String(r.images)),
    summary: r.summary,
    // coordinates: strings on lists, numbers on the detail (as the vendor's other objects)
    longitude: detail ? r.longitude : str(r.longitude),
    latitude: detail ? r.latitude : str(r.latitude),
    showNum: String(r.show_num),
    inheritorNum: String(r.inheritor_num ?? 0),
  });
  const PROJECT_SELECT = `SELECT p.*, (SELECT COUNT(*) FROM heritage_project_inheritors l WHERE l.project_id = p.id) AS inheritor_num FROM heritage_projects p`;

  const inheritor = (lang: Lang, r: Row) => ({
    id: String(r.id),
    name: r.name,
    sex: String(r.sex),
    birthYear: String(r.birth_year),
    nation: r.nation,
    level: String(r.level),
    levelName: LEVEL_NAMES[lang][Number(r.level) - 1] ?? '',
    headImg: avatar(r.head_img),
    images: imagesString(String(r.images)),
    summary: r.summary,
    region: r.region,
    regionName: r.region_name,
    projectId: str(r.project_id),
    projectName: str(r.project_name),
    fansNum: String(Number(r.fans_base) + Number(r.followers ?? 0)),
  });
  const INHERITOR_SELECT = `SELECT h.*,
      (SELECT l.project_id FROM heritage_project_inheritors l WHERE l.inheritor_id = h.id ORDER BY l.sort LIMIT 1) AS project_id,
      (SELECT p.name FROM heritage_project_inheritors l JOIN heritage_projects p ON p.id = l.project_id WHERE l.inheritor_id = h.id ORDER BY l.sort LIMIT 1) AS project_name,
      (SELECT COUNT(*) FROM user_interactions u WHERE u.resource_type = '${RESOURCE.PERSON}' AND u.resource_id = h.id AND u.followed = 1) AS followers
    FROM heritage_inheritors h`;

  const baseTypeName = (lang: Lang, kind: string): string | undefined => (BASE_TYPE_NAMES[lang] as Record<string, string>)[kind];
  const base = (lang: Lang, r: Row, detail = false) => ({
    id: String(r.id),
    name: r.name,
    baseType: r.base_type,
    baseTypeName: baseTypeName(lang, String(r.base_type)) ?? '',
    address: r.address,
    region: r.region,
    regionName: r.region_name,
    longitude: detail ? r.longitude : str(r.longitude),
    latitude: detail ? r.latitude : str(r.latitude),
    phone: r.phone,
    openTime: r.open_time,
    images: imagesString(String(r.images)),
    summary: r.summary,
    projectNames: str(r.project_names),
  });
  const BASE_SELECT = `SELECT b.*, (SELECT group_concat(name, ',') FROM (SELECT p.name FROM heritage_base_projects l JOIN heritage_projects p ON p.id = l.project_id
      WHERE l.base_id = b.id ORDER BY l.sort)) AS project_names FROM heritage_bases b`;

  const food = (r: Row, detail = false) => ({
    id: String(r.id),
    name: r.name,
    images: imagesString(String(r.images)),
    summary: r.summary,
    projectId: str(r.project_id),
    projectName: str(r.project_name),
    shopName: r.shop_name,
    address: r.address,
    regionName: r.region_name,
    price: String(r.price),
    longitude: detail ? r.longitude : str(r.longitude),
    latitude: detail ? r.latitude : str(r.latitude),
  });
  const FOOD_SELECT = `SELECT f.*, p.name AS project_name FROM heritage_foods f LEFT JOIN heritage_projects p ON p.id = f.project_id`;

  const news = (r: Row) => ({
    id: String(r.id),
    title: r.title,
    summary: r.summary,
    author: r.author,
    publishTime: r.publish_time,
    images: imagesString(String(r.images)),
    showNum: String(r.show_num),
    top: r.top,
    projectId: str(r.project_id),
    projectName: str(r.project_name),
    inheritorId: str(r.inheritor_id),
    inheritorName: str(r.inheritor_name),
  });
  const NEWS_SELECT = `SELECT n.*, p.name AS project_name, h.name AS inheritor_name FROM heritage_news n
    LEFT JOIN heritage_projects p ON p.id = n.project_id LEFT JOIN heritage_inheritors h ON h.id = n.inheritor_id`;

  const media = (r: Row) => ({
    id: String(r.id),
    title: r.title,
    summary: r.summary,
    mediaType: r.media_type,
    coverImg: imageRef(String(r.cover)),
    url: r.url,
    duration: String(r.duration),
    projectId: str(r.project_id),
    projectName: str(r.project_name),
    inheritorId: str(r.inheritor_id),
    inheritorName: str(r.inheritor_name),
    inheritorHeadImg: r.inheritor_head ? avatar(r.inheritor_head) : '',
    publishTime: r.publish_time,
    playNum: String(r.play_num),
  });
  const MEDIA_SELECT = `SELECT m.*, p.name AS project_name, h.name AS inheritor_name, h.head_img AS inheritor_head FROM heritage_media m
    LEFT JOIN heritage_projects p ON p.id = m.project_id LEFT JOIN heritage_inheritors h ON h.id = m.inheritor_id`;

  // ---- the generic list / detail ----------------------------------------------------------
  interface Kind {
    select: string;
    alias: string;
    order: string;
    type(row: Row): string;
    item(lang: Lang, row: Row, detail: boolean): Record<string, unknown>;
  }
  const KINDS = {
    project: { select: PROJECT_SELECT, alias: 'p', order: 'p.sort, p.id', type: () => RESOURCE.PROJECT, item: (l, r, d) => project(l, r, d) },
    inheritor: { select: INHERITOR_SELECT, alias: 'h', order: 'h.sort, h.id', type: () => RESOURCE.PERSON, item: (l, r) => inheritor(l, r) },
    base: { select: BASE_SELECT, alias: 'b', order: 'b.sort, b.id', type: (r) => BASE_TYPES[r.base_type as BaseKind], item: (l, r, d) => base(l, r, d) },
    food: { select: FOOD_SELECT, alias: 'f', order: 'f.sort, f.id', type: () => RESOURCE.FOOD, item: (_l, r, d) => food(r, d) },
    news: { select: NEWS_SELECT, alias: 'n', order: 'n.top DESC, n.publish_time DESC, n.id', type: () => RESOURCE.NEWS, item: (_l, r) => news(r) },
    media: { select: MEDIA_SELECT, alias: 'm', order: 'm.publish_time DESC, m.id', type: () => RESOURCE.MEDIA, item: (_l, r) => media(r) },
  } satisfies Record<string, Kind>;

  function rowsOf(kind: Kind, where: Where, pg: Paging | null): { rows: Row[]; total: number } {
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM (${kind.select} ${where.sql})`).get(...where.params) as { n: number }).n;
    const limit = pg ? ` LIMIT ${pg.pageSize} OFFSET ${pg.offset}` : '';
    const rows = db.prepare(`${kind.select} ${where.sql} ORDER BY ${kind.order}${limit}`).all(...where.params) as Row[];
    return { rows, total };
  }

  /** A list call: the kind's filters on top of site (and ids); `datas` + `page`. */
  function listRoute(path: string, kind: Kind, filters: (req: FastifyRequest, where: Where) => void) {
    api.get(`/res/api/heritage/${path}`, async (req) => {
      const site = requireSite(req);
      const lang = langOf(site);
      const where = new Where().add(`${kind.alias}.site_code = ?`, site.site_code);
      const ids = idsParam(req);
      if (ids) {
        if (ids.length === 0) return emptyPage({ currPage: 1, pageSize: 10 });
        where.add(`${kind.alias}.id IN (${ids.map(() => '?').join(',')})`, ...ids);
      }
      filters(req, where);
      const pg = ids ? null : paging(req);
      const { rows, total } = rowsOf(kind, where, pg);
      const items = withCounts(db, ctx, req, kind.type, rows, rows.map((r) => kind.item(lang, r, false)));
      return list(items, pg ? makePage(total, pg.currPage, pg.pageSize) : makePage(total, 1, Math.max(total, 1)));
    });
  }

  /** A detail call (`id`): the list object, `content`, and what `more` adds. */
  function detailRoute(path: string, kind: Kind, more: (lang: Lang, row: Row) => Record<string, unknown> = () => ({})) {
    api.get(`/res/api/heritage/${path}`, async (req) => {
      const site = requireSite(req);
      const lang = langOf(site);
      const id = intParam(req, 'id');
      const row = id === null ? undefined : (db.prepare(`${kind.select} WHERE ${kind.alias}.id = ? AND ${kind.alias}.site_code = ?`).get(id, site.site_code) as Row | undefined);
      if (!row) return fail(1, '资源不存在');
      const [item] = withCounts(db, ctx, req, kind.type, [row], [kind.item(lang, row, true)]);
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

  listRoute('projectList', KINDS.project, (req, where) => {
    level(req, where, 'p.level');
    const type = intParam(req, 'type');
    if (type !== null) where.add('p.category = ?', type);
    keyword(req, where, 'p.name');
    const region = input(req, 'region').trim();
    if (/^\d{6,12}$/.test(region)) where.add('p.region LIKE ?', `${region.replace(/0+$/, '')}%`);
  });
  detailRoute('projectDetail', KINDS.project, (lang, row) => ({
    inheritorList: (db.prepare(`${INHERITOR_SELECT} JOIN heritage_project_inheritors l ON l.inheritor_id = h.id WHERE l.project_id = ? ORDER BY l.sort, h.sort`).all(row.id) as Row[]).map((r) => inheritor(lang, r)),
    baseList: (db.prepare(`${BASE_SELECT} JOIN heritage_base_projects l ON l.base_id = b.id WHERE l.project_id = ? ORDER BY b.base_type, b.sort`).all(row.id) as Row[]).map((r) => base(lang, r)),
  }));

  listRoute('inheritorList', KINDS.inheritor, (req, where) => {
    level(req, where, 'h.level');
    keyword(req, where, 'h.name');
    const projectId = intParam(req, 'projectId');
    if (projectId !== null) where.add('h.id IN (SELECT inheritor_id FROM heritage_project_inheritors WHERE project_id = ?)', projectId);
  });
  detailRoute('inheritorDetail', KINDS.inheritor, (lang, row) => ({
    projectList: (db.prepare(`${PROJECT_SELECT} JOIN heritage_project_inheritors l ON l.project_id = p.id WHERE l.inheritor_id = ? ORDER BY l.sort`).all(row.id) as Row[]).map((r) => project(lang, r)),
  }));

  listRoute('baseList', KINDS.base, (req, where) => {
    const kinds = input(req, 'baseType').split(',').map((s) => s.trim().toUpperCase()).filter((s): s is BaseKind => (BASE_KINDS as string[]).includes(s));
    if (kinds.length) where.add(`b.base_type IN (${kinds.map(() => '?').join(',')})`, ...kinds);
    keyword(req, where, 'b.name');
    const projectId = intParam(req, 'projectId');
    if (projectId !== null) where.add('b.id IN (SELECT base_id FROM heritage_base_projects WHERE project_id = ?)', projectId);
  });
  detailRoute('baseDetail', KINDS.base, (lang, row) => ({
    projectList: (db.prepare(`${PROJECT_SELECT} JOIN heritage_base_projects l ON l.project_id = p.id WHERE l.base_id = ? ORDER BY l.sort`).all(row.id) as Row[]).map((r) => project(lang, r)),
  }));

  listRoute('foodList', KINDS.food, (req, where) => {
    keyword(req, where, 'f.name');
    const projectId = intParam(req, 'projectId');
    if (projectId !== null) where.add('f.project_id = ?', projectId);
  });
  detailRoute('foodDetail', KINDS.food);

  listRoute('newsList', KINDS.news, (req, where) => {
    const projectId = intParam(req, 'projectId');
    if (projectId !== null) where.add('n.project_id = ?', projectId);
    const inheritorId = intParam(req, 'inheritorId');
    if (inheritorId !== null) where.add('n.inheritor_id = ?', inheritorId);
  });
  detailRoute('newsDetail', KINDS.news);

  listRoute('mediaList', KINDS.media, (req, where) => {
    const type = input(req, 'mediaType').trim().toUpperCase();
    if (type === 'VIDEO' || type === 'AUDIO') where.add('m.media_type = ?', type);
    const projectId = intParam(req, 'projectId');
    if (projectId !== null) where.add('m.project_id = ?', projectId);
    const inheritorId = intParam(req, 'inheritorId');
    if (inheritorId !== null) where.add('m.inheritor_id = ?', inheritorId);
  });

  // ---- the home's aggregate -------------------------------------------------------------
  api.get('/res/api/heritage/index', async (req) => {
    const site = requireSite(req);
    const lang = langOf(site);
    const take = (kind: Kind, where: Where, order: string, n: number) => {
      const rows = db.prepare(`${kind.select} ${where.sql} ORDER BY ${order} LIMIT ${n}`).all(...where.params) as Row[];
      return withCounts(db, ctx, req, kind.type, rows, rows.map((r) => kind.item(lang, r, false)));
    };
    const onSite = (alias: string) => new Where().add(`${alias}.site_code = ?`, site.site_code);
    const count = (sql: string, ...params: unknown[]) => String((db.prepare(sql).get(site.site_code, ...params) as { n: number }).n);
    return ok({
      bannerList: take(KINDS.project, onSite('p').add('p.level = 1'), 'p.show_num DESC, p.id', 3),
      projectList: take(KINDS.project, onSite('p'), KINDS.project.order, 6),
      inheritorList: take(KINDS.inheritor, onSite('h'), KINDS.inheritor.order, 8),
      newsList: take(KINDS.news, onSite('n'), KINDS.news.order, 4),
      videoList: take(KINDS.media, onSite('m').add("m.media_type = 'VIDEO'"), KINDS.media.order, 4),
      audioList: take(KINDS.media, onSite('m').add("m.media_type = 'AUDIO'"), KINDS.media.order, 3),
      countInfo: {
        projectNum: count('SELECT COUNT(*) AS n FROM heritage_projects WHERE site_code = ?'),
        inheritorNum: count('SELECT COUNT(*) AS n FROM heritage_inheritors WHERE site_code = ?'),
        experienceBaseNum: count("SELECT COUNT(*) AS n FROM heritage_bases WHERE site_code = ? AND base_type = 'EXPERIENCE'"),
        protectBaseNum: count("SELECT COUNT(*) AS n FROM heritage_bases WHERE site_code = ? AND base_type = 'PROTECT'"),
        teachingBaseNum: count("SELECT COUNT(*) AS n FROM heritage_bases WHERE site_code = ? AND base_type = 'TEACHING'"),
        foodNum: count('SELECT COUNT(*) AS n FROM heritage_foods WHERE site_code = ?'),
        newsNum: count('SELECT COUNT(*) AS n FROM heritage_news WHERE site_code = ?'),
        videoNum: count("SELECT COUNT(*) AS n FROM heritage_media WHERE site_code = ? AND media_type = 'VIDEO'"),
        audioNum: count("SELECT COUNT(*) AS n FROM heritage_media WHERE site_code = ? AND media_type = 'AUDIO'"),
      },
    });
  });

  // ---- the map --------------------------------------------------------------------------
  api.get('/res/api/heritage/mapData', async (req) => {
    const site = requireSite(req);
    const lang = langOf(site);
    const bounds = mapBounds(db, site.site_code);
    const points = [
      ...(db.prepare('SELECT id, name, level, category, longitude, latitude FROM heritage_projects WHERE site_code = ? AND longitude IS NOT NULL ORDER BY sort, id').all(site.site_code) as Row[]).map((r) => ({
        id: String(r.id), name: r.name, resourceType: RESOURCE.PROJECT, level: String(r.level), typeName: CATEGORY_NAMES[lang][Number(r.category) - 1] ?? '',
        longitude: str(r.longitude), latitude: str(r.latitude),
      })),
      ...(db.prepare('SELECT id, name, base_type, longitude, latitude FROM heritage_bases WHERE site_code = ? AND longitude IS NOT NULL ORDER BY base_type, sort, id').all(site.site_code) as Row[]).map((r) => ({
        id: String(r.id), name: r.name, resourceType: BASE_TYPES[r.base_type as BaseKind], level: '', typeName: baseTypeName(lang, String(r.base_type)) ?? '',
        longitude: str(r.longitude), latitude: str(r.latitude),
      })),
      ...(db.prepare('SELECT id, name, shop_name, longitude, latitude FROM heritage_foods WHERE site_code = ? AND longitude IS NOT NULL ORDER BY sort, id').all(site.site_code) as Row[]).map((r) => ({
        id: String(r.id), name: r.name, resourceType: RESOURCE.FOOD, level: '', typeName: r.shop_name,
        longitude: str(r.longitude), latitude: str(r.latitude),
      })),
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

  // ---- the caller's followed inheritors and their updates ----------------------------------
  api.get('/res/api/heritage/focusInheritorList', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const pg = paging(req);
    const where = new Where()
      .add('h.site_code = ?', site.site_code)
      .add(`u.user_id = ? AND u.resource_type = '${RESOURCE.PERSON}' AND u.followed = 1`, user.unid);
    const from = `${INHERITOR_SELECT.replace('FROM heritage_inheritors h', 'FROM heritage_inheritors h JOIN user_interactions u ON u.resource_id = h.id')}`;
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM (${from} ${where.sql})`).get(...where.params) as { n: number }).n;
    const rows = db.prepare(`${from} ${where.sql} ORDER BY u.updated_at DESC, h.id LIMIT ? OFFSET ?`).all(...where.params, pg.pageSize, pg.offset) as Row[];
    const lang = langOf(site);
    return pageOf(withCounts(db, ctx, req, () => RESOURCE.PERSON, rows, rows.map((r) => inheritor(lang, r))), total, pg);
  });

  api.get('/res/api/heritage/focusDynamicList', async (req) => {
    const site = requireSite(req);
    const user = callerOf(ctx, req);
    if (!user) return notLoggedIn();
    const pg = paging(req);
    const followed = `SELECT resource_id FROM user_interactions WHERE user_id = ? AND resource_type = '${RESOURCE.PERSON}' AND followed = 1`;
    const union = `SELECT 'NEWS' AS kind, n.id, n.publish_time FROM heritage_news n WHERE n.site_code = ? AND n.inheritor_id IN (${followed})
      UNION ALL SELECT m.media_type AS kind, m.id, m.publish_time FROM heritage_media m WHERE m.site_code = ? AND m.inheritor_id IN (${followed})`;
    const params = [site.site_code, user.unid, site.site_code, user.unid];
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM (${union})`).get(...params) as { n: number }).n;
    const refs = db.prepare(`${union} ORDER BY publish_time DESC, id DESC LIMIT ? OFFSET ?`).all(...params, pg.pageSize, pg.offset) as { kind: string; id: number }[];
    const newsRows = new Map((refs.some((r) => r.kind === 'NEWS') ? (db.prepare(`${NEWS_SELECT} WHERE n.id IN (${refs.filter((r) => r.kind === 'NEWS').map((r) => r.id).join(',')})`).all() as Row[]) : []).map((r) => [r.id, r]));
    const mediaRows = new Map((refs.some((r) => r.kind !== 'NEWS') ? (db.prepare(`${MEDIA_SELECT} WHERE m.id IN (${refs.filter((r) => r.kind !== 'NEWS').map((r) => r.id).join(',')})`).all() as Row[]) : []).map((r) => [r.id, r]));
    const heads = new Map((db.prepare(`SELECT id, head_img FROM heritage_inheritors WHERE site_code = ?`).all(site.site_code) as Row[]).map((r) => [r.id, r.head_img]));
    const items = refs.map((ref) => {
      if (ref.kind === 'NEWS') {
        const r = newsRows.get(ref.id)!;
        return { dynamicType: 'NEWS', resourceType: RESOURCE.NEWS, ...news(r), inheritorHeadImg: avatar(heads.get(Number(r.inheritor_id))) };
      }
      const r = mediaRows.get(ref.id)!;
      return { dynamicType: ref.kind, resourceType: RESOURCE.MEDIA, ...media(r) };
    });
    return pageOf(items, total, pg);
  });
}
