/**
 * The pages family's words: its refusal, and the demo pages' words per demo site language (the
 * Chengdu site's edition home and campaigns, every other live site's visit page).
 */
import type { InLanguages } from '../demo.ts';

export const PAGE_TEXTS = {
  /** A key the site has no page for (the vendor's not-found words, which clients match). */
  notFound: '页面不存在',
} as const;

/** The Chengdu site's edition home (`/sc-index`). */
export const SC_INDEX_TEXTS = {
  title: '四川文旅',
  /** The service-menu entry that leads to it. */
  menu: '四川文旅',
  slides: ['天府美食节', '欢乐过大年', '大熊猫之约'],
  links: '文旅服务',
  scenic: '热门景区',
  news: '文旅资讯',
  activities: '近期活动',
  ranking: '景区人气榜',
  stories: '游记精选',
} as const;

/** The food festival campaign (`/tianfu-cuisine`). */
export const CUISINE_TEXTS = {
  title: '天府美食节',
  slide: '吃在成都，味在天府',
  countdown: '距美食节开幕',
  started: '美食节已开幕，快来打卡',
  intro: '导览',
  introHtml:
    '<p>川菜二十四味，一城烟火气。美食节期间，<strong>老字号名店</strong>推出节日套餐，街头巷尾还有非遗小吃市集。</p><p>凭活动页面截图到参与门店消费，可领取美食护照一本。</p>',
  map: '老字号地图',
  restaurants: '必吃名店',
  stories: '吃货攻略',
  gallery: '舌尖上的成都',
  captions: ['麻婆豆腐', '龙抄手', '钟水饺', '夫妻肺片'],
  video: '美食节宣传片',
  form: '美食节满意度调查',
  formLabel: '参与调查',
} as const;

/** The spring festival campaign (`/spring-festival`). */
export const SPRING_TEXTS = {
  title: '欢乐春节',
  slide: '看灯会，逛庙会，过大年',
  countdown: '距春节还有',
  started: '新春快乐，庙会进行中',
  intro: '新春活动',
  introHtml: '<p>春节期间全市举办<strong>灯会、庙会</strong>和非遗展演，部分景区对市民游客免费开放。</p>',
  activities: '节庆活动',
  heritage: '年味非遗',
  links: '出行服务',
  form: '春节志愿服务',
  formLabel: '报名志愿者',
} as const;

/** The words of a site's visit page (`/visit`), in the site's language. */
export interface VisitTexts {
  title: string;
  welcome: string;
  welcomeHtml: string;
  scenic: string;
  map: string;
  links: string;
}

export const VISIT_TEXTS: InLanguages<VisitTexts> = {
  CN: {
    title: '畅游指南',
    welcome: '欢迎',
    welcomeHtml: '<p>欢迎来到这里。景区、住宿、美食和出行信息都在下面，祝您旅途愉快。</p>',
    scenic: '必游景区',
    map: '景区地图',
    links: '旅游服务',
  },
  FRENCH: {
    title: 'Découvrir',
    welcome: 'Bienvenue',
    welcomeHtml: '<p>Bienvenue ! Sites, hébergement, restauration et transports : tout est ci-dessous. Bon voyage.</p>',
    scenic: 'Sites incontournables',
    map: 'Carte des sites',
    links: 'Services',
  },
  EN: {
    title: 'Visit',
    welcome: 'Welcome',
    welcomeHtml: '<p>Welcome! Sights, places to stay, food and getting around: it is all below. Enjoy your trip.</p>',
    scenic: 'Must-see sights',
    map: 'Map of the sights',
    links: 'Services',
  },
  JAPANESE: {
    title: '観光ガイド',
    welcome: 'ようこそ',
    welcomeHtml: '<p>ようこそ。観光地、宿泊、グルメ、交通の情報は下にまとめました。よい旅を。</p>',
    scenic: '必見の観光地',
    map: '観光地マップ',
    links: 'サービス',
  },
  KOREAN: {
    title: '여행 안내',
    welcome: '환영합니다',
    welcomeHtml: '<p>환영합니다. 관광지, 숙박, 맛집, 교통 정보를 아래에 모았습니다. 즐거운 여행 되세요.</p>',
    scenic: '꼭 가볼 곳',
    map: '관광지 지도',
    links: '여행 서비스',
  },
};

/** The words of a Chengdu edition home or campaign page (editions.ts): its title and introduction. */
interface EditionWords {
  title: string;
  /** The name of its entry on the hub page (`/default`). */
  link: string;
  intro: string;
}

