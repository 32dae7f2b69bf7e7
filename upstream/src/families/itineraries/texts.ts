/**
 * The itineraries' words: the refusals, an itinerary's default name, and the demo content
 * (preference labels and recommended itineraries per site, in the site's language).
 */

export interface LabelSeed {
  code: string;
  name: string;
  kinds: readonly string[];
}

const KINDS = {
  NATURE: ['CONTENT_TYPE_SCENERY', 'CONTENT_TYPE_SCENIC_SPOTS'],
  HISTORY: ['CONTENT_TYPE_VENUE', 'CONTENT_TYPE_EXHIBITION', 'CONTENT_TYPE_COLLECTION'],
  FOOD: ['CONTENT_TYPE_RESTAURANT'],
  FAMILY: ['CONTENT_TYPE_ENTERTAINMENT', 'CONTENT_TYPE_RURAL'],
  RURAL: ['CONTENT_TYPE_RURAL'],
  SHOPPING: ['CONTENT_TYPE_SPECIALITY'],
} as const;

const CN_LABELS: LabelSeed[] = [
  { code: 'NATURE', name: '自然风光', kinds: KINDS.NATURE },
  { code: 'HISTORY', name: '人文历史', kinds: KINDS.HISTORY },
  { code: 'FOOD', name: '美食之旅', kinds: KINDS.FOOD },
  { code: 'FAMILY', name: '亲子休闲', kinds: KINDS.FAMILY },
  { code: 'RURAL', name: '乡村田园', kinds: KINDS.RURAL },
  { code: 'SHOPPING', name: '特产购物', kinds: KINDS.SHOPPING },
];

const FR_LABELS: LabelSeed[] = [
  { code: 'NATURE', name: 'Nature', kinds: KINDS.NATURE },
  { code: 'HISTORY', name: 'Histoire et culture', kinds: KINDS.HISTORY },
  { code: 'FOOD', name: 'Gastronomie', kinds: KINDS.FOOD },
  { code: 'FAMILY', name: 'En famille', kinds: KINDS.FAMILY },
  { code: 'RURAL', name: 'Campagne', kinds: KINDS.RURAL },
  { code: 'SHOPPING', name: 'Spécialités', kinds: KINDS.SHOPPING },
];

const EN_LABELS: LabelSeed[] = [
  { code: 'NATURE', name: 'Nature', kinds: KINDS.NATURE },
  { code: 'HISTORY', name: 'History and culture', kinds: KINDS.HISTORY },
  { code: 'FOOD', name: 'Food', kinds: KINDS.FOOD },
  { code: 'FAMILY', name: 'Family', kinds: KINDS.FAMILY },
  { code: 'RURAL', name: 'Countryside', kinds: KINDS.RURAL },
  { code: 'SHOPPING', name: 'Local products', kinds: KINDS.SHOPPING },
];

const JA_LABELS: LabelSeed[] = [
  { code: 'NATURE', name: '自然', kinds: KINDS.NATURE },
  { code: 'HISTORY', name: '歴史・文化', kinds: KINDS.HISTORY },
  { code: 'FOOD', name: 'グルメ', kinds: KINDS.FOOD },
  { code: 'FAMILY', name: '親子', kinds: KINDS.FAMILY },
  { code: 'RURAL', name: '田園', kinds: KINDS.RURAL },
  { code: 'SHOPPING', name: '特産品', kinds: KINDS.SHOPPING },
];

const KO_LABELS: LabelSeed[] = [
  { code: 'NATURE', name: '자연', kinds: KINDS.NATURE },
  { code: 'HISTORY', name: '역사·문화', kinds: KINDS.HISTORY },
  { code: 'FOOD', name: '미식', kinds: KINDS.FOOD },
  { code: 'FAMILY', name: '가족', kinds: KINDS.FAMILY },
  { code: 'RURAL', name: '농촌', kinds: KINDS.RURAL },
  { code: 'SHOPPING', name: '특산품', kinds: KINDS.SHOPPING },
];

export interface RecommendedSeed {
  name: string;
  summary: string;
  /** Destination scenic areas by name (the site's places). */
  destinations: readonly string[];
  days: number;
  playHours: number;
  labels: readonly string[];
}

export interface SiteItinerarySeed {
  siteCode: string;
  labels: readonly LabelSeed[];
  recommended: readonly RecommendedSeed[];
}

