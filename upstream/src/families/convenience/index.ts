/**
 * Convenience facilities (the spec's "convenient services": the service map
 * `/service-map/{type}[/{longitude}/{latitude}]` and the self-drive page): parking lots, public
 * toilets, gas stations, bus stops and medical points near the visitor, one call
 * `res/api/convenience/list` (type, optional lng + lat for nearest first, paged).
 */
import type Database from 'better-sqlite3';
import type { UpstreamFamily } from '../../family.ts';
import { input, paging, requireSite } from '../../context.ts';
import { emptyPage, pageOf } from '../../envelope.ts';
import { hashString, mulberry32, type Rng } from '../../db/seed/prng.ts';
import { demoScenics, demoSites, near, type DemoScenic, type DemoSite, type InLanguages } from '../demo.ts';

export const CONVENIENCE_LIST_PATH = 'res/api/convenience/list';

/** The facility types of the list (its `type` query and each item's `type`). */
export const CONVENIENCE_TYPES = [
  'CONTENT_TYPE_PARKING',
  'CONTENT_TYPE_TOILET',
  'CONTENT_TYPE_GAS_STATION',
  'CONTENT_TYPE_BUS_STOP',
  'CONTENT_TYPE_MEDICAL',
] as const;
export type ConvenienceType = (typeof CONVENIENCE_TYPES)[number];

interface FacilityRow {
  id: number;
  site_code: string;
  type: string;
  name: string;
  address: string;
  longitude: number;
  latitude: number;
  phone: string;
  open_time: string;
  remark: string;
  parking_total: number | null;
  parking_free: number | null;
  sort: number;
}

const ALL_DAY = '00:00-24:00';
const DAYTIME = '07:00-22:00';

/** A language's names and remarks of the facilities. */
interface Words {
  parkingMain(scenic: string): string;
  parkingSecond(scenic: string): string;
  /** Fee remarks: per hour with the first hour free, per visit, free. */
  parkingFee(rate: number, kind: 0 | 1 | 2): string;
  toiletMain(scenic: string): string;
  toiletSecond(scenic: string, gate: number): string;
  toiletRemark: string;
  gasStation(brand: string, street: string): string;
  brands: readonly string[];
  fuels: readonly string[];
  busStopScenic(scenic: string): string;
  busStopStreet(street: string): string;
  lines(numbers: readonly number[]): string;
  firstAid(scenic: string): string;
  hospitalRemark: string;
  firstAidRemark: string;
  /** A hospital name when the site has none of its own. */
  hospital(city: string): string;
  /** The street of a place's address ("" when none is found). */
  streetOf(address: string): string;
}

const GATES_CN = ['东门', '西门', '南门', '北门', '游客中心'];
const GATES_FR = ['est', 'ouest', 'sud', 'nord', 'principale'];
const GATES_EN = ['East Gate', 'West Gate', 'South Gate', 'North Gate', 'Main Gate'];
const GATES_JA = ['東門', '西門', '南門', '北門', '正門'];
const GATES_KO = ['동문', '서문', '남문', '북문', '정문'];
const gate = (names: readonly string[], i: number) => names[i % names.length]!;

const cnStreet = (address: string) => /([^省市县区镇乡州\d]+?(?:大道|大街|路|街))\d+号$/.exec(address)?.[1] ?? '';
const latinStreet = (address: string) => /^\d+\s+([^,]+),/.exec(address)?.[1] ?? '';

