/**
 * Media: short videos with their own likes and comments (doc 3 §7 Content, "Stream media":
 * res/api/streamMedia/list, getCommentByone, like, saveComment) and a site's multimedia library
 * (doc 3 §7 "Multimedia image, video and voice lists": res/api/multimedia/imageList, videoList,
 * voiceList, and panoramaList for its 360° pictures), each item tied to a scenic area. The
 * panoramas are equirectangular PNGs drawn by ./panorama.ts, served at /files/panoramas/.
 */
import type Database from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import type { UpstreamFamily } from '../../family.ts';
import { formInput, input, paging, requireSite } from '../../context.ts';
import { CODE, emptyPage, fail, ok, pageOf } from '../../envelope.ts';
import { imageRef } from '../../resources.ts';
import { formatChinaTime } from '../../time.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { callerOf, notLoggedIn } from '../../caller.ts';
import { AUDIO_FILE, demoScenics, demoSites, VIDEO_FILE, type InLanguages } from '../demo.ts';
import { panoramaPng } from './panorama.ts';

/** A comment's longest text (the gateway checks first, with its own words). */
const COMMENT_MAX = 200;
const DAY = 24 * 3600_000;

interface StreamRow {
  id: number;
  site_code: string;
  title: string;
  video: string;
  cover: string;
  author: string;
  author_unid: string;
  scenic_id: number | null;
  scenic_name: string;
  duration: number;
  like_num: number;
  comment_num: number;
  view_num: number;
  created_at: number;
}

interface LibraryRow {
  id: number;
  site_code: string;
  kind: string;
  title: string;
  description: string;
  file: string;
  cover: string;
  scenic_id: number | null;
  scenic_name: string;
  duration: number;
  created_at: number;
}

const SHORTS_CN = ['清晨的第一缕光', '一分钟看遍四季', '跟着镜头去旅行', '航拍视角', '雨后初晴', '夜色温柔', '藏在山里的小路', '当地人推荐的机位', '慢下来的午后', '云雾缭绕', '古老的手艺', '一碗地道的味道', '孩子们的笑声', '秋叶飘落'];
const SHORTS_FR = ['Premier rayon du matin', 'Quatre saisons en une minute', 'En route avec la caméra', 'Vu du ciel', 'Éclaircie après la pluie', 'Douceur du soir', 'Un sentier caché', 'Le point de vue des habitants', 'Un après-midi au ralenti', 'Dans la brume', 'Un savoir-faire ancien', 'Une saveur authentique', 'Rires d’enfants', 'Feuilles d’automne'];
const AUTHORS_CN = ['旅行的阿木', '山野日记', '小鹿去哪儿', '摄影师周周', '城市漫游者', '吃货小分队'];
const AUTHORS_FR = ['Camille en voyage', 'Carnet de montagne', 'Hugo filme', 'Lina photographie', 'Flâneur', 'Gourmets en route'];
const COMMENTS_CN = ['太美了，下个月就去！', '这个机位在哪里？', '看得我心都静了', '去年去过，还想再去', '配乐好舒服', '收藏了，周末出发'];
const COMMENTS_FR = ['Magnifique, j’y vais le mois prochain !', 'Où est ce point de vue ?', 'Très apaisant', 'J’y suis allé l’an dernier, à refaire', 'Belle musique', 'Enregistré pour ce week-end'];

