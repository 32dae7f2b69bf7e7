/**
 * The activities' demo data: site510100's first six activities (80001-80006: no check, score
 * check, audit check, both, a volunteer recruitment and an ended one), the classifies of every
 * demo site, the fixed activities the tests and the demo rely on (80007-80012) and the generated
 * ones of every demo site, each in its site's language.
 */
import type { Rng } from '../../db/seed/prng.ts';

interface DemoActivity {
  name: string;
  type: string;
  method: string;
  faithUse: '0' | '1';
  faithAudit: '0' | '1';
  faithScore: number | null;
  region: [string, string];
  address: string;
  classify: string;
  money: string;
  integral: string;
  stock: [number, number];
  /** Day offsets from today: sign-up start, sign-up end, use start, use end. */
  days: [number, number, number, number];
  summary: string;
}

/** site510100's activities: no check, score check (faithScore 60), audit check, both, and two plain ones. */
export const DEMO_ACTIVITIES: readonly DemoActivity[] = [
  {
    name: '成都博物馆夜游季·星空下的文物',
    type: 'ACTIVITY_TYPE_RESERVE',
    method: '1',
    faithUse: '0',
    faithAudit: '0',
    faithScore: null,
    region: ['510105', '青羊区'],
    address: '成都市青羊区小河街1号成都博物馆',
    classify: '文化展览',
    money: '0.00',
    integral: '0',
    stock: [120, 200],
    days: [-3, 4, 6, 6],
    summary: '夜间开放专场，讲解员带你看镇馆之宝。无需信用审核，免费预约。',
  },
  {
    name: '川剧变脸体验课',
    type: 'ACTIVITY_TYPE_RESERVE',
    method: '1',
    faithUse: '1',
    faithAudit: '0',
    faithScore: 60,
    region: ['510107', '武侯区'],
    address: '成都市武侯区锦里古街锦里戏台',
    classify: '非遗体验',
    money: '0.00',
    integral: '20',
    stock: [18, 30],
    days: [-2, 5, 8, 8],
    summary: '跟川剧演员学一招变脸。预约需信用分不低于60分。',
  },
  {
    name: '杜甫草堂诗歌朗诵会',
    type: 'ACTIVITY_TYPE_ENROLL',
    method: '1',
    faithUse: '0',
    faithAudit: '1',
    faithScore: null,
    region: ['510105', '青羊区'],
    address: '成都市青羊区青华路37号杜甫草堂',
    classify: '文学艺术',
    money: '0.00',
    integral: '0',
    stock: [40, 60],
    days: [-5, 3, 10, 10],
    summary: '以诗会友，报名经审核后参加（活动室预约需通过信用审核）。',
  },
  {
    name: '非遗竹编手作工坊',
    type: 'ACTIVITY_TYPE_RESERVE',
    method: '2',
    faithUse: '1',
    faithAudit: '1',
    faithScore: 60,
    region: ['510108', '成华区'],
    address: '成都市成华区东郊记忆文创园B区',
    classify: '非遗体验',
    money: '39.00',
    integral: '0',
    stock: [8, 20],
    days: [-1, 6, 9, 9],
    summary: '道明竹编传承人现场教学，付费预约，需信用分60分以上并通过审核。',
  },
  {
    name: '大熊猫基地志愿讲解员招募',
    type: 'ACTIVITY_TYPE_VOLUNT',
    method: '1',
    faithUse: '0',
    faithAudit: '0',
    faithScore: null,
    region: ['510108', '成华区'],
    address: '成都市成华区熊猫大道1375号',
    classify: '志愿服务',
    money: '0.00',
    integral: '50',
    stock: [10, 15],
    days: [-7, 14, 21, 60],
    summary: '招募周末志愿讲解员，提供岗前培训。',
  },
  {
    name: '锦城音乐季·草坪音乐会',
    type: 'ACTIVITY_TYPE_PLAIN',
    method: '1',
    faithUse: '0',
    faithAudit: '0',
    faithScore: null,
    region: ['510104', '锦江区'],
    address: '成都市锦江区三圣花乡幸福梅林草坪',
    classify: '演出',
    money: '0.00',
    integral: '0',
    stock: [0, 500],
    days: [-30, -20, -15, -15],
    summary: '城市草坪上的露天音乐会（已结束）。',
  },
];

