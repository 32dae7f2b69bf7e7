/**
 * The accounts family's demo data: the demo users' profiles, who follows whom, and the demo sites'
 * invitation codes (the users are db/seed/social.ts's).
 */
import type Database from 'better-sqlite3';
import { sm4Encrypt } from '../../crypto/sm4.ts';
import type { SeedEnv } from '../../family.ts';
import { DAY_MS } from '../../time.ts';
import { accountsStore } from './store.ts';
import { FOLLOW_SEED, PROFILE_SEED } from './texts.ts';

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
  const store = accountsStore(db);
  for (const p of PROFILE_SEED) {
    const user = store.liveUserByPhone(p.phone);
    if (!user) continue;
    store.updateProfile(user.id, {
      signature: p.signature,
      email: p.email,
      school_name: p.schoolName,
      company_name: p.companyName,
      real_name: p.realName,
      id_card_sm4: p.idNumber ? sm4Encrypt(p.idNumber) : '',
      region_code: p.regionCode,
      address: p.address,
    });
  }
  const insertFollow = db.prepare('INSERT INTO user_follows (follower_id, followee_id, created_at) VALUES (?, ?, ?)');
  FOLLOW_SEED.forEach(([follower, followee], i) => {
    const from = store.liveUserByPhone(follower);
    const to = store.liveUserByPhone(followee);
    if (from && to) insertFollow.run(from.id, to.id, env.nowMs - (30 - i) * DAY_MS);
  });
  const insert = db.prepare('INSERT INTO invitation_codes (site_code, code, expires_at) VALUES (?, ?, ?)');
  for (const i of DEMO_INVITATIONS) {
    insert.run(i.siteCode, i.code, i.expiredDaysAgo === undefined ? null : env.nowMs - i.expiredDaysAgo * DAY_MS);
  }
}
