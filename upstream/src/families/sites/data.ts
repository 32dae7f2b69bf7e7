/**
 * The demo sites, their menus and the county sites below them (layouts.ts: their page layouts).
 * Four Chinese-language sites, and one site per other language of the app: site530700 French,
 * site450300 English, site610100 Japanese, site222400 Korean; their configuration texts (menus,
 * home titles, banner captions) are in the site's language. The last, site650100 (Urumqi), runs the
 * Xinjiang edition: its pages' data are the regional family's (which also writes its menus, last).
 */

/** The upstream's siteLanguage values the demo sites use. */
export type SeedLanguage = 'CN' | 'FRENCH' | 'EN' | 'JAPANESE' | 'KOREAN';

export interface SiteSeed {
  id: number;
  siteCode: string;
  name: string;
  english: string;
  region: string;
  language: SeedLanguage;
  version: 'GENERAL' | 'SCENERY';
  useNewMenu: 0 | 1;
  suspended: 0 | 1;
  betaStatus: 0 | 1;
  introduce: string;
  shopUrl: string;
  h5Domain: string;
  /** The in-app address a visitor's first visit opens instead of the home (none: the home). */
  firstPage?: string;
}

export const SITES: readonly SiteSeed[] = [
  {
    id: 1001,
    siteCode: 'site510100',
    name: '成都文旅云',
    english: 'Chengdu Culture & Tourism Cloud',
    region: '510100',
    language: 'CN',
    version: 'GENERAL',
    useNewMenu: 0,
    suspended: 0,
    betaStatus: 0,
    introduce: '<p>成都文旅云汇聚成都市景区、场馆、酒店、美食与文化活动信息，为市民和游客提供一站式文旅服务。</p>',
    shopUrl: '',
    h5Domain: 'https://cd.wenlvyun.example.cn',
  },
  {
    id: 1002,
    siteCode: 'site513225',
    name: '九寨沟景区',
    english: 'Jiuzhaigou Valley',
    region: '513225',
    language: 'CN',
    version: 'SCENERY',
    useNewMenu: 1,
    suspended: 0,
    betaStatus: 0,
    introduce: '<p>九寨沟位于四川省阿坝藏族羌族自治州九寨沟县境内，以翠海、叠瀑、彩林、雪峰、藏情闻名于世。</p>',
    shopUrl: 'https://shop.jiuzhai.example.cn',
    h5Domain: 'https://jzg.wenlvyun.example.cn',
  },
  {
    id: 1003,
    siteCode: 'site530700',
    name: 'Lijiang Culture et Tourisme',
    english: 'Lijiang Culture & Tourism',
    region: '530700',
    language: 'FRENCH',
    version: 'GENERAL',
    useNewMenu: 0,
    suspended: 0,
    betaStatus: 0,
    introduce:
      '<p>Bienvenue à Lijiang : vieille ville classée au patrimoine mondial, culture naxi et montagne enneigée du Dragon de Jade.</p>',
    shopUrl: '',
    h5Domain: 'https://lijiang.wenlvyun.example.cn',
  },
  {
    id: 1004,
    siteCode: 'site620200',
    name: '嘉峪关文旅',
    english: 'Jiayuguan Culture & Tourism',
    region: '620200',
    language: 'CN',
    version: 'GENERAL',
    useNewMenu: 0,
    suspended: 1,
    betaStatus: 0,
    introduce: '<p>天下雄关嘉峪关，明长城西端起点。</p>',
    shopUrl: '',
    h5Domain: 'https://jyg.wenlvyun.example.cn',
  },
  {
    id: 1005,
    siteCode: 'site450300',
    name: 'Guilin Travel',
    english: 'Guilin Travel',
    region: '450300',
    language: 'EN',
    version: 'GENERAL',
    useNewMenu: 0,
    suspended: 0,
    betaStatus: 0,
    introduce: '<p>Welcome to Guilin: the karst peaks of the Li River, the rice terraces of Longji and the riverside town of Yangshuo.</p>',
    shopUrl: '',
    h5Domain: 'https://guilin.wenlvyun.example.cn',
  },
  {
    id: 1006,
    siteCode: 'site610100',
    name: '西安観光ガイド',
    english: "Xi'an Travel",
    region: '610100',
    language: 'JAPANESE',
    version: 'GENERAL',
    useNewMenu: 0,
    suspended: 0,
    betaStatus: 0,
    introduce: '<p>古都・西安へようこそ。兵馬俑、大雁塔、城壁など、長安の都の歴史をめぐる旅をご案内します。</p>',
    shopUrl: '',
    h5Domain: 'https://xian.wenlvyun.example.cn',
  },
  {
    id: 1007,
    siteCode: 'site222400',
    name: '연변 관광',
    english: 'Yanbian Travel',
    region: '222400',
    language: 'KOREAN',
    version: 'GENERAL',
    useNewMenu: 0,
    suspended: 0,
    betaStatus: 0,
    introduce: '<p>연변에 오신 것을 환영합니다. 장백산 천지, 두만강, 시인 윤동주의 고향과 조선족 문화를 만나 보세요.</p>',
    shopUrl: '',
    h5Domain: 'https://yanbian.wenlvyun.example.cn',
  },
  {
    id: 1008,
    siteCode: 'site650100',
    name: '乌鲁木齐文旅',
    english: 'Urumqi Culture & Tourism',
    region: '650100',
    language: 'CN',
    version: 'GENERAL',
    useNewMenu: 0,
    suspended: 0,
    betaStatus: 0,
    introduce: '<p>乌鲁木齐地处天山北麓，是丝绸之路经济带上的重要城市，天山天池、南山牧场、国际大巴扎与新疆维吾尔自治区博物馆等着您。</p>',
    shopUrl: '',
    h5Domain: 'https://wlmq.wenlvyun.example.cn',
  },
  {
    id: 1009,
    siteCode: 'site513224',
    name: '松潘文旅',
    english: 'Songpan Culture & Tourism',
    region: '513224',
    language: 'CN',
    version: 'GENERAL',
    useNewMenu: 0,
    suspended: 0,
    // in beta: its screens open only to the site's beta testers (site_beta_testers)
    betaStatus: 1,
    introduce: '<p>松潘古称松州，是川西北的历史文化名城，黄龙、松州古城与牟尼沟等待您探访。</p>',
    shopUrl: '',
    h5Domain: 'https://songpan.wenlvyun.example.cn',
  },
  {
    id: 1010,
    siteCode: 'site110119',
    name: '长城文旅·延庆',
    english: 'Yanqing Great Wall Travel',
    region: '110119',
    language: 'CN',
    version: 'GENERAL',
    useNewMenu: 0,
    suspended: 0,
    betaStatus: 0,
    introduce: '<p>延庆地处北京西北，八达岭长城、石峡关长城与水关长城蜿蜒于燕山之间，龙庆峡、野鸭湖与世园公园四季皆景。</p>',
    shopUrl: '',
    h5Domain: 'https://yanqing.wenlvyun.example.cn',
    firstPage: '/cc-guide',
  },
];