const SHORTS: InLanguages<readonly string[]> = {
  CN: SHORTS_CN,
  FRENCH: SHORTS_FR,
  EN: ['First light of the morning', 'Four seasons in a minute', 'On the road with the camera', 'From the sky', 'Sun after the rain', 'Gentle evening', 'A hidden path', 'Where the locals stand', 'A slow afternoon', 'In the mist', 'An old craft', 'A real local taste', 'Children laughing', 'Autumn leaves'],
  JAPANESE: ['朝いちばんの光', '1分で四季めぐり', 'カメラと一緒に旅へ', '空からの眺め', '雨上がり', 'やさしい夕暮れ', '山あいの小道', '地元の人おすすめの撮影地', 'ゆったりした午後', '霧に包まれて', '受け継がれる技', '本場の味', '子どもたちの笑い声', '舞い落ちる紅葉'],
  KOREAN: ['아침의 첫 햇살', '1분 만에 보는 사계절', '카메라와 함께 떠나는 여행', '하늘에서 본 풍경', '비 갠 뒤', '다정한 저녁', '산속 숨은 길', '현지인 추천 촬영지', '느긋한 오후', '안개 속으로', '오래된 손재주', '진짜 현지의 맛', '아이들의 웃음소리', '떨어지는 가을 잎'],
};
const AUTHORS: InLanguages<readonly string[]> = {
  CN: AUTHORS_CN,
  FRENCH: AUTHORS_FR,
  EN: ['Emma travels', 'Mountain diary', 'Jack films', 'Lily photographs', 'City wanderer', 'Food on the road'],
  JAPANESE: ['旅するさくら', '山歩き日記', '映像作家ゆうと', '写真好きのあおい', '街歩き人', 'グルメ探検隊'],
  KOREAN: ['여행하는 수아', '산행 일기', '영상 찍는 민준', '사진가 하은', '도시 산책자', '맛집 탐험대'],
};
const COMMENTS: InLanguages<readonly string[]> = {
  CN: COMMENTS_CN,
  FRENCH: COMMENTS_FR,
  EN: ['Beautiful, going next month!', 'Where is this spot?', 'So calming', 'Went last year, want to go again', 'Lovely music', 'Saved for this weekend'],
  JAPANESE: ['きれい！来月行きます', 'この撮影場所はどこですか？', '心が落ち着きます', '去年行きました、また行きたい', '音楽がすてき', '保存しました。週末に行きます'],
  KOREAN: ['너무 예뻐요, 다음 달에 갈게요!', '여기 촬영 장소가 어디예요?', '마음이 편안해져요', '작년에 갔는데 또 가고 싶어요', '음악이 좋아요', '저장했어요, 주말에 출발!'],
};

/** A library item's description, after its title and scenic area. */
const DESCRIPTION: InLanguages<(title: string, scenic: string, region: string) => string> = {
  CN: (title, scenic, region) => `${scenic}·${title}，${region}。`,
  FRENCH: (title, scenic) => `${title} — ${scenic}.`,
  EN: (title, scenic) => `${title}: ${scenic}.`,
  JAPANESE: (title, scenic) => `${scenic}・${title}。`,
  KOREAN: (title, scenic) => `${scenic} · ${title}.`,
};

const LIBRARY_LANGUAGE: InLanguages<'cn' | 'fr' | 'en' | 'ja' | 'ko'> = { CN: 'cn', FRENCH: 'fr', EN: 'en', JAPANESE: 'ja', KOREAN: 'ko' };

