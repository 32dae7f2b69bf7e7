/**
 * Live streams (doc 3 §7 "Live": res/api/live/liveList, liveDetail, liveTop, liveAroundList):
 * broadcasts with a start and an end (liveType "1") and slow lives, the scenic areas' 24-hour
 * cameras (liveType "2", no end). The answers carry the times and both addresses; the state a
 * visitor sees (upcoming, live, replay) is the gateway's to compute. The streams play the HLS
 * sample of ./hls.ts, served under /files/hls/.
 */
import type Database from 'better-sqlite3';
import type { FastifyReply } from 'fastify';
import type { UpstreamFamily } from '../../family.ts';
import { input, paging, requireSite, type AppContext } from '../../context.ts';
import { emptyPage, fail, ok, pageOf, plainList } from '../../envelope.ts';
import { imageRef } from '../../resources.ts';
import { distanceMetres } from '../../geo.ts';
import { formatChinaTime } from '../../time.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { demoScenics, demoSites, near, type InLanguages } from '../demo.ts';
import { livePlaylist, liveSegment, replayPlaylist, SEGMENTS } from './hls.ts';

/** The resourceType of a live stream on the interaction and comment paths. */
export const LIVE_TYPE = 'CONTENT_TYPE_LIVE';

interface LiveRow {
  id: number;
  site_code: string;
  kind: string;
  title: string;
  anchor: string;
  summary: string;
  cover: string;
  scenic_id: number | null;
  scenic_name: string;
  address: string;
  longitude: number;
  latitude: number;
  start_at: number;
  end_at: number | null;
  replay: number;
  top: number;
  view_num: number;
  sort: number;
}

const HOUR = 3600_000;
const DAY = 24 * HOUR;

interface Template {
  kind: 'EVENT' | 'SLOW';
  /** Start and end relative to the seed's now (hours); end null for a slow live. */
  start: number;
  end: number | null;
  replay?: boolean;
  cn: (scenic: string) => [string, string];
  fr: (scenic: string) => [string, string];
  en: (scenic: string) => [string, string];
  ja: (scenic: string) => [string, string];
  ko: (scenic: string) => [string, string];
}

/** Each language's words of a template. */
const WORDS: InLanguages<'cn' | 'fr' | 'en' | 'ja' | 'ko'> = { CN: 'cn', FRENCH: 'fr', EN: 'en', JAPANESE: 'ja', KOREAN: 'ko' };

