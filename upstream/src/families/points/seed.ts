/**
 * The points family's demo data: the ledger behind every demo user's balance (a first comment for
 * the bigger balances, the last three days' sign-ins, the rest carried over, so the history adds
 * up to the balance; today's sign-in is left to claim), and the service-menu entry of every site.
 */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { DAY_MS } from '../../time.ts';
import { demoSites } from '../demo.ts';
import { taskKey } from './award.ts';
import type { Award } from './store.ts';
import { MENU_NAME, TASK_RULES } from './texts.ts';

/** Rows that add up to `balance`, oldest first, without touching the balance (it is there already). */
function historyOf(userId: number, siteCode: string, balance: number, nowMs: number): Award[] {
  const rows: Award[] = [];
  let rest = balance;
  const add = (kind: string, key: string, points: number, at: number) => {
    rows.push({ userId, siteCode, kind, key, points, at });
    rest -= points;
  };
  const firstComment = TASK_RULES.FIRST_COMMENT.points;
  const signIn = TASK_RULES.SIGN_IN.points;
  const opening = nowMs - 40 * DAY_MS;
  const carried = balance >= 100 ? balance - firstComment - 3 * signIn : balance >= 3 * signIn ? balance - 3 * signIn : balance;
  add('OPENING', 'OPENING', carried, opening);
  if (balance >= 100) add('FIRST_COMMENT', taskKey('FIRST_COMMENT', nowMs), firstComment, nowMs - 20 * DAY_MS);
  for (let d = 3; d >= 1 && rest >= signIn; d -= 1) {
    const at = nowMs - d * DAY_MS;
    add('SIGN_IN', taskKey('SIGN_IN', at), signIn, at);
  }
  return rows;
}

export function seed(db: Database.Database, env: SeedEnv): void {
  const sites = demoSites(db);
  const firstSite = sites[0]?.siteCode ?? '';
  const insert = db.prepare(
    'INSERT INTO point_records (user_id, site_code, kind, award_key, points, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const users = db
    .prepare('SELECT u.id, u.integral, s.site_code FROM users u LEFT JOIN sites s ON s.id = u.site_id WHERE u.integral > 0 ORDER BY u.id')
    .all() as { id: number; integral: number; site_code: string | null }[];
  for (const u of users)
    for (const r of historyOf(u.id, u.site_code ?? firstSite, u.integral, env.nowMs))
      insert.run(r.userId, r.siteCode, r.kind, r.key, r.points, r.at);
  for (const site of sites)
    env.addServiceMenu(site.siteCode, [{ name: MENU_NAME[site.language], menuCode: 'INTEGRAL', icon: 'award', sort: 1 }]);
}
