/** Every SQL statement of the help family's calls. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';

export interface HelpRow {
  id: number;
  site_code: string;
  user_id: number;
  phone: string;
  longitude: number | null;
  latitude: number | null;
  address: string;
  created_at: number;
}

export interface ProblemRow {
  id: number;
  category: string;
  title: string;
  summary: string;
  content: string;
  updated_at: number;
}

export interface NewHelpRequest {
  siteCode: string;
  userId: number;
  phone: string;
  longitude: number | null;
  latitude: number | null;
  address: string;
  at: number;
}

/** The common problems of a site, with `keyword` (when given) in the title, summary or content. */
function problemsWhere(siteCode: string, keyword: string): { sql: string; params: unknown[] } {
  const like = `%${keyword.replace(/[%_]/g, '')}%`;
  return {
    sql: `site_code = ?${keyword ? ' AND (title LIKE ? OR summary LIKE ? OR content LIKE ?)' : ''}`,
    params: [siteCode, ...(keyword ? [like, like, like] : [])],
  };
}

export function helpStore(db: Database.Database) {
  const sql = statementsOf(db);
  return {
    numbers: (siteCode: string) =>
      sql('SELECT id, name, phone, kind, sort FROM emergency_numbers WHERE site_code = ? ORDER BY sort, id').all(siteCode) as Array<{
        id: number;
        name: string;
        phone: string;
        kind: string;
        sort: number;
      }>,
    /** The caller's request on the site made after `since`, if any (the newest). */
    recentRequest: (userId: number, siteCode: string, since: number) =>
      sql('SELECT * FROM help_requests WHERE user_id = ? AND site_code = ? AND created_at > ? ORDER BY id DESC LIMIT 1').get(
        userId,
        siteCode,
        since,
      ) as HelpRow | undefined,
    addRequest(r: NewHelpRequest): HelpRow {
      const info = sql(
        'INSERT INTO help_requests (site_code, user_id, phone, longitude, latitude, address, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(r.siteCode, r.userId, r.phone, r.longitude, r.latitude, r.address, r.at);
      return sql('SELECT * FROM help_requests WHERE id = ?').get(Number(info.lastInsertRowid)) as HelpRow;
    },
    newestRequests: (limit: number) => sql('SELECT * FROM help_requests ORDER BY id DESC LIMIT ?').all(limit) as HelpRow[],
    problemCount(siteCode: string, keyword: string): number {
      const where = problemsWhere(siteCode, keyword);
      return (sql(`SELECT COUNT(*) AS n FROM common_problems WHERE ${where.sql}`).get(...where.params) as { n: number }).n;
    },
    problems(siteCode: string, keyword: string, limit: number, offset: number): ProblemRow[] {
      const where = problemsWhere(siteCode, keyword);
      return sql(`SELECT * FROM common_problems WHERE ${where.sql} ORDER BY sort, id LIMIT ? OFFSET ?`).all(
        ...where.params,
        limit,
        offset,
      ) as ProblemRow[];
    },
    problem: (siteCode: string, id: number) =>
      sql('SELECT * FROM common_problems WHERE id = ? AND site_code = ?').get(id, siteCode) as ProblemRow | undefined,
    information: (siteCode: string) =>
      sql('SELECT id, title, content, phone FROM information_sections WHERE site_code = ? ORDER BY sort, id').all(siteCode) as Array<{
        id: number;
        title: string;
        content: string;
        phone: string;
      }>,
  };
}
