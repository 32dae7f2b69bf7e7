/**
 * Guided tours (doc 3 §7 "Guided tour": res/api/guidedTour/getApiList, getApiDetail, getApiRoute,
 * reTitleSearch, getApiTourLevelList, guidedTourResourceCount): a scenic area's audio guide over
 * its own hand-drawn map (./map.ts, served at /files/tour-maps/<id>.svg). A tour has points
 * (spots with an audio commentary, and facilities) placed on the map and on the ground (the map
 * covers a west/east/south/north box, so a visitor's position lands on it), and recommended routes
 * through them.
 */
import type Database from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import type { UpstreamFamily } from '../../family.ts';
import { input, paging, requireSite } from '../../context.ts';
import { fail, list, makePage, ok, plainList } from '../../envelope.ts';
import { imageRef } from '../../resources.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { AUDIO_FILE, demoScenics, demoSites } from '../demo.ts';
import { MAP_HEIGHT, MAP_WIDTH, tourMapSvg } from './map.ts';

export const GUIDED_TOUR_TYPE = 'CONTENT_TYPE_GUIDED_TOUR';

interface TourRow {
  id: number;
  site_code: string;
  scenic_id: number | null;
  scenic_name: string;
  title: string;
  summary: string;
  cover: string;
  level: number;
  west: number;
  east: number;
  south: number;
  north: number;
  view_num: number;
  sort: number;
}

interface PointRow {
  id: number;
  tour_id: number;
  name: string;
  type: string;
  summary: string;
  x: number;
  y: number;
  longitude: number;
  latitude: number;
  audio: string;
  audio_seconds: number;
  image: string;
  sort: number;
}

interface RouteRow {
  id: number;
  tour_id: number;
  name: string;
  summary: string;
  minutes: number;
  metres: number;
  point_ids: string;
  sort: number;
}

const LEVEL_NAMES: Record<number, string> = { 5: 'AAAAA', 4: 'AAAA', 3: 'AAA' };
const TYPE_NAMES: Record<string, { cn: string; fr: string }> = {
  SPOT: { cn: '景点', fr: 'Site' },
  ENTRANCE: { cn: '出入口', fr: 'Entrée' },
  SERVICE: { cn: '游客中心', fr: 'Accueil' },
  TOILET: { cn: '卫生间', fr: 'Toilettes' },
  PARKING: { cn: '停车场', fr: 'Parking' },
};

const THEMES_CN = ['经典导览', '深度游', '亲子导览', '摄影导览', '历史人文导览', '自然生态导览'];
const THEMES_FR = ['Visite classique', 'Visite approfondie', 'En famille', 'Visite photo', 'Histoire et culture', 'Nature'];
const SPOTS_CN = ['观景台', '古戏台', '石拱桥', '钟楼', '碑林', '听涛亭', '百年古树', '镜湖', '龙潭', '文昌阁', '望江楼', '竹林小径'];
const SPOTS_FR = ['Belvédère', 'Ancien théâtre', 'Pont de pierre', 'Tour de la cloche', 'Forêt de stèles', 'Pavillon des vagues', 'Arbre centenaire', 'Lac miroir', 'Bassin du dragon', 'Pavillon Wenchang', 'Tour du fleuve', 'Sentier des bambous'];
const TOUR_COUNT = 12;
/** Half the map's box on the ground, in degrees (about 1.3 km by 1.6 km). */
const SPAN_LNG = 0.0065;
const SPAN_LAT = 0.0072;

