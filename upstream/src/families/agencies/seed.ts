/**
 * The agencies family's demo data: two or three licensed agencies in each district of every demo
 * site that has scenic areas (at their street, in the site's language), and the menu entry.
 */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { hashString, mulberry32, type Rng } from '../../db/seed/prng.ts';
import { demoScenics, everyDemoSite, near, type DemoSite } from '../demo.ts';
import { AGENCY_SCOPES, agenciesStore } from './store.ts';
import { AGENCY_WORDS, MENU_NAME } from './texts.ts';

/** A district with a place in it: where its agencies are. */
interface District {
  name: string;
  address: string;
  longitude: number;
  latitude: number;
}

/** Each demo city: its name in the site's language, the telephone area, the licence's province letters. */
interface CityFacts {
  city: string;
  area: string;
  province: string;
  /** Its districts when the site has no scenic areas yet (real streets of the city). */
  districts?: readonly District[];
}

const CITIES: Readonly<Record<string, CityFacts>> = {
  site510100: { city: '成都', area: '028', province: 'SC' },
  site513225: { city: '九寨沟', area: '0837', province: 'SC' },
  site530700: { city: 'Lijiang', area: '0888', province: 'YN' },
  site620200: { city: '嘉峪关', area: '0937', province: 'GS' },
  site450300: { city: 'Guilin', area: '0773', province: 'GX' },
  site610100: { city: '西安', area: '029', province: 'SNX' },
  site222400: { city: '연변', area: '0433', province: 'JL' },
  site650100: {
    city: '乌鲁木齐',
    area: '0991',
    province: 'XJ',
    districts: [
      { name: '天山区', address: '乌鲁木齐市天山区解放北路88号', longitude: 87.6205, latitude: 43.7934 },
      { name: '沙依巴克区', address: '乌鲁木齐市沙依巴克区友好北路12号', longitude: 87.5889, latitude: 43.8016 },
      { name: '新市区', address: '乌鲁木齐市新市区北京南路368号', longitude: 87.5603, latitude: 43.8541 },
      { name: '水磨沟区', address: '乌鲁木齐市水磨沟区南湖东路77号', longitude: 87.6431, latitude: 43.8326 },
      { name: '米东区', address: '乌鲁木齐市米东区米东北路56号', longitude: 87.6553, latitude: 43.9597 },
    ],
  },
};

function districtsOf(db: Database.Database, site: DemoSite, facts: CityFacts | undefined): District[] {
  const scenics = demoScenics(db, site).filter((s) => s.id > 0);
  if (scenics.length === 0) return [...(facts?.districts ?? [])];
  const seen = new Map<string, District>();
  for (const s of scenics)
    if (!seen.has(s.regionName))
      seen.set(s.regionName, { name: s.regionName, address: s.address, longitude: s.longitude, latitude: s.latitude });
  return [...seen.values()];
}

/** A neighbour on the district's street: another house number. */
const addressNear = (address: string, rng: Rng) => (/\d+/.test(address) ? address.replace(/\d+/, String(rng.int(1, 399))) : address);

function localNumber(rng: Rng, area: string): string {
  let digits = '';
  for (let i = 0; i < (area.length === 3 ? 8 : 7); i++) digits += String(rng.int(i === 0 ? 2 : 0, 9));
  return `${area}-${digits}`;
}

export function seed(db: Database.Database, env: SeedEnv): void {
  const store = agenciesStore(db);
  for (const site of everyDemoSite(db)) {
    const facts = CITIES[site.siteCode];
    const districts = districtsOf(db, site, facts);
    if (districts.length === 0) continue;
    const rng = mulberry32(hashString(`agencies:${site.siteCode}`));
    const words = AGENCY_WORDS[site.language];
    const brands = rng.shuffle(words.brands);
    const area = facts?.area ?? '0000';
    let sort = 0;
    for (const district of districts) {
      const count = sort + 3 <= brands.length && rng.chance(0.5) ? 3 : 2;
      for (let i = 0; i < count && sort < brands.length; i++) {
        sort += 1;
        store.insert({
          site_code: site.siteCode,
          region_name: district.name,
          name: words.name(facts?.city ?? site.name, brands[sort - 1]!),
          license_no: `L-${facts?.province ?? 'CN'}-CJ${String(rng.int(1, 99999)).padStart(5, '0')}`,
          scope: rng.chance(0.35) ? AGENCY_SCOPES[1] : AGENCY_SCOPES[0],
          address: addressNear(district.address, rng),
          phone: localNumber(rng, area),
          longitude: near(district.longitude, rng.next, 0.02),
          latitude: near(district.latitude, rng.next, 0.02),
          sort,
        });
      }
    }
    env.addServiceMenu(site.siteCode, [{ name: MENU_NAME[site.language], menuCode: 'AGENCY', icon: 'briefcase', sort: 1 }]);
  }
}
