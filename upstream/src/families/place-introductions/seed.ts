/** The place-introductions family's demo data: each demo site's introduction of each of the eight kinds, in its language. */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { everyDemoSite } from '../demo.ts';
import { introductionsStore } from './store.ts';
import { INTRODUCED_TYPES, INTRODUCTIONS } from './texts.ts';

/** The introductions were written a week before the seed's now. */
const WRITTEN_DAYS_AGO = 7;

export function seed(db: Database.Database, env: SeedEnv): void {
  const store = introductionsStore(db);
  const writtenAt = env.nowMs - WRITTEN_DAYS_AGO * 86_400_000;
  for (const site of everyDemoSite(db)) {
    const words = INTRODUCTIONS[site.language];
    for (const type of INTRODUCED_TYPES) {
      store.write({ site_code: site.siteCode, resource_type: type, introduce: `<p>${words[type](site.name)}</p>`, update_time: writtenAt });
    }
  }
}