const WORDS: InLanguages<Words> = {
  CN: {
    parkingMain: (s) => `${s}游客中心停车场`,
    parkingSecond: (s) => `${s}P2停车场`,
    parkingFee: (r, k) => (k === 0 ? `${r}元/小时，首小时免费` : k === 1 ? `${r * 2}元/次` : '免费停车'),
    toiletMain: (s) => `${s}公共厕所`,
    toiletSecond: (s, g) => `${s}${gate(GATES_CN, g)}卫生间`,
    toiletRemark: '免费开放，设无障碍卫生间及母婴室',
    gasStation: (b, st) => `${b}${st}加油站`,
    brands: ['中国石化', '中国石油', '中国海油', '壳牌'],
    fuels: ['92# 95# 98# 0#柴油', '92# 95# 0#柴油', '92# 95# 98#'],
    busStopScenic: (s) => `${s}站`,
    busStopStreet: (st) => `${st}口站`,
    lines: (n) => `途经${n.map((x) => `${x}路`).join('、')}`,
    firstAid: (s) => `${s}医疗救助站`,
    hospitalRemark: '24小时急诊，设发热门诊',
    firstAidRemark: '常见外伤处理，配备AED',
    hospital: (city) => `${city}人民医院`,
    streetOf: cnStreet,
  },
  FRENCH: {
    parkingMain: (s) => `Parking du centre d'accueil — ${s}`,
    parkingSecond: (s) => `Parking P2 — ${s}`,
    parkingFee: (r, k) => (k === 0 ? `${r} yuans/heure, première heure gratuite` : k === 1 ? `${r * 2} yuans par passage` : 'Stationnement gratuit'),
    toiletMain: (s) => `Toilettes publiques — ${s}`,
    toiletSecond: (s, g) => `Toilettes de l'entrée ${gate(GATES_FR, g)} — ${s}`,
    toiletRemark: 'Gratuit, accessible en fauteuil roulant',
    gasStation: (b, st) => `Station-service ${b}, ${st}`,
    brands: ['Sinopec', 'PetroChina', 'CNOOC', 'Shell'],
    fuels: ['SP92, SP95, SP98 et gazole', 'SP92, SP95 et gazole', 'SP92, SP95, SP98'],
    busStopScenic: (s) => `Arrêt ${s}`,
    busStopStreet: (st) => `Arrêt ${st}`,
    lines: (n) => `Lignes ${n.join(', ')}`,
    firstAid: (s) => `Poste de secours — ${s}`,
    hospitalRemark: 'Urgences 24 h/24, consultations générales',
    firstAidRemark: 'Premiers soins et défibrillateur',
    hospital: (city) => `Hôpital populaire de ${city}`,
    streetOf: latinStreet,
  },
  EN: {
    parkingMain: (s) => `${s} Visitor Centre Car Park`,
    parkingSecond: (s) => `${s} P2 Car Park`,
    parkingFee: (r, k) => (k === 0 ? `¥${r}/hour, first hour free` : k === 1 ? `¥${r * 2} per visit` : 'Free parking'),
    toiletMain: (s) => `${s} Public Toilets`,
    toiletSecond: (s, g) => `${s} ${gate(GATES_EN, g)} Toilets`,
    toiletRemark: 'Free, wheelchair accessible',
    gasStation: (b, st) => `${b} ${st} Gas Station`,
    brands: ['Sinopec', 'PetroChina', 'CNOOC', 'Shell'],
    fuels: ['92, 95, 98 octane and diesel', '92, 95 octane and diesel', '92, 95, 98 octane'],
    busStopScenic: (s) => `${s} Bus Stop`,
    busStopStreet: (st) => `${st} Bus Stop`,
    lines: (n) => `Lines ${n.join(', ')}`,
    firstAid: (s) => `${s} First Aid Station`,
    hospitalRemark: '24-hour emergency department',
    firstAidRemark: 'First aid and defibrillator',
    hospital: (city) => `${city} People's Hospital`,
    streetOf: latinStreet,
  },
  JAPANESE: {
    parkingMain: (s) => `${s} ビジターセンター駐車場`,
    parkingSecond: (s) => `${s} 第2駐車場`,
    parkingFee: (r, k) => (k === 0 ? `1時間${r}元、最初の1時間無料` : k === 1 ? `1回につき${r * 2}元` : '駐車料金は無料'),
    toiletMain: (s) => `${s} 公衆トイレ`,
    toiletSecond: (s, g) => `${s} ${gate(GATES_JA, g)}トイレ`,
    toiletRemark: '無料・バリアフリートイレあり',
    gasStation: (b, st) => `${b} ${st}ガソリンスタンド`,
    brands: ['中国石化（シノペック）', '中国石油（ペトロチャイナ）', '中国海洋石油', 'シェル'],
    fuels: ['レギュラー92・ハイオク95/98・軽油', 'レギュラー92・ハイオク95・軽油', 'レギュラー92・ハイオク95/98'],
    busStopScenic: (s) => `${s} バス停`,
    busStopStreet: (st) => `${st} バス停`,
    lines: (n) => `${n.map((x) => `${x}番`).join('・')}バスが停車`,
    firstAid: (s) => `${s} 救護所`,
    hospitalRemark: '24時間救急外来あり',
    firstAidRemark: '応急手当・AEDあり',
    hospital: (city) => `${city}市民病院`,
    streetOf: cnStreet,
  },
  KOREAN: {
    parkingMain: (s) => `${s} 방문자 센터 주차장`,
    parkingSecond: (s) => `${s} 제2주차장`,
    parkingFee: (r, k) => (k === 0 ? `시간당 ${r}위안, 첫 1시간 무료` : k === 1 ? `1회 ${r * 2}위안` : '무료 주차'),
    toiletMain: (s) => `${s} 공중화장실`,
    toiletSecond: (s, g) => `${s} ${gate(GATES_KO, g)} 화장실`,
    toiletRemark: '무료 · 장애인 화장실 있음',
    gasStation: (b, st) => `${b} ${st} 주유소`,
    brands: ['시노펙', '페트로차이나', '중국해양석유', '셸'],
    fuels: ['92·95·98 휘발유, 경유', '92·95 휘발유, 경유', '92·95·98 휘발유'],
    busStopScenic: (s) => `${s} 정류장`,
    busStopStreet: (st) => `${st} 정류장`,
    lines: (n) => `${n.map((x) => `${x}번`).join(', ')} 버스`,
    firstAid: (s) => `${s} 응급 의료소`,
    hospitalRemark: '24시간 응급실 운영',
    firstAidRemark: '응급 처치 · 자동심장충격기 비치',
    hospital: (city) => `${city} 인민병원`,
    streetOf: (address) => /(\S+(?:대로|로|길|가))\s*\d+호$/.exec(address)?.[1] ?? '',
  },
};

