/** The guides family's table: the licensed guides of each site. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'tour guides',
    sql: `
      CREATE TABLE tour_guides (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        name TEXT NOT NULL,
        certificate_no TEXT NOT NULL,
        sex INTEGER NOT NULL CHECK (sex IN (1, 2)),
        level TEXT NOT NULL,
        languages TEXT NOT NULL,
        company TEXT NOT NULL,
        phone TEXT NOT NULL,
        sort INTEGER NOT NULL,
        UNIQUE (site_code, certificate_no)
      );
      CREATE INDEX tour_guides_site ON tour_guides (site_code, sort, id);
    `,
  },
  {
    version: 2,
    name: 'study-tour instructors',
    sql: `
      -- the instructors of a site's study tours (研学导师): who leads a school group, what they teach
      CREATE TABLE study_instructors (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        name TEXT NOT NULL,
        sex INTEGER NOT NULL CHECK (sex IN (1, 2)),
        title TEXT NOT NULL,
        organisation TEXT NOT NULL,
        -- the subjects they teach, joined with ","
        subjects TEXT NOT NULL,
        years INTEGER NOT NULL,
        introduction TEXT NOT NULL,
        photo TEXT NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE INDEX study_instructors_site ON study_instructors (site_code, sort, id);
    `,
  },
];
