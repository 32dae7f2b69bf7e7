/**
 * The booking demo data: activity classifies, sessions and ~45 more activities, activity rooms,
 * reservation configuration of venues and scenic areas (time slots, stocks), theatre platforms,
 * reservation order histories (the sales family seeds its routes and ZYTF orders, the shop family
 * its orders and wallets).
 *
 * Everything time-bound is generated relative to `nowMs` (the dev clock at seed time), so the
 * previous, current and next months have activities and the order histories are consistent.
 * Deterministic apart from that instant (mulberry32 seeds).
 */
import type Database from 'better-sqlite3';
import { ACTIVITY_TYPE, ENTERTAINMENT, SCENERY, VENUE } from '../../resources.ts';
import { chinaDayStart, DAY_MS } from '../../time.ts';
import { dayAt, dayString } from '../../families/demo.ts';
import { hashString, mulberry32, type Rng } from './prng.ts';

const HOUR = 3600 * 1000;

/**
 * Orders the places `p` by their site in the order the sites were seeded (for the first four
 * sites, their codes' order): a site added later draws its random numbers after them and leaves
 * their data as it was.
 */
const SEEDING_ORDER = '(SELECT MIN(id) FROM places q WHERE q.site_code = p.site_code)';

export function isReservationSeeded(db: Database.Database): boolean {
  return (db.prepare('SELECT COUNT(*) AS n FROM activity_classifies').get() as { n: number }).n > 0;
}

const CLASSIFIES: Record<string, readonly string[]> = {
  site510100: ['文化展览', '非遗体验', '文学艺术', '演出', '亲子研学', '讲座培训', '体育健身', '志愿服务'],
  site513225: ['生态科普', '民俗体验', '演出', '志愿服务'],
  site530700: ['Expositions', 'Artisanat', 'Spectacles', 'Bénévolat'],
  site450300: ['Exhibitions', 'Crafts', 'Performances', 'Volunteering'],
  site610100: ['展覧会', '伝統工芸', '公演', 'ボランティア'],
  site222400: ['전시', '전통 공예', '공연', '자원봉사'],
};

/**
 * Stable classify ids: site510100 1-8, site513225 11-14, site530700 21-24, site450300 31-34,
 * site610100 41-44, site222400 51-54.
 */
const CLASSIFY_BASE: Record<string, number> = { site510100: 1, site513225: 11, site530700: 21, site450300: 31, site610100: 41, site222400: 51 };

