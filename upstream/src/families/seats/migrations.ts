/** The seats family's tables: a seated activity's hall, its seats, and the seats held or sold per session. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'halls, seats, seat holds',
    sql: `
      CREATE TABLE seat_halls (
        activity_id INTEGER PRIMARY KEY REFERENCES activities (id),
        site_code TEXT NOT NULL,
        name TEXT NOT NULL,
        -- the seat numbers an aisle comes after (comma-separated, e.g. "4,10")
        aisles_after TEXT NOT NULL DEFAULT ''
      );
      CREATE TABLE hall_seats (
        id INTEGER PRIMARY KEY,
        activity_id INTEGER NOT NULL REFERENCES seat_halls (activity_id),
        row_no INTEGER NOT NULL,
        seat_no INTEGER NOT NULL,
        zone_name TEXT NOT NULL,
        price TEXT NOT NULL,
        UNIQUE (activity_id, row_no, seat_no)
      );
      -- One row per seat taken in a session: the primary key makes two holds of one seat impossible.
      -- order_id NULL and held_until set: a visitor's hold while choosing (free again past held_until);
      -- order_id NULL and held_until NULL: sold at the box office; order_id set: the order's seat
      -- while that order is live.
      CREATE TABLE seat_holds (
        session_id INTEGER NOT NULL REFERENCES activity_sessions (id),
        seat_id INTEGER NOT NULL REFERENCES hall_seats (id),
        user_id INTEGER,
        held_until INTEGER,
        order_id INTEGER REFERENCES reservation_orders (id),
        PRIMARY KEY (session_id, seat_id)
      );
      CREATE INDEX seat_holds_order ON seat_holds (order_id);
      CREATE INDEX seat_holds_user ON seat_holds (user_id, session_id);
    `,
  },
];
