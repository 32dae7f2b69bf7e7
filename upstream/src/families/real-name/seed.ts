/**
 * The real-name family's demo data: 13800000003 is verified, 13800000004 was rejected (a number of
 * the provider's list). A verification is the person's, so it shows on every demo site.
 */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { DAY_MS } from '../../time.ts';
import { VERDICT_DELAY_MS } from './provider.ts';
import { realNameStore } from './store.ts';
import { REAL_NAME_SEED } from './texts.ts';

export function seed(db: Database.Database, env: SeedEnv): void {
  const store = realNameStore(db);
  const userOf = db.prepare('SELECT id FROM users WHERE phone = ? AND cancelled = 0');
  for (const demo of REAL_NAME_SEED) {
    const user = userOf.get(demo.phone) as { id: number } | undefined;
    if (!user) continue;
    const at = env.nowMs - demo.daysAgo * DAY_MS;
    store.submit({ userId: user.id, siteCode: 'site510100', name: demo.name, idNumber: demo.idNumber, facePhoto: null, at });
    // the provider's verdict came after its delay
    store.settle(at + VERDICT_DELAY_MS);
  }
}
