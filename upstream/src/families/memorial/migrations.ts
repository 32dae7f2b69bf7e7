/** The memorial family's tables: the objects (own and platform-wide) and their texts per language. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'memorial objects (own and platform-wide) and their texts per language',
    sql: `
      -- site_code NULL: a platform-wide object every site inherits
      CREATE TABLE memorial_objects (
        id INTEGER PRIMARY KEY,
        site_code TEXT,
        object_type TEXT NOT NULL CHECK (object_type IN ('EVENT', 'PERSON', 'GROUP')),
        period TEXT NOT NULL DEFAULT '',
        memorial_date TEXT NOT NULL DEFAULT '',
        images TEXT NOT NULL DEFAULT '',
        tribute_num INTEGER NOT NULL DEFAULT 0,
        sort INTEGER NOT NULL
      );
      CREATE INDEX memorial_objects_site ON memorial_objects (site_code, sort, id);
      CREATE TABLE memorial_object_texts (
        object_id INTEGER NOT NULL REFERENCES memorial_objects (id),
        language TEXT NOT NULL,
        name TEXT NOT NULL,
        summary TEXT NOT NULL,
        content TEXT NOT NULL,
        PRIMARY KEY (object_id, language)
      );
    `,
  },
];