export const ITINERARY_SITES: readonly SiteItinerarySeed[] = [
  {
    siteCode: 'site510100',
    labels: CN_LABELS,
    recommended: [
      {
        name: '成都经典三日游',
        summary: '都江堰、青城山、大熊猫基地与市区人文景点，一次看遍天府精华。',
        destinations: ['成都大熊猫繁育研究基地', '武侯祠', '宽窄巷子', '都江堰景区', '青城山'],
        days: 3,
        playHours: 30,
        labels: ['HISTORY'],
      },
      {
        name: '熊猫与古街一日游',
        summary: '上午看熊猫，下午逛锦里、宽窄巷子，吃遍成都小吃。',
        destinations: ['成都大熊猫繁育研究基地', '锦里古街'],
        days: 1,
        playHours: 10,
        labels: ['FOOD'],
      },
      {
        name: '诗意成都两日游',
        summary: '杜甫草堂、武侯祠与金沙遗址，寻访成都的诗与史。',
        destinations: ['杜甫草堂', '武侯祠', '金沙遗址博物馆'],
        days: 2,
        playHours: 16,
        labels: ['HISTORY'],
      },
    ],
  },
  {
    siteCode: 'site513225',
    labels: CN_LABELS,
    recommended: [
      { name: '九寨沟两日深度游', summary: '翠海叠瀑，两天慢慢看。', destinations: [], days: 2, playHours: 18, labels: ['NATURE'] },
    ],
  },
  {
    siteCode: 'site530700',
    labels: FR_LABELS,
    recommended: [
      {
        name: 'Lijiang en trois jours',
        summary: 'Vieille ville, montagne du Dragon de Jade et Shuhe : l’essentiel de Lijiang.',
        destinations: [
          'Vieille ville de Lijiang',
          'Montagne enneigée du Dragon de Jade',
          'Ancienne ville de Shuhe',
          "Parc de l'Étang du Dragon Noir",
        ],
        days: 3,
        playHours: 27,
        labels: ['HISTORY'],
      },
      {
        name: 'Une journée dans la vieille ville',
        summary: 'Ruelles, canaux et musique naxie.',
        destinations: ['Vieille ville de Lijiang', "Parc de l'Étang du Dragon Noir"],
        days: 1,
        playHours: 9,
        labels: ['FOOD'],
      },
    ],
  },
  {
    siteCode: 'site620200',
    labels: CN_LABELS,
    recommended: [
      {
        name: '雄关一日游',
        summary: '登嘉峪关关城，看天下第一雄关。',
        destinations: ['嘉峪关关城'],
        days: 1,
        playHours: 8,
        labels: ['HISTORY'],
      },
    ],
  },
  {
    siteCode: 'site450300',
    labels: EN_LABELS,
    recommended: [
      {
        name: 'Guilin in three days',
        summary: 'The Li River by boat, Yangshuo by bike and the hills of the city: the best of Guilin.',
        destinations: ['Li River Scenic Area', 'West Street, Yangshuo', 'Yulong River', 'Elephant Trunk Hill'],
        days: 3,
        playHours: 27,
        labels: ['NATURE'],
      },
      {
        name: 'A day in the city',
        summary: 'Lakes, caves and rice noodles.',
        destinations: ['Two Rivers and Four Lakes', 'Reed Flute Cave', 'Seven Star Park'],
        days: 1,
        playHours: 9,
        labels: ['FOOD'],
      },
    ],
  },
  {
    siteCode: 'site610100',
    labels: JA_LABELS,
    recommended: [
      {
        name: '西安の定番3日間',
        summary: '兵馬俑、華清宮、大雁塔、城壁。古都のハイライトをめぐります。',
        destinations: ['秦始皇兵馬俑博物館', '華清宮', '大雁塔・大慈恩寺', '西安城壁'],
        days: 3,
        playHours: 27,
        labels: ['HISTORY'],
      },
      {
        name: '遣唐使ゆかりの1日',
        summary: '空海が学んだ青龍寺と唐の都の面影をたどります。',
        destinations: ['青龍寺', '大雁塔・大慈恩寺', '大唐芙蓉園'],
        days: 1,
        playHours: 9,
        labels: ['HISTORY'],
      },
    ],
  },
  {
    siteCode: 'site222400',
    labels: KO_LABELS,
    recommended: [
      {
        name: '연변 3일 여행',
        summary: '장백산 천지와 윤동주 생가, 연길 시내를 둘러보는 대표 코스.',
        destinations: ['장백산 북경구', '윤동주 생가', '모아산 국가삼림공원', '중국조선족민속원'],
        days: 3,
        playHours: 27,
        labels: ['NATURE'],
      },
      {
        name: '연길 하루 여행',
        summary: '민속원과 모아산, 그리고 냉면 한 그릇.',
        destinations: ['중국조선족민속원', '모아산 국가삼림공원'],
        days: 1,
        playHours: 9,
        labels: ['FOOD'],
      },
    ],
  },
];

/** The service-menu entry per site language. */
export const MENU_NAME: Record<string, string> = {
  CN: '智能行程',
  FRENCH: 'Itinéraires',
  EN: 'Trip planner',
  JAPANESE: '旅程プラン',
  KOREAN: '여행 일정',
};

/** Play time at most this many hours (the travel-plan form's own limit). */
export const MAX_PLAY_HOURS = 120;
export const MAX_DAYS = 10;
export const MAX_NAME_CHARS = 30;
export const MAX_STOPS_PER_DAY = 20;

/** An itinerary's default name after its first places, by site language: " 3日游", " — 3 j", ", 3 days". */
export const DAYS_SUFFIX: Record<string, (days: number) => string> = {
  CN: (days) => ` ${days}日游`,
  FRENCH: (days) => ` — ${days} j`,
  EN: (days) => ` — ${days} ${days === 1 ? 'day' : 'days'}`,
  JAPANESE: (days) => `・${days}日間`,
  KOREAN: (days) => ` · ${days}일`,
};

/** The refusals (the travel-plan form's own prompts for the plan's inputs). */
export const ITINERARY_TEXTS = {
  conflict: '行程已被修改，请刷新后重试',
  noSuchJourney: '行程不存在',
  recommendedReadOnly: '推荐行程不可修改，请先复制到我的行程',
  noScenic: '请选择目的地景区',
  noPlayTime: '请填写游玩时间',
  playTimeTooLong: `游玩时间不能超过${MAX_PLAY_HOURS}小时`,
  badDays: '行程天数不正确',
  badStartDate: '出发日期不正确',
  noSuchScenic: '景区不存在',
  noName: '请输入行程名称',
  nameTooLong: '行程名称过长',
  noSuchDay: '行程日期不存在',
  noSuchResource: '资源不存在',
  alreadyThatDay: '该地点已在当天行程中',
  tooManyStops: `每天最多安排${MAX_STOPS_PER_DAY}个地点`,
  badPosition: '插入位置不正确',
  noSuchSource: '行程地点不存在',
  badOperation: '操作类型不正确',
  noSuchEnd: '起点或终点不存在',
} as const;
