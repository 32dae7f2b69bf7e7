/** Every SQL statement of the columns family's calls. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';

export interface ColumnRow {
  site_code: string;
  code: string;
  parent_code: string | null;
  name: string;
  introduce: string;
  image: string;
  sort: number;
}

export function columnsStore(db: Database.Database) {
  const sql = statementsOf(db);
  return {
    byCode: (siteCode: string, code: string) =>
      sql('SELECT * FROM news_columns WHERE site_code = ? AND code = ?').get(siteCode, code) as ColumnRow | undefined,
    children: (siteCode: string, code: string) =>
      sql('SELECT * FROM news_columns WHERE site_code = ? AND parent_code = ? ORDER BY sort, code').all(siteCode, code) as ColumnRow[],
    newsCount: (siteCode: string, channelCode: string) =>
      (sql('SELECT COUNT(*) AS n FROM news WHERE site_code = ? AND channel_code = ?').get(siteCode, channelCode) as { n: number }).n,
  };
}
