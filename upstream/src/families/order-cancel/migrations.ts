/** The order-cancel family's tables: each site's cancel reasons, and the reason recorded with each cancelled order. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'order cancel reasons and cancellations',
    sql: `
      CREATE TABLE order_cancel_reasons (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        reason TEXT NOT NULL,
        -- 1: the person must say more (the "other" reason)
        need_remark INTEGER NOT NULL DEFAULT 0,
        sort INTEGER NOT NULL
      );
      CREATE INDEX order_cancel_reasons_site ON order_cancel_reasons (site_code, sort, id);
      -- one row per order cancelled with a reason (an order is cancelled once: its primary key)
      CREATE TABLE order_cancellations (
        order_id INTEGER PRIMARY KEY REFERENCES reservation_orders (id),
        reason_id INTEGER NOT NULL,
        -- the reason's words when it was picked (a reason edited later does not rewrite history)
        reason TEXT NOT NULL,
        remark TEXT NOT NULL DEFAULT '',
        cancelled_at INTEGER NOT NULL
      );
    `,
  },
];
