/** Last week's boards: today's order with some rows moved, and a few rows new this week. */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { hashString, mulberry32 } from '../../db/seed/prng.ts';
import { PLACE_KINDS } from '../../resources.ts';
import { demoSites } from '../demo.ts';
import { regionBoard, resourceBoard } from './boards.ts';
import { MENU_NAME } from './texts.ts';

export function seed(db: Database.Database, env: SeedEnv): void {
  const insert = db.prepare('INSERT INTO rank_history (site_code, board, item_id, last_rank) VALUES (?, ?, ?, ?)');
  for (const { siteCode, language } of demoSites(db)) {
    const rng = mulberry32(hashString(`rankings:${siteCode}`));
    const write = (board: string, ids: number[]) => {
      const order = [...ids];
      for (let k = 0; k < Math.ceil(order.length / 3); k += 1) {
        const a = rng.int(0, order.length - 1);
        const b = Math.min(order.length - 1, Math.max(0, a + rng.int(-3, 3)));
        [order[a], order[b]] = [order[b]!, order[a]!];
      }
      order.forEach((id, i) => {
        if (!rng.chance(0.1)) insert.run(siteCode, board, id, i + 1);
      });
    };
    write(
      'REGION',
      regionBoard(db, siteCode).map((r) => r.row.id),
    );
    for (const kind of PLACE_KINDS)
      write(
        kind.type,
        resourceBoard(db, siteCode, kind.type).map((r) => r.row.id),
      );
    env.addServiceMenu(siteCode, [{ name: MENU_NAME[language], menuCode: 'REGION_RANK', icon: 'trophy', sort: 1 }]);
  }
}
