/** The complaints family's tables: settings, types, complaints and their handling records. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'complaints, types, settings and handling records',
    sql: `
      CREATE TABLE complaint_settings (
        site_code TEXT PRIMARY KEY,
        title TEXT NOT NULL,
        intro TEXT NOT NULL,
        hotline TEXT NOT NULL,
        channels TEXT NOT NULL
      );
      CREATE TABLE complaint_types (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        name TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE TABLE complaints (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        complaint_no TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        channel TEXT NOT NULL,
        name TEXT NOT NULL,
        phone TEXT NOT NULL,
        gender INTEGER NOT NULL DEFAULT 0,
        type_id INTEGER,
        respondent TEXT NOT NULL DEFAULT '',
        resource_type TEXT,
        resource_id INTEGER,
        location_name TEXT NOT NULL DEFAULT '',
        longitude REAL,
        latitude REAL,
        detail_address TEXT NOT NULL DEFAULT '',
        occurred_at INTEGER,
        reason TEXT NOT NULL DEFAULT '',
        images TEXT NOT NULL DEFAULT '',
        audio TEXT,
        audio_seconds INTEGER,
        status INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        feedback_satisfied INTEGER,
        feedback_content TEXT,
        feedback_at INTEGER
      );
      CREATE INDEX complaints_user ON complaints (user_id, site_code, created_at);
      CREATE TABLE complaint_records (
        id INTEGER PRIMARY KEY,
        complaint_id INTEGER NOT NULL REFERENCES complaints (id),
        status INTEGER NOT NULL,
        content TEXT NOT NULL,
        handler TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX complaint_records_complaint ON complaint_records (complaint_id, id);
    `,
  },
];
