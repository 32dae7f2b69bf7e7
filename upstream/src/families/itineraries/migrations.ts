import type { FamilyMigration } from '../../family.ts';

/** The itineraries' tables (append only: never edit an applied migration). */
export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'journey labels, journeys, days and their sources (stops)',
    sql: `
      CREATE TABLE journey_labels (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        code TEXT NOT NULL,
        name TEXT NOT NULL,
        kinds TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX journey_labels_site ON journey_labels (site_code, sort, id);
      CREATE TABLE journeys (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        user_id INTEGER,
        name TEXT NOT NULL,
        summary TEXT NOT NULL DEFAULT '',
        days INTEGER NOT NULL,
        play_hours INTEGER NOT NULL,
        start_date TEXT,
        label_ids TEXT NOT NULL DEFAULT '',
        scenic_ids TEXT NOT NULL,
        unplaced_ids TEXT NOT NULL DEFAULT '',
        source TEXT NOT NULL,
        copied_from INTEGER,
        copy_num INTEGER NOT NULL DEFAULT 0,
        version INTEGER NOT NULL DEFAULT 1,
        deleted INTEGER NOT NULL DEFAULT 0,
        sort INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX journeys_site_user ON journeys (site_code, user_id, deleted, updated_at);
      CREATE TABLE journey_days (
        id INTEGER PRIMARY KEY,
        journey_id INTEGER NOT NULL REFERENCES journeys (id),
        day_no INTEGER NOT NULL
      );
      CREATE INDEX journey_days_journey ON journey_days (journey_id, day_no);
      CREATE TABLE journey_sources (
        id INTEGER PRIMARY KEY,
        journey_id INTEGER NOT NULL REFERENCES journeys (id),
        day_id INTEGER NOT NULL REFERENCES journey_days (id),
        place_id INTEGER NOT NULL,
        sort INTEGER NOT NULL,
        arrive INTEGER,
        leave INTEGER,
        stay_minutes INTEGER NOT NULL DEFAULT 0,
        wait_minutes INTEGER NOT NULL DEFAULT 0,
        reason TEXT NOT NULL,
        reason_label TEXT NOT NULL DEFAULT '',
        travel_mode TEXT,
        travel_minutes INTEGER,
        travel_meters INTEGER
      );
      CREATE INDEX journey_sources_day ON journey_sources (journey_id, day_id, sort);
    `,
  },
];
