/**
 * Demo data of the heritage family on every demo site (data.ts), deterministic: the PRNG is
 * seeded from the site code; dates count back from the seed's now. News, video and audio are
 * made from each site's projects and inheritors.
 */
import type Database from 'better-sqlite3';
import type { SeedEnv, ServiceMenuSeed } from '../../family.ts';
import { CHENGDU as CHENGDU_GEO } from '../../db/seed/chengdu.ts';
import { JIAYUGUAN as JIAYUGUAN_GEO } from '../../db/seed/jiayuguan.ts';
import { JIUZHAIGOU as JIUZHAIGOU_GEO } from '../../db/seed/jiuzhaigou.ts';
import { LIJIANG as LIJIANG_GEO } from '../../db/seed/lijiang.ts';
import type { SiteGeo } from '../../db/seed/place-writer.ts';
import { hashString, mulberry32, type Rng } from '../../db/seed/prng.ts';
import { demoUnid } from '../../db/seed/social.ts';
import { lookupRegion } from '../../regions/division.ts';
import { formatChinaTime } from '../../time.ts';
import { CATEGORY_NAMES, HERITAGE_SITES, type BaseKind, type SiteHeritage } from './data.ts';
import { BASE_TYPES, RESOURCE } from './types.ts';

const GEO: Record<string, SiteGeo> = Object.fromEntries([CHENGDU_GEO, JIUZHAIGOU_GEO, LIJIANG_GEO, JIAYUGUAN_GEO].map((g) => [g.siteCode, g]));

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

/** First ids of each table (ranges of their own, so logs and tests read easily). */
const FIRST_ID = { project: 150001, inheritor: 151001, base: 152001, food: 153001, news: 154001, media: 155001 } as const;

/** The menu entries each demo site's service menu gets (the scenic edition has no base lists). */
function menuEntries(site: SiteHeritage, scenicEdition: boolean): ServiceMenuSeed[] {
  const fr = site.lang === 'FR';
  const all: Array<ServiceMenuSeed & { base?: boolean }> = [
    { name: fr ? 'Patrimoine immatériel' : '非遗', menuCode: 'INTANGIBLE', icon: 'landmark', sort: 1 },
    { name: fr ? 'Éléments du patrimoine' : '非遗项目', menuCode: 'INTANGIBLE_PROJECT', icon: 'scroll-text', sort: 2 },
    { name: fr ? 'Détenteurs' : '非遗传承人', menuCode: 'INTANGIBLE_SUCCESSOR', icon: 'user-round', sort: 3 },
    { name: fr ? "Lieux d'expérience" : '非遗体验基地', menuCode: 'PROJECT_EXPERIENCE_BASE', icon: 'hand-heart', sort: 4, base: true },
    { name: fr ? 'Bases de protection' : '非遗保护基地', menuCode: 'MISSION_PROTECTION_BASE', icon: 'shield-check', sort: 5, base: true },
    { name: fr ? 'Saveurs du patrimoine' : '非遗美食', menuCode: 'INTANGIBLE_FOOD', icon: 'utensils', sort: 6 },
    { name: fr ? 'Actualités du patrimoine' : '非遗资讯', menuCode: 'INTANGIBLE_NEWS', icon: 'newspaper', sort: 7 },
    { name: fr ? 'Vidéos du patrimoine' : '非遗视频', menuCode: 'INTANGIBLE_VIDEO', icon: 'clapperboard', sort: 8 },
    { name: fr ? 'Sons du patrimoine' : '非遗音频', menuCode: 'INTANGIBLE_AUDIO', icon: 'headphones', sort: 9 },
    { name: fr ? 'Mes détenteurs suivis' : '我的传承人', menuCode: 'INHERITOR', icon: 'heart-handshake', sort: 10 },
  ];
  return all.filter((e) => !(scenicEdition && e.base)).map(({ base: _base, ...entry }) => entry);
}

function regionName(site: SiteHeritage, code: string): string {
  const county = code.slice(0, 6);
  if (site.regionNames) return site.regionNames[code] ?? site.regionNames[county] ?? '';
  return lookupRegion(code)?.name ?? lookupRegion(county)?.name ?? '';
}

