/** The accounts family's demo data: the demo sites' invitation codes (the demo users are the older seed step's). */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { DAY_MS } from '../../time.ts';

/** The demo sites' invitation codes: one live code each; Chengdu also has last year's, expired. */
const DEMO_INVITATIONS: ReadonlyArray<{ siteCode: string; code: string; expiredDaysAgo?: number }> = [
  { siteCode: 'site510100', code: 'CHENGDU2026' },
  { siteCode: 'site510100', code: 'CHENGDU2025', expiredDaysAgo: 30 },
  { siteCode: 'site513225', code: 'JZG2026' },
  { siteCode: 'site530700', code: 'LIJIANG2026' },
  { siteCode: 'site620200', code: 'JYG2026' },
  { siteCode: 'site450300', code: 'GUILIN2026' },
  { siteCode: 'site610100', code: 'XIAN2026' },
  { siteCode: 'site222400', code: 'YANBIAN2026' },
];

export function seed(db: Database.Database, env: SeedEnv): void {
  const insert = db.prepare('INSERT INTO invitation_codes (site_code, code, expires_at) VALUES (?, ?, ?)');
  for (const i of DEMO_INVITATIONS) {
    insert.run(i.siteCode, i.code, i.expiredDaysAgo === undefined ? null : env.nowMs - i.expiredDaysAgo * DAY_MS);
  }
}