export const CLASSIFIES: Record<string, readonly string[]> = {
  site510100: ['文化展览', '非遗体验', '文学艺术', '演出', '亲子研学', '讲座培训', '体育健身', '志愿服务'],
  site513225: ['生态科普', '民俗体验', '演出', '志愿服务'],
  site530700: ['Expositions', 'Artisanat', 'Spectacles', 'Bénévolat'],
  site450300: ['Exhibitions', 'Crafts', 'Performances', 'Volunteering'],
  site610100: ['展覧会', '伝統工芸', '公演', 'ボランティア'],
  site222400: ['전시', '전통 공예', '공연', '자원봉사'],
  site110119: ['长城研学', '长城徒步', '长城非遗', '长城志愿'],
};

/**
 * Stable classify ids: site510100 1-8, site513225 11-14, site530700 21-24, site450300 31-34,
 * site610100 41-44, site222400 51-54, site110119 61-64.
 */
export const CLASSIFY_BASE: Record<string, number> = {
  site510100: 1,
  site513225: 11,
  site530700: 21,
  site450300: 31,
  site610100: 41,
  site222400: 51,
  site110119: 61,
};

/** Mode (method) → activity type. */
export const METHOD_TYPE: Record<string, string> = {
  '1': 'ACTIVITY_TYPE_RESERVE',
  '2': 'ACTIVITY_TYPE_RESERVE',
  '3': 'ACTIVITY_TYPE_ENROLL',
  '4': 'ACTIVITY_TYPE_ENROLL',
  '5': 'ACTIVITY_TYPE_ENROLL',
  '6': 'ACTIVITY_TYPE_RESERVE',
  '7': 'ACTIVITY_TYPE_VOLUNT',
  '8': 'ACTIVITY_TYPE_PLAIN',
  '9': 'ACTIVITY_TYPE_RESERVE',
  '10': 'ACTIVITY_TYPE_RESERVE',
  '11': 'ACTIVITY_TYPE_PLAIN',
};

const NAME_PARTS: Record<string, readonly string[]> = {
  文化展览: ['三星堆青铜器特展导览', '蜀锦织造历史展', '金沙遗址太阳神鸟专题展', '城市记忆老照片展'],
  非遗体验: ['蜀绣入门体验课', '漆艺手作坊', '糖画非遗小课堂', '竹编灯笼工作坊'],
  文学艺术: ['杜甫诗词雅集', '巴蜀书法公开课', '青年诗会', '水墨写生沙龙'],
  演出: ['川剧折子戏专场', '民乐周末音乐会', '蜀风雅韵茶馆曲艺', '城市草坪爵士夜'],
  亲子研学: ['熊猫科普亲子营', '博物馆小小讲解员', '古蜀文明研学日', '自然笔记亲子课'],
  讲座培训: ['天府文化大讲堂', '文物修复公开讲座', '旅行摄影训练营', '城市历史漫谈'],
  体育健身: ['锦江绿道骑行日', '太极拳晨练营', '龙泉山徒步', '社区八段锦课堂'],
  志愿服务: ['博物馆志愿讲解招募', '绿道清洁志愿行', '图书馆阅读推广志愿者', '古镇文明劝导志愿者'],
  生态科普: ['九寨沟海子生态课', '大熊猫栖息地科普'],
  民俗体验: ['藏羌锅庄夜', '转山节民俗体验'],
  Expositions: ['Exposition de la culture Naxi', 'Visite guidée du musée Dongba'],
  Artisanat: ['Atelier de papier Dongba', 'Initiation à la broderie Naxi'],
  Spectacles: ['Concert de musique ancienne Naxi', 'Spectacle de danse du lac Lugu'],
  Bénévolat: ['Bénévoles pour la vieille ville', 'Guides bénévoles au musée'],
  Exhibitions: ['Guilin Museum after hours', 'Painting the Li River: guided tour'],
  Crafts: ['Zhuang brocade weaving workshop', 'Osmanthus tea blending class'],
  Performances: ['Folk songs on the Li River', 'Yao long-hair dance evening'],
  Volunteering: ['Riverbank clean-up volunteers', 'Museum volunteer guides'],
  展覧会: ['陝西歴史博物館 夜間特別鑑賞', '遣唐使の足跡をたどるガイドツアー'],
  伝統工芸: ['切り絵（剪紙）体験教室', '唐三彩の絵付けワークショップ'],
  公演: ['唐代宮廷楽舞の夕べ', '秦腔（伝統劇）入門公演'],
  ボランティア: ['城壁クリーンアップ・ボランティア', '博物館ボランティアガイド'],
  전시: ['연변박물관 야간 특별 관람', '윤동주 문학 해설 투어'],
  '전통 공예': ['조선족 전통 매듭 공방', '장고 만들기 체험'],
  공연: ['조선족 농악무 공연', '가야금 병창의 밤'],
  자원봉사: ['두만강 강변 정화 봉사', '박물관 해설 자원봉사자'],
  长城研学: ['中国长城博物馆研学课堂', '京张铁路詹天佑故事课'],
  长城徒步: ['八达岭至水关长城徒步', '石峡关野长城日出徒步'],
  长城非遗: ['永宁南关竹马体验', '长城砖烧制技艺工坊'],
  长城志愿: ['长城保护捡拾志愿行', '八达岭景区志愿讲解'],
};