function centre(geo: SiteGeo, code: string): { lng: number; lat: number } {
  const county = geo.counties.find((c) => c.code === code.slice(0, 6)) ?? geo.counties[0]!;
  return { lng: county.lng, lat: county.lat };
}

const images = (prefix: string, id: number, n: number) => Array.from({ length: n }, (_, k) => `${prefix}-${id}-${k + 1}`).join(',');

/** Texts of the generated bodies, per language. */
const TEXT = {
  CN: {
    project: (name: string, category: string, unit: string, year: number, summary: string) => [
      `${name}属于${category}类非物质文化遗产，${year}年列入名录，保护单位为${unit}。`,
      summary,
      `近年来，保护单位通过建档立卡、传承人带徒、进校园和生产性保护等方式，让这项技艺在当代生活中延续。`,
      `游客可在本地的体验基地和传习所亲身参与，了解其历史渊源与制作流程。`,
    ],
    person: (name: string, born: number, nation: string, level: string, projects: string) => [
      `${name}，${nation}，${born}年生，${level}代表性传承人，传承项目：${projects}。`,
      `自幼随师学艺，几十年如一日钻研技艺，坚持收徒传艺，先后培养学徒数十人。`,
      `多次参加全国及省市非遗展演，作品与演出广受好评，并积极推动非遗进校园、进社区。`,
    ],
    base: (name: string, kind: BaseKind, projects: string) => [
      `${name}是${kind === 'EXPERIENCE' ? '面向公众开放的非遗体验场所' : kind === 'PROTECT' ? '经认定的非遗保护基地' : '开展传承教学的非遗传习场所'}，主要项目：${projects}。`,
      kind === 'EXPERIENCE'
        ? '基地提供现场展示、动手体验与讲解服务，节假日常有传承人驻场示范，适合亲子与研学团队。'
        : kind === 'PROTECT'
          ? '基地承担项目的资料整理、技艺保护与生产性保护工作，定期开展展演与交流。'
          : '传习所常年开设培训班，由传承人授课，学员可系统学习技艺。',
    ],
    food: (name: string, shop: string, summary: string, craft: string | null) => [
      summary,
      craft ? `${name}的风味离不开${craft}，是这项非遗技艺在餐桌上的延续。` : `${name}是本地人从小吃到大的味道，老字号代代相传。`,
      `推荐品尝地点：${shop}。`,
    ],
    newsTitles: [
      (p: string, v: string) => `${p}亮相${v}，市民游客近距离感受非遗魅力`,
      (p: string) => `非遗进校园：${p}走进课堂`,
      (_p: string, _v: string, who: string) => `传承人${who}：把手艺传给更多年轻人`,
      (p: string) => `${p}传承人培训班开班`,
      (_p: string, v: string) => `“非遗周末”活动在${v}举行`,
      (p: string) => `${p}入选非遗旅游体验精品线路`,
      (p: string, _v: string, who: string) => `${who}携${p}作品参加全国非遗博览会`,
      (p: string) => `${p}保护工作推进会召开`,
    ],
    newsBody: (title: string, p: string, v: string) => [
      `${title}。活动现场，传承人为观众进行了${p}的展示和讲解，吸引了众多市民游客驻足观看。`,
      `此次活动在${v}举办，设置了展示、体验和互动环节，让大家在参与中了解非遗、爱上非遗。`,
      `主办方表示，将持续推动非遗保护传承与文旅融合，让非遗“活”起来、“火”起来。`,
    ],
    author: ['非遗保护中心', '文化馆', '融媒体中心'],
    videoTitles: [(p: string) => `${p}·技艺展示`, (p: string, who: string) => `${who}谈${p}`, (p: string) => `${p}·纪录短片`, (p: string) => `${p}·舞台片段`],
    audioTitles: [(p: string) => `${p}·原声选段`, (p: string, who: string) => `${who}讲述${p}的故事`, (p: string) => `${p}·现场录音`],
    mediaSummary: (p: string) => `记录${p}的珍贵影音资料。`,
    comments: ['技艺太精湛了，值得好好传承！', '带孩子去体验过，讲解很详细。', '看了传承人的示范，非常震撼。', '希望多办一些体验活动。'],
    tags: ['技艺精湛', '值得传承', '讲解详细', '适合亲子', '体验丰富'],
  },
  FR: {
    project: (name: string, category: string, unit: string, year: number, summary: string) => [
      `${name} relève de la catégorie « ${category} » ; inscrit en ${year}, il est protégé par : ${unit}.`,
      summary,
      `Inventaires, transmission de maître à apprenti, ateliers dans les écoles : ce savoir reste vivant dans la vie d’aujourd’hui.`,
      `Les visiteurs peuvent s’y essayer dans les lieux d’expérience et les ateliers-écoles de la région.`,
    ],
    person: (name: string, born: number, nation: string, level: string, projects: string) => [
      `${name}, ${nation}, né·e en ${born}, détenteur·rice représentatif·ve (${level.toLowerCase()}) de : ${projects}.`,
      `Formé·e dès l’enfance auprès d’un maître, il ou elle a transmis son art à des dizaines d’apprentis.`,
      `Ses démonstrations sont régulièrement présentées lors des fêtes et salons du patrimoine.`,
    ],
    base: (name: string, kind: BaseKind, projects: string) => [
      `${name} est ${kind === 'EXPERIENCE' ? 'un lieu ouvert au public pour découvrir le patrimoine immatériel' : kind === 'PROTECT' ? 'une base de protection reconnue' : 'un atelier-école de transmission'} ; éléments : ${projects}.`,
      kind === 'EXPERIENCE'
        ? 'Démonstrations, ateliers pratiques et visites commentées ; des détenteurs y travaillent les jours fériés.'
        : kind === 'PROTECT'
          ? 'La base documente l’élément, protège son savoir-faire et organise démonstrations et échanges.'
          : 'Des cours y sont donnés toute l’année par les détenteurs.',
    ],
    food: (name: string, shop: string, summary: string, craft: string | null) => [
      summary,
      craft ? `${name} doit sa saveur à un savoir-faire inscrit au patrimoine : ${craft}.` : `${name} est une saveur d’enfance des habitants, transmise par les vieilles maisons.`,
      `Où le goûter : ${shop}.`,
    ],
    newsTitles: [
      (p: string, v: string) => `${p} présenté sur ${v}`,
      (p: string) => `Le patrimoine à l’école : ${p} en classe`,
      (_p: string, _v: string, who: string) => `${who} : transmettre aux jeunes`,
      (p: string) => `Ouverture d’un stage de formation : ${p}`,
      (_p: string, v: string) => `Un « week-end du patrimoine » sur ${v}`,
      (p: string) => `${p} au programme des itinéraires culturels`,
      (p: string, _v: string, who: string) => `${who} présente ${p} au salon national du patrimoine`,
      (p: string) => `Réunion sur la sauvegarde : ${p}`,
    ],
    newsBody: (title: string, p: string, v: string) => [
      `${title}. Les détenteurs ont présenté et expliqué ${p} devant un public nombreux.`,
      `L’événement, organisé sur ${v}, proposait démonstrations, ateliers et rencontres.`,
      `Les organisateurs veulent faire vivre le patrimoine immatériel au cœur du tourisme culturel.`,
    ],
    author: ['Centre du patrimoine immatériel', 'Maison de la culture', 'Office de tourisme'],
    videoTitles: [(p: string) => `${p} : démonstration`, (p: string, who: string) => `${who} parle de ${p}`, (p: string) => `${p} : court documentaire`, (p: string) => `${p} : extrait de scène`],
    audioTitles: [(p: string) => `${p} : extrait sonore`, (p: string, who: string) => `${who} raconte ${p}`, (p: string) => `${p} : enregistrement en direct`],
    mediaSummary: (p: string) => `Archives audiovisuelles : ${p}.`,
    comments: ['Un savoir-faire magnifique, à transmettre !', 'Atelier très bien expliqué, parfait avec les enfants.', 'La démonstration du détenteur était impressionnante.'],
    tags: ['Savoir-faire remarquable', 'À transmettre', 'Bien expliqué', 'En famille', 'Expérience riche'],
  },
} as const;

