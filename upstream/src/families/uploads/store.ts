/** Every SQL statement of the uploads family. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';

export interface UploadedFileRow {
  name: string;
  content_type: string;
  kind: string;
  size: number;
}

export interface UploadRecord extends UploadedFileRow {
  siteCode: string;
  userId: number;
  at: number;
}

export function uploadsStore(db: Database.Database) {
  const sql = statementsOf(db);
  return {
    byName: (name: string) =>
      sql('SELECT name, content_type, kind, size FROM uploaded_files WHERE name = ?').get(name) as UploadedFileRow | undefined,
    /** Records a stored file (once: the same bytes uploaded again keep their first record). */
    record: (file: UploadRecord) =>
      void sql(
        'INSERT OR IGNORE INTO uploaded_files (name, content_type, kind, size, site_code, user_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(file.name, file.content_type, file.kind, file.size, file.siteCode, file.userId, file.at),
  };
}