/** The Chengdu site's other edition homes and its campaigns, by stem (editions.ts puts them together). */
export const EDITION_TEXTS = {
  default: { title: '文旅专题', link: '文旅专题', intro: '<p>成都文旅云的各版首页与专题活动，一处浏览。</p>' },
  'default-index': { title: '成都文旅', link: '默认首页', intro: '<p>景区、酒店、美食与场馆，成都文旅服务一站直达。</p>' },
  'culture-results': {
    title: '文化成果',
    link: '文化成果',
    intro: '<p>近年来成都在非遗保护、文化惠民与文旅融合方面的成果汇编。</p>',
  },
  'sc-video': { title: '视频看成都', link: '视频看成都', intro: '<p>用镜头记录天府之国的山水与烟火。</p>' },
  'sc-beauty': { title: '美丽四川', link: '美丽四川', intro: '<p>雪山、草原、古镇与熊猫，四川之美尽在眼前。</p>' },
  'recent-news': { title: '近期资讯', link: '近期资讯', intro: '<p>成都文旅的最新动态与出行提示。</p>' },
  'travel-directory': { title: '旅游名录', link: '旅游名录', intro: '<p>成都市景区、酒店与餐饮名录，按类查阅。</p>' },
  'magazine-list': { title: '文旅期刊', link: '文旅期刊', intro: '<p>读城市故事，品巴蜀文化。</p>' },
  'first-guide': {
    title: '初次来蓉',
    link: '初次来蓉',
    intro: '<p>第一次来成都？从这里开始：必游景区、住宿美食、停车如厕与一键求助。</p>',
  },
  'culture-list': { title: '文化名录', link: '文化名录', intro: '<p>成都的文化场馆与非物质文化遗产名录。</p>' },
  'play-list': { title: '玩转成都', link: '玩转成都', intro: '<p>近期活动、热门景区排行，周末去哪儿一看便知。</p>' },
  'play-guide': { title: '游玩攻略', link: '游玩攻略', intro: '<p>本地人写的成都吃喝玩乐攻略。</p>' },
  'intangible-project': {
    title: '非遗项目',
    link: '非遗项目',
    intro: '<p>川剧、蜀锦、蜀绣……走近成都的国家级与省级非遗项目。</p>',
  },
  'work-project': { title: '文旅项目', link: '文旅项目', intro: '<p>成都在建与已开放的重点文旅项目一览。</p>' },
  'study-tour-index': {
    title: '研学旅行',
    link: '研学旅行',
    intro: '<p>走进博物馆、非遗工坊与大熊猫基地，跟着研学导师在成都读懂历史与自然。</p>',
  },
  'cddy-index-demoimages': { title: '成都印象图集', link: '成都印象', intro: '<p>一组照片，看见成都的日与夜。</p>' },
  'food-prevention': {
    title: '食品安全守护',
    link: '食品安全',
    intro: '<p>外出就餐请选择证照齐全的餐馆，保留消费凭证；发现问题可在线投诉。</p>',
  },
  'skills-competition': {
    title: '文旅技能大赛',
    link: '技能大赛',
    intro: '<p>导游讲解、非遗技艺与服务礼仪三项比赛，选手作品公开投票。</p>',
  },
  'winter-guide': { title: '冬游成都', link: '冬游成都', intro: '<p>赏雪、泡温泉、吃火锅，成都的冬天这样过。</p>' },
  'winter-map': { title: '冬游地图', link: '冬游地图', intro: '<p>冬季推荐景区的位置与周边住宿。</p>' },
  'achievements-exhibition': {
    title: '文旅成果展',
    link: '成果展',
    intro: '<p>图片与故事，回顾成都文旅一年来的变化。</p>',
  },
  'spring-festival-xj': { title: '新春·乡间年味', link: '乡间年味', intro: '<p>到乡村过大年：赶年集、看社火、吃坝坝宴。</p>' },
  'spring-festival-qc': { title: '新春·亲子出游', link: '亲子出游', intro: '<p>寒假带孩子逛灯会、看熊猫、学非遗。</p>' },
  'spring-festival-ws': { title: '新春·文化年俗', link: '文化年俗', intro: '<p>川剧贺岁、蜀锦迎春，感受成都的传统年俗。</p>' },
  'relics-story': { title: '文物里的成都', link: '文物故事', intro: '<p>金沙太阳神鸟、三星堆青铜面具背后的故事。</p>' },
  'online-museum': { title: '云上博物馆', link: '云上博物馆', intro: '<p>在线游览成都的博物馆与展览。</p>' },
  'art-xinyuan': { title: '艺术新苑', link: '艺术新苑', intro: '<p>青年艺术家的展演与创作，在城市里遇见艺术。</p>' },
} as const satisfies Record<string, EditionWords>;

