/** The destinations family's table: the city cards. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'city cards (destinations)',
    sql: `
      CREATE TABLE city_cards (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        site_id INTEGER NOT NULL,
        region TEXT NOT NULL,
        region_name TEXT NOT NULL,
        name TEXT NOT NULL,
        slogan TEXT NOT NULL,
        images TEXT NOT NULL,
        summary TEXT NOT NULL,
        introduce TEXT NOT NULL,
        card_type TEXT NOT NULL,
        unreal_card INTEGER NOT NULL DEFAULT 0,
        tags TEXT NOT NULL DEFAULT '',
        heat INTEGER NOT NULL DEFAULT 0,
        last_rank INTEGER,
        sort INTEGER NOT NULL
      );
      CREATE INDEX city_cards_site ON city_cards (site_code, sort, id);
    `,
  },
];
