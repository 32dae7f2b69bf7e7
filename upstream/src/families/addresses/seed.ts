/** The addresses family's demo data: a few addresses of each demo user on every demo site, one default each. */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { sm4Encrypt } from '../../crypto/sm4.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { DAY_MS } from '../../time.ts';
import { siteDistricts } from './regions.ts';
import { ADDRESS_SEED } from './texts.ts';

export function seed(db: Database.Database, env: SeedEnv): void {
  const insert =
    db.prepare(`INSERT INTO user_addresses (site_code, user_id, receiver, phone_sm4, region, detail, postcode, tag, is_default, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const userOf = db.prepare('SELECT id FROM users WHERE phone = ?');
  const regionOf = db.prepare('SELECT region FROM sites WHERE site_code = ?');
  for (const site of ADDRESS_SEED) {
    const region = (regionOf.get(site.siteCode) as { region: string } | undefined)?.region;
    const districts = region ? siteDistricts(region) : [];
    if (districts.length === 0) continue;
    const rng = mulberry32(hashString(`addresses:${site.siteCode}`));
    for (const sample of site.samples) {
      const user = userOf.get(sample.phone) as { id: number } | undefined;
      if (!user) continue;
      const created = env.nowMs - sample.daysAgo * DAY_MS - rng.int(1, 10) * 3600_000;
      insert.run(
        site.siteCode,
        user.id,
        sample.receiver,
        sm4Encrypt(sample.receiverPhone),
        districts[sample.district % districts.length]!.region,
        sample.detail,
        sample.postcode,
        sample.tag,
        sample.isDefault ? 1 : 0,
        created,
        created,
      );
    }
  }
}