export interface MenuSeed {
  name: string;
  code: string;
  icon: string;
  jumpType?: '1' | '2';
  link?: string;
  resourceValue?: string;
  develop?: '0' | '1';
}

export const BOTTOM: Record<string, MenuSeed[]> = {
  site510100: [
    { name: '首页', code: 'INDEX', icon: 'index' },
    { name: '资讯', code: 'NEWS', icon: 'news' },
    { name: '活动', code: 'ACTIVITY', icon: 'activity' },
    { name: '我的', code: 'USER', icon: 'user' },
  ],
  site513225: [
    { name: '首页', code: 'INDEX', icon: 'index' },
    { name: '景区', code: 'SCENIC', icon: 'scenic' },
    { name: '自驾游', code: 'zijiayou', icon: 'driving' },
    { name: '我的', code: 'USER', icon: 'user' },
  ],
  site530700: [
    { name: 'Accueil', code: 'INDEX', icon: 'index' },
    { name: 'Actualités', code: 'NEWS', icon: 'news' },
    { name: 'Activités', code: 'ACTIVITY', icon: 'activity' },
    { name: 'Mon compte', code: 'USER', icon: 'user' },
  ],
  site620200: [
    { name: '首页', code: 'INDEX', icon: 'index' },
    { name: '资讯', code: 'NEWS', icon: 'news' },
    { name: '我的', code: 'USER', icon: 'user' },
  ],
  site450300: [
    { name: 'Home', code: 'INDEX', icon: 'index' },
    { name: 'News', code: 'NEWS', icon: 'news' },
    { name: 'Events', code: 'ACTIVITY', icon: 'activity' },
    { name: 'Me', code: 'USER', icon: 'user' },
  ],
  site610100: [
    { name: 'ホーム', code: 'INDEX', icon: 'index' },
    { name: 'ニュース', code: 'NEWS', icon: 'news' },
    { name: 'イベント', code: 'ACTIVITY', icon: 'activity' },
    { name: 'マイページ', code: 'USER', icon: 'user' },
  ],
  site222400: [
    { name: '홈', code: 'INDEX', icon: 'index' },
    { name: '소식', code: 'NEWS', icon: 'news' },
    { name: '행사', code: 'ACTIVITY', icon: 'activity' },
    { name: '마이', code: 'USER', icon: 'user' },
  ],
  site650100: [
    { name: '首页', code: 'INDEX', icon: 'index' },
    { name: '热门', code: 'HOT', icon: 'flame' },
    { name: '服务', code: 'COMMON', icon: 'layout-grid' },
    { name: '我的', code: 'USER', icon: 'user' },
  ],
  site513224: [
    { name: '首页', code: 'INDEX', icon: 'index' },
    { name: '资讯', code: 'NEWS', icon: 'news' },
    { name: '我的', code: 'USER', icon: 'user' },
  ],
  // the Great Wall edition: its section's pages by in-app link
  site110119: [
    { name: '首页', code: 'INDEX', icon: 'index' },
    { name: '长城', code: '', icon: 'landmark', jumpType: '2', link: '/cc-scenic' },
    { name: '好玩', code: '', icon: 'compass', jumpType: '2', link: '/cc-interesting' },
    { name: '服务', code: '', icon: 'layout-grid', jumpType: '2', link: '/cc-service' },
    { name: '我的', code: '', icon: 'user', jumpType: '2', link: '/cc-user' },
  ],
};

