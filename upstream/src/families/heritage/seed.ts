/**
 * Demo data of the heritage family on every demo site (texts.ts), deterministic: the PRNG is
 * seeded from the site code; dates count back from the seed's now. News, video and audio are
 * made from each site's projects and inheritors, in the site's language (TEXT).
 */
import type Database from 'better-sqlite3';
import type { SeedEnv, ServiceMenuSeed } from '../../family.ts';
import {
  CHENGDU as CHENGDU_GEO,
  GUILIN as GUILIN_GEO,
  JIAYUGUAN as JIAYUGUAN_GEO,
  JIUZHAIGOU as JIUZHAIGOU_GEO,
  LIJIANG as LIJIANG_GEO,
  XIAN as XIAN_GEO,
  YANBIAN as YANBIAN_GEO,
  YANQING as YANQING_GEO,
  type SiteGeo,
} from '../places/index.ts';
import { hashString, mulberry32, type Rng } from '../../db/seed/prng.ts';
import { demoUnid } from '../../db/seed/social.ts';
import { lookupRegion } from '../../regions/division.ts';
import { demoGuide, demoVideo, mediaUrl, type VideoSubject } from '../../media/pick.ts';
import { formatChinaTime } from '../../time.ts';
import type { InLanguages, SiteLanguage } from '../demo.ts';
import { CATEGORY_NAMES, HERITAGE_SITES, LEVEL_NAMES, type BaseKind, type SiteHeritage } from './texts.ts';
import { BASE_TYPES, RESOURCE } from './types.ts';

const GEO: Record<string, SiteGeo> = Object.fromEntries(
  [CHENGDU_GEO, JIUZHAIGOU_GEO, LIJIANG_GEO, JIAYUGUAN_GEO, GUILIN_GEO, XIAN_GEO, YANBIAN_GEO, YANQING_GEO].map((g) => [g.siteCode, g]),
);

/** What a heritage item's videos show, by its category (CATEGORY_NAMES order). */
const CATEGORY_SUBJECT: readonly VideoSubject[] = [
  'museum',
  'stage',
  'stage',
  'stage',
  'stage',
  'stage',
  'craft',
  'craft',
  'museum',
  'stage',
];

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

/** First ids of each table (ranges of their own, so logs and tests read easily). */
const FIRST_ID = { project: 150001, inheritor: 151001, base: 152001, food: 153001, news: 154001, media: 155001 } as const;

/** The ten service-menu entries' names, in the order of MENU_CODES. */
const MENU_NAMES: InLanguages<readonly string[]> = {
  CN: ['非遗', '非遗项目', '非遗传承人', '非遗体验基地', '非遗保护基地', '非遗美食', '非遗资讯', '非遗视频', '非遗音频', '我的传承人'],
  FRENCH: [
    'Patrimoine immatériel',
    'Éléments du patrimoine',
    'Détenteurs',
    "Lieux d'expérience",
    'Bases de protection',
    'Saveurs du patrimoine',
    'Actualités du patrimoine',
    'Vidéos du patrimoine',
    'Sons du patrimoine',
    'Mes détenteurs suivis',
  ],
  EN: [
    'Intangible heritage',
    'Heritage items',
    'Inheritors',
    'Experience bases',
    'Protection bases',
    'Heritage food',
    'Heritage news',
    'Heritage videos',
    'Heritage audio',
    'My inheritors',
  ],
  JAPANESE: [
    '無形文化遺産',
    '遺産項目',
    '伝承者',
    '体験拠点',
    '保護拠点',
    '伝統グルメ',
    '遺産ニュース',
    '遺産の動画',
    '遺産の音声',
    'フォロー中の伝承者',
  ],
  KOREAN: [
    '무형문화유산',
    '유산 종목',
    '전승자',
    '체험 기지',
    '보호 기지',
    '전통 음식',
    '무형유산 소식',
    '무형유산 영상',
    '무형유산 음원',
    '팔로우한 전승자',
  ],
};