const LIBRARY: Record<string, Record<'cn' | 'fr' | 'en' | 'ja' | 'ko', readonly string[]>> = {
  IMAGE: {
    cn: ['山门远眺', '晨雾', '古桥', '湖光', '林间小道', '晚霞', '石阶', '飞檐', '花海', '雪后', '溪流', '灯火'],
    fr: ['La porte au loin', 'Brume matinale', 'Le vieux pont', 'Reflets du lac', 'Allée forestière', 'Coucher de soleil', 'Escalier de pierre', 'Toits relevés', 'Champ de fleurs', 'Après la neige', 'Le ruisseau', 'Lumières du soir'],
    en: ['The gate from afar', 'Morning mist', 'The old bridge', 'Light on the lake', 'Forest path', 'Sunset glow', 'Stone steps', 'Upturned eaves', 'Sea of flowers', 'After the snow', 'The stream', 'Evening lights'],
    ja: ['山門を望む', '朝霧', '古い橋', '湖の光', '林の小道', '夕焼け', '石段', '反り屋根', 'お花畑', '雪のあと', '小川', '夜の灯り'],
    ko: ['멀리 보이는 산문', '아침 안개', '오래된 다리', '호수의 빛', '숲길', '저녁노을', '돌계단', '처마 끝', '꽃바다', '눈 온 뒤', '시냇물', '저녁 불빛'],
  },
  VIDEO: {
    cn: ['景区宣传片', '四季变换', '航拍全景', '民俗表演', '夜游', '手艺人', '湖畔晨光', '徒步路线', '美食之旅', '观鸟', '节庆', '雨中漫步'],
    fr: ['Film de présentation', 'Les quatre saisons', 'Vue aérienne', 'Spectacle traditionnel', 'Visite nocturne', 'Les artisans', 'Matin au bord du lac', 'Itinéraire de randonnée', 'Voyage gourmand', 'Observation des oiseaux', 'Jour de fête', 'Balade sous la pluie'],
    en: ['Welcome film', 'The four seasons', 'Aerial view', 'Folk performance', 'Night visit', 'The craftspeople', 'Morning by the lake', 'Hiking route', 'Food trip', 'Birdwatching', 'Festival day', 'A walk in the rain'],
    ja: ['紹介映像', '四季の移ろい', '空撮パノラマ', '民俗芸能', '夜の散策', '職人たち', '湖畔の朝', 'ハイキングコース', 'グルメの旅', 'バードウォッチング', 'お祭りの日', '雨の散歩'],
    ko: ['홍보 영상', '사계절의 변화', '항공 촬영', '민속 공연', '야간 관람', '장인들', '호숫가의 아침', '트레킹 코스', '맛 여행', '탐조', '축제의 날', '빗속 산책'],
  },
  AUDIO: {
    cn: ['景区总览讲解', '历史沿革', '建筑之美', '传说故事', '自然生态', '民俗风情', '名人足迹', '诗词里的风景', '非遗技艺', '游览须知', '四季之美', '夜色之声'],
    fr: ['Présentation du site', 'Un peu d’histoire', 'L’architecture', 'Légendes', 'La nature', 'Coutumes locales', 'Sur les pas des célèbres', 'Le paysage en poésie', 'Savoir-faire', 'Conseils de visite', 'Beauté des saisons', 'Les sons de la nuit'],
    en: ['Introduction to the site', 'A little history', 'The architecture', 'Legends', 'Nature', 'Local customs', 'In famous footsteps', 'The landscape in poems', 'Crafts', 'Visitor tips', 'Beauty of the seasons', 'Sounds of the night'],
    ja: ['総合案内', '歴史のあゆみ', '建築の美', '伝説', '自然と生き物', '民俗と暮らし', '名士の足跡', '詩に詠まれた風景', '伝統の技', '見学の注意', '四季の美しさ', '夜の音'],
    ko: ['명소 소개', '역사 이야기', '건축의 아름다움', '전설', '자연 생태', '민속과 풍습', '명사의 발자취', '시 속의 풍경', '전통 기예', '관람 안내', '사계절의 아름다움', '밤의 소리'],
  },
  PANORAMA: {
    cn: ['观景台全景', '湖心全景', '山顶全景', '古镇广场全景', '花海全景', '林间全景', '入口广场全景', '溪谷全景', '草甸全景', '栈道全景', '日落全景', '雪山全景'],
    fr: ['Belvédère à 360°', 'Au milieu du lac', 'Au sommet', 'Place de la vieille ville', 'Champ de fleurs à 360°', 'En forêt', 'Place de l’entrée', 'Dans la vallée', 'Prairie d’altitude', 'Sur la passerelle', 'Coucher de soleil à 360°', 'Face aux sommets enneigés'],
    en: ['Lookout in 360°', 'In the middle of the lake', 'On the summit', 'Old town square', 'Flower fields in 360°', 'In the forest', 'Entrance square', 'In the valley', 'Mountain meadow', 'On the boardwalk', 'Sunset in 360°', 'Facing the snowy peaks'],
    ja: ['展望台360°', '湖の真ん中から', '山頂から', '旧市街の広場', 'お花畑360°', '森の中', '入口広場', '渓谷', '高原の草原', '遊歩道から', '夕日360°', '雪山を望む'],
    ko: ['전망대 360°', '호수 한가운데서', '정상에서', '옛 거리 광장', '꽃밭 360°', '숲속에서', '입구 광장', '계곡에서', '고산 초원', '잔도 위에서', '일몰 360°', '설산을 마주하며'],
  },
};

