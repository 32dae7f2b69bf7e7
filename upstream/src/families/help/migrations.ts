/** The help family's tables: emergency numbers, help requests, common problems, service information. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'emergency numbers, help requests, common problems, service information',
    sql: `
      CREATE TABLE emergency_numbers (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        name TEXT NOT NULL,
        phone TEXT NOT NULL,
        kind TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE TABLE help_requests (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        phone TEXT NOT NULL,
        longitude REAL,
        latitude REAL,
        address TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL
      );
      CREATE INDEX help_requests_user ON help_requests (user_id, created_at);
      CREATE TABLE common_problems (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        category TEXT NOT NULL,
        title TEXT NOT NULL,
        summary TEXT NOT NULL,
        content TEXT NOT NULL,
        sort INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE information_sections (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        phone TEXT NOT NULL DEFAULT '',
        sort INTEGER NOT NULL
      );
    `,
  },
];