const MENU_CODES: ReadonlyArray<{ menuCode: string; icon: string; base?: boolean }> = [
  { menuCode: 'INTANGIBLE', icon: 'landmark' },
  { menuCode: 'INTANGIBLE_PROJECT', icon: 'scroll-text' },
  { menuCode: 'INTANGIBLE_SUCCESSOR', icon: 'user-round' },
  { menuCode: 'PROJECT_EXPERIENCE_BASE', icon: 'hand-heart', base: true },
  { menuCode: 'MISSION_PROTECTION_BASE', icon: 'shield-check', base: true },
  { menuCode: 'INTANGIBLE_FOOD', icon: 'utensils' },
  { menuCode: 'INTANGIBLE_NEWS', icon: 'newspaper' },
  { menuCode: 'INTANGIBLE_VIDEO', icon: 'clapperboard' },
  { menuCode: 'INTANGIBLE_AUDIO', icon: 'headphones' },
  { menuCode: 'INHERITOR', icon: 'heart-handshake' },
];

/** The menu entries each demo site's service menu gets (the scenic edition has no base lists). */
function menuEntries(site: SiteHeritage, scenicEdition: boolean): ServiceMenuSeed[] {
  const names = MENU_NAMES[site.lang];
  return MENU_CODES.flatMap(({ menuCode, icon, base }, i) =>
    scenicEdition && base ? [] : [{ name: names[i]!, menuCode, icon, sort: i + 1 }],
  );
}

function regionName(site: SiteHeritage, code: string): string {
  const county = code.slice(0, 6);
  if (site.regionNames) return site.regionNames[code] ?? site.regionNames[county] ?? '';
  return lookupRegion(code)?.name ?? lookupRegion(county)?.name ?? '';
}

function centre(geo: SiteGeo, site: SiteHeritage, code: string): { lng: number; lat: number } {
  const county =
    geo.counties.find((c) => c.code === code.slice(0, 6)) ??
    site.extraCounties?.find((c) => c.code === code.slice(0, 6)) ??
    geo.counties[0]!;
  return { lng: county.lng, lat: county.lat };
}

const images = (prefix: string, id: number, n: number) => Array.from({ length: n }, (_, k) => `${prefix}-${id}-${k + 1}`).join(',');

/** The generated texts of one language: bodies, titles, comments and review tags. */
interface HeritageTexts {
  project(name: string, category: string, unit: string, year: number, summary: string): readonly string[];
  person(name: string, born: number, nation: string, level: string, projects: string): readonly string[];
  base(name: string, kind: BaseKind, projects: string): readonly string[];
  food(name: string, shop: string, summary: string, craft: string | null): readonly string[];
  /** (project, venue, inheritor) → title. */
  newsTitles: ReadonlyArray<(p: string, v: string, who: string) => string>;
  newsBody(title: string, p: string, v: string): readonly string[];
  author: readonly string[];
  videoTitles: ReadonlyArray<(p: string, who: string) => string>;
  audioTitles: ReadonlyArray<(p: string, who: string) => string>;
  mediaSummary(p: string): string;
  comments: readonly string[];
  tags: readonly string[];
  /** Between the names of several projects. */
  join: string;
  /** A base's or a shop's address from its district and street. */
  address(region: string, street: string): string;
}

