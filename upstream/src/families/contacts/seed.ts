/** The contacts family's demo data: the demo users' regular contacts on every demo site, in its language. */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { sm4Encrypt } from '../../crypto/sm4.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { DAY_MS } from '../../time.ts';
import { demoSites } from '../demo.ts';
import { contactsStore } from './store.ts';
import { CONTACT_SAMPLES } from './texts.ts';

export function seed(db: Database.Database, env: SeedEnv): void {
  const store = contactsStore(db);
  const userOf = db.prepare('SELECT id FROM users WHERE phone = ?');
  for (const site of demoSites(db)) {
    const rng = mulberry32(hashString(`contacts:${site.siteCode}`));
    for (const sample of CONTACT_SAMPLES[site.language]) {
      const user = userOf.get(sample.owner) as { id: number } | undefined;
      if (!user) continue;
      const at = env.nowMs - sample.daysAgo * DAY_MS - rng.int(1, 10) * 3600_000;
      store.insert(
        site.siteCode,
        user.id,
        { name: sample.name, certType: sample.certType, certNumber: sm4Encrypt(sample.certNumber), phone: sm4Encrypt(sample.phone) },
        at,
      );
    }
  }
}
