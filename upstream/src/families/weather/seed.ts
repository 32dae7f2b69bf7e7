/** The weather family's demo data: every demo site's city with its climate (real monthly normals), and its menu entry. */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { everyDemoSite } from '../demo.ts';
import { weatherStore } from './store.ts';
import { CITY_NAMES, MENU_NAME } from './texts.ts';

interface ClimateSeed {
  highs: readonly number[];
  lows: readonly number[];
  /** Percent of days with rain or snow, per month. */
  wet: readonly number[];
  /** The usual daily air-quality index, per month. */
  aqi: readonly number[];
  dust?: readonly number[];
}

/** Monthly normals of each demo city (°C), January first. */
const CLIMATES: Readonly<Record<string, ClimateSeed>> = {
  site510100: {
    highs: [10, 12, 17, 23, 27, 29, 31, 30, 26, 21, 16, 11],
    lows: [3, 5, 9, 14, 18, 21, 23, 22, 19, 15, 9, 4],
    wet: [15, 20, 30, 40, 45, 55, 60, 55, 55, 45, 25, 15],
    aqi: [110, 90, 75, 70, 75, 70, 65, 65, 60, 70, 90, 115],
  },
  site513225: {
    highs: [8, 11, 16, 20, 23, 25, 27, 27, 23, 18, 13, 9],
    lows: [-5, -2, 2, 6, 10, 13, 15, 15, 12, 7, 1, -4],
    wet: [5, 10, 20, 35, 50, 60, 60, 55, 55, 40, 10, 5],
    aqi: [35, 38, 40, 40, 35, 30, 28, 28, 30, 32, 35, 38],
  },
  site530700: {
    highs: [15, 16, 19, 22, 25, 25, 24, 24, 23, 21, 18, 16],
    lows: [0, 2, 5, 8, 12, 15, 16, 15, 14, 10, 4, 1],
    wet: [5, 5, 8, 12, 25, 60, 75, 70, 55, 25, 8, 5],
    aqi: [35, 40, 45, 45, 40, 30, 25, 25, 28, 30, 32, 35],
  },
  site620200: {
    highs: [-1, 4, 11, 19, 25, 29, 31, 29, 24, 17, 8, 1],
    lows: [-14, -10, -3, 4, 10, 14, 17, 15, 9, 1, -7, -12],
    wet: [5, 5, 5, 5, 8, 12, 15, 15, 8, 5, 5, 5],
    aqi: [75, 85, 95, 100, 80, 60, 60, 60, 55, 65, 70, 80],
    dust: [3, 4, 5],
  },
  site450300: {
    highs: [12, 14, 17, 23, 28, 30, 32, 33, 30, 26, 20, 15],
    lows: [5, 7, 11, 16, 20, 23, 24, 24, 21, 16, 11, 6],
    wet: [40, 50, 60, 65, 65, 60, 50, 45, 30, 25, 25, 25],
    aqi: [80, 70, 55, 45, 40, 35, 35, 35, 40, 55, 70, 85],
  },
  site610100: {
    highs: [5, 9, 16, 22, 27, 32, 33, 31, 26, 20, 12, 6],
    lows: [-4, -1, 4, 10, 15, 20, 23, 22, 17, 10, 3, -2],
    wet: [8, 10, 15, 20, 25, 25, 35, 30, 35, 25, 12, 8],
    aqi: [140, 120, 95, 90, 90, 95, 80, 75, 70, 85, 110, 150],
    dust: [3, 4],
  },
  site222400: {
    highs: [-5, -1, 6, 15, 21, 25, 27, 27, 22, 14, 4, -3],
    lows: [-17, -13, -5, 2, 8, 14, 18, 18, 11, 3, -6, -14],
    wet: [8, 8, 12, 18, 25, 40, 55, 50, 30, 18, 12, 8],
    aqi: [70, 65, 65, 60, 50, 45, 40, 40, 40, 50, 60, 75],
  },
  site650100: {
    highs: [-8, -5, 5, 17, 24, 29, 31, 30, 24, 14, 3, -5],
    lows: [-17, -15, -6, 5, 11, 16, 18, 17, 11, 2, -7, -14],
    wet: [20, 20, 15, 12, 15, 15, 15, 12, 10, 10, 15, 20],
    aqi: [170, 150, 100, 80, 75, 70, 65, 65, 70, 90, 130, 170],
    dust: [4, 5],
  },
};

export function seed(db: Database.Database, env: SeedEnv): void {
  const store = weatherStore(db);
  for (const site of everyDemoSite(db)) {
    const climate = CLIMATES[site.siteCode] ?? CLIMATES.site510100!;
    store.insertCity({
      site_code: site.siteCode,
      city: CITY_NAMES[site.siteCode] ?? site.name,
      highs: climate.highs.join(','),
      lows: climate.lows.join(','),
      wet_percent: climate.wet.join(','),
      aqi: climate.aqi.join(','),
      dust_months: (climate.dust ?? []).join(','),
    });
    env.addServiceMenu(site.siteCode, [{ name: MENU_NAME[site.language], menuCode: 'AIR_QUALITY', icon: 'wind', sort: 1 }]);
  }
}
