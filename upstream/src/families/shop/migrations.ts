/** The shop family's tables: shop sessions, shop orders and their refunds, wallets with their records and withdrawals. */
import type { FamilyMigration } from '../../family.ts';

/**
 * The refund row of every order whose refund was applied for before the refunds had their own
 * table (pending: applied; completed: refunded), with the order's reason and amount. The seed runs
 * it too, over the demo's orders with a refund.
 */
export const BACKFILL_REFUNDS = `
  INSERT INTO shop_refunds (refund_no, order_id, user_id, site_code, status, amount_cents, reason, applied_at, refunded_at)
  SELECT 'RF' || substr(order_no, 3), id, user_id, site_code, CASE refund_status WHEN 2 THEN 3 ELSE 1 END, refund_cents,
    refund_reason, max(created_at, min(COALESCE(refund_due_at, created_at) - 60000, created_at + 3600000)),
    CASE refund_status WHEN 2 THEN refund_due_at END
  FROM shop_orders WHERE refund_status IN (1, 2) ORDER BY id;
`;

/** The withdrawal row of every WITHDRAW wallet record made before withdrawals had their own table. */
export const BACKFILL_WITHDRAWALS = `
  INSERT INTO wallet_withdrawals (withdraw_no, user_id, request_key, amount_cents, destination, status, record_id, created_at, finished_at)
  SELECT 'WD' || printf('%010d', id), user_id, 'record-' || id, -amount_cents, 'WECHAT', status, id, created_at,
    CASE status WHEN 'SUCCESS' THEN created_at END
  FROM wallet_records WHERE type = 'WITHDRAW' ORDER BY id;
`;

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
  {
    version: 3,
    name: 'shop refunds: each application and its progress',
    // the refunds applied for before get their row from the orders (reason and amount as applied)
    sql: `
      CREATE TABLE shop_refunds (
        id INTEGER PRIMARY KEY,
        refund_no TEXT NOT NULL UNIQUE,
        order_id INTEGER NOT NULL REFERENCES shop_orders (id),
        user_id INTEGER NOT NULL,
        site_code TEXT NOT NULL,
        -- 1 applied, 2 approved (the money is on its way), 3 refunded, 4 rejected
        status INTEGER NOT NULL,
        amount_cents INTEGER NOT NULL,
        reason TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        -- the pictures' upload keys, a JSON array
        pictures TEXT NOT NULL DEFAULT '[]',
        reject_reason TEXT NOT NULL DEFAULT '',
        applied_at INTEGER NOT NULL,
        approved_at INTEGER,
        refunded_at INTEGER,
        rejected_at INTEGER
      );
      CREATE INDEX shop_refunds_user ON shop_refunds (user_id, site_code, applied_at DESC, id DESC);
      -- an order has at most one refund in progress
      CREATE UNIQUE INDEX shop_refunds_open ON shop_refunds (order_id) WHERE status IN (1, 2);
      ${BACKFILL_REFUNDS}
    `,
  },
  {
    version: 4,
    name: 'wallet withdrawals: each one with its idempotency key',
    sql: `
      CREATE TABLE wallet_withdrawals (
        id INTEGER PRIMARY KEY,
        withdraw_no TEXT NOT NULL UNIQUE,
        user_id INTEGER NOT NULL,
        -- the caller's key of one attempt: the same key withdraws once
        request_key TEXT NOT NULL,
        amount_cents INTEGER NOT NULL,
        -- where the money goes: WECHAT (the user's WeChat change)
        destination TEXT NOT NULL,
        -- PROCESSING, SUCCESS
        status TEXT NOT NULL,
        -- its wallet record
        record_id INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        finished_at INTEGER
      );
      CREATE UNIQUE INDEX wallet_withdrawals_key ON wallet_withdrawals (user_id, request_key);
      CREATE INDEX wallet_withdrawals_user ON wallet_withdrawals (user_id, created_at DESC, id DESC);
      ${BACKFILL_WITHDRAWALS}
    `,
  },
  {
    version: 5,
    name: 'goods parcels with their tracking events, and order reviews',
    sql: `
      CREATE TABLE shop_parcels (
        order_id INTEGER PRIMARY KEY REFERENCES shop_orders (id),
        -- the carrier (store-parcels.ts CARRIERS)
        carrier_code TEXT NOT NULL,
        tracking_no TEXT NOT NULL
      );
      CREATE TABLE shop_parcel_events (
        id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES shop_parcels (order_id),
        -- ACCEPTED, IN_TRANSIT, OUT_FOR_DELIVERY, DELIVERED: the parcel's state from this event on
        state TEXT NOT NULL,
        description TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX shop_parcel_events_order ON shop_parcel_events (order_id, at DESC, id DESC);
      CREATE TABLE shop_reviews (
        id INTEGER PRIMARY KEY,
        -- an order is reviewed once
        order_id INTEGER NOT NULL UNIQUE REFERENCES shop_orders (id),
        user_id INTEGER NOT NULL,
        site_code TEXT NOT NULL,
        stars INTEGER NOT NULL,
        content TEXT NOT NULL,
        -- the review tags' codes and the pictures' upload keys, JSON arrays
        tags TEXT NOT NULL DEFAULT '[]',
        pictures TEXT NOT NULL DEFAULT '[]',
        created_at INTEGER NOT NULL
      );
    `,
  },
];
