/** Every SQL statement of the guided-tours family's calls. */
import type Database from 'better-sqlite3';
import { containing } from '../../db/like.ts';
import { statementsOf } from '../../db/prepared.ts';

export const GUIDED_TOUR_TYPE = 'CONTENT_TYPE_GUIDED_TOUR';

export interface TourRow {
  id: number;
  site_code: string;
  scenic_id: number | null;
  scenic_name: string;
  title: string;
  summary: string;
  cover: string;
  level: number;
  west: number;
  east: number;
  south: number;
  north: number;
  view_num: number;
  sort: number;
}

export interface PointRow {
  id: number;
  tour_id: number;
  name: string;
  type: string;
  summary: string;
  x: number;
  y: number;
  longitude: number;
  latitude: number;
  audio: string;
  audio_seconds: number;
  image: string;
  sort: number;
}

export interface RouteRow {
  id: number;
  tour_id: number;
  name: string;
  summary: string;
  minutes: number;
  metres: number;
  point_ids: string;
  sort: number;
}

/** Which of a site's tours a list asks for. */
export interface TourFilter {
  siteCode: string;
  /** 5, 4 or 3. */
  level?: number;
  /** Only these tours. */
  ids?: readonly number[];
  /** In the title or the scenic area's name. */
  keyword?: string;
}

const marks = (n: number) => Array.from({ length: n }, () => '?').join(',');

function whereOf(filter: TourFilter): { sql: string; params: unknown[] } {
  const where = ['site_code = ?'];
  const params: unknown[] = [filter.siteCode];
  if (filter.level !== undefined) {
    where.push('level = ?');
    params.push(filter.level);
  }
  if (filter.ids) {
    where.push(`id IN (${marks(filter.ids.length)})`);
    params.push(...filter.ids);
  }
  if (filter.keyword !== undefined) {
    const like = containing(filter.keyword);
    where.push("(title LIKE ? ESCAPE '\\' OR scenic_name LIKE ? ESCAPE '\\')");
    params.push(like, like);
  }
  return { sql: where.join(' AND '), params };
}

export function guidedToursStore(db: Database.Database) {
  const sql = statementsOf(db);
  return {
    count(filter: TourFilter): number {
      const where = whereOf(filter);
      return (sql(`SELECT COUNT(*) AS n FROM guided_tours WHERE ${where.sql}`).get(...where.params) as { n: number }).n;
    },
    page(filter: TourFilter, limit: number, offset: number): TourRow[] {
      const where = whereOf(filter);
      return sql(`SELECT * FROM guided_tours WHERE ${where.sql} ORDER BY sort, id LIMIT ? OFFSET ?`).all(
        ...where.params,
        limit,
        offset,
      ) as TourRow[];
    },
    /** Each tour's number of points. */
    pointCounts: (ids: readonly number[]) =>
      new Map(
        ids.length === 0
          ? []
          : (
              sql(`SELECT tour_id, COUNT(*) AS n FROM guided_tour_points WHERE tour_id IN (${marks(ids.length)}) GROUP BY tour_id`).all(
                ...ids,
              ) as { tour_id: number; n: number }[]
            ).map((r) => [r.tour_id, r.n]),
      ),
    tour: (siteCode: string, id: number) =>
      sql('SELECT * FROM guided_tours WHERE id = ? AND site_code = ?').get(id, siteCode) as TourRow | undefined,
    tourExists: (id: number) => sql('SELECT id FROM guided_tours WHERE id = ?').get(id) !== undefined,
    levels: (siteCode: string) =>
      sql('SELECT level, COUNT(*) AS n FROM guided_tours WHERE site_code = ? GROUP BY level ORDER BY level DESC').all(siteCode) as {
        level: number;
        n: number;
      }[],
    viewed: (id: number) => void sql('UPDATE guided_tours SET view_num = view_num + 1 WHERE id = ?').run(id),
    points: (tourId: number) => sql('SELECT * FROM guided_tour_points WHERE tour_id = ? ORDER BY sort, id').all(tourId) as PointRow[],
    /** Where the points lie on the map (what the map draws). */
    mapPoints: (tourId: number) =>
      sql('SELECT x, y, type FROM guided_tour_points WHERE tour_id = ? ORDER BY sort, id').all(tourId) as {
        x: number;
        y: number;
        type: string;
      }[],
    routes: (tourId: number) => sql('SELECT * FROM guided_tour_routes WHERE tour_id = ? ORDER BY sort, id').all(tourId) as RouteRow[],
    /** How many points of each type, in the order the tour meets them. */
    typeCounts: (tourId: number) =>
      sql('SELECT type, COUNT(*) AS n FROM guided_tour_points WHERE tour_id = ? GROUP BY type ORDER BY MIN(sort)').all(tourId) as {
        type: string;
        n: number;
      }[],
  };
}
