/** The robot family's tables: each site's robot, its common problems and suggested questions, and the questions asked. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'site robot',
    sql: `
      CREATE TABLE robot_profiles (
        site_code TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        welcome TEXT NOT NULL
      );
      CREATE TABLE robot_faqs (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        question TEXT NOT NULL,
        keywords TEXT NOT NULL,
        answer TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX robot_faqs_site ON robot_faqs (site_code, sort, id);
      CREATE TABLE robot_suggestions (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        question TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX robot_suggestions_site ON robot_suggestions (site_code, sort, id);
      CREATE TABLE robot_questions (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        question TEXT NOT NULL,
        answered INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX robot_questions_site ON robot_questions (site_code, created_at);
    `,
  },
];
