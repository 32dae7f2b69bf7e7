/** The place-introductions family's table: what a site says of one kind of its places. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'introductions of the place kinds, per site',
    sql: `
      CREATE TABLE place_kind_introductions (
        site_code TEXT NOT NULL,
        resource_type TEXT NOT NULL,
        introduce TEXT NOT NULL,
        update_time INTEGER NOT NULL,
        PRIMARY KEY (site_code, resource_type)
      );
    `,
  },
];
