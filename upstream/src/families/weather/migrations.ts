/** The weather family's table: each site's city and its climate, the ground its forecasts stand on. */
import type { FamilyMigration } from '../../family.ts';

export const migrations: readonly FamilyMigration[] = [
  {
    version: 1,
    name: 'weather cities',
    sql: `
      CREATE TABLE weather_cities (
        site_code TEXT PRIMARY KEY,
        city TEXT NOT NULL,
        -- twelve monthly values each, comma-separated, January first
        highs TEXT NOT NULL,
        lows TEXT NOT NULL,
        wet_percent TEXT NOT NULL,
        aqi TEXT NOT NULL,
        -- months (1-12, comma-separated) when wind-blown dust makes PM10 the main pollutant
        dust_months TEXT NOT NULL DEFAULT ''
      );
    `,
  },
];