const MENU: InLanguages<readonly [string, string]> = {
  CN: ['短视频', '全景'],
  FRENCH: ['Vidéos courtes', 'Panoramas 360°'],
  EN: ['Short videos', '360° panoramas'],
  JAPANESE: ['ショート動画', '360°パノラマ'],
  KOREAN: ['짧은 영상', '360° 파노라마'],
};

function seedMedia(db: Database.Database, nowMs: number): void {
  const insertStream = db.prepare(`INSERT INTO stream_media (site_code, title, video, cover, author, author_unid, scenic_id, scenic_name,
      duration, like_num, comment_num, view_num, created_at)
    VALUES (@siteCode, @title, @video, @cover, @author, @authorUnid, @scenicId, @scenicName, @duration, @likeNum, 0, @viewNum, @createdAt)`);
  const insertComment = db.prepare('INSERT INTO stream_media_comments (media_id, site_code, user_id, content, created_at) VALUES (?, ?, ?, ?, ?)');
  const insertLibrary = db.prepare(`INSERT INTO media_library (site_code, kind, title, description, file, cover, scenic_id, scenic_name, duration, created_at)
    VALUES (@siteCode, @kind, @title, @description, @file, @cover, @scenicId, @scenicName, @duration, @createdAt)`);
  const users = (db.prepare('SELECT id FROM users WHERE cancelled = 0 ORDER BY id LIMIT 6').all() as { id: number }[]).map((u) => u.id);
  for (const site of demoSites(db)) {
    const rng = mulberry32(hashString(`media:${site.siteCode}`));
    const scenics = demoScenics(db, site);
    const titles = SHORTS[site.language];
    titles.forEach((title, i) => {
      const scenic = scenics[i % scenics.length]!;
      const createdAt = nowMs - (i * 2 + 1) * DAY - rng.int(0, 20) * 3600_000;
      const id = Number(
        insertStream.run({
          siteCode: site.siteCode,
          title: `${title} · ${scenic.name}`,
          video: `short-${site.siteCode}-${i + 1}`,
          cover: `short-${site.siteCode}-${i + 1}`,
          author: rng.pick(AUTHORS[site.language]),
          authorUnid: `creator-${site.siteCode}-${i % 6}`,
          scenicId: scenic.id || null,
          scenicName: scenic.name,
          duration: rng.int(8, 59),
          likeNum: rng.int(3, 900),
          viewNum: rng.int(100, 20000),
          createdAt,
        }).lastInsertRowid,
      );
      const n = users.length > 0 ? rng.int(0, 3) : 0;
      for (let c = 0; c < n; c++) insertComment.run(id, site.siteCode, users[(i + c) % users.length], rng.pick(COMMENTS[site.language]), createdAt + (c + 1) * 3600_000);
      db.prepare('UPDATE stream_media SET comment_num = ? WHERE id = ?').run(n, id);
    });
    for (const kind of ['IMAGE', 'VIDEO', 'AUDIO', 'PANORAMA'] as const) {
      const names = LIBRARY[kind]![LIBRARY_LANGUAGE[site.language]];
      names.forEach((title, i) => {
        const scenic = scenics[i % scenics.length]!;
        const slug = `${kind.toLowerCase()}-${site.siteCode}-${i + 1}`;
        insertLibrary.run({
          siteCode: site.siteCode,
          kind,
          title: `${scenic.name} · ${title}`,
          description: DESCRIPTION[site.language](title, scenic.name, scenic.regionName),
          file: slug,
          cover: `${slug}-cover`,
          scenicId: scenic.id || null,
          scenicName: scenic.name,
          duration: kind === 'VIDEO' ? rng.int(20, 300) : kind === 'AUDIO' ? rng.int(60, 420) : 0,
          createdAt: nowMs - (i + 1) * DAY,
        });
      });
    }
  }
}

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