/** Each demo site's telephone area and hospitals (in the site's language). */
interface SiteFacts {
  /** The area code and the first digit of local numbers ("028" + "8": 028-8xxxxxxx). */
  area: string;
  lead: string;
  hospitals: readonly [string, string];
}

const SITE_FACTS: Readonly<Record<string, SiteFacts>> = {
  site510100: { area: '028', lead: '8', hospitals: ['四川省人民医院', '成都市第三人民医院'] },
  site513225: { area: '0837', lead: '7', hospitals: ['九寨沟县人民医院', '九寨沟县藏医院'] },
  site530700: { area: '0888', lead: '5', hospitals: ['Hôpital populaire de Lijiang', 'Hôpital de médecine traditionnelle de Lijiang'] },
  site620200: { area: '0937', lead: '6', hospitals: ['嘉峪关市第一人民医院', '酒钢医院'] },
  site450300: { area: '0773', lead: '2', hospitals: ["Guilin People's Hospital", 'Guilin Hospital of Traditional Chinese Medicine'] },
  site610100: { area: '029', lead: '8', hospitals: ['西安市第一病院', '陝西省人民病院'] },
  site222400: { area: '0433', lead: '2', hospitals: ['연변병원', '연길시 인민병원'] },
};

function factsOf(site: DemoSite): SiteFacts {
  const known = SITE_FACTS[site.siteCode];
  if (known) return known;
  const w = WORDS[site.language];
  return { area: '0000', lead: '6', hospitals: [w.hospital(site.name), w.firstAid(site.name)] };
}

