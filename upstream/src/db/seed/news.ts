/** News channels and articles. Article bodies imitate editor output: some carry hostile markup on purpose. */
import type Database from 'better-sqlite3';
import { DEMO_NOW_MS, formatChinaTime } from '../../time.ts';
import { imageRef } from '../../resources.ts';
import type { Rng } from './prng.ts';

interface NewsSite {
  siteCode: string;
  french: boolean;
  count: number;
  channels: [code: string, name: string][];
  places: string[];
}

const CONTENT_TYPES = ['CONTENT', 'IMAGE', 'VIDEO', 'AUDIO'] as const;

/** Hostile fragments real editor output contains; index = article number that gets it. */
const HOSTILE: Record<number, string> = {
  2: '<script>alert(1)</script>',
  4: '<p><img src=x onerror=alert(1)></p>',
  6: '<p><a href="javascript:alert(1)">点击查看详情 / Voir le détail</a></p>',
  8: '<p onclick="alert(1)" style="color:#c00">活动报名请点击 / Inscription</p>',
  9: '<iframe src="https://evil.example.com/frame" width="300" height="200"></iframe>',
  10: '<style>body{display:none !important}</style><p>样式测试 / Test de style</p>',
  13: '<div onmouseover="alert(document.cookie)"><script src="https://evil.example.com/x.js"></script>悬停</div>',
};

const CN_EVENTS = ['秋季赏叶季', '夜游活动', '非遗展演周', '研学旅行线路', '文创市集', '惠民门票政策', '音乐季', '灯会'];
const FR_EVENTS = [
  'ouverture de la saison des fleurs',
  'nouveau spectacle nocturne',
  'semaine du patrimoine naxi',
  'tarifs réduits pour les étudiants',
  'marché artisanal du week-end',
  'festival des lanternes',
];

function title(rng: Rng, site: NewsSite, channel: string, i: number): string {
  const p = () => rng.pick(site.places);
  // distinct places for a route
  const [a, b, c] = rng.shuffle(site.places);
  if (site.french) {
    if (channel === 'lineChannel') return `Itinéraire de ${rng.int(1, 4)} jours : ${a} et ${b}`;
    if (channel === 'notice')
      return rng.chance(0.5) ? `Avis : fermeture temporaire de ${p()}` : `Horaires d'hiver : ${p()}`;
    return `${p()} : ${rng.pick(FR_EVENTS)}`;
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
  if (site.french) {
    return [
      `${heading}. L'office de tourisme invite les visiteurs à réserver en ligne et à respecter les consignes sur place.`,
      `Les guides locaux proposent des visites commentées en plusieurs langues, ainsi que des ateliers autour de la culture naxi.`,
      `Informations pratiques : navettes gratuites depuis la vieille ville, parking limité, prévoir des vêtements chauds.`,
    ];
  }
  return [
    `${heading}。据介绍，本次活动由当地文旅部门主办，旨在进一步丰富市民游客的文化生活。`,
    `活动期间，${rng.pick(site.places)}将同步推出多项惠民措施，市民游客可通过平台在线预约。`,
    `相关负责人表示，将持续做好安全保障与游客服务工作，欢迎广大市民游客前往体验。`,
  ];
}

export function seedNews(db: Database.Database, rng: Rng, site: NewsSite, ids: { next: number }): number[] {
  const insertChannel = db.prepare('INSERT INTO news_channels (site_code, channel_code, channel_name, sort) VALUES (?, ?, ?, ?)');
  site.channels.forEach(([code, name], i) => insertChannel.run(site.siteCode, code, name, i + 1));
  const insert = db.prepare(`INSERT INTO news (id, site_code, channel_code, title, summary, author, publish_time,
      content_type, top, show_num, images, video, audio, source_url, content_source, content)
    VALUES (@id, @siteCode, @channel, @title, @summary, @author, @publishTime, @contentType, @top, @showNum, @images,
      @video, @audio, @sourceUrl, @contentSource, @content)`);
  const created: number[] = [];
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
      HOSTILE[i] ?? '',
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
      author: i % 7 === 0 ? null : i % 7 === 1 ? '' : site.french ? 'Office de tourisme' : rng.pick(['文旅局', '融媒体中心', '张晓', '李娜', '王磊']),
      publishTime: formatChinaTime(at),
      contentType,
      top: i === 7 || i === 15 ? '1' : '0',
      showNum: rng.int(120, 60000),
      images: images.join(','),
      video: contentType === 'VIDEO' ? JSON.stringify({ url: `@/files/media/news-${id}.webm`, imgUrl: cover }) : null,
      audio: contentType === 'AUDIO' ? JSON.stringify({ url: `@/files/media/news-${id}.ogg` }) : null,
      sourceUrl: reprint ? `https://news.example.cn/${site.siteCode}/2025/${id}.html` : '',
      contentSource: reprint ? 'REPRINT' : 'ORIGINAL',
      content: body,
    });
    created.push(id);
  }
  return created;
}

export const NEWS_SITES: Omit<NewsSite, 'places'>[] = [
  {
    siteCode: 'site510100',
    french: false,
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
    french: false,
    count: 15,
    channels: [
      ['systemChannel', '景区动态'],
      ['lineChannel', '游览线路'],
      ['notice', '景区公告'],
    ],
  },
  {
    siteCode: 'site530700',
    french: true,
    count: 14,
    channels: [
      ['systemChannel', 'Actualités'],
      ['lineChannel', 'Itinéraires'],
      ['notice', 'Avis'],
    ],
  },
  {
    siteCode: 'site620200',
    french: false,
    count: 12,
    channels: [
      ['systemChannel', '文旅资讯'],
      ['lineChannel', '精品线路'],
      ['notice', '通知公告'],
    ],
  },
];
