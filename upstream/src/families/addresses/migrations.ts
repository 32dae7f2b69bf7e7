/** The addresses family's table: the users' shipping addresses, at most one default per user and site. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'shipping addresses',
    sql: `
      CREATE TABLE user_addresses (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        receiver TEXT NOT NULL,
        phone_sm4 TEXT NOT NULL,
        region TEXT NOT NULL,
        detail TEXT NOT NULL,
        postcode TEXT NOT NULL DEFAULT '',
        tag TEXT NOT NULL DEFAULT '',
        is_default INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX user_addresses_user ON user_addresses (user_id, site_code, created_at);
      CREATE UNIQUE INDEX user_addresses_one_default ON user_addresses (user_id, site_code) WHERE is_default = 1;
    `,
  },
];