/** A plausible local number: "028-8xxxxxxx" (8 digits after a 3-digit area), "0837-7xxxxxx" (7 after 4). */
function phone(rng: Rng, facts: SiteFacts): string {
  const digits = facts.area.length === 3 ? 7 : 6;
  let local = facts.lead;
  for (let i = 0; i < digits; i++) local += String(rng.int(0, 9));
  return `${facts.area}-${local}`;
}

/** The scenic area's address with another house number (a neighbour on the same street). */
function addressNear(scenic: DemoScenic, rng: Rng): string {
  return /\d+/.test(scenic.address) ? scenic.address.replace(/\d+/, String(rng.int(1, 399))) : scenic.address;
}

/** A street for names: the scenic area's own, or (none found) its name. */
function streetNear(w: Words, scenic: DemoScenic): string {
  return w.streetOf(scenic.address) || scenic.name;
}

interface NewFacility {
  type: ConvenienceType;
  name: string;
  address: string;
  longitude: number;
  latitude: number;
  phone: string;
  openTime: string;
  remark: string;
  parkingTotal: number | null;
  parkingFree: number | null;
  scenicId: number | null;
}

function siteFacilities(site: DemoSite, scenics: readonly DemoScenic[]): NewFacility[] {
  const rng = mulberry32(hashString(`convenience:${site.siteCode}`));
  const w = WORDS[site.language];
  const facts = factsOf(site);
  const out: NewFacility[] = [];
  const at = (scenic: DemoScenic, spread: number) => ({
    longitude: near(scenic.longitude, rng.next, spread),
    latitude: near(scenic.latitude, rng.next, spread),
    address: addressNear(scenic, rng),
    scenicId: scenic.id || null,
  });
  const first = scenics.slice(0, 6);
  // per scenic area: 1–2 parking lots and 1–2 public toilets, a few hundred metres away
  first.forEach((scenic, i) => {
    const parkings = rng.int(1, 2);
    for (let p = 0; p < parkings; p++) {
      const total = p === 0 ? rng.int(12, 60) * 10 : rng.int(6, 20) * 10;
      const kind = (p === 0 ? rng.pick([0, 0, 1] as const) : rng.pick([0, 1, 2] as const));
      out.push({
        type: 'CONTENT_TYPE_PARKING',
        name: p === 0 ? w.parkingMain(scenic.name) : w.parkingSecond(scenic.name),
        ...at(scenic, 0.004),
        phone: p === 0 ? phone(rng, facts) : '',
        openTime: p === 0 ? ALL_DAY : DAYTIME,
        remark: w.parkingFee(rng.int(3, 10), kind),
        parkingTotal: total,
        parkingFree: rng.int(0, total),
      });
    }
    const toilets = rng.int(1, 2);
    for (let t = 0; t < toilets; t++) {
      out.push({
        type: 'CONTENT_TYPE_TOILET',
        name: t === 0 ? w.toiletMain(scenic.name) : w.toiletSecond(scenic.name, i + t),
        ...at(scenic, 0.003),
        phone: '',
        openTime: t === 0 ? ALL_DAY : DAYTIME,
        remark: t === 0 ? w.toiletRemark : '',
        parkingTotal: null,
        parkingFree: null,
      });
    }
  });
  // across the site: 4–6 gas stations on the roads to the scenic areas
  const brands = rng.shuffle(w.brands);
  const gasCount = rng.int(4, 6);
  const gasNames = new Set<string>();
  for (let g = 0; g < gasCount; g++) {
    const scenic = scenics[g % scenics.length]!;
    // another brand when this one already has a station on that street
    let name = w.gasStation(brands[g % brands.length]!, streetNear(w, scenic));
    for (let b = 1; gasNames.has(name) && b < brands.length; b++) name = w.gasStation(brands[(g + b) % brands.length]!, streetNear(w, scenic));
    gasNames.add(name);
    out.push({
      type: 'CONTENT_TYPE_GAS_STATION',
      name,
      ...at(scenic, 0.012),
      phone: phone(rng, facts),
      openTime: g % 3 === 2 ? DAYTIME : ALL_DAY,
      remark: rng.pick(w.fuels),
      parkingTotal: null,
      parkingFree: null,
    });
  }
  // 4–6 bus stops, named after the scenic area or its street
  const busCount = rng.int(4, 6);
  // one stop named after each scenic area and one after its street, each name once
  const stops: { scenic: DemoScenic; name: string; atScenic: boolean }[] = [];
  for (let i = 0; stops.length < busCount && i < busCount * 4; i++) {
    const scenic = scenics[Math.floor(i / 2) % scenics.length]!;
    const atScenic = i % 2 === 0;
    let name = atScenic ? w.busStopScenic(scenic.name) : w.busStopStreet(streetNear(w, scenic));
    if (i >= scenics.length * 2) name = `${name} ${Math.floor(i / (scenics.length * 2)) + 1}`;
    if (!stops.some((s) => s.name === name)) stops.push({ scenic, name, atScenic });
  }
  for (const { scenic, name, atScenic } of stops) {
    const numbers = [rng.int(1, 30), rng.int(31, 90), rng.int(91, 320)];
    out.push({
      type: 'CONTENT_TYPE_BUS_STOP',
      name,
      ...at(scenic, 0.005),
      phone: '',
      openTime: atScenic ? DAYTIME : '',
      remark: w.lines(numbers.slice(0, rng.int(2, 3))),
      parkingTotal: null,
      parkingFree: null,
    });
  }
  // 2–4 medical points: the city hospital(s) and first-aid stations at scenic areas
  const medCount = rng.int(2, 4);
  const hospitals = medCount >= 3 ? 2 : 1;
  for (let m = 0; m < medCount; m++) {
    const hospital = m < hospitals;
    const scenic = scenics[hospital ? (m * 3) % scenics.length : (m - hospitals) % scenics.length]!;
    out.push({
      type: 'CONTENT_TYPE_MEDICAL',
      name: hospital ? facts.hospitals[m]! : w.firstAid(scenic.name),
      ...at(scenic, hospital ? 0.015 : 0.003),
      phone: phone(rng, facts),
      openTime: hospital ? ALL_DAY : DAYTIME,
      remark: hospital ? w.hospitalRemark : w.firstAidRemark,
      parkingTotal: null,
      parkingFree: null,
    });
  }
  return out;
}

