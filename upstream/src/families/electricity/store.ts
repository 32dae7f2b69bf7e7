/** Every SQL statement of the electricity family. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';

export interface FreeRow {
  id: number;
  site_code: string;
  phone: string;
  code: string;
  free_kwh: number;
  used_kwh: number;
  valid_until: number;
  issued_at: number;
}

export interface StationRow {
  id: number;
  site_code: string;
  name: string;
  address: string;
  longitude: number;
  latitude: number;
  sort: number;
}

export function electricityStore(db: Database.Database) {
  const sql = statementsOf(db);
  return {
    free: (siteCode: string, phone: string) =>
      sql('SELECT * FROM electricity_free WHERE site_code = ? AND phone = ?').get(siteCode, phone) as FreeRow | undefined,
    stations: (siteCode: string) =>
      sql('SELECT * FROM electricity_stations WHERE site_code = ? ORDER BY sort, id').all(siteCode) as StationRow[],
    /** Adds charged kWh to a code, at most up to its free kWh; false when there is no such code. */
    charge: (siteCode: string, phone: string, kwh: number) =>
      sql('UPDATE electricity_free SET used_kwh = MIN(free_kwh, used_kwh + ?) WHERE site_code = ? AND phone = ?').run(kwh, siteCode, phone)
        .changes > 0,
    insertFree: (row: Omit<FreeRow, 'id'>) =>
      void sql(`INSERT INTO electricity_free (site_code, phone, code, free_kwh, used_kwh, valid_until, issued_at)
        VALUES (@site_code, @phone, @code, @free_kwh, @used_kwh, @valid_until, @issued_at)`).run(row),
    insertStation: (row: Omit<StationRow, 'id'>) =>
      void sql(`INSERT INTO electricity_stations (site_code, name, address, longitude, latitude, sort)
        VALUES (@site_code, @name, @address, @longitude, @latitude, @sort)`).run(row),
  };
}
