/** The contacts family's table: a user's regular contacts on a site (number and phone SM4 hex). */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'regular contacts',
    sql: `
      CREATE TABLE user_contacts (
        id INTEGER PRIMARY KEY,
        site_code TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        cert_type INTEGER NOT NULL,
        cert_number TEXT NOT NULL,
        phone TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX user_contacts_owner ON user_contacts (user_id, site_code, created_at);
      CREATE UNIQUE INDEX user_contacts_certificate ON user_contacts (user_id, site_code, cert_type, cert_number);
    `,
  },
];
