/**
 * Every SQL statement of the places: a list's count and page by its criteria (filters.ts), one
 * place of a kind, its interaction counts, a hotel's rooms, a county site's region and the scenic
 * areas by heat.
 */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';
import { orderOf, whereOf, type PlaceQuery } from './filters.ts';
import type { Counts, PlaceRow, RoomRow } from './format.ts';

export function placesStore(db: Database.Database) {
  const sql = statementsOf(db);
  return {
    count(q: PlaceQuery): number {
      const where = whereOf(q);
      return (sql(`SELECT COUNT(*) AS n FROM places WHERE ${where.sql}`).get(...where.params) as { n: number }).n;
    },
    page(q: PlaceQuery, limit: number, offset: number): PlaceRow[] {
      const where = whereOf(q);
      const order = orderOf(q);
      return sql(`SELECT * FROM places WHERE ${where.sql} ORDER BY ${order.sql} LIMIT ? OFFSET ?`).all(
        ...where.params,
        ...order.params,
        limit,
        offset,
      ) as PlaceRow[];
    },
    /** The site's places among `ids`, of any kind, in no particular order. */
    onSite: (siteCode: string, ids: readonly number[]) =>
      ids.length === 0
        ? []
        : (sql('SELECT * FROM places WHERE site_code = ? AND id IN (SELECT value FROM json_each(?))').all(
            siteCode,
            JSON.stringify(ids),
          ) as PlaceRow[]),
    /** A place of the site of that kind, or undefined. */
    place: (id: number, siteCode: string, type: string) =>
      sql('SELECT * FROM places WHERE id = ? AND site_code = ? AND resource_type = ?').get(id, siteCode, type) as PlaceRow | undefined,
    counts: (type: string, id: number) =>
      sql('SELECT like_num, collection_num, comment_num FROM interactions WHERE resource_type = ? AND resource_id = ?').get(type, id) as
        | Counts
        | undefined,
    rooms: (hotelId: number, limit: number, offset: number) =>
      sql('SELECT * FROM hotel_rooms WHERE hotel_id = ? ORDER BY sort, id LIMIT ? OFFSET ?').all(hotelId, limit, offset) as RoomRow[],
    roomCount: (hotelId: number) => (sql('SELECT COUNT(*) AS n FROM hotel_rooms WHERE hotel_id = ?').get(hotelId) as { n: number }).n,
    /** The region of a county site below the site (area_sites), or undefined. */
    areaRegion: (areaId: number, parentSiteCode: string) =>
      (
        sql('SELECT region FROM area_sites WHERE id = ? AND parent_site_code = ?').get(areaId, parentSiteCode) as
          | { region: string }
          | undefined
      )?.region,
    countOfType: (siteCode: string, type: string) =>
      (sql('SELECT COUNT(*) AS n FROM places WHERE site_code = ? AND resource_type = ?').get(siteCode, type) as { n: number }).n,
    /** The places of a kind, the hottest first. */
    byHeat: (siteCode: string, type: string, limit: number, offset: number) =>
      sql('SELECT * FROM places WHERE site_code = ? AND resource_type = ? ORDER BY heat DESC, id LIMIT ? OFFSET ?').all(
        siteCode,
        type,
        limit,
        offset,
      ) as PlaceRow[],
  };
}
