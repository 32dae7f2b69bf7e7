/** Every SQL statement of the contacts family. Numbers and phones arrive and stay SM4 hex. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';

export interface ContactRow {
  id: number;
  site_code: string;
  user_id: number;
  name: string;
  cert_type: number;
  /** SM4 hex of the number. */
  cert_number: string;
  /** SM4 hex of the phone. */
  phone: string;
  created_at: number;
  updated_at: number;
}

/** A contact's values as written (number and phone SM4 hex). */
export interface ContactValues {
  name: string;
  certType: number;
  certNumber: string;
  phone: string;
}

export function contactsStore(db: Database.Database) {
  const sql = statementsOf(db);
  return {
    count: (siteCode: string, userId: number) =>
      (sql('SELECT COUNT(*) AS n FROM user_contacts WHERE site_code = ? AND user_id = ?').get(siteCode, userId) as { n: number }).n,
    page: (siteCode: string, userId: number, limit: number, offset: number) =>
      sql('SELECT * FROM user_contacts WHERE site_code = ? AND user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?').all(
        siteCode,
        userId,
        limit,
        offset,
      ) as ContactRow[],
    own: (id: number, userId: number, siteCode: string) =>
      sql('SELECT * FROM user_contacts WHERE id = ? AND user_id = ? AND site_code = ?').get(id, userId, siteCode) as ContactRow | undefined,
    /** The id of the caller's contact with this certificate (other than `exceptId`), if any. */
    sameCertificate: (siteCode: string, userId: number, certType: number, certNumber: string, exceptId: number) =>
      (
        sql('SELECT id FROM user_contacts WHERE site_code = ? AND user_id = ? AND cert_type = ? AND cert_number = ? AND id != ?').get(
          siteCode,
          userId,
          certType,
          certNumber,
          exceptId,
        ) as { id: number } | undefined
      )?.id,
    insert: (siteCode: string, userId: number, v: ContactValues, at: number) =>
      Number(
        sql(
          'INSERT INTO user_contacts (site_code, user_id, name, cert_type, cert_number, phone, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        ).run(siteCode, userId, v.name, v.certType, v.certNumber, v.phone, at, at).lastInsertRowid,
      ),
    update: (id: number, v: ContactValues, at: number) =>
      void sql('UPDATE user_contacts SET name = ?, cert_type = ?, cert_number = ?, phone = ?, updated_at = ? WHERE id = ?').run(
        v.name,
        v.certType,
        v.certNumber,
        v.phone,
        at,
        id,
      ),
    remove: (id: number) => void sql('DELETE FROM user_contacts WHERE id = ?').run(id),
  };
}