/** Mode (method) → activity type. */
const METHOD_TYPE: Record<string, string> = {
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

const ACTIVITY_PLACES: Record<string, ActivityPlace> = {
  site530700: {
    region: '530702',
    regionName: 'district de Gucheng',
    address: '1 rue Xinyi, district de Gucheng, Lijiang',
    lat: 26.8722,
    lng: 100.2359,
    cityRegionNames: 'Lijiang,district de Gucheng',
    phone: '0888-5100000',
    tags: ['Gratuit', 'En famille', 'Week-end', 'En soirée', 'Solidaire'],
    summary: (name, classify, plain) => `${name} : ${classify.toLowerCase()}, ${plain ? 'entrée libre, sans réservation' : 'places limitées'}.`,
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
    summary: (name, classify, plain) => `${name}: ${classify.toLowerCase()}, ${plain ? 'just turn up, no booking needed' : 'limited places'}.`,
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
    summary: (name, classify, plain) => `${name}：${classify}のイベント。${plain ? '予約不要、当日参加できます' : '定員に限りがあります'}。`,
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
};

const ADDRESSES: readonly [string, string, string, number, number][] = [
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
function fixedActivities(): NewActivity[] {
  const base = { siteCode: 'site510100', faith: ['0', '0', null] as NewActivity['faith'], jumpUrl: '', money: '0.00', integral: '0' };
  return [
    // 80007: 5 seats left in one session, one seat per order, free, no checks (concurrency test).
    { ...base, id: 80007, name: '城市书房共读夜', method: '1', classify: '文学艺术', needAudit: '0', cancel: ['1', '24'], maxOrderNum: 1, days: [-2, 5, 7, 7], sessions: [[40, 5]] },
    // 80008: needs audit, cancel until 24 h before the use start, 2 sessions.
    { ...base, id: 80008, name: '金沙遗址考古探秘营', method: '1', classify: '亲子研学', needAudit: '1', cancel: ['2', '24'], maxOrderNum: 3, days: [-3, 2, 3, 3], sessions: [[30, 30], [30, 22]] },
    // 80009: points booking, 30 points a seat.
    { ...base, id: 80009, name: '蜀锦织造体验（积分兑换）', method: '2', classify: '非遗体验', needAudit: '0', cancel: ['3', '12'], maxOrderNum: 5, integral: '30', days: [-1, 6, 8, 8], sessions: [[20, 20]] },
    // 80010: paid sign-up.
    { ...base, id: 80010, name: '川菜烹饪大师课', method: '5', classify: '讲座培训', needAudit: '0', cancel: ['1', '24'], maxOrderNum: 2, money: '68.00', days: [-4, 4, 5, 5], sessions: [[24, 24]] },
    // 80011: sold out.
    { ...base, id: 80011, name: '熊猫基地清晨探访', method: '1', classify: '亲子研学', needAudit: '0', cancel: ['0', '0'], maxOrderNum: 2, days: [-5, 3, 4, 4], sessions: [[20, 0]] },
    // 80012: external sign-up link.
    { ...base, id: 80012, name: '成都马拉松志愿者招募', method: '7', classify: '志愿服务', needAudit: '1', cancel: ['0', '0'], maxOrderNum: 1, jumpUrl: 'https://volunteer.example.cn/chengdu-marathon', days: [-6, 10, 20, 20], sessions: [[200, 160]] },
  ];
}

function generatedActivities(rng: Rng, siteCode: string, firstId: number, count: number): NewActivity[] {
  const classifies = CLASSIFIES[siteCode] ?? [];
  const out: NewActivity[] = [];
  for (let i = 0; i < count; i++) {
    const method = String((i % 11) + 1);
    const type = METHOD_TYPE[method] as string;
    const classify = type === 'ACTIVITY_TYPE_VOLUNT' && classifies.includes('志愿服务') ? '志愿服务' : (classifies[i % classifies.length] as string);
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

const SESSION_TIMES: readonly [string, string][] = [
  ['09:30', '11:30'],
  ['14:00', '16:00'],
  ['19:00', '21:00'],
];

export function seedReservations(db: Database.Database, nowMs: number): void {
  codeSeq = 0;
  db.transaction(() => {
    seedClassifies(db);
    seedActivities(db, nowMs);
    const slotIds = seedResourceConfig(db, nowMs);
    seedRooms(db, nowMs);
    seedTheatrePlatforms(db);
    seedReservationOrders(db, nowMs, slotIds);
    seedEntryNotes(db);
  })();
}

/**
 * Entry notes of their own for a few resources (the voucher shows them; the others fall back to
 * the site's general notes, API.md "Paying").
 */
function seedEntryNotes(db: Database.Database): void {
  const activity = db.prepare('UPDATE activities SET entry_notes = ? WHERE id = ?');
  activity.run('请凭核销码于开课前15分钟到三楼烹饪教室签到，课程提供围裙和食材；迟到30分钟以上视为放弃，费用不退。', 80010);
  activity.run('请携带身份证件，由一位成人陪同未成年人入营；营地提供考古工具，请穿着运动鞋。', 80008);
  activity.run('请于活动开始前10分钟到城市书房前台出示核销码，现场保持安静。', 80007);
  const venues = db
    .prepare(
      `SELECT c.resource_id FROM resource_order_config c JOIN places p ON p.id = c.resource_id
       WHERE p.site_code = 'site510100' AND c.order_address_type = 'pt' ORDER BY p.sort, p.id LIMIT 3`,
    )
    .all() as { resource_id: number }[];
  const config = db.prepare('UPDATE resource_order_config SET entry_notes = ? WHERE resource_id = ?');
  for (const v of venues) config.run('请于预约时段内持核销码及本人身份证件从正门入馆，大件行李请寄存；馆内禁止饮食和使用闪光灯。', v.resource_id);
}

function seedClassifies(db: Database.Database): void {
  const insert = db.prepare('INSERT INTO activity_classifies (id, site_code, name, icon, sort) VALUES (?, ?, ?, ?, ?)');
  for (const [site, names] of Object.entries(CLASSIFIES)) {
    names.forEach((name, i) => insert.run((CLASSIFY_BASE[site] as number) + i, site, name, `@/files/icons/classify-${i + 1}.svg`, i + 1));
  }
}

function classifyId(siteCode: string, name: string): number | null {
  const i = (CLASSIFIES[siteCode] ?? []).indexOf(name);
  return i === -1 ? null : (CLASSIFY_BASE[siteCode] as number) + i;
}

function seedActivities(db: Database.Database, nowMs: number): void {
  const rng = mulberry32(hashString('activities:issue4'));
  const languageRng = mulberry32(hashString('activities:language-sites'));
  const insertSession = db.prepare(
    'INSERT INTO activity_sessions (activity_id, start_time, end_time, total_stock, external_taken) VALUES (?, ?, ?, ?, ?)',
  );
  // 80001-80006: absolute dates from their day offsets, modes in the issue-4 numbering, one session.
  const old = db.prepare('SELECT * FROM activities WHERE id BETWEEN 80001 AND 80006 ORDER BY id').all() as {
    id: number;
    type: string;
    method: string;
    money: string;
    classify_name: string;
    site_code: string;
    stock: number;
    total_stock: number;
    sign_start_day: number;
    sign_end_day: number;
    use_start_day: number;
    use_end_day: number;
  }[];
  const update = db.prepare(
    `UPDATE activities SET method = ?, classify_id = ?, tag_names = ?, city_region_names = ?, latitude = ?, longitude = ?,
       need_audit = ?, cancel_status = ?, cancel_time = ?, max_order_num = ?, phone = ?,
       sign_start = ?, sign_end = ?, use_start = ?, use_end = ? WHERE id = ?`,
  );
  const oldModes: Record<string, string> = { ACTIVITY_TYPE_RESERVE: '1', ACTIVITY_TYPE_ENROLL: '3', ACTIVITY_TYPE_VOLUNT: '7', ACTIVITY_TYPE_PLAIN: '8' };
  for (const a of old) {
    const method = a.type === 'ACTIVITY_TYPE_RESERVE' && a.money !== '0.00' ? '6' : (oldModes[a.type] ?? a.method);
    const addr = ADDRESSES[a.id % ADDRESSES.length] as (typeof ADDRESSES)[number];
    const useStart = dayAt(nowMs, a.use_start_day, '14:00');
    const useEnd = dayAt(nowMs, a.use_end_day, '17:00');
    update.run(
      method,
      classifyId(a.site_code, a.classify_name),
      `${a.classify_name},周末好去处`,
      `成都市,${addr[1]}`,
      addr[3],
      addr[4],
      a.id === 80003 ? '1' : '0',
      a.id === 80002 ? '2' : '1',
      a.id === 80002 ? '24' : '0',
      a.id === 80005 ? 1 : 2,
      '028-86000000',
      dayAt(nowMs, a.sign_start_day, '09:00'),
      chinaDayStart(nowMs, a.sign_end_day) + DAY_MS - 1000,
      useStart,
      useEnd,
      a.id,
    );
    insertSession.run(a.id, useStart, useEnd, a.total_stock, a.total_stock - a.stock);
  }

  const insert = db.prepare(
    `INSERT INTO activities (id, site_code, name, images, type, method, faith_use_status, faith_audit_status, faith_score,
       address, region, region_name, classify_name, money, integral, stock, total_stock,
       sign_start_day, sign_end_day, use_start_day, use_end_day, summary, content, sort,
       classify_id, tag_names, city_region_names, latitude, longitude, jump_url, need_audit, cancel_status, cancel_time,
       max_order_num, phone, sign_start, sign_end, use_start, use_end)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const counts = db.prepare(
    'INSERT INTO interactions (resource_type, resource_id, like_num, collection_num, comment_num) VALUES (?, ?, ?, ?, 0)',
  );
  const all = [
    ...fixedActivities(),
    ...generatedActivities(rng, 'site510100', 80013, 40),
    ...generatedActivities(rng, 'site513225', 80101, 8),
    ...generatedActivities(rng, 'site530700', 80201, 8),
    // the language sites: a stream of their own, so the draws above stay as they were
    ...generatedActivities(languageRng, 'site450300', 80301, 8),
    ...generatedActivities(languageRng, 'site610100', 80401, 8),
    ...generatedActivities(languageRng, 'site222400', 80501, 8),
  ];
  for (const [i, a] of all.entries()) {
    const type = METHOD_TYPE[a.method] as string;
    const addr = ADDRESSES[a.id % ADDRESSES.length] as (typeof ADDRESSES)[number];
    const [signStartDay, signEndDay, useStartDay, useEndDay] = a.days;
    const sessions = a.sessions.map(([total, free], k) => {
      const day = useStartDay + Math.floor((k * (useEndDay - useStartDay + 1)) / a.sessions.length);
      const [from, to] = SESSION_TIMES[a.sessions.length === 1 ? 1 : k] as [string, string];
      return { start: dayAt(nowMs, day, from), end: dayAt(nowMs, day, to), total, free };
    });
    const useStart = Math.min(...sessions.map((s) => s.start));
    const useEnd = Math.max(...sessions.map((s) => s.end), dayAt(nowMs, useEndDay, '17:00'));
    const own = ACTIVITY_PLACES[a.siteCode];
    const where = own
      ? { address: own.address, region: own.region, regionName: own.regionName, cityNames: own.cityRegionNames, lat: own.lat, lng: own.lng, phone: own.phone }
      : { address: addr[2], region: addr[0], regionName: addr[1], cityNames: `成都市,${addr[1]}`, lat: addr[3], lng: addr[4], phone: '028-86000000' };
    const summary = own
      ? own.summary(a.name, a.classify, type === 'ACTIVITY_TYPE_PLAIN')
      : `${a.name}：${a.classify}主题活动，${type === 'ACTIVITY_TYPE_PLAIN' ? '现场参与，无需预约' : '名额有限，先到先得'}。`;
    insert.run(
      a.id,
      a.siteCode,
      a.name,
      [1, 2].map((n) => `activity-${a.id}-${n}`).join(','),
      type,
      a.method,
      a.faith[0],
      a.faith[1],
      a.faith[2],
      where.address,
      where.region,
      where.regionName,
      a.classify,
      a.money,
      a.integral,
      sessions.reduce((s, x) => s + x.free, 0),
      sessions.reduce((s, x) => s + x.total, 0),
      signStartDay,
      signEndDay,
      useStartDay,
      useEndDay,
      summary,
      own ? own.content(summary, where.address) : `<p>${summary}</p><p>地址：${addr[2]}</p><p>请提前15分钟到场签到。</p>`,
      100 + i,
      classifyId(a.siteCode, a.classify),
      `${a.classify},${rng.pick(own?.tags ?? ['免费', '亲子', '周末', '夜游', '公益'])}`,
      where.cityNames,
      where.lat,
      where.lng,
      a.jumpUrl,
      a.needAudit,
      a.cancel[0],
      a.cancel[1],
      a.maxOrderNum,
      where.phone,
      dayAt(nowMs, signStartDay, '09:00'),
      chinaDayStart(nowMs, signEndDay) + DAY_MS - 1000,
      useStart,
      useEnd,
    );
    for (const s of sessions) insertSession.run(a.id, s.start, s.end, s.total, s.total - s.free);
    counts.run(ACTIVITY_TYPE, a.id, rng.int(0, 300), rng.int(0, 90));
  }
}

const VENUE_SLOTS: readonly [string, string][] = [
  ['09:00', '11:00'],
  ['11:00', '13:00'],
  ['14:00', '16:00'],
  ['16:00', '17:30'],
];
const SCENIC_SLOTS: readonly [string, string][] = [
  ['08:30', '12:00'],
  ['12:00', '15:00'],
  ['15:00', '18:00'],
];

/** Reservation configuration of every venue and scenic area; answers slot ids by resource. */
function seedResourceConfig(db: Database.Database, nowMs: number): Map<number, number[]> {
  const rng = mulberry32(hashString('reservation-config'));
  const places = db
    .prepare(
      `SELECT id, site_code, resource_type, name, website_url FROM places p WHERE resource_type IN (?, ?)
       ORDER BY ${SEEDING_ORDER}, resource_type, sort, id`,
    )
    .all(VENUE, SCENERY) as { id: number; site_code: string; resource_type: string; name: string; website_url: string | null }[];
  const insertConfig = db.prepare(
    `INSERT INTO resource_order_config (resource_id, resource_type, order_address_type, is_open, need_login, website_url,
       official_name, official_url, cancel_status, cancel_time, closed_weekdays, custom_link, custom_jump_type, custom_max_num)
     VALUES (?, ?, ?, '1', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertSlot = db.prepare('INSERT INTO resource_time_slots (resource_id, start_time, end_time, max_num, sort) VALUES (?, ?, ?, ?, ?)');
  const insertTaken = db.prepare('INSERT INTO resource_day_stock (slot_id, date, external_taken) VALUES (?, ?, ?)');
  const slotIds = new Map<number, number[]>();
  let customCount = 0;
  let fullDayDone = false;
  const index: Record<string, number> = {};
  for (const p of places) {
    const key = `${p.site_code}:${p.resource_type}`;
    const i = (index[key] = (index[key] ?? -1) + 1);
    const isVenue = p.resource_type === VENUE;
    let mode = 'pt';
    if (p.site_code === 'site510100' && ((isVenue && i === 2) || (!isVenue && i === 3)) && customCount < 2) {
      mode = 'custom';
      customCount++;
    } else if (i % 9 === 7) mode = 'ds';
    const cancelStatus = (['1', '2', '3', '0'] as const)[i % 4] as string;
    const official = `${p.name}官方`;
    insertConfig.run(
      p.id,
      p.resource_type,
      mode,
      i % 6 === 5 ? '0' : '1',
      mode === 'ds' ? p.website_url || `https://ticket.example.cn/${p.id}` : '',
      official,
      `https://mp.weixin.qq.com/demo-official-${p.id}`,
      cancelStatus,
      cancelStatus === '2' || cancelStatus === '3' ? '24' : '0',
      isVenue ? '1' : '',
      mode === 'custom' ? (isVenue ? `https://book.example.cn/venue/${p.id}` : `@/files/images/qrcode-${p.id}.svg`) : '',
      mode === 'custom' && !isVenue ? 'CODE' : 'LINK',
      mode === 'custom' ? rng.pick([200, 500, 800]) : 0,
    );
    if (mode !== 'pt') continue;
    const small = p.name === '成都图书馆';
    const template = isVenue ? VENUE_SLOTS.slice(0, small ? 2 : rng.int(2, 4)) : SCENIC_SLOTS.slice(0, rng.int(2, 3));
    const ids: number[] = [];
    template.forEach(([from, to], k) => {
      const max = small ? 3 : isVenue ? rng.pick([50, 80, 120, 200]) : rng.pick([500, 800, 1500, 3000]);
      ids.push(Number(insertSlot.run(p.id, from, to, max, k + 1).lastInsertRowid));
    });
    slotIds.set(p.id, ids);
    if (small || p.site_code !== 'site510100') continue;
    // Other visitors' bookings over the next 10 days; one venue has a full day (the first open day after tomorrow).
    const full = isVenue && !fullDayDone && i === 0;
    let fullDay = -1;
    if (full) {
      for (let d = 2; d < 7; d++) {
        if (new Date(chinaDayStart(nowMs, d) + 8 * HOUR).getUTCDay() !== 1) {
          fullDay = d;
          break;
        }
      }
      fullDayDone = true;
    }
    const maxes = db.prepare('SELECT id, max_num FROM resource_time_slots WHERE resource_id = ?').all(p.id) as { id: number; max_num: number }[];
    for (let d = 0; d < 10; d++) {
      const date = dayString(nowMs, d);
      for (const s of maxes) {
        const taken = d === fullDay ? s.max_num : Math.floor(s.max_num * rng.next() * 0.7);
        if (taken > 0) insertTaken.run(s.id, date, taken);
      }
    }
  }
  return slotIds;
}

const ROOM_NAMES = ['多功能厅', '排练室', '书画室', '报告厅', '培训教室', '非遗工坊'];
const ROOM_SLOTS: readonly [string, string][] = [
  ['09:00', '11:00'],
  ['11:00', '13:00'],
  ['14:00', '16:00'],
  ['16:00', '18:00'],
  ['19:00', '21:00'],
];

function seedRooms(db: Database.Database, nowMs: number): void {
  const rng = mulberry32(hashString('activity-rooms'));
  const venues = db
    .prepare("SELECT id, site_code, name FROM places WHERE resource_type = ? AND site_code IN ('site510100', 'site513225') ORDER BY site_code, sort, id")
    .all(VENUE) as { id: number; site_code: string; name: string }[];
  const insertRoom = db.prepare(
    `INSERT INTO activity_rooms (id, site_code, venue_id, name, images, capacity, area, facilities, money, integral, need_audit,
       content, cancel_status, cancel_time, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertSlot = db.prepare('INSERT INTO room_slots (room_id, start_time, end_time, sort) VALUES (?, ?, ?, ?)');
  const insertBooking = db.prepare('INSERT INTO room_bookings (order_id, room_id, date, slot_id) VALUES (0, ?, ?, ?)');
  let id = 950001;
  for (const v of venues.slice(0, 10)) {
    const n = rng.int(1, 3);
    for (let k = 0; k < n; k++) {
      const name = ROOM_NAMES[(id + k) % ROOM_NAMES.length] as string;
      const paid = id % 4 === 3;
      const cancel = (['1', '2', '0'] as const)[id % 3] as string;
      insertRoom.run(
        id,
        v.site_code,
        v.id,
        `${v.name}${name}`,
        [1, 2].map((x) => `room-${id}-${x}`).join(','),
        rng.pick([20, 40, 60, 120]),
        String(rng.pick([40, 60, 90, 150, 260])),
        rng.pick(['投影仪,音响,空调', '钢琴,镜墙,空调', '书画桌,水池', '投影仪,话筒,无线网络']),
        paid ? '200.00' : '0.00',
        id % 5 === 1 ? '50' : '0',
        id % 2 === 0 ? '1' : '0',
        `<p>${v.name}${name}，可用于公益培训、排练与小型展演。</p>`,
        cancel,
        cancel === '2' ? '24' : '0',
        k + 1,
      );
      const slots = ROOM_SLOTS.slice(0, rng.int(3, 5)).map(([from, to], s) => Number(insertSlot.run(id, from, to, s + 1).lastInsertRowid));
      for (let d = 1; d < 8; d++) {
        for (const s of slots) if (rng.chance(0.25)) insertBooking.run(id, dayString(nowMs, d), s);
      }
      id++;
    }
  }
}

const PLATFORMS = [
  ['猫眼演出', 'https://show.maoyan.example.cn/'],
  ['大麦', 'https://m.damai.example.cn/'],
  ['秀动', 'https://www.showstart.example.cn/'],
  ['票星球', 'https://m.piaoxingqiu.example.cn/'],
  ['纷玩岛', 'https://www.fenwandao.example.cn/'],
] as const;

function seedTheatrePlatforms(db: Database.Database): void {
  const rng = mulberry32(hashString('theatre-platforms'));
  const places = db
    .prepare(
      `SELECT id, resource_type FROM places p WHERE (resource_type = ? OR (resource_type = ? AND sub_type = '43'))
       ORDER BY ${SEEDING_ORDER}, sort, id`,
    )
    .all(ENTERTAINMENT, VENUE) as { id: number; resource_type: string }[];
  const insert = db.prepare('INSERT INTO theatre_platforms (resource_id, resource_type, logo, name, url, sort) VALUES (?, ?, ?, ?, ?, ?)');
  for (const p of places) {
    const picks = rng.shuffle(PLATFORMS.map((_, i) => i)).slice(0, p.resource_type === VENUE ? 2 : rng.int(2, 5));
    picks.forEach((k, s) => {
      const [name, url] = PLATFORMS[k] as (typeof PLATFORMS)[number];
      insert.run(p.id, p.resource_type, `@/files/icons/platform-${k + 1}.svg`, name, `${url}venue/${p.id}`, s + 1);
    });
  }
}

function userIdOf(db: Database.Database, phone: string): number | null {
  return (db.prepare('SELECT id FROM users WHERE phone = ?').get(phone) as { id: number } | undefined)?.id ?? null;
}

let codeSeq = 0;
function seedCode(prefix: string, nowMs: number, offsetDays: number): string {
  codeSeq++;
  return `${prefix}${dayString(nowMs, offsetDays).replaceAll('-', '')}${String(900000 + codeSeq)}`;
}

function seedReservationOrders(db: Database.Database, nowMs: number, slotIds: Map<number, number[]>): void {
  const insert = db.prepare(
    `INSERT INTO reservation_orders (order_code, site_code, user_id, order_type, status, resource_type, resource_id, session_id,
       time_slot_id, date, order_num, use_num, money, integral, pay_money, pay_integral, start_time, end_time, contact_name,
       contact_phone, purpose, is_guide_order, comment_status, review_due_at, pay_due_at, info_url, created_at, updated_at)
     VALUES (@code, 'site510100', @user, @orderType, @status, @resourceType, @resourceId, @sessionId, @slotId, @date, @num, @useNum,
       @money, @integral, @payMoney, @payIntegral, @start, @end, @name, @phone, '', @guide, @commentStatus, @reviewDue, @payDue,
       @infoUrl, @created, @created)`,
  );
  const insertRoomBooking = db.prepare('INSERT INTO room_bookings (order_id, room_id, date, slot_id) VALUES (?, ?, ?, ?)');
  const venue = db
    .prepare(
      `SELECT p.id FROM places p JOIN resource_order_config c ON c.resource_id = p.id
       WHERE p.site_code = 'site510100' AND p.resource_type = ? AND c.order_address_type = 'pt' AND p.name <> '成都图书馆' ORDER BY p.sort, p.id LIMIT 3`,
    )
    .all(VENUE) as { id: number }[];
  const scenic = db
    .prepare(
      `SELECT p.id FROM places p JOIN resource_order_config c ON c.resource_id = p.id
       WHERE p.site_code = 'site510100' AND p.resource_type = ? AND c.order_address_type = 'pt' ORDER BY p.sort, p.id LIMIT 2`,
    )
    .all(SCENERY) as { id: number }[];
  const room = db.prepare("SELECT id FROM activity_rooms WHERE site_code = 'site510100' ORDER BY id LIMIT 1").get() as { id: number };
  const roomSlot = db.prepare('SELECT id, start_time, end_time FROM room_slots WHERE room_id = ? ORDER BY sort LIMIT 1').get(room.id) as {
    id: number;
    start_time: string;
    end_time: string;
  };
  const sessions = db
    .prepare(
      `SELECT s.id, s.activity_id, s.start_time, s.end_time FROM activity_sessions s JOIN activities a ON a.id = s.activity_id
       WHERE a.site_code = 'site510100' AND a.type IN ('ACTIVITY_TYPE_RESERVE', 'ACTIVITY_TYPE_ENROLL') AND a.id NOT IN (80007, 80011) ORDER BY s.start_time`,
    )
    .all() as { id: number; activity_id: number; start_time: number; end_time: number }[];
  const past = sessions.filter((s) => s.end_time < nowMs - DAY_MS);
  const future = sessions.filter((s) => s.start_time > nowMs + 2 * DAY_MS);
  const users = [
    ['13800000001', '张晓蓉', '13800000001'],
    ['13800000005', '李志远', '13800000005'],
  ] as const;
  for (const [ui, [phone, name, contact]] of users.entries()) {
    const user = userIdOf(db, phone);
    if (user === null) continue;
    const base = {
      user,
      name,
      phone: contact,
      sessionId: null as number | null,
      slotId: null as number | null,
      date: null as string | null,
      useNum: 0,
      money: '0.00',
      integral: '0',
      payMoney: '0.00',
      payIntegral: '0',
      guide: '0',
      commentStatus: '0',
      reviewDue: null as number | null,
      payDue: null as number | null,
      infoUrl: '',
    };
    const slotOrder = (resourceType: string, resourceId: number, day: number, status: number, extra: Partial<typeof base> = {}) => {
      const slot = (slotIds.get(resourceId) ?? [])[0];
      if (slot === undefined) return;
      const s = db.prepare('SELECT start_time, end_time FROM resource_time_slots WHERE id = ?').get(slot) as { start_time: string; end_time: string };
      insert.run({
        ...base,
        ...extra,
        code: seedCode('YY', nowMs, Math.min(day, 0) - 1),
        orderType: resourceType,
        status,
        resourceType,
        resourceId,
        slotId: slot,
        date: dayString(nowMs, day),
        num: 2,
        useNum: status === 12 ? 2 : 0,
        start: dayAt(nowMs, day, s.start_time),
        end: dayAt(nowMs, day, s.end_time),
        created: nowMs + (Math.min(day, 0) - 2) * DAY_MS,
      });
    };
    const v = (venue[ui] ?? venue[0]) as { id: number };
    const sc = (scenic[ui] ?? scenic[0]) as { id: number };
    // Venues: to be used, completed (one reviewed), expired, cancelled, pending review, review failed.
    slotOrder(VENUE, v.id, 3, 11);
    slotOrder(VENUE, v.id, -10, 12, { commentStatus: '1' });
    slotOrder(VENUE, v.id, -6, 12);
    slotOrder(VENUE, v.id, -4, 13);
    slotOrder(VENUE, v.id, -3, 14);
    slotOrder(VENUE, v.id, 4, 4, { reviewDue: nowMs + 3 * DAY_MS });
    slotOrder(VENUE, v.id, 5, 79);
    // Scenic areas: to be used, completed, cancelled.
    slotOrder(SCENERY, sc.id, 2, 11, { guide: '1' });
    slotOrder(SCENERY, sc.id, -8, 12);
    slotOrder(SCENERY, sc.id, -2, 14);
    // Activities: past ones completed / expired, future ones to be used, pending review, unpaid, cancelled.
    const act = (s: { id: number; activity_id: number; start_time: number; end_time: number } | undefined, status: number, extra: Partial<typeof base> = {}) => {
      if (!s) return;
      const a = db.prepare('SELECT money, integral, method FROM activities WHERE id = ?').get(s.activity_id) as { money: string; integral: string; method: string };
      const paid = a.method === '5' || a.method === '6';
      const points = a.method === '2' || a.method === '4';
      const money = paid ? (Number(a.money) * 1).toFixed(2) : '0.00';
      insert.run({
        ...base,
        ...extra,
        code: seedCode('HD', nowMs, -1),
        orderType: ACTIVITY_TYPE,
        status,
        resourceType: ACTIVITY_TYPE,
        resourceId: s.activity_id,
        sessionId: s.id,
        num: 1,
        useNum: status === 12 ? 1 : 0,
        money,
        integral: points ? a.integral : '0',
        payMoney: paid && status !== 0 ? money : '0.00',
        payIntegral: points ? a.integral : '0',
        start: s.start_time,
        end: s.end_time,
        created: Math.min(nowMs - HOUR, s.start_time - 3 * DAY_MS),
      });
    };
    act(past[ui * 3], 12);
    act(past[ui * 3 + 1], 12, { commentStatus: '1' });
    act(past[ui * 3 + 2], 13);
    act(future[ui * 4], 11);
    act(future[ui * 4 + 1], 4, { reviewDue: Math.max(nowMs + DAY_MS, (future[ui * 4 + 1]?.start_time ?? nowMs) - DAY_MS) });
    act(future[ui * 4 + 2], 0, { payDue: nowMs + 2 * DAY_MS });
    act(future[ui * 4 + 3], 14);
    // Activity room: to be used.
    const roomInfo = insert.run({
      ...base,
      code: seedCode('CD', nowMs, -1),
      orderType: 'CONTENT_TYPE_ACTIVITY_SHIU',
      status: 11,
      resourceType: 'CONTENT_TYPE_ACTIVITY_SHIU',
      resourceId: room.id,
      slotId: null,
      date: dayString(nowMs, 9 + ui),
      num: 1,
      start: dayAt(nowMs, 9 + ui, roomSlot.start_time),
      end: dayAt(nowMs, 9 + ui, roomSlot.end_time),
      created: nowMs - 2 * DAY_MS,
    });
    insertRoomBooking.run(Number(roomInfo.lastInsertRowid), room.id, dayString(nowMs, 9 + ui), roomSlot.id);
    // Third-party (tripartite) orders: to be used, completed.
    for (const [k, status] of [11, 12].entries()) {
      insert.run({
        ...base,
        code: seedCode('SF', nowMs, -k),
        orderType: 'CONTENT_TYPE_TRIPARTITE',
        status,
        resourceType: 'CONTENT_TYPE_TRIPARTITE',
        resourceId: 990001 + k,
        num: 1,
        start: dayAt(nowMs, status === 11 ? 6 : -5, '10:00'),
        end: dayAt(nowMs, status === 11 ? 6 : -5, '18:00'),
        infoUrl: `https://partner.example.cn/order/${990001 + k}`,
        created: nowMs - (k + 3) * DAY_MS,
      });
    }
  }
}