/** Texts of the generated bodies, per language. */
const TEXT: InLanguages<HeritageTexts> = {
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
    videoTitles: [
      (p: string) => `${p}·技艺展示`,
      (p: string, who: string) => `${who}谈${p}`,
      (p: string) => `${p}·纪录短片`,
      (p: string) => `${p}·舞台片段`,
    ],
    audioTitles: [(p: string) => `${p}·原声选段`, (p: string, who: string) => `${who}讲述${p}的故事`, (p: string) => `${p}·现场录音`],
    mediaSummary: (p: string) => `记录${p}的珍贵影音资料。`,
    comments: ['技艺太精湛了，值得好好传承！', '带孩子去体验过，讲解很详细。', '看了传承人的示范，非常震撼。', '希望多办一些体验活动。'],
    tags: ['技艺精湛', '值得传承', '讲解详细', '适合亲子', '体验丰富'],
    join: '、',
    address: (region: string, street: string) => `${region}${street}`,
  },
  FRENCH: {
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
      craft
        ? `${name} doit sa saveur à un savoir-faire inscrit au patrimoine : ${craft}.`
        : `${name} est une saveur d’enfance des habitants, transmise par les vieilles maisons.`,
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
    videoTitles: [
      (p: string) => `${p} : démonstration`,
      (p: string, who: string) => `${who} parle de ${p}`,
      (p: string) => `${p} : court documentaire`,
      (p: string) => `${p} : extrait de scène`,
    ],
    audioTitles: [
      (p: string) => `${p} : extrait sonore`,
      (p: string, who: string) => `${who} raconte ${p}`,
      (p: string) => `${p} : enregistrement en direct`,
    ],
    mediaSummary: (p: string) => `Archives audiovisuelles : ${p}.`,
    comments: [
      'Un savoir-faire magnifique, à transmettre !',
      'Atelier très bien expliqué, parfait avec les enfants.',
      'La démonstration du détenteur était impressionnante.',
    ],
    tags: ['Savoir-faire remarquable', 'À transmettre', 'Bien expliqué', 'En famille', 'Expérience riche'],
    join: ', ',
    address: (region: string, street: string) => `${street}, ${region}`,
  },
  EN: {
    project: (name: string, category: string, unit: string, year: number, summary: string) => [
      `${name} belongs to the category “${category}”; listed in ${year}, it is safeguarded by ${unit}.`,
      summary,
      `Inventories, master-and-apprentice training, school workshops and productive protection keep this tradition alive in everyday life.`,
      `Visitors can try it for themselves at the experience bases and teaching workshops of the region.`,
    ],
    person: (name: string, born: number, nation: string, level: string, projects: string) => [
      `${name} (${nation}, born ${born}) is a representative inheritor (${level.toLowerCase()}) of ${projects}.`,
      `Trained by a master from childhood, this inheritor has spent decades perfecting the craft and has taught it to dozens of apprentices.`,
      `Their performances and works are regularly shown at national and provincial heritage festivals, in schools and in the community.`,
    ],
    base: (name: string, kind: BaseKind, projects: string) => [
      `${name} is ${kind === 'EXPERIENCE' ? 'a place open to the public to discover intangible heritage' : kind === 'PROTECT' ? 'a recognised heritage protection base' : 'a teaching workshop where the heritage is passed on'}; items: ${projects}.`,
      kind === 'EXPERIENCE'
        ? 'Demonstrations, hands-on workshops and guided visits; inheritors are often at work here on public holidays, ideal for families and study groups.'
        : kind === 'PROTECT'
          ? 'The base documents the item, safeguards its skills and holds regular performances and exchanges.'
          : 'Inheritors teach courses here all year round, so students can learn the craft step by step.',
    ],
    food: (name: string, shop: string, summary: string, craft: string | null) => [
      summary,
      craft
        ? `${name} owes its flavour to a listed craft: ${craft}.`
        : `${name} is a taste of childhood for local people, handed down by old family shops.`,
      `Where to taste it: ${shop}.`,
    ],
    newsTitles: [
      (p: string, v: string) => `${p} on show at ${v}: residents and visitors discover living heritage`,
      (p: string) => `Heritage in schools: ${p} comes to the classroom`,
      (_p: string, _v: string, who: string) => `Inheritor ${who}: passing the craft on to young people`,
      (p: string) => `Training course opens for young inheritors of ${p}`,
      (_p: string, v: string) => `A “Heritage Weekend” at ${v}`,
      (p: string) => `${p} joins the heritage travel routes`,
      (p: string, _v: string, who: string) => `${who} brings ${p} to the national heritage fair`,
      (p: string) => `Safeguarding meeting on ${p}`,
    ],
    newsBody: (title: string, p: string, v: string) => [
      `${title}. Inheritors presented and explained ${p} to a large audience of residents and visitors.`,
      `The event at ${v} offered demonstrations, hands-on workshops and meetings with the inheritors.`,
      `The organisers plan to keep intangible heritage at the heart of cultural tourism.`,
    ],
    author: ['Intangible Heritage Centre', 'Cultural Centre', 'Media Centre'],
    videoTitles: [
      (p: string) => `${p}: demonstration`,
      (p: string, who: string) => `${who} on ${p}`,
      (p: string) => `${p}: short documentary`,
      (p: string) => `${p}: stage excerpt`,
    ],
    audioTitles: [
      (p: string) => `${p}: original recording`,
      (p: string, who: string) => `${who} tells the story of ${p}`,
      (p: string) => `${p}: live recording`,
    ],
    mediaSummary: (p: string) => `Audio-visual archive: ${p}.`,
    comments: [
      'Superb craftsmanship, worth passing on!',
      'Took the children to a workshop: very well explained.',
      'The inheritor’s demonstration was stunning.',
      'I hope there will be more hands-on events.',
    ],
    tags: ['Superb craftsmanship', 'Worth passing on', 'Well explained', 'Family friendly', 'Rich experience'],
    join: ', ',
    address: (region: string, street: string) => `${street}, ${region}`,
  },
  JAPANESE: {
    project: (name: string, category: string, unit: string, year: number, summary: string) => [
      `${name}は「${category}」に分類される無形文化遺産で、${year}年に登録されました。保護団体は${unit}です。`,
      summary,
      `保護団体は記録の作成、弟子の育成、学校での体験授業、生産的保護などを通じて、この伝統を今の暮らしの中に受け継いでいます。`,
      `旅行者は地域の体験拠点や伝習所で、実際に体験しながらその歴史と技を知ることができます。`,
    ],
    person: (name: string, born: number, nation: string, level: string, projects: string) => [
      `${name}（${nation}、${born}年生まれ）は、${projects}の${level}代表的伝承者です。`,
      `幼いころから師匠について技を学び、数十年にわたって研鑽を重ね、これまでに数十人の弟子を育ててきました。`,
      `全国や省・市の無形文化遺産の公演や展示にたびたび参加し、学校や地域への普及にも力を注いでいます。`,
    ],
    base: (name: string, kind: BaseKind, projects: string) => [
      `${name}は${kind === 'EXPERIENCE' ? '一般に公開されている無形文化遺産の体験施設' : kind === 'PROTECT' ? '認定を受けた無形文化遺産の保護拠点' : '伝承者が技を教える伝習所'}です。主な項目：${projects}。`,
      kind === 'EXPERIENCE'
        ? '実演の見学、手作り体験、解説サービスがあり、休日には伝承者による実演も行われます。家族連れや修学旅行にもおすすめです。'
        : kind === 'PROTECT'
          ? '項目の資料整理、技の保護、生産的保護を担い、定期的に公演や交流を行っています。'
          : '伝承者が講師を務める講座が一年を通して開かれ、受講生は技を基礎から学べます。',
    ],
    food: (name: string, shop: string, summary: string, craft: string | null) => [
      summary,
      craft
        ? `${name}の味わいは、無形文化遺産「${craft}」に支えられています。食卓で味わえる伝統の技です。`
        : `${name}は地元の人々が子どものころから親しんできた味で、老舗が代々受け継いでいます。`,
      `おすすめの店：${shop}。`,
    ],
    newsTitles: [
      (p: string, v: string) => `${p}が${v}に登場、市民や観光客が無形文化遺産の魅力を体感`,
      (p: string) => `無形文化遺産を学校へ：${p}の出前授業`,
      (_p: string, _v: string, who: string) => `伝承者・${who}さん「技をもっと多くの若者に」`,
      (p: string) => `${p}の伝承者養成講座が開講`,
      (_p: string, v: string) => `「無形文化遺産ウィークエンド」が${v}で開催`,
      (p: string) => `${p}が無形文化遺産体験ツアーのおすすめコースに`,
      (p: string, _v: string, who: string) => `${who}さん、${p}の作品を全国無形文化遺産博覧会に出展`,
      (p: string) => `${p}の保護推進会議を開催`,
    ],
    newsBody: (title: string, p: string, v: string) => [
      `${title}。会場では伝承者が${p}を実演・解説し、多くの市民や観光客が足を止めて見入りました。`,
      `今回のイベントは${v}で開かれ、展示・体験・交流のコーナーが設けられました。`,
      `主催者は、今後も無形文化遺産の保護・継承と文化観光の融合を進めていくとしています。`,
    ],
    author: ['無形文化遺産保護センター', '市文化館', 'メディアセンター'],
    videoTitles: [
      (p: string) => `${p}・技の実演`,
      (p: string, who: string) => `${who}が語る${p}`,
      (p: string) => `${p}・ドキュメンタリー`,
      (p: string) => `${p}・舞台のハイライト`,
    ],
    audioTitles: [
      (p: string) => `${p}・オリジナル音源`,
      (p: string, who: string) => `${who}が語る${p}の物語`,
      (p: string) => `${p}・ライブ録音`,
    ],
    mediaSummary: (p: string) => `${p}の貴重な映像・音声の記録です。`,
    comments: [
      '技が本当に見事で、ぜひ受け継いでほしいです！',
      '子どもと体験しましたが、説明がとても丁寧でした。',
      '伝承者の実演を間近で見て感動しました。',
      '体験イベントをもっと開いてほしいです。',
    ],
    tags: ['見事な技', '受け継ぎたい', '説明が丁寧', '家族におすすめ', '体験が充実'],
    join: '、',
    address: (region: string, street: string) => `${region}${street}`,
  },
  KOREAN: {
    project: (name: string, category: string, unit: string, year: number, summary: string) => [
      `${name}: '${category}' 분야의 무형문화유산으로, ${year}년 목록에 올랐습니다. 보호 단체는 ${unit}입니다.`,
      summary,
      `보호 단체는 기록 작업, 전승자의 제자 양성, 학교 체험 수업, 생산적 보호를 통해 이 전통을 오늘의 삶 속에 이어 가고 있습니다.`,
      `여행객은 지역의 체험 기지와 전수관에서 직접 체험하며 그 역사와 기예를 알아볼 수 있습니다.`,
    ],
    person: (name: string, born: number, nation: string, level: string, projects: string) => [
      `${name}(${nation}, ${born}년생): ${projects} ${level} 대표 전승자입니다.`,
      `어려서부터 스승에게 기예를 배워 수십 년 동안 갈고닦았으며, 지금까지 수십 명의 제자를 길러 냈습니다.`,
      `전국과 성·시의 무형문화유산 공연과 전시에 여러 차례 참가했으며, 학교와 지역 사회에 유산을 알리는 일에도 힘쓰고 있습니다.`,
    ],
    base: (name: string, kind: BaseKind, projects: string) => [
      `${name}: ${kind === 'EXPERIENCE' ? '일반에 개방된 무형문화유산 체험 시설' : kind === 'PROTECT' ? '인정을 받은 무형문화유산 보호 기지' : '전승자가 기예를 가르치는 전수관'}입니다. 주요 종목: ${projects}.`,
      kind === 'EXPERIENCE'
        ? '시연 관람, 만들기 체험, 해설 서비스를 제공하며, 휴일에는 전승자의 시연도 열립니다. 가족 여행과 체험 학습에 알맞습니다.'
        : kind === 'PROTECT'
          ? '종목의 자료 정리와 기예 보호, 생산적 보호를 맡고 있으며, 정기적으로 공연과 교류 행사를 엽니다.'
          : '전승자가 강사로 나서는 강좌가 연중 열려, 수강생이 기예를 차근차근 배울 수 있습니다.',
    ],
    food: (name: string, shop: string, summary: string, craft: string | null) => [
      summary,
      craft
        ? `${name}의 맛은 무형문화유산 ‘${craft}’에서 나옵니다. 식탁 위에서 이어지는 전통 기예입니다.`
        : `${name}: 이 고장 사람들이 어려서부터 먹어 온 맛으로, 오래된 가게들이 대대로 이어 오고 있습니다.`,
      `추천 가게: ${shop}.`,
    ],
    newsTitles: [
      (p: string, v: string) => `${p}, ${v}에서 선보여… 시민과 관광객이 무형유산의 매력 체험`,
      (p: string) => `무형유산, 학교로: ${p} 교실 수업`,
      (_p: string, _v: string, who: string) => `전승자 ${who} “더 많은 젊은이에게 기예를 전하고 싶다”`,
      (p: string) => `${p} 전승자 양성반 개강`,
      (_p: string, v: string) => `‘무형유산 주말’ 행사 ${v}에서 열려`,
      (p: string) => `${p}, 무형유산 체험 관광 추천 코스에 선정`,
      (p: string, _v: string, who: string) => `${who}, ${p} 작품으로 전국 무형유산 박람회 참가`,
      (p: string) => `${p} 보호 추진 회의 개최`,
    ],
    newsBody: (title: string, p: string, v: string) => [
      `${title}. 현장에서 전승자들이 ${p} 시연과 해설을 선보여 많은 시민과 관광객의 발길을 붙잡았습니다.`,
      `이번 행사는 ${v}에서 열렸으며 전시, 체험, 교류 코너가 마련되었습니다.`,
      `주최 측은 앞으로도 무형유산의 보호·전승과 문화관광의 융합을 이어 가겠다고 밝혔습니다.`,
    ],
    author: ['무형문화유산보호센터', '문화관', '융합미디어센터'],
    videoTitles: [
      (p: string) => `${p} · 기예 시연`,
      (p: string, who: string) => `${p} · ${who} 인터뷰`,
      (p: string) => `${p} · 다큐멘터리`,
      (p: string) => `${p} · 무대 하이라이트`,
    ],
    audioTitles: [
      (p: string) => `${p} · 원음 발췌`,
      (p: string, who: string) => `${p} · ${who}의 이야기`,
      (p: string) => `${p} · 현장 녹음`,
    ],
    mediaSummary: (p: string) => `${p}의 소중한 영상·음성 기록입니다.`,
    comments: [
      '기예가 정말 훌륭해요. 꼭 이어졌으면 좋겠어요!',
      '아이와 함께 체험했는데 설명이 아주 자세했어요.',
      '전승자의 시연을 가까이서 보니 감동적이었어요.',
      '체험 행사가 더 많이 열리면 좋겠어요.',
    ],
    tags: ['훌륭한 기예', '전승할 가치', '자세한 해설', '가족 체험', '풍부한 체험'],
    join: ', ',
    address: (region: string, street: string) => `${region} ${street}`,
  },
};

