/**
 * The line contracts' demo data: on every demo site, the first demo user has a line order with an
 * unsigned contract and one with a signed contract, in the site's language. site510100 has its
 * line orders from the shop's seed (to confirm: unsigned; to travel: signed); every other site gets
 * two line orders older than every other demo order (its order lists' first pages stay as they were).
 */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { imageRef } from '../../resources.ts';
import { DAY_MS } from '../../time.ts';
import { dayString, everyDemoSite } from '../demo.ts';
import { contractOf } from './contract.ts';
import { LINE_ORDER_TYPE, lineContractsStore, type LineOrderRow } from './store.ts';
import { DEMO_WORDS } from './texts.ts';

const HOUR = 3600 * 1000;
/** The shop's line-order statuses the demo's contracts stand on: to confirm (unsigned) and to travel (signed). */
const UNSIGNED_STATUS = 1;
const SIGNED_STATUS = 2;

export function seed(db: Database.Database, env: SeedEnv): void {
  const nowMs = env.nowMs;
  const user = (db.prepare('SELECT id, real_name FROM users WHERE phone = ?').get('13800000001') as
    | { id: number; real_name: string }
    | undefined) ?? { id: -1, real_name: '' };
  if (user.id < 0) return;
  const store = lineContractsStore(db);
  const lineOrder = db.prepare(
    `SELECT id FROM shop_orders WHERE user_id = ? AND site_code = ? AND order_type = ${LINE_ORDER_TYPE} AND order_status = ?
       AND refund_status = 0 ORDER BY id LIMIT 1`,
  );
  const insertOrder = db.prepare(
    `INSERT INTO shop_orders (order_no, site_code, user_id, order_type, order_status, product_name, image, amount_cents, quantity, created_at)
     VALUES (?, ?, ?, ${LINE_ORDER_TYPE}, ?, ?, ?, ?, 2, ?)`,
  );
  const details = db.prepare(
    'UPDATE line_contracts SET travellers = ?, emergency_name = ?, emergency_phone = ?, created_at = ? WHERE order_id = ?',
  );
  const signed = db.prepare('UPDATE line_contracts SET signed_at = ?, signed_name = ?, signature = ? WHERE order_id = ?');
  let seq = 0;
  for (const site of everyDemoSite(db)) {
    const words = DEMO_WORDS[site.language];
    const orderOf = (status: number, i: number): number => {
      const had = lineOrder.get(user.id, site.siteCode, status) as { id: number } | undefined;
      if (had && site.siteCode === 'site510100') return had.id;
      seq++;
      const created = nowMs - (60 + i) * DAY_MS;
      return Number(
        insertOrder.run(
          `SP${dayString(created, 0).replaceAll('-', '')}${String(300000 + seq)}`,
          site.siteCode,
          user.id,
          status,
          words.lines[i],
          `shop-6-${i + 1}`,
          [258000, 396000][i],
          created,
        ).lastInsertRowid,
      );
    };
    [UNSIGNED_STATUS, SIGNED_STATUS].forEach((status, i) => {
      const id = orderOf(status, i);
      const o = db
        .prepare(
          'SELECT id, order_no, site_code, user_id, order_status, refund_status, product_name, amount_cents, quantity, created_at FROM shop_orders WHERE id = ?',
        )
        .get(id) as LineOrderRow;
      const made = o.created_at + HOUR;
      contractOf(store, o, made);
      details.run(JSON.stringify([user.real_name, words.companion]), words.emergency.name, words.emergency.phone, made, id);
      if (status === SIGNED_STATUS) signed.run(made + DAY_MS, user.real_name, imageRef('line-contract-signature'), id);
    });
  }
}
