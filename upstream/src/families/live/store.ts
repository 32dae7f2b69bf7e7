/** Every SQL statement of the live family's calls. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';

/** The resourceType of a live stream on the interaction and comment paths. */
export const LIVE_TYPE = 'CONTENT_TYPE_LIVE';

export interface LiveRow {
  id: number;
  site_code: string;
  kind: string;
  title: string;
  anchor: string;
  summary: string;
  cover: string;
  scenic_id: number | null;
  scenic_name: string;
  address: string;
  longitude: number;
  latitude: number;
  start_at: number;
  end_at: number | null;
  replay: number;
  top: number;
  view_num: number;
  sort: number;
}

/** Which of a site's streams a list asks for. */
export interface LiveFilter {
  siteCode: string;
  kind?: 'EVENT' | 'SLOW';
  scenicId?: number;
  /** Only these streams. */
  ids?: readonly number[];
}

function whereOf(filter: LiveFilter): { sql: string; params: unknown[] } {
  const where = ['site_code = ?'];
  const params: unknown[] = [filter.siteCode];
  if (filter.kind) {
    where.push('kind = ?');
    params.push(filter.kind);
  }
  if (filter.scenicId !== undefined) {
    where.push('scenic_id = ?');
    params.push(filter.scenicId);
  }
  if (filter.ids) {
    where.push(`id IN (${filter.ids.map(() => '?').join(',')})`);
    params.push(...filter.ids);
  }
  return { sql: where.join(' AND '), params };
}

export function liveStore(db: Database.Database) {
  const sql = statementsOf(db);
  return {
    count(filter: LiveFilter): number {
      const where = whereOf(filter);
      return (sql(`SELECT COUNT(*) AS n FROM live_streams WHERE ${where.sql}`).get(...where.params) as { n: number }).n;
    },
    /** Pinned first, then by sort. */
    page(filter: LiveFilter, limit: number, offset: number): LiveRow[] {
      const where = whereOf(filter);
      return sql(`SELECT * FROM live_streams WHERE ${where.sql} ORDER BY top DESC, sort, id LIMIT ? OFFSET ?`).all(
        ...where.params,
        limit,
        offset,
      ) as LiveRow[];
    },
    byId: (siteCode: string, id: number) =>
      sql('SELECT * FROM live_streams WHERE id = ? AND site_code = ?').get(id, siteCode) as LiveRow | undefined,
    viewed: (id: number) => void sql('UPDATE live_streams SET view_num = view_num + 1 WHERE id = ?').run(id),
    /** The pinned streams, at most 5. */
    top: (siteCode: string) =>
      sql('SELECT * FROM live_streams WHERE site_code = ? AND top = 1 ORDER BY sort, id LIMIT 5').all(siteCode) as LiveRow[],
    /** The site's streams but one (id -1: all). */
    others: (siteCode: string, id: number) =>
      sql('SELECT * FROM live_streams WHERE site_code = ? AND id != ?').all(siteCode, id) as LiveRow[],
  };
}
