/** The orders family's table: the reservation orders of every kind (activity, room, venue / scenic, third-party). */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'reservation orders',
    adopts: ['reservation_orders'],
    sql: `
      CREATE TABLE reservation_orders (
        id INTEGER PRIMARY KEY,
        order_code TEXT NOT NULL UNIQUE,
        site_code TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        order_type TEXT NOT NULL,
        status INTEGER NOT NULL,
        resource_type TEXT NOT NULL,
        resource_id INTEGER NOT NULL,
        session_id INTEGER,
        time_slot_id INTEGER,
        date TEXT,
        order_num INTEGER NOT NULL,
        use_num INTEGER NOT NULL DEFAULT 0,
        money TEXT NOT NULL DEFAULT '0.00',
        integral TEXT NOT NULL DEFAULT '0',
        pay_money TEXT NOT NULL DEFAULT '0.00',
        pay_integral TEXT NOT NULL DEFAULT '0',
        start_time INTEGER NOT NULL,
        end_time INTEGER NOT NULL,
        contact_name TEXT NOT NULL DEFAULT '',
        contact_phone TEXT NOT NULL DEFAULT '',
        purpose TEXT NOT NULL DEFAULT '',
        is_guide_order TEXT NOT NULL DEFAULT '0',
        comment_status TEXT NOT NULL DEFAULT '0',
        review_due_at INTEGER,
        pay_due_at INTEGER,
        info_url TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        -- a confirmed order's verification code (the voucher's QR), generated once and kept
        verify_code TEXT,
        -- why an order was cancelled: '' (legacy), USER, PAY_TIMEOUT (closed unpaid at its deadline)
        cancel_reason TEXT NOT NULL DEFAULT '',
        pay_type TEXT NOT NULL DEFAULT '',
        pay_time INTEGER,
        trade_no TEXT NOT NULL DEFAULT ''
      );
      CREATE INDEX reservation_orders_user ON reservation_orders (user_id, created_at DESC, id DESC);
      CREATE INDEX reservation_orders_status ON reservation_orders (status);
      CREATE INDEX reservation_orders_session ON reservation_orders (session_id, status);
      CREATE INDEX reservation_orders_slot ON reservation_orders (time_slot_id, date, status);
      CREATE UNIQUE INDEX reservation_orders_verify_code ON reservation_orders (verify_code) WHERE verify_code IS NOT NULL;
    `,
  },
];
