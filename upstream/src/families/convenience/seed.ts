/** The convenience family's demo data: every demo site's facilities around its scenic areas. */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { hashString, mulberry32, type Rng } from '../../db/seed/prng.ts';
import { demoScenics, demoSites, near, type DemoScenic, type DemoSite } from '../demo.ts';
import type { ConvenienceType } from './store.ts';
import { MENU, WORDS, type Words } from './texts.ts';

const ALL_DAY = '00:00-24:00';
const DAYTIME = '07:00-22:00';

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
      const kind = p === 0 ? rng.pick([0, 0, 1] as const) : rng.pick([0, 1, 2] as const);
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
    for (let b = 1; gasNames.has(name) && b < brands.length; b++)
      name = w.gasStation(brands[(g + b) % brands.length]!, streetNear(w, scenic));
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

function seedFacilities(db: Database.Database): void {
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

export function seed(db: Database.Database, env: SeedEnv): void {
  seedFacilities(db);
  for (const site of demoSites(db)) {
    const [parking, toilet, gas] = MENU[site.language];
    env.addServiceMenu(site.siteCode, [
      { name: parking, menuCode: 'PARKING', icon: 'square-parking', sort: 1 },
      { name: toilet, menuCode: 'TOILET', icon: 'toilet', sort: 2 },
      { name: gas, menuCode: 'GASSTATION', icon: 'fuel', sort: 3 },
    ]);
  }
}
