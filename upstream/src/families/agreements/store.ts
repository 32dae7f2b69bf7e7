/** Every SQL statement of the agreements family's calls. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';

export interface AgreementRow {
  id: number;
  site_code: string;
  type: string;
  title: string;
  version: string;
  content: string;
  updated_at: number;
}

export function agreementsStore(db: Database.Database) {
  const sql = statementsOf(db);
  return {
    /** The site's agreements in their kinds' order (registration, privacy, publishing). */
    list: (siteCode: string) =>
      sql(
        `SELECT * FROM agreements WHERE site_code = ?
         ORDER BY CASE type WHEN 'REGISTER' THEN 1 WHEN 'PRIVACY' THEN 2 WHEN 'PUBLISH' THEN 3 ELSE 4 END, id`,
      ).all(siteCode) as AgreementRow[],
    byId: (siteCode: string, id: number) =>
      sql('SELECT * FROM agreements WHERE site_code = ? AND id = ?').get(siteCode, id) as AgreementRow | undefined,
    byType: (siteCode: string, type: string) =>
      sql('SELECT * FROM agreements WHERE site_code = ? AND type = ?').get(siteCode, type) as AgreementRow | undefined,
  };
}
