/** The messages family's demo data: system messages for the demo users on every demo site, in its language, some read. */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { DAY_MS } from '../../time.ts';
import { demoSites } from '../demo.ts';
import { messagesStore } from './store.ts';
import { DEMO_RECIPIENTS, JUMP_TYPE, MESSAGE_KINDS, MSG_TYPE, NOTICE_SAMPLES } from './texts.ts';

export function seed(db: Database.Database, env: SeedEnv): void {
  const store = messagesStore(db);
  const userOf = db.prepare('SELECT id FROM users WHERE phone = ?');
  const firstActivity = db.prepare('SELECT id FROM activities WHERE site_code = ? ORDER BY id LIMIT 1');
  for (const site of demoSites(db)) {
    const rng = mulberry32(hashString(`messages:${site.siteCode}`));
    const activity = firstActivity.get(site.siteCode) as { id: number } | undefined;
    for (const phone of DEMO_RECIPIENTS) {
      const user = userOf.get(phone) as { id: number } | undefined;
      if (!user) continue;
      for (const sample of NOTICE_SAMPLES[site.language]) {
        const at = env.nowMs - sample.daysAgo * DAY_MS - rng.int(1, 10) * 3600_000;
        const linksActivity = sample.jumpType === JUMP_TYPE.ACTIVITY && activity !== undefined;
        const jumpType = sample.jumpType === JUMP_TYPE.ACTIVITY && !activity ? JUMP_TYPE.NONE : sample.jumpType;
        store.insert({
          siteCode: site.siteCode,
          userId: user.id,
          msgClass: 'SYSTEM',
          msgType: MSG_TYPE.DETAIL,
          kind: MESSAGE_KINDS.NOTICE,
          title: sample.title,
          content: sample.content,
          jumpType,
          relationId: linksActivity ? String(activity.id) : '',
          jumpUrl: sample.jumpUrl ?? '',
          readAt: sample.read ? at + 3600_000 : null,
          at,
        });
      }
    }
  }
}