/** Where a language site's activities take place and how they read (the Chinese sites use ADDRESSES). */
interface ActivityPlace {
  region: string;
  regionName: string;
  address: string;
  lat: number;
  lng: number;
  cityRegionNames: string;
  phone: string;
  tags: readonly [string, string, string, string, string];
  summary(name: string, classify: string, plain: boolean): string;
  content(summary: string, address: string): string;
}

export const ACTIVITY_PLACES: Record<string, ActivityPlace> = {
  site530700: {
    region: '530702',
    regionName: 'district de Gucheng',
    address: '1 rue Xinyi, district de Gucheng, Lijiang',
    lat: 26.8722,
    lng: 100.2359,
    cityRegionNames: 'Lijiang,district de Gucheng',
    phone: '0888-5100000',
    tags: ['Gratuit', 'En famille', 'Week-end', 'En soirée', 'Solidaire'],
    summary: (name, classify, plain) =>
      `${name} : ${classify.toLowerCase()}, ${plain ? 'entrée libre, sans réservation' : 'places limitées'}.`,
    content: (summary, address) => `<p>${summary}</p><p>Adresse : ${address}</p><p>Merci d'arriver 15 minutes avant le début.</p>`,
  },
  site450300: {
    region: '450302',
    regionName: 'Xiufeng District',
    address: '1 Zhongshan Road, Xiufeng District, Guilin',
    lat: 25.2818,
    lng: 110.2783,
    cityRegionNames: 'Guilin,Xiufeng District',
    phone: '0773-2800000',
    tags: ['Free', 'Family', 'Weekend', 'Evening', 'Charity'],
    summary: (name, classify, plain) =>
      `${name}: ${classify.toLowerCase()}, ${plain ? 'just turn up, no booking needed' : 'limited places'}.`,
    content: (summary, address) => `<p>${summary}</p><p>Address: ${address}</p><p>Please arrive 15 minutes before the start.</p>`,
  },
  site610100: {
    region: '610103',
    regionName: '碑林区',
    address: '西安市碑林区南大街1号',
    lat: 34.2566,
    lng: 108.9406,
    cityRegionNames: '西安市,碑林区',
    phone: '029-87000000',
    tags: ['無料', '親子', '週末', '夜間', 'チャリティー'],
    summary: (name, classify, plain) =>
      `${name}：${classify}のイベント。${plain ? '予約不要、当日参加できます' : '定員に限りがあります'}。`,
    content: (summary, address) => `<p>${summary}</p><p>会場：${address}</p><p>開始15分前までにお越しください。</p>`,
  },
  site222400: {
    region: '222401',
    regionName: '연길시',
    address: '연변 연길시 인민로 1호',
    lat: 42.8913,
    lng: 129.5089,
    cityRegionNames: '연변,연길시',
    phone: '0433-2500000',
    tags: ['무료', '가족', '주말', '야간', '나눔'],
    summary: (name, classify, plain) => `${name}: ${classify} 행사, ${plain ? '예약 없이 현장 참여' : '선착순 마감'}.`,
    content: (summary, address) => `<p>${summary}</p><p>장소: ${address}</p><p>시작 15분 전까지 도착해 주세요.</p>`,
  },
  site110119: {
    region: '110119',
    regionName: '延庆区',
    address: '北京市延庆区八达岭镇京藏高速58号出口',
    lat: 40.3597,
    lng: 116.0169,
    cityRegionNames: '北京市,延庆区',
    phone: '010-69121383',
    tags: ['免费', '亲子', '周末', '登城', '公益'],
    summary: (name, classify, plain) => `${name}：${classify}活动，${plain ? '无需预约，现场参与' : '名额有限，先到先得'}。`,
    content: (summary, address) => `<p>${summary}</p><p>集合地点：${address}</p><p>请穿舒适的登山鞋，提前15分钟到达。</p>`,
  },
};

