/** The real-name family's table: every verification submitted, with its state and verdict. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'real-name verifications',
    sql: `
      CREATE TABLE real_name_verifications (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id),
        site_code TEXT NOT NULL,
        -- SM4 hex (the vendor's fixed key): never the plain name or number. SM4 here is
        -- deterministic, so equal numbers have equal ciphertexts (one verification per number).
        name_enc TEXT NOT NULL,
        id_number_enc TEXT NOT NULL,
        face_photo TEXT,
        -- 0 pending, 1 passed, 2 rejected, 3 withdrawn, 4 cancelled
        status INTEGER NOT NULL,
        reason_code TEXT,
        submitted_at INTEGER NOT NULL,
        decided_at INTEGER,
        ended_at INTEGER
      );
      CREATE INDEX real_name_verifications_user ON real_name_verifications (user_id, id);
      CREATE INDEX real_name_verifications_number ON real_name_verifications (id_number_enc, status);
    `,
  },
];