function seedTours(db: Database.Database): void {
  const insertTour = db.prepare(`INSERT INTO guided_tours (site_code, scenic_id, scenic_name, title, summary, cover, level, west, east, south, north, view_num, sort)
    VALUES (@siteCode, @scenicId, @scenicName, @title, @summary, @cover, @level, @west, @east, @south, @north, @viewNum, @sort)`);
  const insertPoint = db.prepare(`INSERT INTO guided_tour_points (tour_id, name, type, summary, x, y, longitude, latitude, audio, audio_seconds, image, sort)
    VALUES (@tourId, @name, @type, @summary, @x, @y, @longitude, @latitude, @audio, @audioSeconds, @image, @sort)`);
  const insertRoute = db.prepare(`INSERT INTO guided_tour_routes (tour_id, name, summary, minutes, metres, point_ids, sort)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  for (const site of demoSites(db)) {
    const rng = mulberry32(hashString(`tours:${site.siteCode}`));
    const scenics = demoScenics(db, site);
    for (let t = 0; t < TOUR_COUNT; t++) {
      const scenic = scenics[t % scenics.length]!;
      const theme = (site.french ? THEMES_FR : THEMES_CN)[Math.floor(t / scenics.length) % THEMES_CN.length]!;
      const level = 5 - (t % 3);
      const cLng = scenic.longitude;
      const cLat = scenic.latitude;
      const tourId = Number(
        insertTour.run({
          siteCode: site.siteCode,
          scenicId: scenic.id || null,
          scenicName: scenic.name,
          title: site.french ? `${scenic.name} — ${theme}` : `${scenic.name}·${theme}`,
          summary: site.french
            ? `Un audioguide pour découvrir ${scenic.name} à votre rythme : suivez la carte, écoutez chaque étape.`
            : `跟着手绘地图游览${scenic.name}，每到一处即可收听语音讲解。`,
          cover: `tour-${site.siteCode}-${t + 1}`,
          level,
          west: cLng - SPAN_LNG,
          east: cLng + SPAN_LNG,
          south: cLat - SPAN_LAT,
          north: cLat + SPAN_LAT,
          viewNum: rng.int(300, 30000),
          sort: t + 1,
        }).lastInsertRowid,
      );
      // points around a loop through the map, spots mostly, a few facilities
      const spotCount = 6 + (t % 3);
      const facilities = ['ENTRANCE', 'SERVICE', 'TOILET', 'PARKING'];
      const total = spotCount + facilities.length;
      const start = rng.next() * Math.PI * 2;
      const names = rng.shuffle(site.french ? SPOTS_FR : SPOTS_CN);
      const spotIds: number[] = [];
      let spotIndex = 0;
      for (let i = 0; i < total; i++) {
        const angle = start + (i / total) * Math.PI * 2;
        const radius = 0.28 + rng.next() * 0.1;
        const x = Math.min(0.9, Math.max(0.1, 0.5 + Math.cos(angle) * radius * 1.05));
        const y = Math.min(0.9, Math.max(0.1, 0.5 + Math.sin(angle) * radius * 1.1));
        // every third point from the entrance on is a facility
        const type = i % 3 === 0 && i / 3 < facilities.length ? facilities[i / 3]! : 'SPOT';
        const typeName = TYPE_NAMES[type]!;
        const name = type === 'SPOT' ? names[spotIndex++ % names.length]! : site.french ? typeName.fr : typeName.cn;
        const id = Number(
          insertPoint.run({
            tourId,
            name,
            type,
            summary:
              type === 'SPOT'
                ? site.french
                  ? `${name} : une étape de ${scenic.name}. Écoutez son histoire en vous promenant.`
                  : `${name}是${scenic.name}的必游之处，边走边听它的故事。`
                : site.french
                  ? `${name} de ${scenic.name}.`
                  : `${scenic.name}${name}。`,
            x: Math.round(x * 1e4) / 1e4,
            y: Math.round(y * 1e4) / 1e4,
            longitude: Math.round((cLng - SPAN_LNG + x * 2 * SPAN_LNG) * 1e6) / 1e6,
            latitude: Math.round((cLat + SPAN_LAT - y * 2 * SPAN_LAT) * 1e6) / 1e6,
            audio: type === 'SPOT' ? `tour-point-${site.siteCode}-${t + 1}-${i + 1}` : '',
            audioSeconds: type === 'SPOT' ? rng.int(40, 240) : 0,
            image: `tour-point-${site.siteCode}-${t + 1}-${i + 1}`,
            sort: i + 1,
          }).lastInsertRowid,
        );
        if (type === 'SPOT') spotIds.push(id);
      }
      const all = spotIds.join(',');
      const half = spotIds.slice(0, Math.ceil(spotIds.length / 2)).join(',');
      insertRoute.run(tourId, site.french ? 'Le grand tour' : '全景线路', site.french ? 'Toutes les étapes, sans se presser.' : '走遍全部景点，慢慢游。', 150 + spotCount * 10, 2400 + spotCount * 180, all, 1);
      insertRoute.run(tourId, site.french ? 'L’essentiel en 1 h' : '精华一小时', site.french ? 'Les incontournables pour un temps court.' : '时间不多？只看最精华的几处。', 60, 1200 + spotCount * 60, half, 2);
    }
  }
}

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

export const guidedToursFamily: UpstreamFamily = {
  name: 'guided-tours',
  migrations: [
    {
      version: 1,
      name: 'guided tours, their points and routes',
      sql: `
        CREATE TABLE guided_tours (
          id INTEGER PRIMARY KEY,
          site_code TEXT NOT NULL,
          scenic_id INTEGER,
          scenic_name TEXT NOT NULL,
          title TEXT NOT NULL,
          summary TEXT NOT NULL,
          cover TEXT NOT NULL,
          level INTEGER NOT NULL,
          west REAL NOT NULL,
          east REAL NOT NULL,
          south REAL NOT NULL,
          north REAL NOT NULL,
          view_num INTEGER NOT NULL DEFAULT 0,
          sort INTEGER NOT NULL
        );
        CREATE INDEX guided_tours_site ON guided_tours (site_code, sort, id);
        CREATE TABLE guided_tour_points (
          id INTEGER PRIMARY KEY,
          tour_id INTEGER NOT NULL REFERENCES guided_tours (id),
          name TEXT NOT NULL,
          type TEXT NOT NULL,
          summary TEXT NOT NULL,
          x REAL NOT NULL,
          y REAL NOT NULL,
          longitude REAL NOT NULL,
          latitude REAL NOT NULL,
          audio TEXT NOT NULL,
          audio_seconds INTEGER NOT NULL,
          image TEXT NOT NULL,
          sort INTEGER NOT NULL
        );
        CREATE INDEX guided_tour_points_tour ON guided_tour_points (tour_id, sort, id);
        CREATE TABLE guided_tour_routes (
          id INTEGER PRIMARY KEY,
          tour_id INTEGER NOT NULL REFERENCES guided_tours (id),
          name TEXT NOT NULL,
          summary TEXT NOT NULL,
          minutes INTEGER NOT NULL,
          metres INTEGER NOT NULL,
          point_ids TEXT NOT NULL,
          sort INTEGER NOT NULL
        );
        CREATE INDEX guided_tour_routes_tour ON guided_tour_routes (tour_id, sort, id);
      `,
    },
  ],
  seed(db, env) {
    seedTours(db);
    // the scenic and French sites carry a "coming soon" GUIDE_TOUR entry in sites.ts: it is real now
    db.prepare("UPDATE menus SET develop = '0', icon = 'map-pinned' WHERE menu_code = 'GUIDE_TOUR' AND location = 'SERVICE'").run();
    const has = db.prepare("SELECT 1 FROM menus WHERE site_code = ? AND menu_code = 'GUIDE_TOUR' AND location = 'SERVICE'");
    for (const site of demoSites(db)) {
      if (site.siteCode === 'site620200' || has.get(site.siteCode)) continue;
      env.addServiceMenu(site.siteCode, [{ name: site.french ? 'Audioguide' : '智慧导览', menuCode: 'GUIDE_TOUR', icon: 'map-pinned', sort: 1 }]);
    }
  },
  resourceTables: [{ type: GUIDED_TOUR_TYPE, table: 'guided_tours', nameSql: 'title', imagesSql: 'cover' }],
  referencePaths: ['res/api/guidedTour/getApiTourLevelList'],
  routes(api, ctx) {
    const db = ctx.db;
    const pointCounts = (ids: number[]) =>
      new Map(
        ids.length === 0
          ? []
          : (db.prepare(`SELECT tour_id, COUNT(*) AS n FROM guided_tour_points WHERE tour_id IN (${ids.map(() => '?').join(',')}) GROUP BY tour_id`).all(...ids) as { tour_id: number; n: number }[]).map(
              (r) => [r.tour_id, r.n],
            ),
      );
    const tourOf = (req: FastifyRequest, name = 'id') => {
      const id = Number.parseInt(input(req, name), 10);
      return Number.isSafeInteger(id) ? (db.prepare('SELECT * FROM guided_tours WHERE id = ? AND site_code = ?').get(id, requireSite(req).site_code) as TourRow | undefined) : undefined;
    };

    function page(req: FastifyRequest, where: string[], args: unknown[]) {
      const { currPage, pageSize, offset } = paging(req);
      const total = (db.prepare(`SELECT COUNT(*) AS n FROM guided_tours WHERE ${where.join(' AND ')}`).get(...args) as { n: number }).n;
      const rows = db.prepare(`SELECT * FROM guided_tours WHERE ${where.join(' AND ')} ORDER BY sort, id LIMIT ? OFFSET ?`).all(...args, pageSize, offset) as TourRow[];
      const counts = pointCounts(rows.map((r) => r.id));
      return list(rows.map((r) => tourItem(r, counts.get(r.id) ?? 0)), makePage(total, currPage, pageSize));
    }

    /** getApiList: currPage, pageSize; level (5, 4 or 3); ids (those tours). By sort. */
    api.get('/res/api/guidedTour/getApiList', async (req) => {
      const where = ['site_code = ?'];
      const args: unknown[] = [requireSite(req).site_code];
      const level = input(req, 'level');
      if (/^[345]$/.test(level)) {
        where.push('level = ?');
        args.push(Number(level));
      }
      const raw = input(req, 'ids');
      if (raw !== '') {
        const ids = raw.split(',').map((s) => s.trim()).filter((s) => /^\d{1,18}$/.test(s)).slice(0, 50).map(Number);
        if (ids.length === 0) return list([], makePage(0, 1, 10));
        where.push(`id IN (${ids.map(() => '?').join(',')})`);
        args.push(...ids);
      }
      return page(req, where, args);
    });

    /** reTitleSearch: title (a keyword in the tour's title or its scenic area's name); currPage, pageSize. */
    api.get('/res/api/guidedTour/reTitleSearch', async (req) => {
      const title = input(req, 'title').trim();
      if (title === '') return fail(1, '请输入搜索内容');
      const like = `%${title.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return page(req, ['site_code = ?', "(title LIKE ? ESCAPE '\\' OR scenic_name LIKE ? ESCAPE '\\')"], [requireSite(req).site_code, like, like]);
    });

    /** getApiTourLevelList: the levels the site's tours have, with their counts (the list's filter). */
    api.get('/res/api/guidedTour/getApiTourLevelList', async (req) => {
      const rows = db.prepare('SELECT level, COUNT(*) AS n FROM guided_tours WHERE site_code = ? GROUP BY level ORDER BY level DESC').all(requireSite(req).site_code) as { level: number; n: number }[];
      return plainList(rows.map((r) => ({ level: String(r.level), levelName: LEVEL_NAMES[r.level] ?? '', num: String(r.n) })));
    });

    /** getApiDetail: id. The tour with its map (address, size, ground box) and its points. Counts a view. */
    api.get('/res/api/guidedTour/getApiDetail', async (req) => {
      const row = tourOf(req);
      if (!row) return fail(1, '导览不存在');
      db.prepare('UPDATE guided_tours SET view_num = view_num + 1 WHERE id = ?').run(row.id);
      const points = db.prepare('SELECT * FROM guided_tour_points WHERE tour_id = ? ORDER BY sort, id').all(row.id) as PointRow[];
      const french = req.site?.site_language === 'FRENCH';
      return ok({
        ...tourItem({ ...row, view_num: row.view_num + 1 }, points.length),
        mapUrl: `@/files/tour-maps/${row.id}.svg`,
        mapWidth: String(MAP_WIDTH),
        mapHeight: String(MAP_HEIGHT),
        west: String(row.west),
        east: String(row.east),
        south: String(row.south),
        north: String(row.north),
        points: points.map((p) => ({
          id: String(p.id),
          name: p.name,
          type: p.type,
          typeName: french ? TYPE_NAMES[p.type]?.fr ?? p.type : TYPE_NAMES[p.type]?.cn ?? p.type,
          summary: p.summary,
          x: String(p.x),
          y: String(p.y),
          longitude: String(p.longitude),
          latitude: String(p.latitude),
          audioUrl: p.audio ? AUDIO_FILE(p.audio) : '',
          audioTime: p.audio_seconds > 0 ? String(p.audio_seconds) : '',
          imgUrl: imageRef(p.image),
        })),
      });
    });

    /** getApiRoute: id (the tour). Its recommended routes: the points in walking order (pointIds), minutes, metres. */
    api.get('/res/api/guidedTour/getApiRoute', async (req) => {
      const row = tourOf(req);
      if (!row) return fail(1, '导览不存在');
      const routes = db.prepare('SELECT * FROM guided_tour_routes WHERE tour_id = ? ORDER BY sort, id').all(row.id) as RouteRow[];
      return plainList(
        routes.map((r) => ({ id: String(r.id), name: r.name, summary: r.summary, duration: String(r.minutes), distance: String(r.metres), pointIds: r.point_ids })),
      );
    });

    /** guidedTourResourceCount: id (the tour). How many points of each type it has. */
    api.get('/res/api/guidedTour/guidedTourResourceCount', async (req) => {
      const row = tourOf(req);
      if (!row) return fail(1, '导览不存在');
      const french = req.site?.site_language === 'FRENCH';
      const rows = db.prepare('SELECT type, COUNT(*) AS n FROM guided_tour_points WHERE tour_id = ? GROUP BY type ORDER BY MIN(sort)').all(row.id) as { type: string; n: number }[];
      return plainList(rows.map((r) => ({ type: r.type, typeName: french ? TYPE_NAMES[r.type]?.fr ?? r.type : TYPE_NAMES[r.type]?.cn ?? r.type, num: String(r.n) })));
    });
  },
  publicRoutes(app, ctx) {
    const tour = ctx.db.prepare('SELECT id FROM guided_tours WHERE id = ?');
    const points = ctx.db.prepare('SELECT x, y, type FROM guided_tour_points WHERE tour_id = ? ORDER BY sort, id');
    app.get<{ Params: { file: string } }>('/files/tour-maps/:file', async (req, reply) => {
      const m = /^(\d{1,18})\.svg$/.exec(req.params.file);
      const row = m ? (tour.get(Number(m[1])) as { id: number } | undefined) : undefined;
      if (!row) return reply.code(404).send(fail(404, '文件不存在'));
      const svg = tourMapSvg(String(row.id), points.all(row.id) as { x: number; y: number; type: string }[]);
      return reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(svg);
    });
  },
};
