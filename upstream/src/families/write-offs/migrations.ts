/** The write-offs family's tables: the gates each staff phone may write vouchers off at, and the write-offs done. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'write-off gates and write-offs',
    sql: `
      -- the staff role: a phone may write off the vouchers of these places and activities (its gates)
      CREATE TABLE write_off_gates (
        phone TEXT NOT NULL,
        site_code TEXT NOT NULL,
        resource_type TEXT NOT NULL,
        resource_id INTEGER NOT NULL,
        PRIMARY KEY (phone, resource_type, resource_id)
      );
      -- one row per voucher written off (an order is written off once: its primary key)
      CREATE TABLE order_write_offs (
        order_id INTEGER PRIMARY KEY REFERENCES reservation_orders (id),
        staff_user_id INTEGER NOT NULL,
        resource_type TEXT NOT NULL,
        resource_id INTEGER NOT NULL,
        written_off_at INTEGER NOT NULL
      );
      CREATE INDEX order_write_offs_gate ON order_write_offs (resource_type, resource_id, written_off_at);
    `,
  },
];
