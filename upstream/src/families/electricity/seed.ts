/** The electricity family's demo data: charging stations at every demo site's first scenic areas, and two demo users' free-electricity codes. */
import type Database from 'better-sqlite3';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import type { SeedEnv } from '../../family.ts';
import { DAY_MS } from '../../time.ts';
import { demoScenics, demoSites, near } from '../demo.ts';
import { electricityStore } from './store.ts';
import { STATION } from './texts.ts';

/** The demo users' codes: one partly used, one used up. */
const HOLDERS = [
  { phone: '13800000001', free: 30, used: 12.5 },
  { phone: '13800000002', free: 20, used: 20 },
] as const;

export function seed(db: Database.Database, env: SeedEnv): void {
  const store = electricityStore(db);
  for (const site of demoSites(db)) {
    const rng = mulberry32(hashString(`electricity:${site.siteCode}`));
    demoScenics(db, site)
      .slice(0, 3)
      .forEach((scenic, i) => {
        store.insertStation({
          site_code: site.siteCode,
          name: STATION[site.language](scenic.name),
          address: scenic.address,
          longitude: near(scenic.longitude, rng.next, 0.003),
          latitude: near(scenic.latitude, rng.next, 0.003),
          sort: i + 1,
        });
      });
    HOLDERS.forEach((h, i) => {
      const issued = env.nowMs - (10 + i * 20) * DAY_MS;
      store.insertFree({
        site_code: site.siteCode,
        phone: h.phone,
        code: `DF${site.siteCode.slice(4)}${String(rng.int(100000, 999999))}${i}`,
        free_kwh: h.free,
        used_kwh: h.used,
        valid_until: issued + 90 * DAY_MS,
        issued_at: issued,
      });
    });
  }
}
