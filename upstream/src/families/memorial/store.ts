/** Every SQL statement of the memorial family's calls. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';
import type { SiteLanguage } from '../demo.ts';

export interface ObjectRow {
  id: number;
  site_code: string | null;
  object_type: string;
  period: string;
  memorial_date: string;
  images: string;
  tribute_num: number;
  sort: number;
  name: string;
  summary: string;
  content: string;
}

// the text in the site's language; else the Chinese one; else any
const select = (scope: string) => `
  SELECT o.*, t.name, t.summary, t.content FROM memorial_objects o
  JOIN memorial_object_texts t ON t.object_id = o.id AND t.language = (
    SELECT x.language FROM memorial_object_texts x WHERE x.object_id = o.id
    ORDER BY x.language = ? DESC, x.language = 'CN' DESC, x.language LIMIT 1)
  WHERE ${scope} ORDER BY o.sort, o.id LIMIT ? OFFSET ?`;

export function memorialStore(db: Database.Database) {
  const sql = statementsOf(db);
  return {
    /** The site's own objects (`siteCode`), or the platform-wide ones every site inherits (null). */
    count: (siteCode: string | null) =>
      siteCode === null
        ? (sql('SELECT COUNT(*) AS n FROM memorial_objects WHERE site_code IS NULL').get() as { n: number }).n
        : (sql('SELECT COUNT(*) AS n FROM memorial_objects WHERE site_code = ?').get(siteCode) as { n: number }).n,
    page: (siteCode: string | null, language: SiteLanguage, limit: number, offset: number) =>
      (siteCode === null
        ? sql(select('o.site_code IS NULL')).all(language, limit, offset)
        : sql(select('o.site_code = ?')).all(language, siteCode, limit, offset)) as ObjectRow[],
  };
}