// a dozen and more per site: slow lives, broadcasts on air, upcoming ones, replays (one not kept)
const TEMPLATES: readonly Template[] = [
  { kind: 'SLOW', start: -24 * 400, end: null, cn: (s) => [`${s}·全景慢直播`, '24小时不间断直播景区实景，足不出户看四季'], fr: (s) => [`${s} : caméra panoramique`, 'Le site en direct jour et nuit, au fil des saisons'], en: (s) => [`${s}: panoramic camera`, 'The site live day and night, through the seasons'], ja: (s) => [`${s}・パノラマカメラ`, '昼も夜も、四季の景色をライブでお届け'], ko: (s) => [`${s} 파노라마 카메라`, '밤낮없이 사계절 풍경을 생중계합니다'] },
  { kind: 'SLOW', start: -24 * 300, end: null, cn: (s) => [`${s}·云海慢直播`, '清晨云海翻涌，傍晚霞光满天'], fr: (s) => [`Mer de nuages sur ${s}`, 'Les nuages du matin et les couleurs du soir, en continu'], en: (s) => [`Sea of clouds over ${s}`, 'Morning clouds and evening colours, non-stop'], ja: (s) => [`${s}の雲海ライブ`, '朝の雲海と夕暮れの空を、途切れなく'], ko: (s) => [`${s}의 운해 생중계`, '아침 운해와 저녁노을을 끊김 없이'] },
  { kind: 'SLOW', start: -24 * 200, end: null, cn: (s) => [`${s}·入口实时画面`, '实时查看入园人流，合理安排出行'], fr: (s) => [`Entrée de ${s} en temps réel`, "L'affluence à l'entrée, pour choisir son heure"], en: (s) => [`${s} entrance, live`, 'See the crowd at the gate and pick your time'], ja: (s) => [`${s}入口のリアルタイム映像`, '入口の混雑を見て、出かける時間を選べます'], ko: (s) => [`${s} 입구 실시간 화면`, '입구 혼잡도를 보고 방문 시간을 정하세요'] },
  { kind: 'SLOW', start: -24 * 100, end: null, cn: (s) => [`${s}·湖畔慢直播`, '水波、飞鸟与远山，一起慢下来'], fr: (s) => [`Au bord de l'eau : ${s}`, 'Reflets, oiseaux et montagnes, tout en lenteur'], en: (s) => [`By the water: ${s}`, 'Ripples, birds and mountains, slowly'], ja: (s) => [`水辺の${s}`, 'さざ波、鳥、遠くの山々をゆっくりと'], ko: (s) => [`물가에서 본 ${s}`, '물결과 새, 먼 산을 천천히'] },
  { kind: 'EVENT', start: -1, end: 24 * 30, cn: (s) => [`直播｜走进${s}`, '讲解员带你云游景区，解读历史与传说'], fr: (s) => [`En direct : à la découverte de ${s}`, 'Un guide vous fait visiter le site et raconte ses légendes'], en: (s) => [`Live: discovering ${s}`, 'A guide shows you round and tells its legends'], ja: (s) => [`ライブ｜${s}をめぐる`, 'ガイドが史跡を案内し、伝説を語ります'], ko: (s) => [`생중계 | ${s} 둘러보기`, '해설사가 명소를 안내하고 전설을 들려줍니다'] },
  { kind: 'EVENT', start: -2, end: 24 * 20, cn: (s) => [`非遗展演直播·${s}`, '传统技艺现场展示，与传承人实时互动'], fr: (s) => [`Savoir-faire en direct à ${s}`, 'Artisans et porteurs de tradition répondent à vos questions'], en: (s) => [`Crafts live from ${s}`, 'Craftspeople answer your questions as they work'], ja: (s) => [`伝統技能ライブ・${s}`, '職人の実演と、その場での質問コーナー'], ko: (s) => [`전통 기예 생중계 · ${s}`, '장인의 시연과 실시간 질문'] },
  { kind: 'EVENT', start: -3, end: 24 * 10, cn: (s) => [`${s}音乐会直播`, '山水之间的民乐之夜'], fr: (s) => [`Concert en direct à ${s}`, 'Une soirée de musique traditionnelle en plein air'], en: (s) => [`Live concert at ${s}`, 'An open-air evening of traditional music'], ja: (s) => [`${s}コンサート生中継`, '野外で楽しむ伝統音楽の夕べ'], ko: (s) => [`${s} 음악회 생중계`, '야외에서 즐기는 전통 음악의 밤'] },
  { kind: 'EVENT', start: 24 * 2 + 3, end: 24 * 2 + 5, cn: (s) => [`预告｜${s}日出直播`, '与摄影师一起守候第一缕阳光'], fr: (s) => [`Bientôt : lever du soleil sur ${s}`, 'Attendez le premier rayon avec un photographe'], en: (s) => [`Coming up: sunrise over ${s}`, 'Wait for the first light with a photographer'], ja: (s) => [`予告｜${s}の日の出`, '写真家と一緒に最初の光を待ちましょう'], ko: (s) => [`예고 | ${s} 일출`, '사진작가와 함께 첫 햇살을 기다려요'] },
  { kind: 'EVENT', start: 24 * 5 + 2, end: 24 * 5 + 4, cn: (s) => [`预告｜${s}美食探店`, '跟着主播吃遍周边特色小吃'], fr: (s) => [`Bientôt : saveurs autour de ${s}`, 'Les spécialités du coin, goûtées en direct'], en: (s) => [`Coming up: food around ${s}`, 'Local specialities, tasted live'], ja: (s) => [`予告｜${s}周辺グルメ`, '名物料理をライブで食べ歩き'], ko: (s) => [`예고 | ${s} 주변 맛집`, '지역 별미를 생중계로 맛봅니다'] },
  { kind: 'EVENT', start: 24 * 9, end: 24 * 9 + 2, cn: (s) => [`预告｜${s}灯会直播`, '夜游灯会，光影流转'], fr: (s) => [`Bientôt : fête des lanternes à ${s}`, 'Une promenade de nuit parmi les lanternes'], en: (s) => [`Coming up: lantern festival at ${s}`, 'A night walk among the lanterns'], ja: (s) => [`予告｜${s}のランタン祭り`, '灯籠の光の中を夜の散歩'], ko: (s) => [`예고 | ${s} 등불 축제`, '등불 사이를 걷는 밤 산책'] },
  { kind: 'EVENT', start: -24 * 3, end: -24 * 3 + 2, replay: true, cn: (s) => [`回放｜${s}秋色`, '层林尽染，一起回看最美秋色'], fr: (s) => [`Replay : l'automne à ${s}`, "Revoir les couleurs de l'automne"], en: (s) => [`Replay: autumn at ${s}`, 'See the autumn colours again'], ja: (s) => [`見逃し配信｜${s}の秋`, '美しい紅葉をもう一度'], ko: (s) => [`다시 보기 | ${s}의 가을`, '아름다운 단풍을 다시 한번'] },
  { kind: 'EVENT', start: -24 * 8, end: -24 * 8 + 2, replay: true, cn: (s) => [`回放｜${s}文化讲堂`, '专家讲述景区背后的故事'], fr: (s) => [`Replay : conférence à ${s}`, "Un historien raconte l'histoire du site"], en: (s) => [`Replay: a talk at ${s}`, 'A historian tells the story of the site'], ja: (s) => [`見逃し配信｜${s}文化講座`, '専門家が史跡の物語を語ります'], ko: (s) => [`다시 보기 | ${s} 문화 강좌`, '전문가가 들려주는 명소 이야기'] },
  { kind: 'EVENT', start: -24 * 15, end: -24 * 15 + 3, replay: true, cn: (s) => [`回放｜${s}民俗节`, '民俗节开幕式精彩回顾'], fr: (s) => [`Replay : fête populaire à ${s}`, "Le meilleur de l'ouverture de la fête"], en: (s) => [`Replay: folk festival at ${s}`, 'The best of the opening ceremony'], ja: (s) => [`見逃し配信｜${s}民俗祭`, '開幕式のハイライト'], ko: (s) => [`다시 보기 | ${s} 민속 축제`, '개막식 하이라이트'] },
  { kind: 'EVENT', start: -24 * 30, end: -24 * 30 + 2, replay: true, cn: (s) => [`回放｜${s}雪景`, '银装素裹的冬日景区'], fr: (s) => [`Replay : ${s} sous la neige`, 'Le site en habit d’hiver'], en: (s) => [`Replay: ${s} under snow`, 'The site in its winter coat'], ja: (s) => [`見逃し配信｜雪の${s}`, '雪化粧した冬の景色'], ko: (s) => [`다시 보기 | 눈 덮인 ${s}`, '하얗게 물든 겨울 풍경'] },
  { kind: 'EVENT', start: -24 * 40, end: -24 * 40 + 1, replay: false, cn: (s) => [`${s}连线采访`, '本场直播未保存回放'], fr: (s) => [`Entretien en direct à ${s}`, "Ce direct n'a pas été enregistré"], en: (s) => [`Live interview at ${s}`, 'This live was not recorded'], ja: (s) => [`${s}からの中継インタビュー`, 'このライブは録画されていません'], ko: (s) => [`${s} 현장 인터뷰`, '이 생중계는 녹화되지 않았습니다'] },
];

