/** Every SQL statement of the convenience family's call. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';

/** The facility types of the list (its `type` query and each item's `type`). */
export const CONVENIENCE_TYPES = [
  'CONTENT_TYPE_PARKING',
  'CONTENT_TYPE_TOILET',
  'CONTENT_TYPE_GAS_STATION',
  'CONTENT_TYPE_BUS_STOP',
  'CONTENT_TYPE_MEDICAL',
] as const;
export type ConvenienceType = (typeof CONVENIENCE_TYPES)[number];

export interface FacilityRow {
  id: number;
  site_code: string;
  type: string;
  name: string;
  address: string;
  longitude: number;
  latitude: number;
  phone: string;
  open_time: string;
  remark: string;
  parking_total: number | null;
  parking_free: number | null;
  sort: number;
}

export function convenienceStore(db: Database.Database) {
  const sql = statementsOf(db);
  return {
    count: (siteCode: string, type: ConvenienceType) =>
      (sql('SELECT COUNT(*) AS n FROM convenience_facilities WHERE site_code = ? AND type = ?').get(siteCode, type) as { n: number }).n,
    /** A page of the site's facilities of a type, by sort. */
    page: (siteCode: string, type: ConvenienceType, limit: number, offset: number) =>
      sql('SELECT * FROM convenience_facilities WHERE site_code = ? AND type = ? ORDER BY sort, id LIMIT ? OFFSET ?').all(
        siteCode,
        type,
        limit,
        offset,
      ) as FacilityRow[],
    /** A page of the site's facilities of a type, nearest to the point first. */
    nearest: (siteCode: string, type: ConvenienceType, point: { latitude: number; longitude: number }, limit: number, offset: number) =>
      sql(`SELECT * FROM convenience_facilities WHERE site_code = ? AND type = ?
        ORDER BY distance_km(latitude, longitude, ?, ?), sort, id LIMIT ? OFFSET ?`).all(
        siteCode,
        type,
        point.latitude,
        point.longitude,
        limit,
        offset,
      ) as FacilityRow[],
  };
}