export const ADDRESSES: readonly [string, string, string, number, number][] = [
  ['510104', '锦江区', '成都市锦江区红星路三段1号', 30.6586, 104.0833],
  ['510105', '青羊区', '成都市青羊区小河街1号', 30.6604, 104.0608],
  ['510106', '金牛区', '成都市金牛区一环路北三段99号', 30.6913, 104.0531],
  ['510107', '武侯区', '成都市武侯区武侯祠大街231号', 30.6465, 104.0483],
  ['510108', '成华区', '成都市成华区熊猫大道1375号', 30.7339, 104.1461],
  ['510181', '都江堰市', '都江堰市公园路1号', 30.9983, 103.6198],
];

interface NewActivity {
  id: number;
  siteCode: string;
  name: string;
  method: string;
  classify: string;
  faith: ['0' | '1', '0' | '1', number | null];
  needAudit: '0' | '1';
  cancel: ['0' | '1' | '2' | '3', string];
  maxOrderNum: number;
  money: string;
  integral: string;
  jumpUrl: string;
  /** Day offsets: sign start, sign end, use start, use end. */
  days: [number, number, number, number];
  /** Per session: total seats, seats still free. */
  sessions: [number, number][];
}

/** The fixed activities the tests and the demo rely on (documented in README). */
export function fixedActivities(): NewActivity[] {
  const base = { siteCode: 'site510100', faith: ['0', '0', null] as NewActivity['faith'], jumpUrl: '', money: '0.00', integral: '0' };
  return [
    // 80007: 5 seats left in one session, one seat per order, free, no checks (concurrency test).
    {
      ...base,
      id: 80007,
      name: '城市书房共读夜',
      method: '1',
      classify: '文学艺术',
      needAudit: '0',
      cancel: ['1', '24'],
      maxOrderNum: 1,
      days: [-2, 5, 7, 7],
      sessions: [[40, 5]],
    },
    // 80008: needs audit, cancel until 24 h before the use start, 2 sessions.
    {
      ...base,
      id: 80008,
      name: '金沙遗址考古探秘营',
      method: '1',
      classify: '亲子研学',
      needAudit: '1',
      cancel: ['2', '24'],
      maxOrderNum: 3,
      days: [-3, 2, 3, 3],
      sessions: [
        [30, 30],
        [30, 22],
      ],
    },
    // 80009: points booking, 30 points a seat.
    {
      ...base,
      id: 80009,
      name: '蜀锦织造体验（积分兑换）',
      method: '2',
      classify: '非遗体验',
      needAudit: '0',
      cancel: ['3', '12'],
      maxOrderNum: 5,
      integral: '30',
      days: [-1, 6, 8, 8],
      sessions: [[20, 20]],
    },
    // 80010: paid sign-up.
    {
      ...base,
      id: 80010,
      name: '川菜烹饪大师课',
      method: '5',
      classify: '讲座培训',
      needAudit: '0',
      cancel: ['1', '24'],
      maxOrderNum: 2,
      money: '68.00',
      days: [-4, 4, 5, 5],
      sessions: [[24, 24]],
    },
    // 80011: sold out.
    {
      ...base,
      id: 80011,
      name: '熊猫基地清晨探访',
      method: '1',
      classify: '亲子研学',
      needAudit: '0',
      cancel: ['0', '0'],
      maxOrderNum: 2,
      days: [-5, 3, 4, 4],
      sessions: [[20, 0]],
    },
    // 80012: external sign-up link.
    {
      ...base,
      id: 80012,
      name: '成都马拉松志愿者招募',
      method: '7',
      classify: '志愿服务',
      needAudit: '1',
      cancel: ['0', '0'],
      maxOrderNum: 1,
      jumpUrl: 'https://volunteer.example.cn/chengdu-marathon',
      days: [-6, 10, 20, 20],
      sessions: [[200, 160]],
    },
  ];
}

