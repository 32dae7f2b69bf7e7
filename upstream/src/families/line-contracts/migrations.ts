/** The line-contracts family's table: one travel contract per line shop order, as made from the order, and its signing. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'line travel contracts',
    sql: `
      CREATE TABLE line_contracts (
        id INTEGER PRIMARY KEY,
        contract_no TEXT NOT NULL UNIQUE,
        -- the line order (shop order of type 6): one contract each
        order_id INTEGER NOT NULL UNIQUE REFERENCES shop_orders (id),
        user_id INTEGER NOT NULL,
        site_code TEXT NOT NULL,
        -- the site's language when made: the terms are read in it
        language TEXT NOT NULL,
        -- party A: the agency, with its licence number
        agency_name TEXT NOT NULL,
        agency_license_no TEXT NOT NULL,
        agency_phone TEXT NOT NULL,
        -- party B: the traveller; the ID number SM4-encrypted (hex), '' when the profile had none
        traveller_name TEXT NOT NULL,
        traveller_id_sm4 TEXT NOT NULL,
        -- everyone travelling, a JSON array of names
        travellers TEXT NOT NULL,
        start_date TEXT NOT NULL,
        end_date TEXT NOT NULL,
        amount_cents INTEGER NOT NULL,
        emergency_name TEXT NOT NULL,
        emergency_phone TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        -- the signing: when, the name confirmed, the drawn signature's stored reference
        signed_at INTEGER,
        signed_name TEXT,
        signature TEXT
      );
      CREATE INDEX line_contracts_user ON line_contracts (user_id, site_code);
    `,
  },
];
