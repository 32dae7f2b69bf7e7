import type { FamilyMigration } from '../../family.ts';

/**
 * The places' tables (append only: never edit an applied migration): the places of every kind
 * (one table, `resource_type` names the kind, `parent_id` the scenic area or village a part
 * belongs to, `extra` the kind's own list and detail fields) and the rooms of the hotels.
 */
export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'places and hotel rooms',
    adopts: ['places', 'hotel_rooms'],
    sql: `
      CREATE TABLE places (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        resource_type TEXT NOT NULL,
        name TEXT NOT NULL,
        region TEXT NOT NULL,
        region_name TEXT NOT NULL,
        cut_region_name TEXT NOT NULL,
        address TEXT NOT NULL,
        longitude REAL NOT NULL,
        latitude REAL NOT NULL,
        level TEXT NOT NULL DEFAULT '',
        sub_type TEXT,
        parent_id INTEGER,
        images TEXT NOT NULL,
        summary TEXT NOT NULL,
        content TEXT NOT NULL,
        phone TEXT,
        website_url TEXT,
        open_time_start TEXT,
        open_time_end TEXT,
        real_time_num INTEGER,
        max_num INTEGER,
        price TEXT,
        heat INTEGER NOT NULL DEFAULT 0,
        sort INTEGER NOT NULL,
        extra TEXT NOT NULL DEFAULT '{}'
      );
      CREATE INDEX places_site_type ON places (site_code, resource_type, sort, id);
      CREATE INDEX places_parent ON places (parent_id);
      CREATE TABLE hotel_rooms (
        id INTEGER PRIMARY KEY,
        hotel_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        images TEXT NOT NULL,
        price TEXT NOT NULL,
        area TEXT NOT NULL,
        bed_type TEXT NOT NULL,
        breakfast TEXT NOT NULL,
        stock TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX hotel_rooms_hotel ON hotel_rooms (hotel_id, sort, id);
    `,
  },
];