/** Chinese first: the Chinese tags keep the ids they had before the other languages came. */
const TAG_LANGUAGES: readonly SiteLanguage[] = ['CN', 'FRENCH', 'EN', 'JAPANESE', 'KOREAN'];

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
  const insertInheritor =
    db.prepare(`INSERT INTO heritage_inheritors (id, site_code, name, sex, birth_year, nation, level, region, region_name,
    head_img, images, summary, content, sort, fans_base) VALUES (@id, @site, @name, @sex, @born, @nation, @level, @region, @regionName,
    @headImg, @images, @summary, @content, @sort, @fans)`);
  const link = db.prepare('INSERT INTO heritage_project_inheritors (project_id, inheritor_id, sort) VALUES (?, ?, ?)');
  const insertBase =
    db.prepare(`INSERT INTO heritage_bases (id, site_code, base_type, name, region, region_name, address, longitude, latitude,
    phone, open_time, images, summary, content, sort) VALUES (@id, @site, @kind, @name, @region, @regionName, @address, @lng, @lat, @phone,
    @openTime, @images, @summary, @content, @sort)`);
  const baseProject = db.prepare('INSERT INTO heritage_base_projects (base_id, project_id, sort) VALUES (?, ?, ?)');
  const insertFood =
    db.prepare(`INSERT INTO heritage_foods (id, site_code, name, project_id, shop_name, address, region_name, longitude, latitude,
    price, images, summary, content, sort) VALUES (@id, @site, @name, @project, @shop, @address, @regionName, @lng, @lat, @price, @images,
    @summary, @content, @sort)`);
  const insertNews =
    db.prepare(`INSERT INTO heritage_news (id, site_code, title, summary, author, publish_time, images, content, project_id,
    inheritor_id, show_num, top) VALUES (@id, @site, @title, @summary, @author, @publishTime, @images, @content, @project, @inheritor, @showNum, @top)`);
  const insertMedia = db.prepare(`INSERT INTO heritage_media (id, site_code, media_type, title, summary, cover, url, duration, project_id,
    inheritor_id, publish_time, play_num, sort) VALUES (@id, @site, @type, @title, @summary, @cover, @url, @duration, @project, @inheritor,
    @publishTime, @playNum, @sort)`);
  const counts = db.prepare(
    'INSERT INTO interactions (resource_type, resource_id, like_num, collection_num, comment_num) VALUES (?, ?, ?, ?, 0)',
  );
  const siteVersion = db.prepare('SELECT site_version FROM sites WHERE site_code = ?');

  for (const site of HERITAGE_SITES) {
    const geo = GEO[site.siteCode];
    if (!geo) throw new Error(`heritage: no geography for ${site.siteCode}`);
    const rng = mulberry32(hashString(`heritage:${site.siteCode}`));
    const t = TEXT[site.lang];
    const levelName = (level: number) => LEVEL_NAMES[site.lang][level - 1]!;
    const near = (code: string, spread: number) => {
      const c = centre(geo, site, code);
      return { lng: rng.jitter(c.lng, spread), lat: rng.jitter(c.lat, spread) };
    };
    const count = (type: string, id: number, scale: number) =>
      counts.run(type, id, rng.int(scale / 10, scale), rng.int(scale / 30, scale / 3));

    const projectIds = site.projects.map((p, i) => {
      const id = ids.project++;
      const at = near(p.region, 0.04);
      const category = CATEGORY_NAMES[site.lang][p.category - 1]!;
      insertProject.run({
        id,
        site: site.siteCode,
        name: p.name,
        category: p.category,
        level: p.level,
        year: p.year,
        region: p.region,
        regionName: regionName(site, p.region),
        unit: p.unit,
        lng: at.lng,
        lat: at.lat,
        images: images('heritage-project', id, 3),
        summary: p.summary,
        content: html(t.project(p.name, category, p.unit, p.year, p.summary)),
        sort: i + 1,
        showNum: rng.int(800, 60000),
      });
      count(RESOURCE.PROJECT, id, 900);
      return id;
    });

    const inheritorIds = site.inheritors.map((h, i) => {
      const id = ids.inheritor++;
      const first = site.projects[h.projects[0]!]!;
      const projectNames = h.projects.map((k) => site.projects[k]!.name).join(t.join);
      const paras = t.person(h.name, h.born, h.nation, levelName(h.level), projectNames);
      insertInheritor.run({
        id,
        site: site.siteCode,
        name: h.name,
        sex: h.sex,
        born: h.born,
        nation: h.nation,
        level: h.level,
        region: first.region,
        regionName: regionName(site, first.region),
        headImg: `heritage-person-${id}`,
        images: images('heritage-person', id, 2),
        summary: paras[0],
        content: html(paras),
        sort: i + 1,
        fans: h.fans,
      });
      h.projects.forEach((k, n) => link.run(projectIds[k]!, id, n + 1));
      count(RESOURCE.PERSON, id, 500);
      return id;
    });

    site.bases.forEach((b, i) => {
      const id = ids.base++;
      const at = near(b.region, 0.03);
      const projectNames = b.projects.map((k) => site.projects[k]!.name).join(t.join);
      const paras = t.base(b.name, b.kind, projectNames);
      insertBase.run({
        id,
        site: site.siteCode,
        kind: b.kind,
        name: b.name,
        region: b.region,
        regionName: regionName(site, b.region),
        address: t.address(regionName(site, b.region), b.street),
        lng: at.lng,
        lat: at.lat,
        phone: `${geo.phoneArea}-${rng.int(5000000, 8999999)}`,
        openTime:
          b.kind === 'EXPERIENCE' ? rng.pick(['09:00-17:30', '10:00-18:00', '09:30-21:00']) : rng.pick(['09:00-17:00', '08:30-17:30']),
        images: images('heritage-base', id, 3),
        summary: paras[0],
        content: html(paras),
        sort: i + 1,
      });
      b.projects.forEach((k, n) => baseProject.run(id, projectIds[k]!, n + 1));
      count(BASE_TYPES[b.kind], id, 300);
    });

    site.foods.forEach((f, i) => {
      const id = ids.food++;
      const at = near(f.region, 0.02);
      const craft = f.project === null ? null : site.projects[f.project]!.name;
      insertFood.run({
        id,
        site: site.siteCode,
        name: f.name,
        project: f.project === null ? null : projectIds[f.project]!,
        shop: f.shop,
        address: t.address(regionName(site, f.region), f.shop),
        regionName: regionName(site, f.region),
        lng: at.lng,
        lat: at.lat,
        price: f.price,
        images: images('heritage-food', id, 2),
        summary: f.summary,
        content: html(t.food(f.name, f.shop, f.summary, craft)),
        sort: i + 1,
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
        id,
        site: site.siteCode,
        title,
        summary: paras[0],
        author: i % 5 === 4 ? null : rng.pick(t.author),
        publishTime: formatChinaTime(at),
        images: images('heritage-news', id, i % 4 === 1 ? 3 : 1),
        content: html(paras) + (HOSTILE[i] ?? ''),
        project: projectIds[pi]!,
        inheritor: i % 7 === 3 ? null : inheritorIds[hi]!,
        showNum: rng.int(150, 20000),
        top: i === 2 || i === 9 ? '1' : '0',
      });
      count(RESOURCE.NEWS, id, 300);
      at -= rng.int(1, 6) * DAY + rng.int(0, 20) * HOUR;
    }

    // video and audio: twelve of each, newest first
    for (const type of ['VIDEO', 'AUDIO'] as const) {
      let when = env.nowMs - rng.int(1, 30) * HOUR;
      const titles = type === 'VIDEO' ? t.videoTitles : t.audioTitles;
      // audio favours music and storytelling items
      const order =
        type === 'AUDIO'
          ? [...site.projects.keys()].sort(
              (a, b) => Number(![2, 5, 1].includes(site.projects[a]!.category)) - Number(![2, 5, 1].includes(site.projects[b]!.category)),
            )
          : [...site.projects.keys()];
      for (let i = 0; i < 12; i++) {
        const id = ids.media++;
        const pi = order[i % order.length]!;
        const hi = inheritorOf(pi);
        const who = hi >= 0 ? site.inheritors[hi]!.name : site.projects[pi]!.unit;
        const p = site.projects[pi]!.name;
        // a video shows what its item is (a stage, a craft, a dish…); an audio is narrated in the site's language
        const media =
          type === 'VIDEO'
            ? demoVideo(CATEGORY_SUBJECT[site.projects[pi]!.category - 1] ?? 'craft', `heritage-${id}`)
            : demoGuide(site.lang);
        insertMedia.run({
          id,
          site: site.siteCode,
          type,
          title: titles[i % titles.length]!(p, who),
          summary: t.mediaSummary(p),
          cover: `heritage-${type.toLowerCase()}-${id}`,
          url: mediaUrl(`heritage-${id}`, media),
          duration: Math.round(media.seconds),
          project: projectIds[pi]!,
          inheritor: hi >= 0 ? inheritorIds[hi]! : null,
          publishTime: formatChinaTime(when),
          playNum: rng.int(100, 90000),
          sort: i + 1,
        });
        count(RESOURCE.MEDIA, id, 600);
        when -= rng.int(1, 5) * DAY;
      }
    }

    const scenicEdition = (siteVersion.get(site.siteCode) as { site_version: string } | undefined)?.site_version === 'SCENERY';
    env.addServiceMenu(site.siteCode, menuEntries(site, scenicEdition));
    seedComments(db, rng, site, projectIds, env.nowMs);
  }

  // review tags for the heritage types in every site language (a site lists its language's)
  const insertTag = db.prepare('INSERT INTO comment_tags (resource_type, language, name, sort) VALUES (?, ?, ?, ?)');
  for (const language of TAG_LANGUAGES) {
    for (const type of [RESOURCE.PROJECT, RESOURCE.PERSON, ...Object.values(BASE_TYPES)])
      TEXT[language].tags.forEach((name, i) => insertTag.run(type, language, name, i + 1));
  }

  // demo user 13800000002 follows two inheritors of site510100 (README "Demo users")
  const follow = db.prepare(
    `INSERT INTO user_interactions (user_id, resource_type, resource_id, liked, collected, followed, updated_at) VALUES (?, ?, ?, 0, 0, 1, ?)`,
  );
  for (const id of [FIRST_ID.inheritor + 3, FIRST_ID.inheritor + 9])
    follow.run(demoUnid('13800000002'), RESOURCE.PERSON, id, formatChinaTime(env.nowMs - 3 * DAY));
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
      insert.run(
        site.siteCode,
        RESOURCE.PROJECT,
        projectId,
        users[(p + k) % users.length]!,
        texts[(p + k) % texts.length]!,
        rng.int(4, 5),
        '',
        nowMs - (p * 3 + k + 1) * DAY,
      );
    }
  });
}