const ANCHORS_CN = ['小文', '阿雅', '导游老李', '景区官方', '文旅频道', '摄影师陈晨'];
const ANCHORS_FR = ['Office de tourisme', 'Léa, guide', 'Chaîne culture', 'Marc, photographe', 'Le site officiel'];
const ANCHORS: InLanguages<readonly string[]> = {
  CN: ANCHORS_CN,
  FRENCH: ANCHORS_FR,
  EN: ['Tourism office', 'Amy, guide', 'Culture channel', 'Tom, photographer', 'The official site'],
  JAPANESE: ['観光局', 'ガイドの美咲', 'カルチャーチャンネル', '写真家の健太', '公式アカウント'],
  KOREAN: ['관광국', '해설사 지민', '문화 채널', '사진작가 준호', '공식 계정'],
};
const MENU: InLanguages<readonly [string, string]> = {
  CN: ['直播', '慢直播'],
  FRENCH: ['Directs', 'Caméras du site'],
  EN: ['Live', 'Site cameras'],
  JAPANESE: ['ライブ', 'ライブカメラ'],
  KOREAN: ['생중계', '실시간 카메라'],
};

function seedLive(db: Database.Database, nowMs: number): void {
  const insert = db.prepare(`INSERT INTO live_streams (site_code, kind, title, anchor, summary, cover, scenic_id, scenic_name, address,
      longitude, latitude, start_at, end_at, replay, top, view_num, sort)
    VALUES (@siteCode, @kind, @title, @anchor, @summary, @cover, @scenicId, @scenicName, @address, @longitude, @latitude,
      @startAt, @endAt, @replay, @top, @viewNum, @sort)`);
  // demo times are whole hours from the seed's now, so the states hold while a test runs
  const base = Math.floor(nowMs / HOUR) * HOUR;
  for (const site of demoSites(db)) {
    const rng = mulberry32(hashString(`live:${site.siteCode}`));
    const scenics = demoScenics(db, site);
    TEMPLATES.forEach((t, i) => {
      const scenic = scenics[i % scenics.length]!;
      const [title, summary] = t[WORDS[site.language]](scenic.name);
      insert.run({
        siteCode: site.siteCode,
        kind: t.kind,
        title,
        anchor: rng.pick(ANCHORS[site.language]),
        summary,
        cover: `live-${site.siteCode}-${i + 1}`,
        scenicId: scenic.id || null,
        scenicName: scenic.name,
        // the division's (Chinese) name on the Chinese sites; the place's own address, in the site's language, on the others
        address: site.language === 'CN' ? `${scenic.regionName} · ${scenic.name}` : scenic.address,
        longitude: near(scenic.longitude, rng.next, 0.004),
        latitude: near(scenic.latitude, rng.next, 0.004),
        startAt: base + t.start * HOUR,
        endAt: t.end === null ? null : base + t.end * HOUR,
        replay: t.replay === false ? 0 : 1,
        top: i === 0 || i === 4 || i === 7 ? 1 : 0,
        viewNum: rng.int(200, 60000),
        sort: i + 1,
      });
    });
  }
}

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

