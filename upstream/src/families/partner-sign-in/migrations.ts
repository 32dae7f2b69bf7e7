/** The partner sign-in family's table: the one-time tickets the partners issued. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'partner sign-in tickets',
    sql: `
      -- a partner's one-time ticket (a link's daqToken, a partner token or a login code) for a phone
      CREATE TABLE partner_tickets (
        ticket TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        phone TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        -- NULL until it signed someone in (a second use is refused)
        used_at INTEGER
      );
    `,
  },
];