const html = (paras: readonly string[]) => paras.map((p) => `<p>${p}</p>`).join('');

/** Editor output is untrusted: some news bodies carry hostile markup on purpose (the gateway sanitises). */
const HOSTILE: Record<number, string> = {
  1: '<p><img src="x" onerror="alert(1)"></p>',
  4: '<script>document.cookie</script><p><a href="javascript:alert(1)">more</a></p>',
  6: '<iframe src="https://example.com"></iframe><p style="color:red" onclick="steal()">…</p>',
};

export function seedHeritage(db: Database.Database, env: SeedEnv): void {
  const ids = { ...FIRST_ID } as Record<keyof typeof FIRST_ID, number>;
  const insertProject = db.prepare(`INSERT INTO heritage_projects (id, site_code, name, category, level, year, region, region_name, unit,
    longitude, latitude, images, summary, content, sort, show_num) VALUES (@id, @site, @name, @category, @level, @year, @region, @regionName,
    @unit, @lng, @lat, @images, @summary, @content, @sort, @showNum)`);
  const insertInheritor = db.prepare(`INSERT INTO heritage_inheritors (id, site_code, name, sex, birth_year, nation, level, region, region_name,
    head_img, images, summary, content, sort, fans_base) VALUES (@id, @site, @name, @sex, @born, @nation, @level, @region, @regionName,
    @headImg, @images, @summary, @content, @sort, @fans)`);
  const link = db.prepare('INSERT INTO heritage_project_inheritors (project_id, inheritor_id, sort) VALUES (?, ?, ?)');
  const insertBase = db.prepare(`INSERT INTO heritage_bases (id, site_code, base_type, name, region, region_name, address, longitude, latitude,
    phone, open_time, images, summary, content, sort) VALUES (@id, @site, @kind, @name, @region, @regionName, @address, @lng, @lat, @phone,
    @openTime, @images, @summary, @content, @sort)`);
  const baseProject = db.prepare('INSERT INTO heritage_base_projects (base_id, project_id, sort) VALUES (?, ?, ?)');
  const insertFood = db.prepare(`INSERT INTO heritage_foods (id, site_code, name, project_id, shop_name, address, region_name, longitude, latitude,
    price, images, summary, content, sort) VALUES (@id, @site, @name, @project, @shop, @address, @regionName, @lng, @lat, @price, @images,
    @summary, @content, @sort)`);
  const insertNews = db.prepare(`INSERT INTO heritage_news (id, site_code, title, summary, author, publish_time, images, content, project_id,
    inheritor_id, show_num, top) VALUES (@id, @site, @title, @summary, @author, @publishTime, @images, @content, @project, @inheritor, @showNum, @top)`);
  const insertMedia = db.prepare(`INSERT INTO heritage_media (id, site_code, media_type, title, summary, cover, url, duration, project_id,
    inheritor_id, publish_time, play_num, sort) VALUES (@id, @site, @type, @title, @summary, @cover, @url, @duration, @project, @inheritor,
    @publishTime, @playNum, @sort)`);
  const counts = db.prepare('INSERT INTO interactions (resource_type, resource_id, like_num, collection_num, comment_num) VALUES (?, ?, ?, ?, 0)');
  const siteVersion = db.prepare('SELECT site_version FROM sites WHERE site_code = ?');

  for (const site of HERITAGE_SITES) {
    const geo = GEO[site.siteCode];
    if (!geo) throw new Error(`heritage: no geography for ${site.siteCode}`);
    const rng = mulberry32(hashString(`heritage:${site.siteCode}`));
    const t = TEXT[site.lang];
    const levelName = (level: number) => (site.lang === 'FR' ? ['Niveau national', 'Niveau provincial', 'Niveau préfectoral', 'Niveau du district'] : ['国家级', '省级', '市（州）级', '县（区）级'])[level - 1]!;
    const near = (code: string, spread: number) => {
      const c = centre(geo, code);
      return { lng: rng.jitter(c.lng, spread), lat: rng.jitter(c.lat, spread) };
    };
    const count = (type: string, id: number, scale: number) => counts.run(type, id, rng.int(scale / 10, scale), rng.int(scale / 30, scale / 3));

    const projectIds = site.projects.map((p, i) => {
      const id = ids.project++;
      const at = near(p.region, 0.04);
      const category = CATEGORY_NAMES[site.lang][p.category - 1]!;
      insertProject.run({
        id, site: site.siteCode, name: p.name, category: p.category, level: p.level, year: p.year, region: p.region,
        regionName: regionName(site, p.region), unit: p.unit, lng: at.lng, lat: at.lat, images: images('heritage-project', id, 3),
        summary: p.summary, content: html(t.project(p.name, category, p.unit, p.year, p.summary)), sort: i + 1, showNum: rng.int(800, 60000),
      });
      count(RESOURCE.PROJECT, id, 900);
      return id;
    });

    const inheritorIds = site.inheritors.map((h, i) => {
      const id = ids.inheritor++;
      const first = site.projects[h.projects[0]!]!;
      const projectNames = h.projects.map((k) => site.projects[k]!.name).join(site.lang === 'FR' ? ', ' : '、');
      const paras = t.person(h.name, h.born, h.nation, levelName(h.level), projectNames);
      insertInheritor.run({
        id, site: site.siteCode, name: h.name, sex: h.sex, born: h.born, nation: h.nation, level: h.level, region: first.region,
        regionName: regionName(site, first.region), headImg: `heritage-person-${id}`, images: images('heritage-person', id, 2),
        summary: paras[0], content: html(paras), sort: i + 1, fans: h.fans,
      });
      h.projects.forEach((k, n) => link.run(projectIds[k]!, id, n + 1));
      count(RESOURCE.PERSON, id, 500);
      return id;
    });

    site.bases.forEach((b, i) => {
      const id = ids.base++;
      const at = near(b.region, 0.03);
      const projectNames = b.projects.map((k) => site.projects[k]!.name).join(site.lang === 'FR' ? ', ' : '、');
      const paras = t.base(b.name, b.kind, projectNames);
      insertBase.run({
        id, site: site.siteCode, kind: b.kind, name: b.name, region: b.region, regionName: regionName(site, b.region),
        address: site.lang === 'FR' ? `${b.street}, ${regionName(site, b.region)}` : `${regionName(site, b.region)}${b.street}`,
        lng: at.lng, lat: at.lat, phone: `${geo.phoneArea}-${rng.int(5000000, 8999999)}`,
        openTime: b.kind === 'EXPERIENCE' ? rng.pick(['09:00-17:30', '10:00-18:00', '09:30-21:00']) : rng.pick(['09:00-17:00', '08:30-17:30']),
        images: images('heritage-base', id, 3), summary: paras[0], content: html(paras), sort: i + 1,
      });
      b.projects.forEach((k, n) => baseProject.run(id, projectIds[k]!, n + 1));
      count(BASE_TYPES[b.kind], id, 300);
    });

    site.foods.forEach((f, i) => {
      const id = ids.food++;
      const at = near(f.region, 0.02);
      const craft = f.project === null ? null : site.projects[f.project]!.name;
      insertFood.run({
        id, site: site.siteCode, name: f.name, project: f.project === null ? null : projectIds[f.project]!, shop: f.shop,
        address: site.lang === 'FR' ? `${f.shop}, ${regionName(site, f.region)}` : `${regionName(site, f.region)}${f.shop}`,
        regionName: regionName(site, f.region), lng: at.lng, lat: at.lat, price: f.price, images: images('heritage-food', id, 2),
        summary: f.summary, content: html(t.food(f.name, f.shop, f.summary, craft)), sort: i + 1,
      });
      count(RESOURCE.FOOD, id, 400);
    });

    // news: the newest first, every few days back from now; two pinned
    const inheritorOf = (projectIndex: number) => site.inheritors.findIndex((h) => h.projects.includes(projectIndex));
    let at = env.nowMs - rng.int(2, 20) * HOUR;
    for (let i = 0; i < 14; i++) {
      const id = ids.news++;
      const pi = (i * 5) % site.projects.length;
      const hi = Math.max(0, inheritorOf(pi));
      const p = site.projects[pi]!.name;
      const who = site.inheritors[hi]!.name;
      const venue = site.venues[i % site.venues.length]!;
      const title = t.newsTitles[i % t.newsTitles.length]!(p, venue, who);
      const paras = t.newsBody(title, p, venue);
      insertNews.run({
        id, site: site.siteCode, title, summary: paras[0], author: i % 5 === 4 ? null : rng.pick(t.author), publishTime: formatChinaTime(at),
        images: images('heritage-news', id, i % 4 === 1 ? 3 : 1), content: html(paras) + (HOSTILE[i] ?? ''), project: projectIds[pi]!,
        inheritor: i % 7 === 3 ? null : inheritorIds[hi]!, showNum: rng.int(150, 20000), top: i === 2 || i === 9 ? '1' : '0',
      });
      count(RESOURCE.NEWS, id, 300);
      at -= rng.int(1, 6) * DAY + rng.int(0, 20) * HOUR;
    }

    // video and audio: twelve of each, newest first
    for (const type of ['VIDEO', 'AUDIO'] as const) {
      let when = env.nowMs - rng.int(1, 30) * HOUR;
      const titles = type === 'VIDEO' ? t.videoTitles : t.audioTitles;
      // audio favours music and storytelling items
      const order = type === 'AUDIO' ? [...site.projects.keys()].sort((a, b) => Number(![2, 5, 1].includes(site.projects[a]!.category)) - Number(![2, 5, 1].includes(site.projects[b]!.category))) : [...site.projects.keys()];
      for (let i = 0; i < 12; i++) {
        const id = ids.media++;
        const pi = order[i % order.length]!;
        const hi = inheritorOf(pi);
        const who = hi >= 0 ? site.inheritors[hi]!.name : site.projects[pi]!.unit;
        const p = site.projects[pi]!.name;
        insertMedia.run({
          id, site: site.siteCode, type, title: titles[i % titles.length]!(p, who), summary: t.mediaSummary(p), cover: `heritage-${type.toLowerCase()}-${id}`,
          url: `@/files/media/heritage-${id}.${type === 'VIDEO' ? 'webm' : 'ogg'}`,
          // the demo's every video is the shipped 4-second sample and every audio the 6-second one
          duration: type === 'VIDEO' ? 4 : 6,
          project: projectIds[pi]!, inheritor: hi >= 0 ? inheritorIds[hi]! : null, publishTime: formatChinaTime(when),
          playNum: rng.int(100, 90000), sort: i + 1,
        });
        count(RESOURCE.MEDIA, id, 600);
        when -= rng.int(1, 5) * DAY;
      }
    }

    const scenicEdition = (siteVersion.get(site.siteCode) as { site_version: string } | undefined)?.site_version === 'SCENERY';
    env.addServiceMenu(site.siteCode, menuEntries(site, scenicEdition));
    seedComments(db, rng, site, projectIds, env.nowMs);
  }

  // review tags for the heritage types (Chinese; the comment box shows them as they are)
  const insertTag = db.prepare('INSERT INTO comment_tags (resource_type, name, sort) VALUES (?, ?, ?)');
  for (const type of [RESOURCE.PROJECT, RESOURCE.PERSON, ...Object.values(BASE_TYPES)]) TEXT.CN.tags.forEach((name, i) => insertTag.run(type, name, i + 1));

  // demo user 13800000002 follows two inheritors of site510100 (README "Demo users")
  const follow = db.prepare(
    `INSERT INTO user_interactions (user_id, resource_type, resource_id, liked, collected, followed, updated_at) VALUES (?, ?, ?, 0, 0, 1, ?)`,
  );
  for (const id of [FIRST_ID.inheritor + 3, FIRST_ID.inheritor + 9]) follow.run(demoUnid('13800000002'), RESOURCE.PERSON, id, formatChinaTime(env.nowMs - 3 * DAY));
}

/** A few comments by the demo users on the first projects of the site. */
function seedComments(db: Database.Database, rng: Rng, site: SiteHeritage, projectIds: number[], nowMs: number): void {
  const users = (db.prepare("SELECT id FROM users WHERE phone LIKE '1380000000%' ORDER BY id").all() as { id: number }[]).map((u) => u.id);
  if (users.length === 0) return;
  const insert = db.prepare(
    'INSERT INTO comments (site_code, resource_type, resource_id, user_id, content, star, emoticon_ids, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const texts = TEXT[site.lang].comments;
  projectIds.slice(0, 3).forEach((projectId, p) => {
    for (let k = 0; k < 3 - p; k++) {
      insert.run(site.siteCode, RESOURCE.PROJECT, projectId, users[(p + k) % users.length]!, texts[(p + k) % texts.length]!, rng.int(4, 5), '', nowMs - (p * 3 + k + 1) * DAY);
    }
  });
}