export const liveFamily: UpstreamFamily = {
  name: 'live',
  migrations: [
    {
      version: 1,
      name: 'live streams',
      sql: `
        CREATE TABLE live_streams (
          id INTEGER PRIMARY KEY,
          site_code TEXT NOT NULL,
          kind TEXT NOT NULL,
          title TEXT NOT NULL,
          anchor TEXT NOT NULL,
          summary TEXT NOT NULL,
          cover TEXT NOT NULL,
          scenic_id INTEGER,
          scenic_name TEXT NOT NULL,
          address TEXT NOT NULL,
          longitude REAL NOT NULL,
          latitude REAL NOT NULL,
          start_at INTEGER NOT NULL,
          end_at INTEGER,
          replay INTEGER NOT NULL DEFAULT 1,
          top INTEGER NOT NULL DEFAULT 0,
          view_num INTEGER NOT NULL DEFAULT 0,
          sort INTEGER NOT NULL
        );
        CREATE INDEX live_streams_site ON live_streams (site_code, sort, id);
      `,
    },
  ],
  seed(db, env) {
    seedLive(db, env.nowMs);
    for (const site of demoSites(db)) {
      if (site.siteCode === 'site620200') continue;
      env.addServiceMenu(site.siteCode, [
        { name: MENU[site.language][0], menuCode: 'LIVE', icon: 'radio', sort: 1 },
        { name: MENU[site.language][1], menuCode: 'SLOW_LIVE', icon: 'cctv', sort: 2 },
      ]);
    }
  },
  resourceTables: [{ type: LIVE_TYPE, table: 'live_streams', nameSql: 'title', imagesSql: 'cover' }],
  routes(api, ctx) {
    const db = ctx.db;
    const byId = db.prepare('SELECT * FROM live_streams WHERE id = ? AND site_code = ?');

    /**
     * liveList: currPage, pageSize; liveType 1 (broadcasts) or 2 (slow lives); scenicId; ids
     * (comma-separated, at most 50: those streams, in any order). Pinned first, then by sort.
     */
    api.get('/res/api/live/liveList', async (req) => {
      const site = requireSite(req);
      const where = ['site_code = ?'];
      const args: unknown[] = [site.site_code];
      const liveType = input(req, 'liveType');
      if (liveType === '1' || liveType === '2') {
        where.push('kind = ?');
        args.push(liveType === '2' ? 'SLOW' : 'EVENT');
      }
      const scenicId = input(req, 'scenicId');
      if (/^\d{1,18}$/.test(scenicId)) {
        where.push('scenic_id = ?');
        args.push(Number(scenicId));
      }
      const ids = input(req, 'ids')
        .split(',')
        .map((s) => s.trim())
        .filter((s) => /^\d{1,18}$/.test(s))
        .slice(0, 50);
      if (input(req, 'ids') !== '') {
        if (ids.length === 0) return emptyPage({ currPage: 1, pageSize: 10 });
        where.push(`id IN (${ids.map(() => '?').join(',')})`);
        args.push(...ids.map(Number));
      }
      const { currPage, pageSize, offset } = paging(req);
      const total = (db.prepare(`SELECT COUNT(*) AS n FROM live_streams WHERE ${where.join(' AND ')}`).get(...args) as { n: number }).n;
      const rows = db
        .prepare(`SELECT * FROM live_streams WHERE ${where.join(' AND ')} ORDER BY top DESC, sort, id LIMIT ? OFFSET ?`)
        .all(...args, pageSize, offset) as LiveRow[];
      const now = ctx.clock.now();
      return pageOf(rows.map((r) => liveItem(r, now)), total, { currPage, pageSize });
    });

    /** liveDetail: id. Counts a view. */
    api.get('/res/api/live/liveDetail', async (req) => {
      const site = requireSite(req);
      const id = Number.parseInt(input(req, 'id'), 10);
      const row = Number.isSafeInteger(id) ? (byId.get(id, site.site_code) as LiveRow | undefined) : undefined;
      if (!row) return fail(1, '直播不存在');
      db.prepare('UPDATE live_streams SET view_num = view_num + 1 WHERE id = ?').run(row.id);
      return ok(liveItem({ ...row, view_num: row.view_num + 1 }, ctx.clock.now()));
    });

    /** liveTop: the pinned streams (the list's banner), at most 5. */
    api.get('/res/api/live/liveTop', async (req) => {
      const site = requireSite(req);
      const rows = db.prepare('SELECT * FROM live_streams WHERE site_code = ? AND top = 1 ORDER BY sort, id LIMIT 5').all(site.site_code) as LiveRow[];
      const now = ctx.clock.now();
      return plainList(rows.map((r) => liveItem(r, now)));
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
        const row = byId.get(id, site.site_code) as LiveRow | undefined;
        if (!row) return fail(1, '直播不存在');
        lng = row.longitude;
        lat = row.latitude;
      }
      if (!Number.isFinite(lng) || !Number.isFinite(lat)) return fail(1, '缺少位置参数');
      const size = Math.min(20, Math.max(1, Number.parseInt(input(req, 'pageSize'), 10) || 6));
      const rows = db.prepare('SELECT * FROM live_streams WHERE site_code = ? AND id != ?').all(site.site_code, Number.isSafeInteger(id) ? id : -1) as LiveRow[];
      const now = ctx.clock.now();
      const sorted = rows
        .map((r) => ({ r, d: distanceMetres({ latitude: lat, longitude: lng }, r) }))
        .sort((a, b) => a.d - b.d || a.r.sort - b.r.sort)
        .slice(0, size);
      return plainList(sorted.map(({ r, d }) => ({ ...liveItem(r, now), distance: String(Math.round(d)) })));
    });
  },
  publicRoutes(app, ctx) {
    app.get<{ Params: { file: string } }>('/files/hls/:file', async (req, reply) => {
      const m = /^seg([0-9])\.ts$/.exec(req.params.file);
      const body = m ? SEGMENTS[Number(m[1])] : undefined;
      if (!body) return reply.code(404).send(fail(404, '文件不存在'));
      return sendMedia(reply, 'video/mp2t', body, 'public, max-age=86400, immutable');
    });
    app.get<{ Params: { file: string } }>('/files/hls/replay/:file', async (req, reply) => {
      if (!/^\d{1,18}\.m3u8$/.test(req.params.file)) return reply.code(404).send(fail(404, '文件不存在'));
      return sendMedia(reply, 'application/vnd.apple.mpegurl', replayPlaylist(), 'public, max-age=86400');
    });
    app.get<{ Params: { file: string } }>('/files/hls/live/:file', async (req, reply) => {
      // a live playlist changes every segment: never cached; a segment never changes
      if (/^\d{1,18}\.m3u8$/.test(req.params.file)) return sendMedia(reply, 'application/vnd.apple.mpegurl', livePlaylist(ctx.clock.now()), 'no-cache');
      const seq = /^seq-(\d{1,15})\.ts$/.exec(req.params.file);
      if (seq) return sendMedia(reply, 'video/mp2t', liveSegment(Number(seq[1])), 'public, max-age=3600');
      return reply.code(404).send(fail(404, '文件不存在'));
    });
  },
};
