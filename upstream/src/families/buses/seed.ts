/** The buses family's demo data: every demo city's stops and lines (data.ts) and the service-menu entry. */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { distanceMetres } from '../../geo.ts';
import { everyDemoSite } from '../demo.ts';
import { CITY_BUSES, type CityBuses, type StopSeed } from './data.ts';
import { busesStore, type BusesStore } from './store.ts';
import { MENU_NAME } from './texts.ts';
import { hopMinutes } from './timetable.ts';

/** Minutes from the first stop to each stop of the run. */
function offsets(stops: readonly StopSeed[]): number[] {
  const out = [0];
  for (let i = 1; i < stops.length; i++) {
    const [, lng1, lat1] = stops[i - 1]!;
    const [, lng2, lat2] = stops[i]!;
    const km = distanceMetres({ longitude: lng1, latitude: lat1 }, { longitude: lng2, latitude: lat2 }) / 1000;
    out.push(out[i - 1]! + hopMinutes(km));
  }
  return out;
}

function seedCity(store: BusesStore, siteCode: string, city: CityBuses): void {
  const stopIds = new Map<string, number>();
  const stopSeeds = new Map<string, StopSeed>();
  city.stops.forEach((stop, i) => {
    const [name, longitude, latitude] = stop;
    stopIds.set(name, store.insertStop({ site_code: siteCode, name, longitude, latitude, sort: (i + 1) * 10 }));
    stopSeeds.set(name, stop);
  });
  city.lines.forEach((line, i) => {
    const lineId = store.insertLine({
      site_code: siteCode,
      name: line.name,
      operator: city.operator,
      fare: line.fare,
      interval_minutes: line.interval,
      sort: (i + 1) * 10,
    });
    const runs = [
      { names: line.stops, hours: line.outbound },
      { names: [...line.stops].reverse(), hours: line.inbound },
    ];
    runs.forEach((run, direction) => {
      store.insertDirection({ line_id: lineId, direction, first_time: run.hours[0], last_time: run.hours[1] });
      const stops = run.names.map((name) => {
        const seed = stopSeeds.get(name);
        if (!seed) throw new Error(`bus line ${line.name} of ${siteCode}: no stop ${name}`);
        return seed;
      });
      offsets(stops).forEach((minutes, seq) => store.insertLineStop(lineId, direction, seq + 1, stopIds.get(stops[seq]![0])!, minutes));
    });
  });
}

export function seed(db: Database.Database, env: SeedEnv): void {
  const store = busesStore(db);
  for (const site of everyDemoSite(db)) {
    const city = CITY_BUSES[site.siteCode];
    if (!city) continue;
    seedCity(store, site.siteCode, city);
    env.addServiceMenu(site.siteCode, [{ name: MENU_NAME[site.language], menuCode: 'BUS_INQUIRY', icon: 'bus', sort: 1 }]);
  }
}
