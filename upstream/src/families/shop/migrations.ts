/** The shop family's tables: shop sessions, shop orders, wallets and their records. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'shop sessions, shop orders, wallets',
    adopts: ['shop_sessions', 'shop_orders', 'wallets', 'wallet_records'],
    sql: `
      CREATE TABLE shop_sessions (
        session_id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL,
        site_code TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE shop_orders (
        id INTEGER PRIMARY KEY,
        order_no TEXT NOT NULL UNIQUE,
        site_code TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        order_type INTEGER NOT NULL,
        order_status INTEGER NOT NULL,
        product_name TEXT NOT NULL,
        image TEXT NOT NULL,
        amount_cents INTEGER NOT NULL,
        quantity INTEGER NOT NULL,
        refund_status INTEGER NOT NULL DEFAULT 0,
        refund_cents INTEGER NOT NULL DEFAULT 0,
        refund_reason TEXT NOT NULL DEFAULT '',
        -- when a pending refund completes (the demo refund takes 1 minute)
        refund_due_at INTEGER,
        receiver TEXT,
        address TEXT,
        logistics TEXT NOT NULL DEFAULT '[]',
        tickets TEXT NOT NULL DEFAULT '[]',
        check_in TEXT,
        check_out TEXT,
        created_at INTEGER NOT NULL,
        -- orders awaiting payment close at this time (NULL: the shop set no deadline)
        pay_due_at INTEGER
      );
      CREATE INDEX shop_orders_user ON shop_orders (user_id, created_at DESC, id DESC);
      CREATE TABLE wallets (
        user_id INTEGER PRIMARY KEY,
        balance_cents INTEGER NOT NULL DEFAULT 0,
        frozen_cents INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE wallet_records (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL,
        type TEXT NOT NULL,
        amount_cents INTEGER NOT NULL,
        status TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX wallet_records_user ON wallet_records (user_id, created_at DESC, id DESC);
    `,
  },
  {
    version: 2,
    name: 'the shipping address a goods order is delivered to',
    // NULL for the orders made before: their receiver and address stay as the shop wrote them
    sql: 'ALTER TABLE shop_orders ADD COLUMN address_id INTEGER;',
  },
];