/** The hub page's section headings, the other pages' shelf headings, and the Chengdu service-menu entry to the hub. */
export const EDITION_LABELS = {
  menu: '文旅专题',
  editions: '各版首页',
  campaigns: '专题活动',
  scenic: '热门景区',
  hotels: '住宿推荐',
  restaurants: '美食餐饮',
  venues: '文化场馆',
  news: '最新资讯',
  activities: '近期活动',
  stories: '城市故事',
  heritage: '非遗项目',
  ranking: '景区排行',
  services: '便民服务',
  map: '地图',
  gallery: '图集',
  video: '视频',
  players: '参赛选手',
  countdown: '距离开幕',
  started: '已开幕',
  complain: '食品安全投诉',
  instructors: '研学导师',
} as const;

/** The words of a Great Wall section page (great-wall.ts): its title, its name on link grids, its icon, its introduction. */
interface GreatWallWords {
  title: string;
  link: string;
  icon: string;
  intro: string;
}

/** The Great Wall edition's section (site110119, in Chinese), by stem, and its headings. */
export const GREAT_WALL_TEXTS = {
  pages: {
    'cc-guide': {
      title: '长城游览指南',
      link: '游览指南',
      icon: 'map',
      intro: '<p>第一次来延庆看长城？八达岭、水关、石峡关三段长城各有风貌：先选景区，再看交通与住宿，登城请穿防滑的鞋。</p>',
    },
    'cc-scenic': {
      title: '长城景区',
      link: '长城景区',
      icon: 'landmark',
      intro: '<p>八达岭长城是明长城中保存最好的一段，“不到长城非好汉”说的就是这里；水关与石峡关更清静，适合慢慢走。</p>',
    },
    'cc-scenicspot': {
      title: '长城景点',
      link: '长城景点',
      icon: 'mountain',
      intro: '<p>关城、北八楼、好汉坡、水关敌楼……一座座敌楼与城台，串起燕山上的万里长城。</p>',
    },
    'cc-art': {
      title: '长城文化',
      link: '长城文化',
      icon: 'scroll-text',
      intro: '<p>长城脚下的竹马、旱船与秧歌，烧砖的窑火与关城的传说，都是延庆人守了几百年的手艺和故事。</p>',
    },
    'cc-activity': {
      title: '长城活动',
      link: '长城活动',
      icon: 'calendar-days',
      intro: '<p>研学课堂、长城徒步、非遗体验与护城志愿，报名后按时到集合点。</p>',
    },
    'cc-hotel': {
      title: '住在长城',
      link: '住在长城',
      icon: 'bed-double',
      intro: '<p>住在长城脚下，清晨第一批登城看日出；古城客栈与农家院也各有味道。</p>',
    },
    'cc-food': {
      title: '长城美食',
      link: '长城美食',
      icon: 'utensils',
      intro: '<p>火勺、火盆锅豆腐宴、柴锅炖鱼：登城归来，吃一顿延庆的家常饭。</p>',
    },
    'cc-interesting': {
      title: '好玩的长城',
      link: '好玩推荐',
      icon: 'compass',
      intro: '<p>滑雪、看野生动物、逛古村，还有长城脚下的短视频和周末活动。</p>',
    },
    'cc-service': {
      title: '长城服务',
      link: '游客服务',
      icon: 'layout-grid',
      intro: '<p>景区、住宿、美食与资讯，游客服务一处查找。</p>',
    },
    'other-guide-traffic': {
      title: '交通指南',
      link: '交通指南',
      icon: 'bus',
      intro: '<p>北京北站乘市郊铁路S2线或京张高铁到八达岭长城站，约一小时；自驾走京藏高速58号出口，节假日请早出发。</p>',
    },
    'other-guide-season': {
      title: '四季长城',
      link: '四季长城',
      icon: 'leaf',
      intro: '<p>春看山花，夏避暑，秋赏红叶，冬天的雪后长城最壮观；十月红叶季请错峰出行。</p>',
    },
    'other-guide-stay': {
      title: '吃住指南',
      link: '吃住指南',
      icon: 'bed-double',
      intro: '<p>八达岭镇与延庆城区住宿最集中，岔道古城、柳沟村的农家院可以吃到地道的豆腐宴。</p>',
    },
  },
  scenicSlides: ['八达岭长城 · 不到长城非好汉', '水关长城 · 京张古道上的关口'],
  newsSlide: '长城资讯 · 最新动态',
  artSlide: '长城非遗 · 走近传承',
  sections: '长城专区',
  scenic: '长城景区',
  spots: '长城景点',
  ranking: '景区人气榜',
  heritage: '长城非遗',
  heritageRanking: '非遗人气榜',
  videos: '长城短视频',
  activities: '长城活动',
  hotels: '长城脚下住一晚',
  rural: '古城与村落',
  restaurants: '地道延庆菜',
  specialities: '延庆特产',
  fun: '好玩推荐',
  services: '游客服务',
  map: '景区地图',
} as const satisfies { pages: Record<string, GreatWallWords> } & Record<string, unknown>;

export type GreatWallStem = keyof typeof GREAT_WALL_TEXTS.pages;
