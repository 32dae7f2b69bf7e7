/**
 * The reservations family's tables: activity rooms with their slots and bookings, the reservation
 * configuration of venues and scenic areas with their time slots and other visitors' places by
 * day, and the theatre platforms.
 */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'activity rooms, reservation configuration, time slots, day stock, theatre platforms',
    adopts: [
      'activity_rooms',
      'room_slots',
      'room_bookings',
      'resource_order_config',
      'resource_time_slots',
      'resource_day_stock',
      'theatre_platforms',
    ],
    sql: `
      CREATE TABLE activity_rooms (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        venue_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        images TEXT NOT NULL,
        capacity INTEGER NOT NULL,
        area TEXT NOT NULL,
        facilities TEXT NOT NULL,
        money TEXT NOT NULL DEFAULT '0.00',
        integral TEXT NOT NULL DEFAULT '0',
        need_audit TEXT NOT NULL DEFAULT '0',
        content TEXT NOT NULL,
        cancel_status TEXT NOT NULL DEFAULT '1',
        cancel_time TEXT NOT NULL DEFAULT '24',
        sort INTEGER NOT NULL,
        entry_notes TEXT NOT NULL DEFAULT ''
      );
      CREATE INDEX activity_rooms_site ON activity_rooms (site_code, venue_id, sort, id);
      CREATE TABLE room_slots (
        id INTEGER PRIMARY KEY,
        room_id INTEGER NOT NULL REFERENCES activity_rooms (id),
        start_time TEXT NOT NULL,
        end_time TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX room_slots_room ON room_slots (room_id, sort);
      CREATE TABLE room_bookings (
        order_id INTEGER NOT NULL,
        room_id INTEGER NOT NULL,
        date TEXT NOT NULL,
        slot_id INTEGER NOT NULL
      );
      CREATE INDEX room_bookings_day ON room_bookings (room_id, date, slot_id);
      CREATE TABLE resource_order_config (
        resource_id INTEGER PRIMARY KEY,
        resource_type TEXT NOT NULL,
        order_address_type TEXT NOT NULL,
        is_open TEXT NOT NULL DEFAULT '1',
        need_login TEXT NOT NULL DEFAULT '1',
        website_url TEXT NOT NULL DEFAULT '',
        official_name TEXT NOT NULL DEFAULT '',
        official_url TEXT NOT NULL DEFAULT '',
        cancel_status TEXT NOT NULL DEFAULT '1',
        cancel_time TEXT NOT NULL DEFAULT '24',
        -- ISO weekdays (1 = Monday) on which the resource takes no booking, comma-separated
        closed_weekdays TEXT NOT NULL DEFAULT '',
        custom_link TEXT NOT NULL DEFAULT '',
        custom_jump_type TEXT NOT NULL DEFAULT 'LINK',
        custom_max_num INTEGER NOT NULL DEFAULT 0,
        entry_notes TEXT NOT NULL DEFAULT ''
      );
      CREATE TABLE resource_time_slots (
        id INTEGER PRIMARY KEY,
        resource_id INTEGER NOT NULL,
        start_time TEXT NOT NULL,
        end_time TEXT NOT NULL,
        max_num INTEGER NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX resource_time_slots_resource ON resource_time_slots (resource_id, sort);
      CREATE TABLE resource_day_stock (
        slot_id INTEGER NOT NULL,
        date TEXT NOT NULL,
        -- places taken by other visitors (not in reservation_orders)
        external_taken INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (slot_id, date)
      );
      CREATE TABLE theatre_platforms (
        id INTEGER PRIMARY KEY,
        resource_id INTEGER NOT NULL,
        resource_type TEXT NOT NULL,
        logo TEXT NOT NULL,
        name TEXT NOT NULL,
        url TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX theatre_platforms_resource ON theatre_platforms (resource_type, resource_id, sort);
    `,
  },
];