export const SERVICE: Record<string, MenuSeed[]> = {
  site510100: [
    { name: '景区', code: 'SCENIC', icon: 'scenic' },
    { name: '场馆', code: 'VENUE', icon: 'venue' },
    { name: '酒店', code: 'HOTEL', icon: 'hotel' },
    { name: '美食', code: 'FOOD', icon: 'food' },
    { name: '资讯', code: 'NEWS', icon: 'news' },
    { name: '乡村游', code: 'COUNTRY_TOUR', icon: 'rural' },
    { name: '娱乐', code: 'ENTERTAIN', icon: 'entertain' },
    { name: '特产', code: 'SPECIALTY', icon: 'specialty' },
    { name: '展览', code: 'EXHIBITION', icon: 'exhibition' },
    { name: '文物', code: 'COLLECTION', icon: 'collection' },
    { name: '志愿服务', code: 'VOLUNTEER_SERVICE', icon: 'volunteer' },
    { name: '诚信', code: 'HONESTY', icon: 'honesty' },
    { name: '成都发布', code: 'OUTSIDE', icon: 'link', jumpType: '2', link: 'https://www.chengdu.gov.cn/' },
    { name: '智慧停车', code: 'PARKING', icon: 'soon', develop: '1' },
  ],
  site513225: [
    { name: '景区', code: 'SCENIC', icon: 'scenic' },
    { name: '住宿', code: 'HOTEL', icon: 'hotel' },
    { name: '美食', code: 'FOOD', icon: 'food' },
    { name: '演艺', code: 'ENTERTAIN', icon: 'entertain' },
    { name: '特产', code: 'SPECIALTY', icon: 'specialty' },
    { name: '资讯', code: 'NEWS', icon: 'news' },
    { name: '藏寨游', code: 'COUNTRY_TOUR', icon: 'rural' },
    { name: '场馆', code: 'VENUE', icon: 'venue' },
    { name: '自驾游', code: 'zijiayou', icon: 'driving' },
    { name: '诚信', code: 'HONESTY', icon: 'honesty' },
    { name: '门票预订', code: 'OUTSIDE', icon: 'link', jumpType: '2', link: 'https://www.jiuzhai.com/' },
    { name: '智慧导览', code: 'GUIDE_TOUR', icon: 'map-pinned' },
    { name: '个人中心', code: 'PERSONAL', icon: 'circle-user-round' },
  ],
  site530700: [
    { name: 'Sites touristiques', code: 'SCENIC', icon: 'scenic' },
    { name: 'Lieux culturels', code: 'VENUE', icon: 'venue' },
    { name: 'Hébergement', code: 'HOTEL', icon: 'hotel' },
    { name: 'Gastronomie', code: 'FOOD', icon: 'food' },
    { name: 'Actualités', code: 'NEWS', icon: 'news' },
    { name: 'Tourisme rural', code: 'COUNTRY_TOUR', icon: 'rural' },
    { name: 'Divertissement', code: 'ENTERTAIN', icon: 'entertain' },
    { name: 'Spécialités', code: 'SPECIALTY', icon: 'specialty' },
    { name: 'Expositions', code: 'EXHIBITION', icon: 'exhibition' },
    { name: 'Patrimoine', code: 'COLLECTION', icon: 'collection' },
    { name: 'Bénévolat', code: 'VOLUNTEER_SERVICE', icon: 'volunteer' },
    { name: 'Crédit', code: 'HONESTY', icon: 'honesty' },
    { name: 'Office de tourisme', code: 'OUTSIDE', icon: 'link', jumpType: '2', link: 'https://www.lijiang.gov.cn/' },
    { name: 'Audioguide', code: 'GUIDE_TOUR', icon: 'map-pinned' },
  ],
  site620200: [
    { name: '景区', code: 'SCENIC', icon: 'scenic' },
    { name: '场馆', code: 'VENUE', icon: 'venue' },
    { name: '酒店', code: 'HOTEL', icon: 'hotel' },
    { name: '美食', code: 'FOOD', icon: 'food' },
    { name: '资讯', code: 'NEWS', icon: 'news' },
    { name: '诚信', code: 'HONESTY', icon: 'honesty' },
  ],
  site450300: [
    { name: 'Scenic areas', code: 'SCENIC', icon: 'scenic' },
    { name: 'Culture', code: 'VENUE', icon: 'venue' },
    { name: 'Hotels', code: 'HOTEL', icon: 'hotel' },
    { name: 'Food', code: 'FOOD', icon: 'food' },
    { name: 'News', code: 'NEWS', icon: 'news' },
    { name: 'Villages', code: 'COUNTRY_TOUR', icon: 'rural' },
    { name: 'Shows', code: 'ENTERTAIN', icon: 'entertain' },
    { name: 'Specialities', code: 'SPECIALTY', icon: 'specialty' },
    { name: 'Exhibitions', code: 'EXHIBITION', icon: 'exhibition' },
    { name: 'Heritage', code: 'COLLECTION', icon: 'collection' },
    { name: 'Volunteering', code: 'VOLUNTEER_SERVICE', icon: 'volunteer' },
    { name: 'Credit', code: 'HONESTY', icon: 'honesty' },
    { name: 'City website', code: 'OUTSIDE', icon: 'link', jumpType: '2', link: 'https://www.guilin.gov.cn/' },
    { name: 'Audio guide', code: 'GUIDE_TOUR', icon: 'map-pinned' },
  ],
  site610100: [
    { name: '観光地', code: 'SCENIC', icon: 'scenic' },
    { name: '文化施設', code: 'VENUE', icon: 'venue' },
    { name: '宿泊', code: 'HOTEL', icon: 'hotel' },
    { name: 'グルメ', code: 'FOOD', icon: 'food' },
    { name: 'ニュース', code: 'NEWS', icon: 'news' },
    { name: '農村観光', code: 'COUNTRY_TOUR', icon: 'rural' },
    { name: 'エンタメ', code: 'ENTERTAIN', icon: 'entertain' },
    { name: '特産品', code: 'SPECIALTY', icon: 'specialty' },
    { name: '展覧会', code: 'EXHIBITION', icon: 'exhibition' },
    { name: '文化財', code: 'COLLECTION', icon: 'collection' },
    { name: 'ボランティア', code: 'VOLUNTEER_SERVICE', icon: 'volunteer' },
    { name: '信用', code: 'HONESTY', icon: 'honesty' },
    { name: '市の公式サイト', code: 'OUTSIDE', icon: 'link', jumpType: '2', link: 'https://www.xa.gov.cn/' },
    { name: '音声ガイド', code: 'GUIDE_TOUR', icon: 'map-pinned' },
  ],
  site222400: [
    { name: '관광지', code: 'SCENIC', icon: 'scenic' },
    { name: '문화 시설', code: 'VENUE', icon: 'venue' },
    { name: '숙박', code: 'HOTEL', icon: 'hotel' },
    { name: '맛집', code: 'FOOD', icon: 'food' },
    { name: '소식', code: 'NEWS', icon: 'news' },
    { name: '농촌 관광', code: 'COUNTRY_TOUR', icon: 'rural' },
    { name: '공연·오락', code: 'ENTERTAIN', icon: 'entertain' },
    { name: '특산품', code: 'SPECIALTY', icon: 'specialty' },
    { name: '전시', code: 'EXHIBITION', icon: 'exhibition' },
    { name: '문화유산', code: 'COLLECTION', icon: 'collection' },
    { name: '자원봉사', code: 'VOLUNTEER_SERVICE', icon: 'volunteer' },
    { name: '신용', code: 'HONESTY', icon: 'honesty' },
    { name: '주 정부 사이트', code: 'OUTSIDE', icon: 'link', jumpType: '2', link: 'http://www.yanbian.gov.cn/' },
    { name: '음성 가이드', code: 'GUIDE_TOUR', icon: 'map-pinned' },
  ],
  site650100: [
    { name: '热门景点', code: 'HOT', icon: 'flame' },
    { name: '全景游览', code: 'PANORAMIC', icon: 'rotate-3d' },
    { name: '健康码', code: 'HEALTH_CODE', icon: 'qr-code' },
    { name: '便民服务', code: 'COMMON', icon: 'layout-grid' },
    { name: '直播', code: 'LIVE', icon: 'video' },
    { name: '新疆发布', code: 'OUTSIDE', icon: 'link', jumpType: '2', link: 'https://www.xinjiang.gov.cn/' },
    { name: '加油站', code: 'GAS_STATION', icon: 'fuel' },
    { name: '我的订单', code: 'ORDERS', icon: 'receipt-text' },
    { name: '我的预约', code: 'BOOKING', icon: 'calendar-check' },
    { name: '我的活动', code: 'MY_ACTIVITY', icon: 'ticket' },
    { name: '消费码', code: 'CONSUMPTION_CODE', icon: 'qr-code' },
    { name: '全部服务', code: 'DEFAULT_SERVICE', icon: 'layout-grid' },
  ],
  site513224: [
    { name: '景区', code: 'SCENIC', icon: 'scenic' },
    { name: '场馆', code: 'VENUE', icon: 'venue' },
    { name: '住宿', code: 'HOTEL', icon: 'hotel' },
    { name: '美食', code: 'FOOD', icon: 'food' },
    { name: '资讯', code: 'NEWS', icon: 'news' },
  ],
  site110119: [
    { name: '长城指南', code: '', icon: 'map', jumpType: '2', link: '/cc-guide' },
    { name: '长城景区', code: '', icon: 'landmark', jumpType: '2', link: '/cc-scenic' },
    { name: '长城景点', code: '', icon: 'mountain', jumpType: '2', link: '/cc-scenicspot' },
    { name: '长城文化', code: '', icon: 'scroll-text', jumpType: '2', link: '/cc-art' },
    { name: '长城活动', code: '', icon: 'calendar-days', jumpType: '2', link: '/cc-activity' },
    { name: '住在长城', code: '', icon: 'bed-double', jumpType: '2', link: '/cc-hotel' },
    { name: '长城美食', code: '', icon: 'utensils', jumpType: '2', link: '/cc-food' },
    { name: '出行指南', code: '', icon: 'bus', jumpType: '2', link: '/other-guide/traffic' },
    { name: '景区', code: 'SCENIC', icon: 'scenic' },
    { name: '酒店', code: 'HOTEL', icon: 'hotel' },
    { name: '美食', code: 'FOOD', icon: 'food' },
    { name: '资讯', code: 'NEWS', icon: 'news' },
    { name: '场馆', code: 'VENUE', icon: 'venue' },
  ],
};

