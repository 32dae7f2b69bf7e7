/**
 * The narrators family's tables: what a place offers (price per session, group limits, cancel
 * rule), its time slots and narrators, which narrator an order took, and the interpretation
 * sessions with the places other visitors hold.
 */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'narrator offers, slots, narrators, narrator bookings, interpretation sessions',
    sql: `
      CREATE TABLE narrator_offers (
        place_id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        price TEXT NOT NULL DEFAULT '0.00',
        min_group INTEGER NOT NULL,
        max_group INTEGER NOT NULL,
        cancel_status TEXT NOT NULL DEFAULT '2',
        cancel_time TEXT NOT NULL DEFAULT '24',
        notes TEXT NOT NULL DEFAULT ''
      );
      CREATE TABLE narrator_slots (
        id INTEGER PRIMARY KEY,
        place_id INTEGER NOT NULL REFERENCES narrator_offers (place_id),
        start_time TEXT NOT NULL,
        end_time TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX narrator_slots_place ON narrator_slots (place_id, sort);
      CREATE TABLE narrators (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        place_id INTEGER NOT NULL REFERENCES narrator_offers (place_id),
        name TEXT NOT NULL,
        -- language codes (zh, en, fr, ja, ko), comma-separated, the first the narrator's own
        languages TEXT NOT NULL,
        photo TEXT NOT NULL,
        intro TEXT NOT NULL DEFAULT '',
        sort INTEGER NOT NULL
      );
      CREATE INDEX narrators_place ON narrators (place_id, sort);
      -- the narrator a narrator order took: busy on its day and slot while the order holds it
      CREATE TABLE narrator_bookings (
        order_id INTEGER PRIMARY KEY REFERENCES reservation_orders (id),
        narrator_id INTEGER NOT NULL REFERENCES narrators (id),
        slot_id INTEGER NOT NULL,
        date TEXT NOT NULL,
        language TEXT NOT NULL,
        note TEXT NOT NULL DEFAULT ''
      );
      CREATE INDEX narrator_bookings_slot ON narrator_bookings (slot_id, date);
      CREATE TABLE interpretation_sessions (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        place_id INTEGER NOT NULL,
        title TEXT NOT NULL,
        language TEXT NOT NULL,
        start_at INTEGER NOT NULL,
        end_at INTEGER NOT NULL,
        capacity INTEGER NOT NULL,
        -- places taken by other visitors (not in reservation_orders)
        external_taken INTEGER NOT NULL DEFAULT 0,
        price TEXT NOT NULL DEFAULT '0.00',
        max_per_order INTEGER NOT NULL,
        cancel_status TEXT NOT NULL DEFAULT '2',
        cancel_time TEXT NOT NULL DEFAULT '1',
        intro TEXT NOT NULL DEFAULT ''
      );
      CREATE INDEX interpretation_sessions_place ON interpretation_sessions (place_id, start_at, id);
    `,
  },
  {
    version: 2,
    name: "the group leader's certificate number of a narrator booking",
    sql: `
      -- the group leader's certificate number (SM4 hex; '' when none was given)
      ALTER TABLE narrator_bookings ADD COLUMN leader_cert_number TEXT NOT NULL DEFAULT '';
    `,
  },
];