function seedConvenience(db: Database.Database): void {
  const insert = db.prepare(`INSERT INTO convenience_facilities (site_code, type, name, address, longitude, latitude, phone,
      open_time, remark, parking_total, parking_free, scenic_id, sort)
    VALUES (@siteCode, @type, @name, @address, @longitude, @latitude, @phone, @openTime, @remark, @parkingTotal,
      @parkingFree, @scenicId, @sort)`);
  // every demo site, the suspended one too (its calls answer code 3, its data is kept)
  for (const site of demoSites(db)) {
    const sorts = new Map<string, number>();
    for (const f of siteFacilities(site, demoScenics(db, site))) {
      const sort = (sorts.get(f.type) ?? 0) + 1;
      sorts.set(f.type, sort);
      insert.run({ siteCode: site.siteCode, ...f, sort });
    }
  }
}

const MENU: InLanguages<readonly [string, string, string]> = {
  CN: ['停车场', '厕所', '加油站'],
  FRENCH: ['Parkings', 'Toilettes', 'Stations-service'],
  EN: ['Parking', 'Toilets', 'Gas stations'],
  JAPANESE: ['駐車場', 'トイレ', 'ガソリンスタンド'],
  KOREAN: ['주차장', '화장실', '주유소'],
};

/** The vendor's item: numbers as strings, "" for none. */
function facilityItem(row: FacilityRow): Record<string, unknown> {
  return {
    id: String(row.id),
    name: row.name,
    type: row.type,
    address: row.address,
    longitude: String(row.longitude),
    latitude: String(row.latitude),
    phone: row.phone,
    openTime: row.open_time,
    remark: row.remark,
    parkingTotal: row.parking_total === null ? '' : String(row.parking_total),
    parkingFree: row.parking_free === null ? '' : String(row.parking_free),
  };
}

