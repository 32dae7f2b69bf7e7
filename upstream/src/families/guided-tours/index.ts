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
import { emptyPage, fail, ok, pageOf, plainList } from '../../envelope.ts';
import { imageRef } from '../../resources.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { AUDIO_FILE, demoScenics, demoSites, siteLanguageOf, type InLanguages } from '../demo.ts';
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
/** A guided tour's words in one site language. */
interface TourWords {
  typeNames: Readonly<Record<string, string>>;
  themes: readonly string[];
  spots: readonly string[];
  title(scenic: string, theme: string): string;
  summary(scenic: string): string;
  spotSummary(name: string, scenic: string): string;
  facilitySummary(name: string, scenic: string): string;
  routes: readonly [[string, string], [string, string]];
  menu: string;
}

const WORDS: InLanguages<TourWords> = {
  CN: {
    typeNames: { SPOT: '景点', ENTRANCE: '出入口', SERVICE: '游客中心', TOILET: '卫生间', PARKING: '停车场' },
    themes: ['经典导览', '深度游', '亲子导览', '摄影导览', '历史人文导览', '自然生态导览'],
    spots: ['观景台', '古戏台', '石拱桥', '钟楼', '碑林', '听涛亭', '百年古树', '镜湖', '龙潭', '文昌阁', '望江楼', '竹林小径'],
    title: (scenic, theme) => `${scenic}·${theme}`,
    summary: (scenic) => `跟着手绘地图游览${scenic}，每到一处即可收听语音讲解。`,
    spotSummary: (name, scenic) => `${name}是${scenic}的必游之处，边走边听它的故事。`,
    facilitySummary: (name, scenic) => `${scenic}${name}。`,
    routes: [['全景线路', '走遍全部景点，慢慢游。'], ['精华一小时', '时间不多？只看最精华的几处。']],
    menu: '智慧导览',
  },
  FRENCH: {
    typeNames: { SPOT: 'Site', ENTRANCE: 'Entrée', SERVICE: 'Accueil', TOILET: 'Toilettes', PARKING: 'Parking' },
    themes: ['Visite classique', 'Visite approfondie', 'En famille', 'Visite photo', 'Histoire et culture', 'Nature'],
    spots: ['Belvédère', 'Ancien théâtre', 'Pont de pierre', 'Tour de la cloche', 'Forêt de stèles', 'Pavillon des vagues', 'Arbre centenaire', 'Lac miroir', 'Bassin du dragon', 'Pavillon Wenchang', 'Tour du fleuve', 'Sentier des bambous'],
    title: (scenic, theme) => `${scenic} — ${theme}`,
    summary: (scenic) => `Un audioguide pour découvrir ${scenic} à votre rythme : suivez la carte, écoutez chaque étape.`,
    spotSummary: (name, scenic) => `${name} : une étape de ${scenic}. Écoutez son histoire en vous promenant.`,
    facilitySummary: (name, scenic) => `${name} de ${scenic}.`,
    routes: [['Le grand tour', 'Toutes les étapes, sans se presser.'], ['L’essentiel en 1 h', 'Les incontournables pour un temps court.']],
    menu: 'Audioguide',
  },
  EN: {
    typeNames: { SPOT: 'Sight', ENTRANCE: 'Entrance', SERVICE: 'Visitor centre', TOILET: 'Toilets', PARKING: 'Parking' },
    themes: ['Classic tour', 'In-depth tour', 'Family tour', 'Photo tour', 'History and culture', 'Nature'],
    spots: ['Lookout', 'Old stage', 'Stone arch bridge', 'Bell tower', 'Forest of steles', 'Wave pavilion', 'Old tree', 'Mirror lake', 'Dragon pool', 'Wenchang pavilion', 'River tower', 'Bamboo path'],
    title: (scenic, theme) => `${scenic}: ${theme}`,
    summary: (scenic) => `An audio guide to explore ${scenic} at your own pace: follow the map and listen at every stop.`,
    spotSummary: (name, scenic) => `${name}, a stop on the way round ${scenic}. Listen to its story as you walk.`,
    facilitySummary: (name, scenic) => `${name}, ${scenic}.`,
    routes: [['The grand tour', 'Every stop, at an easy pace.'], ['The best in 1 hour', 'Short on time? Just the highlights.']],
    menu: 'Audio guide',
  },
  JAPANESE: {
    typeNames: { SPOT: '見どころ', ENTRANCE: '出入口', SERVICE: 'ビジターセンター', TOILET: 'トイレ', PARKING: '駐車場' },
    themes: ['定番ガイド', 'じっくりガイド', '親子ガイド', '写真ガイド', '歴史・文化ガイド', '自然ガイド'],
    spots: ['展望台', '古い舞台', '石のアーチ橋', '鐘楼', '碑林', '聴濤亭', '古木', '鏡湖', '龍潭', '文昌閣', '望江楼', '竹林の小道'],
    title: (scenic, theme) => `${scenic}・${theme}`,
    summary: (scenic) => `手描きマップで${scenic}をめぐり、各スポットで音声ガイドを聴けます。`,
    spotSummary: (name, scenic) => `${name}は${scenic}の必見スポット。歩きながら物語を聴いてみましょう。`,
    facilitySummary: (name, scenic) => `${scenic}の${name}。`,
    routes: [['全スポット周遊コース', 'すべての見どころを、ゆっくりと。'], ['1時間ハイライト', '時間がない方に、見どころだけを。']],
    menu: '音声ガイド',
  },
  KOREAN: {
    typeNames: { SPOT: '명소', ENTRANCE: '출입구', SERVICE: '방문자 센터', TOILET: '화장실', PARKING: '주차장' },
    themes: ['기본 해설', '심층 해설', '가족 해설', '사진 해설', '역사·문화 해설', '자연 생태 해설'],
    spots: ['전망대', '옛 무대', '돌 아치교', '종루', '비림', '청도정', '고목', '거울 호수', '용담', '문창각', '망강루', '대숲 길'],
    title: (scenic, theme) => `${scenic} · ${theme}`,
    summary: (scenic) => `손그림 지도를 따라 ${scenic}을(를) 둘러보며 곳곳에서 음성 해설을 들어 보세요.`,
    spotSummary: (name, scenic) => `${name}은(는) ${scenic}의 꼭 가 볼 곳입니다. 걸으며 이야기를 들어 보세요.`,
    facilitySummary: (name, scenic) => `${scenic} ${name}.`,
    routes: [['전체 코스', '모든 명소를 여유롭게.'], ['1시간 핵심 코스', '시간이 없다면 핵심만.']],
    menu: '음성 가이드',
  },
};

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
      const words = WORDS[site.language];
      const theme = words.themes[Math.floor(t / scenics.length) % words.themes.length]!;
      const level = 5 - (t % 3);
      const cLng = scenic.longitude;
      const cLat = scenic.latitude;
      const tourId = Number(
        insertTour.run({
          siteCode: site.siteCode,
          scenicId: scenic.id || null,
          scenicName: scenic.name,
          title: words.title(scenic.name, theme),
          summary: words.summary(scenic.name),
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
      const names = rng.shuffle(words.spots);
      const spotIds: number[] = [];
      let spotIndex = 0;
      for (let i = 0; i < total; i++) {
        const angle = start + (i / total) * Math.PI * 2;
        const radius = 0.28 + rng.next() * 0.1;
        const x = Math.min(0.9, Math.max(0.1, 0.5 + Math.cos(angle) * radius * 1.05));
        const y = Math.min(0.9, Math.max(0.1, 0.5 + Math.sin(angle) * radius * 1.1));
        // every third point from the entrance on is a facility
        const type = i % 3 === 0 && i / 3 < facilities.length ? facilities[i / 3]! : 'SPOT';
        const name = type === 'SPOT' ? names[spotIndex++ % names.length]! : words.typeNames[type]!;
        const id = Number(
          insertPoint.run({
            tourId,
            name,
            type,
            summary: type === 'SPOT' ? words.spotSummary(name, scenic.name) : words.facilitySummary(name, scenic.name),
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
      insertRoute.run(tourId, words.routes[0][0], words.routes[0][1], 150 + spotCount * 10, 2400 + spotCount * 180, all, 1);
      insertRoute.run(tourId, words.routes[1][0], words.routes[1][1], 60, 1200 + spotCount * 60, half, 2);
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
      env.addServiceMenu(site.siteCode, [{ name: WORDS[site.language].menu, menuCode: 'GUIDE_TOUR', icon: 'map-pinned', sort: 1 }]);
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
      return pageOf(rows.map((r) => tourItem(r, counts.get(r.id) ?? 0)), total, { currPage, pageSize });
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
        if (ids.length === 0) return emptyPage({ currPage: 1, pageSize: 10 });
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
      const typeNames = WORDS[siteLanguageOf(req.site?.site_language)].typeNames;
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
          typeName: typeNames[p.type] ?? p.type,
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
      const typeNames = WORDS[siteLanguageOf(req.site?.site_language)].typeNames;
      const rows = db.prepare('SELECT type, COUNT(*) AS n FROM guided_tour_points WHERE tour_id = ? GROUP BY type ORDER BY MIN(sort)').all(row.id) as { type: string; n: number }[];
      return plainList(rows.map((r) => ({ type: r.type, typeName: typeNames[r.type] ?? r.type, num: String(r.n) })));
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