export function generatedActivities(rng: Rng, siteCode: string, firstId: number, count: number): NewActivity[] {
  const classifies = CLASSIFIES[siteCode] ?? [];
  const out: NewActivity[] = [];
  for (let i = 0; i < count; i++) {
    const method = String((i % 11) + 1);
    const type = METHOD_TYPE[method] as string;
    const classify =
      type === 'ACTIVITY_TYPE_VOLUNT' && classifies.includes('志愿服务') ? '志愿服务' : (classifies[i % classifies.length] as string);
    const parts = NAME_PARTS[classify] ?? ['活动'];
    const name = `${parts[Math.floor(i / classifies.length) % parts.length] as string}${i >= classifies.length * parts.length ? `（第${Math.floor(i / 8) + 1}期）` : ''}`;
    // Use start spread over -50 .. +70 days so the previous, current and next two months have activities.
    let useStart = -50 + Math.floor((i * 120) / count) + rng.int(0, 2);
    let span = rng.chance(0.3) ? rng.int(1, 15) : 0;
    // Every 12th one runs across today (activityStatus "1" ongoing).
    if (i % 12 === 11) {
      useStart = -2 - (i % 3);
      span = 6;
    }
    const signStart = useStart - rng.int(6, 20);
    const signEnd = useStart - rng.int(0, 2);
    const n = rng.int(1, 3);
    const sessions: [number, number][] = [];
    for (let k = 0; k < n; k++) {
      const total = rng.pick([20, 30, 40, 50, 80, 100, 150]);
      const lowStock = i % 9 === 4;
      sessions.push([total, lowStock ? rng.int(1, 3) : rng.int(Math.floor(total / 3), total)]);
    }
    const cancelStatus = (['0', '1', '2', '3'] as const)[i % 4] as '0' | '1' | '2' | '3';
    out.push({
      id: firstId + i,
      siteCode,
      name,
      method,
      classify,
      faith: i % 5 === 1 ? ['1', '0', 60] : i % 5 === 3 ? ['0', '1', null] : i % 10 === 7 ? ['1', '1', 80] : ['0', '0', null],
      needAudit: i % 3 === 2 ? '1' : '0',
      cancel: [cancelStatus, cancelStatus === '0' || cancelStatus === '1' ? '0' : String(rng.pick([2, 12, 24, 48]))],
      maxOrderNum: rng.int(1, 5),
      money: method === '5' || method === '6' ? `${rng.pick([20, 38, 58, 88, 128])}.00` : '0.00',
      integral: method === '2' || method === '4' ? String(rng.pick([10, 20, 50, 100])) : '0',
      jumpUrl: i % 13 === 6 ? `https://hd.example.cn/signup/${firstId + i}` : '',
      days: [signStart, signEnd, useStart, useStart + span],
      sessions,
    });
  }
  return out;
}

export const SESSION_TIMES: readonly [string, string][] = [
  ['09:30', '11:30'],
  ['14:00', '16:00'],
  ['19:00', '21:00'],
];
