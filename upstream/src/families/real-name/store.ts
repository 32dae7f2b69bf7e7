/**
 * Every SQL statement of the real-name family. Names and numbers are stored SM4-encrypted; the
 * store settles the provider's due verdicts before anything reads or changes a verification.
 */
import type Database from 'better-sqlite3';
import { sm4Decrypt, sm4Encrypt } from '../../crypto/sm4.ts';
import { statementsOf } from '../../db/prepared.ts';
import { VERDICT_DELAY_MS, verdictOf } from './provider.ts';

export const STATUS = { PENDING: 0, PASSED: 1, REJECTED: 2, WITHDRAWN: 3, CANCELLED: 4 } as const;

export interface VerificationRow {
  id: number;
  user_id: number;
  site_code: string;
  name_enc: string;
  id_number_enc: string;
  face_photo: string | null;
  status: number;
  reason_code: string | null;
  submitted_at: number;
  decided_at: number | null;
  ended_at: number | null;
}

export interface NewVerification {
  userId: number;
  siteCode: string;
  name: string;
  idNumber: string;
  facePhoto: string | null;
  at: number;
}

export function realNameStore(db: Database.Database) {
  const sql = statementsOf(db);
  const byId = (id: number) => sql('SELECT * FROM real_name_verifications WHERE id = ?').get(id) as VerificationRow | undefined;
  return {
    /** Gives every pending verification submitted at least the provider's delay before `now` its verdict. */
    settle(now: number): void {
      const due = sql('SELECT id, id_number_enc, submitted_at FROM real_name_verifications WHERE status = 0 AND submitted_at <= ?').all(
        now - VERDICT_DELAY_MS,
      ) as { id: number; id_number_enc: string; submitted_at: number }[];
      for (const row of due) {
        const reason = verdictOf(sm4Decrypt(row.id_number_enc) ?? '');
        sql('UPDATE real_name_verifications SET status = ?, reason_code = ?, decided_at = ? WHERE id = ? AND status = 0').run(
          reason ? STATUS.REJECTED : STATUS.PASSED,
          reason,
          row.submitted_at + VERDICT_DELAY_MS,
          row.id,
        );
      }
    },
    /** The user's current verification: the newest that is pending, passed or rejected, unless withdrawn or cancelled since. */
    current(userId: number): VerificationRow | undefined {
      const row = sql('SELECT * FROM real_name_verifications WHERE user_id = ? ORDER BY id DESC LIMIT 1').get(userId) as
        | VerificationRow
        | undefined;
      return row && row.status <= STATUS.REJECTED ? row : undefined;
    },
    /** The user's own verification `id` (undefined for another user's, as for one that does not exist). */
    own: (id: number, userId: number) =>
      sql('SELECT * FROM real_name_verifications WHERE id = ? AND user_id = ?').get(id, userId) as VerificationRow | undefined,
    /** True when another user's verification of this number is pending or passed. */
    numberHeldByOther: (idNumber: string, userId: number) =>
      sql('SELECT id FROM real_name_verifications WHERE id_number_enc = ? AND user_id != ? AND status IN (0, 1) LIMIT 1').get(
        sm4Encrypt(idNumber),
        userId,
      ) !== undefined,
    submit(values: NewVerification): VerificationRow {
      const id = Number(
        sql(
          `INSERT INTO real_name_verifications (user_id, site_code, name_enc, id_number_enc, face_photo, status, submitted_at)
           VALUES (?, ?, ?, ?, ?, 0, ?)`,
        ).run(values.userId, values.siteCode, sm4Encrypt(values.name), sm4Encrypt(values.idNumber), values.facePhoto, values.at)
          .lastInsertRowid,
      );
      return byId(id)!;
    },
    /** Ends a verification (withdrawn or cancelled) when it is still in `from`; false otherwise. */
    end: (id: number, from: number, to: number, at: number) =>
      sql('UPDATE real_name_verifications SET status = ?, ended_at = ? WHERE id = ? AND status = ?').run(to, at, id, from).changes === 1,
  };
}
