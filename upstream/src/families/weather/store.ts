/** Every SQL statement of the weather family. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';

export interface CityRow {
  site_code: string;
  city: string;
  highs: string;
  lows: string;
  wet_percent: string;
  aqi: string;
  dust_months: string;
}

export function weatherStore(db: Database.Database) {
  const sql = statementsOf(db);
  return {
    city: (siteCode: string) => sql('SELECT * FROM weather_cities WHERE site_code = ?').get(siteCode) as CityRow | undefined,
    insertCity: (row: CityRow) =>
      void sql(`INSERT INTO weather_cities (site_code, city, highs, lows, wet_percent, aqi, dust_months)
        VALUES (@site_code, @city, @highs, @lows, @wet_percent, @aqi, @dust_months)`).run(row),
  };
}
