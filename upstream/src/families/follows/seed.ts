/**
 * The follows family's demo data: 13800000002 follows activities, volunteer teams and community
 * groups, stories and topics on every demo site (the interactions' per-user state;
 * only rows that were not there, so the other families' demo state stands). Who follows whom
 * among the demo users is the accounts family's seed.
 */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { DAY_MS, formatChinaTime } from '../../time.ts';
import { demoSites } from '../demo.ts';

/** The resources a demo user follows on each site: the last few of each kind (the demo's first items stay unfollowed). */
const FOLLOWED: readonly { type: string; sql: string }[] = [
  { type: 'CONTENT_TYPE_ACTIVITY', sql: 'SELECT id FROM activities WHERE site_code = ? ORDER BY id DESC LIMIT 3' },
  {
    type: 'CONTENT_TYPE_VOLUNTEER_TEAM',
    sql: "SELECT id FROM volunteer_teams WHERE site_code = ? AND status = '1' ORDER BY id DESC LIMIT 3",
  },
  { type: 'CONTENT_TYPE_STORY', sql: 'SELECT id FROM stories WHERE site_code = ? AND status = 1 ORDER BY id DESC LIMIT 3' },
  { type: 'CONTENT_TYPE_TOPIC', sql: 'SELECT id FROM story_topics WHERE site_code = ? ORDER BY id DESC LIMIT 3' },
];

/**
 * The demo followers of resources and which of the last three of a kind each follows.
 * 13800000001's follows stay the one scenic area of the interactions' seed (the personal centre's
 * figures of that user are pinned by the accounts' tests); people are followed by both.
 */
const RESOURCE_FOLLOWERS: readonly { phone: string; picks: readonly number[] }[] = [{ phone: '13800000002', picks: [0, 1] }];

export function seed(db: Database.Database, env: SeedEnv): void {
  const userOf = db.prepare('SELECT unid FROM users WHERE phone = ?');
  const follow = db.prepare(
    `INSERT INTO user_interactions (user_id, resource_type, resource_id, liked, collected, followed, updated_at)
     VALUES (?, ?, ?, 0, 0, 1, ?) ON CONFLICT DO NOTHING`,
  );
  for (const site of demoSites(db)) {
    for (const kind of FOLLOWED) {
      const ids = (db.prepare(kind.sql).all(site.siteCode) as { id: number }[]).map((r) => r.id);
      for (const follower of RESOURCE_FOLLOWERS) {
        const user = userOf.get(follower.phone) as { unid: string } | undefined;
        if (!user) continue;
        follower.picks.forEach((pick, k) => {
          const id = ids[pick];
          if (id !== undefined) follow.run(user.unid, kind.type, id, formatChinaTime(env.nowMs - (pick + 1 + k) * DAY_MS));
        });
      }
    }
  }
}