export const mediaFamily: UpstreamFamily = {
  name: 'media',
  migrations: [
    {
      version: 1,
      name: 'stream media and the multimedia library',
      sql: `
        CREATE TABLE stream_media (
          id INTEGER PRIMARY KEY,
          site_code TEXT NOT NULL,
          title TEXT NOT NULL,
          video TEXT NOT NULL,
          cover TEXT NOT NULL,
          author TEXT NOT NULL,
          author_unid TEXT NOT NULL,
          scenic_id INTEGER,
          scenic_name TEXT NOT NULL,
          duration INTEGER NOT NULL,
          like_num INTEGER NOT NULL DEFAULT 0,
          comment_num INTEGER NOT NULL DEFAULT 0,
          view_num INTEGER NOT NULL DEFAULT 0,
          created_at INTEGER NOT NULL
        );
        CREATE INDEX stream_media_site ON stream_media (site_code, created_at, id);
        CREATE TABLE stream_media_likes (
          media_id INTEGER NOT NULL REFERENCES stream_media (id),
          user_id INTEGER NOT NULL,
          created_at INTEGER NOT NULL,
          PRIMARY KEY (media_id, user_id)
        );
        CREATE TABLE stream_media_comments (
          id INTEGER PRIMARY KEY,
          media_id INTEGER NOT NULL REFERENCES stream_media (id),
          site_code TEXT NOT NULL,
          user_id INTEGER NOT NULL,
          content TEXT NOT NULL,
          created_at INTEGER NOT NULL
        );
        CREATE INDEX stream_media_comments_media ON stream_media_comments (media_id, created_at, id);
        CREATE TABLE media_library (
          id INTEGER PRIMARY KEY,
          site_code TEXT NOT NULL,
          kind TEXT NOT NULL,
          title TEXT NOT NULL,
          description TEXT NOT NULL,
          file TEXT NOT NULL,
          cover TEXT NOT NULL,
          scenic_id INTEGER,
          scenic_name TEXT NOT NULL,
          duration INTEGER NOT NULL DEFAULT 0,
          created_at INTEGER NOT NULL
        );
        CREATE INDEX media_library_site ON media_library (site_code, kind, id);
      `,
    },
  ],
  seed(db, env) {
    seedMedia(db, env.nowMs);
    for (const site of demoSites(db)) {
      if (site.siteCode === 'site620200') continue;
      env.addServiceMenu(site.siteCode, [
        { name: MENU[site.language][0], menuCode: 'DSP', icon: 'clapperboard', sort: 1 },
        { name: MENU[site.language][1], menuCode: 'CS-PANORAMIC', icon: 'rotate-3d', sort: 2 },
      ]);
    }
  },
  routes(api, ctx) {
    const db = ctx.db;
    const likedBy = db.prepare('SELECT 1 FROM stream_media_likes WHERE media_id = ? AND user_id = ?');

    function streamItem(row: StreamRow, userId: number | null): Record<string, unknown> {
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
        likeStatus: userId !== null && likedBy.get(row.id, userId) ? 1 : 0,
        publishTime: formatChinaTime(row.created_at),
      };
    }

    const mediaOf = (req: FastifyRequest, id: number) =>
      Number.isSafeInteger(id) ? (db.prepare('SELECT * FROM stream_media WHERE id = ? AND site_code = ?').get(id, requireSite(req).site_code) as StreamRow | undefined) : undefined;

    /** list: currPage, pageSize; scenicId; ids (those videos). Newest first; likeStatus for the caller. */
    api.get('/res/api/streamMedia/list', async (req) => {
      const site = requireSite(req);
      const where = ['site_code = ?'];
      const args: unknown[] = [site.site_code];
      const scenicId = input(req, 'scenicId');
      if (/^\d{1,18}$/.test(scenicId)) {
        where.push('scenic_id = ?');
        args.push(Number(scenicId));
      }
      const ids = idsParam(req);
      if (ids !== null) {
        if (ids.length === 0) return emptyPage({ currPage: 1, pageSize: 10 });
        where.push(`id IN (${ids.map(() => '?').join(',')})`);
        args.push(...ids);
      }
      const { currPage, pageSize, offset } = paging(req);
      const total = (db.prepare(`SELECT COUNT(*) AS n FROM stream_media WHERE ${where.join(' AND ')}`).get(...args) as { n: number }).n;
      const rows = db.prepare(`SELECT * FROM stream_media WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`).all(...args, pageSize, offset) as StreamRow[];
      const userId = callerOf(ctx, req)?.id ?? null;
      return pageOf(rows.map((r) => streamItem(r, userId)), total, { currPage, pageSize });
    });

    /** getCommentByone: id (the video), currPage, pageSize. Newest first. */
    api.get('/res/api/streamMedia/getCommentByone', async (req) => {
      const row = mediaOf(req, Number.parseInt(input(req, 'id'), 10));
      if (!row) return fail(1, '视频不存在');
      const { currPage, pageSize, offset } = paging(req);
      const rows = db
        .prepare(
          `SELECT c.id, c.content, c.created_at, u.nickname, u.head_img, u.cancelled FROM stream_media_comments c
           JOIN users u ON u.id = c.user_id WHERE c.media_id = ? ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`,
        )
        .all(row.id, pageSize, offset) as { id: number; content: string; created_at: number; nickname: string; head_img: string; cancelled: number }[];
      const total = (db.prepare('SELECT COUNT(*) AS n FROM stream_media_comments WHERE media_id = ?').get(row.id) as { n: number }).n;
      return pageOf(rows.map((c) => ({
          id: String(c.id),
          content: c.content,
          userName: c.cancelled ? '已注销用户' : c.nickname,
          headImg: c.head_img,
          createTime: formatChinaTime(c.created_at),
        })), total, { currPage, pageSize });
    });

    /**
     * like (POST form): id, likeStatus 1 to like or 0 to take it back (default 1). Idempotent; the
     * counter and the caller's state change in one transaction. Answers the new likeNum / likeStatus.
     */
    api.post('/res/api/streamMedia/like', async (req) => {
      const user = callerOf(ctx, req);
      if (!user) return notLoggedIn();
      const row = mediaOf(req, Number.parseInt(formInput(req, 'id'), 10));
      if (!row) return fail(1, '视频不存在');
      const want = formInput(req, 'likeStatus') !== '0';
      const result = db
        .transaction(() => {
          const had = likedBy.get(row.id, user.id) !== undefined;
          if (want && !had) {
            db.prepare('INSERT INTO stream_media_likes (media_id, user_id, created_at) VALUES (?, ?, ?)').run(row.id, user.id, ctx.clock.now());
            db.prepare('UPDATE stream_media SET like_num = like_num + 1 WHERE id = ?').run(row.id);
          } else if (!want && had) {
            db.prepare('DELETE FROM stream_media_likes WHERE media_id = ? AND user_id = ?').run(row.id, user.id);
            db.prepare('UPDATE stream_media SET like_num = MAX(0, like_num - 1) WHERE id = ?').run(row.id);
          }
          return (db.prepare('SELECT like_num FROM stream_media WHERE id = ?').get(row.id) as { like_num: number }).like_num;
        })
        .immediate();
      return ok({ id: String(row.id), likeNum: String(result), likeStatus: want ? 1 : 0 });
    });

    /** saveComment (POST form): id (the video), content (1 to 200 characters). Answers the new comment's id. */
    api.post('/res/api/streamMedia/saveComment', async (req) => {
      const user = callerOf(ctx, req);
      if (!user) return notLoggedIn();
      const row = mediaOf(req, Number.parseInt(formInput(req, 'id'), 10));
      if (!row) return fail(1, '视频不存在');
      const content = formInput(req, 'content').trim();
      if (content === '') return fail(CODE.FAIL, '请输入评论内容');
      if ([...content].length > COMMENT_MAX) return fail(CODE.FAIL, '评论内容不能超过200字');
      const id = db
        .transaction(() => {
          const inserted = db
            .prepare('INSERT INTO stream_media_comments (media_id, site_code, user_id, content, created_at) VALUES (?, ?, ?, ?, ?)')
            .run(row.id, row.site_code, user.id, content, ctx.clock.now()).lastInsertRowid;
          db.prepare('UPDATE stream_media SET comment_num = comment_num + 1 WHERE id = ?').run(row.id);
          return Number(inserted);
        })
        .immediate();
      return ok({ id: String(id) });
    });

    // The multimedia library: one list call per kind, the same parameters and item shape.
    const LISTS: Record<string, string> = { imageList: 'IMAGE', videoList: 'VIDEO', voiceList: 'AUDIO', panoramaList: 'PANORAMA' };
    for (const [path, kind] of Object.entries(LISTS)) {
      /** currPage, pageSize; scenicId (one scenic area's); ids (those items). Newest first. */
      api.get(`/res/api/multimedia/${path}`, async (req) => {
        const site = requireSite(req);
        const where = ['site_code = ?', 'kind = ?'];
        const args: unknown[] = [site.site_code, kind];
        const scenicId = input(req, 'scenicId');
        if (/^\d{1,18}$/.test(scenicId)) {
          where.push('scenic_id = ?');
          args.push(Number(scenicId));
        }
        const ids = idsParam(req);
        if (ids !== null) {
          if (ids.length === 0) return emptyPage({ currPage: 1, pageSize: 10 });
          where.push(`id IN (${ids.map(() => '?').join(',')})`);
          args.push(...ids);
        }
        const { currPage, pageSize, offset } = paging(req);
        const total = (db.prepare(`SELECT COUNT(*) AS n FROM media_library WHERE ${where.join(' AND ')}`).get(...args) as { n: number }).n;
        const rows = db.prepare(`SELECT * FROM media_library WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`).all(...args, pageSize, offset) as LibraryRow[];
        return pageOf(rows.map((r) => ({
            id: String(r.id),
            title: r.title,
            description: r.description,
            url: fileOf(r),
            coverImg: imageRef(r.cover),
            resourceId: r.scenic_id === null ? '' : String(r.scenic_id),
            resourceName: r.scenic_name,
            duration: r.duration > 0 ? String(r.duration) : '',
            createTime: formatChinaTime(r.created_at),
          })), total, { currPage, pageSize });
      });
    }
  },
  publicRoutes(app) {
    app.get<{ Params: { file: string } }>('/files/panoramas/:file', async (req, reply) => {
      const m = /^([\w-]{1,120})\.png$/.exec(req.params.file);
      if (!m) return reply.code(404).send(fail(404, '文件不存在'));
      // a WebGL texture: the app on another origin reads it with CORS
      return reply
        .header('Cache-Control', 'public, max-age=86400, immutable')
        .header('Access-Control-Allow-Origin', '*')
        .type('image/png')
        .send(panoramaPng(m[1]!));
    });
  },
};