/** A query value as a number, or null ("", "abc", "12abc" are not numbers). */
function numberParam(value: string): number | null {
  const text = value.trim();
  if (text === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

export const convenienceFamily: UpstreamFamily = {
  name: 'convenience',
  migrations: [
    {
      version: 1,
      name: 'convenience facilities',
      sql: `
        CREATE TABLE convenience_facilities (
          id INTEGER PRIMARY KEY,
          site_code TEXT NOT NULL,
          type TEXT NOT NULL,
          name TEXT NOT NULL,
          address TEXT NOT NULL,
          longitude REAL NOT NULL,
          latitude REAL NOT NULL,
          phone TEXT NOT NULL DEFAULT '',
          open_time TEXT NOT NULL DEFAULT '',
          remark TEXT NOT NULL DEFAULT '',
          parking_total INTEGER,
          parking_free INTEGER,
          scenic_id INTEGER,
          sort INTEGER NOT NULL
        );
        CREATE INDEX convenience_facilities_site ON convenience_facilities (site_code, type, sort, id);
      `,
    },
  ],
  seed(db, env) {
    seedConvenience(db);
    for (const site of demoSites(db)) {
      const [parking, toilet, gas] = MENU[site.language];
      env.addServiceMenu(site.siteCode, [
        { name: parking, menuCode: 'PARKING', icon: 'square-parking', sort: 1 },
        { name: toilet, menuCode: 'TOILET', icon: 'toilet', sort: 2 },
        { name: gas, menuCode: 'GASSTATION', icon: 'fuel', sort: 3 },
      ]);
    }
  },
  referencePaths: [CONVENIENCE_LIST_PATH],
  routes(api, ctx) {
    const db = ctx.db;
    /**
     * list: type (a CONTENT_TYPE_… of CONVENIENCE_TYPES; anything else: an empty list); lng + lat
     * (both numbers: nearest first); currPage, pageSize. Otherwise by sort, id.
     */
    api.get(`/${CONVENIENCE_LIST_PATH}`, async (req) => {
      const site = requireSite(req);
      const { currPage, pageSize, offset } = paging(req);
      const type = input(req, 'type');
      if (!(CONVENIENCE_TYPES as readonly string[]).includes(type)) return emptyPage({ currPage, pageSize });
      const lng = numberParam(input(req, 'lng'));
      const lat = numberParam(input(req, 'lat'));
      const byDistance = lng !== null && lat !== null;
      const total = (
        db.prepare('SELECT COUNT(*) AS n FROM convenience_facilities WHERE site_code = ? AND type = ?').get(site.site_code, type) as { n: number }
      ).n;
      const rows = (
        byDistance
          ? db
              .prepare(
                `SELECT * FROM convenience_facilities WHERE site_code = ? AND type = ?
                 ORDER BY distance_km(latitude, longitude, ?, ?), sort, id LIMIT ? OFFSET ?`,
              )
              .all(site.site_code, type, lat, lng, pageSize, offset)
          : db
              .prepare('SELECT * FROM convenience_facilities WHERE site_code = ? AND type = ? ORDER BY sort, id LIMIT ? OFFSET ?')
              .all(site.site_code, type, pageSize, offset)
      ) as FacilityRow[];
      return pageOf(rows.map(facilityItem), total, { currPage, pageSize });
    });
  },
};