/** The configurable service pages' locations: the page that shows each (menu code CONFIGURE_SERVICE; /gs-service, the provincial edition's). */
export type ServicePageLocation = 'CONFIGURE_SERVICE' | 'GS_SERVICE';

/** A group of a configurable service page: a menu entry whose entries are its `subList`. */
export interface ServicePageGroup {
  name: string;
  icon: string;
  entries: MenuSeed[];
}

/**
 * The configurable service pages: each site's groups at a page's location, in order (written
 * last, by the regional family's seed: see `seedServicePageMenus`). Chengdu's /configure-service;
 * the Gansu site's /gs-service (Jiayuguan: suspended, so the page shows on no live site).
 */
export const SERVICE_PAGES: Record<string, Partial<Record<ServicePageLocation, ServicePageGroup[]>>> = {
  site510100: {
    CONFIGURE_SERVICE: [
      {
        name: '出行服务',
        icon: 'car',
        entries: [
          { name: '停车场', code: 'PARKING', icon: 'square-parking' },
          { name: '公共厕所', code: 'TOILET', icon: 'toilet' },
          { name: '加油站', code: 'GASSTATION', icon: 'fuel' },
        ],
      },
      {
        name: '文化生活',
        icon: 'landmark',
        entries: [
          { name: '文化场馆', code: 'VENUE', icon: 'venue' },
          { name: '展览', code: 'EXHIBITION', icon: 'exhibition' },
          { name: '文物', code: 'COLLECTION', icon: 'collection' },
          { name: '精彩演出', code: 'SHOW', icon: 'drama' },
        ],
      },
      {
        name: '游客服务',
        icon: 'headset',
        entries: [
          { name: '一键求助', code: 'ASK_FOR_HELP', icon: 'siren' },
          { name: '投诉建议', code: 'COMPLAINT', icon: 'message-square-warning' },
          { name: '成都发布', code: 'OUTSIDE', icon: 'link', jumpType: '2', link: 'https://www.chengdu.gov.cn/' },
        ],
      },
    ],
  },
  site620200: {
    GS_SERVICE: [
      {
        name: '游在甘肃',
        icon: 'mountain',
        entries: [
          { name: '景区', code: 'SCENIC', icon: 'scenic' },
          { name: '酒店', code: 'HOTEL', icon: 'hotel' },
          { name: '美食', code: 'FOOD', icon: 'food' },
        ],
      },
      {
        name: '便民服务',
        icon: 'headset',
        entries: [
          { name: '停车场', code: 'PARKING', icon: 'square-parking' },
          { name: '公共厕所', code: 'TOILET', icon: 'toilet' },
        ],
      },
    ],
  },
};

