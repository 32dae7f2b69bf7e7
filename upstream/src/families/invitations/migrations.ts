/** The invitations family's tables: each user's invitation code, and who bound whose code. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'invitation codes and bindings',
    sql: `
      CREATE TABLE invite_codes (
        user_id INTEGER PRIMARY KEY,
        code TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE invite_bindings (
        invitee_id INTEGER PRIMARY KEY,
        inviter_id INTEGER NOT NULL,
        code TEXT NOT NULL,
        site_code TEXT NOT NULL,
        gift_points INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX invite_bindings_inviter ON invite_bindings (inviter_id, created_at);
    `,
  },
];
