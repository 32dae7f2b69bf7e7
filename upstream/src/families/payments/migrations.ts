/** The payments family's tables: the payment provider's trades and the notifications the merchant took. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'payment trades and notifications',
    adopts: ['pay_trades', 'pay_notifications'],
    sql: `
      -- the payment provider's trades (the reference upstream simulates the provider)
      CREATE TABLE pay_trades (
        id INTEGER PRIMARY KEY,
        trade_no TEXT NOT NULL UNIQUE,
        site_code TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        order_code TEXT NOT NULL,
        merchant TEXT NOT NULL,
        amount TEXT NOT NULL,
        pay_type TEXT NOT NULL,
        -- WAIT, PAID, CANCELLED (by the payer), CLOSED (superseded or expired), REFUNDED (the merchant refused it)
        status TEXT NOT NULL,
        return_url TEXT NOT NULL DEFAULT '',
        notify_url TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        paid_at INTEGER,
        -- the last notification the provider sent the merchant (form-encoded), for the dev channel
        notify_body TEXT NOT NULL DEFAULT ''
      );
      CREATE INDEX pay_trades_order ON pay_trades (order_code, status);
      -- provider notifications the merchant accepted: a notify id is taken once (replays are refused)
      CREATE TABLE pay_notifications (
        notify_id TEXT PRIMARY KEY,
        trade_no TEXT NOT NULL,
        received_at INTEGER NOT NULL
      );
    `,
  },
];