/**
 * County sites below a demo site. The platform runs a county's tourism site as a site of its own,
 * with an upstream id that the parent's region tree names (each region of res/api/region/siteDownRegion
 * carries the `siteId` of the site the platform runs for it); the
 * reference upstream keeps only their id, code, name and region. The parent's service menu links
 * to each with a SCENIC entry whose resourceValue is the county site's id: `/scenic-list/{siteId}`,
 * the parent's scenic areas in that county.
 */
export const AREA_SITES: readonly { id: number; parent: string; siteCode: string; name: string; region: string; menu: string }[] = [
  { id: 2101, parent: 'site510100', siteCode: 'site510181', name: '都江堰', region: '510181', menu: '都江堰景区' },
  { id: 2301, parent: 'site530700', siteCode: 'site530721', name: 'Yulong', region: '530721', menu: 'Sites de Yulong' },
  { id: 2501, parent: 'site450300', siteCode: 'site450321', name: 'Yangshuo', region: '450321', menu: 'Yangshuo sights' },
  { id: 2601, parent: 'site610100', siteCode: 'site610115', name: '臨潼', region: '610115', menu: '臨潼の名所' },
  { id: 2701, parent: 'site222400', siteCode: 'site222426', name: '안도', region: '222426', menu: '안도 명소' },
];

/** The codes of the demo sites that are in service (not suspended), in seed order. */
/** The beta sites' testers (demo): only these phones see the site's screens. */
export const BETA_TESTERS: Readonly<Record<string, readonly string[]>> = {
  site513224: ['13800000066'],
};

/** The Great Wall edition's site (Yanqing, Badaling): its section's pages are the pages family's `cc-*` pages. */
export const GREAT_WALL_SITE = 'site110119';

export const LIVE_DEMO_SITE_CODES: readonly string[] = SITES.filter((s) => s.suspended === 0).map((s) => s.siteCode);
