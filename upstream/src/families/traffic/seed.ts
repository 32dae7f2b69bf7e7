/**
 * The traffic family's demo data: every demo city's stations, airports and coach stations with the
 * trains, flights and coaches between them (both ways, numbered as the railway and the airlines
 * number them: odd one way, even back), their stops and seat classes, and the three service-menu
 * entries of every site that has a timetable.
 */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { hashString, mulberry32, type Rng } from '../../db/seed/prng.ts';
import { everyDemoSite } from '../demo.ts';
import { AIRLINE_BOOKING, NETWORKS, RAILWAY_BOOKING, type CityNetwork, type NetworkLine } from './network.ts';
import { TRAFFIC_MODES, trafficStore, type TrafficMode, type TrafficStore } from './store.ts';
import { runDaysMask, seatPlan } from './timetable.ts';
import { MENU } from './texts.ts';

/** The first number of a line's services (odd), by train letter; flights and coaches in 1000-8999. */
function firstNumber(rng: Rng, mode: TrafficMode, kind: string): number {
  if (mode === 'TRAIN' && kind === 'K') return rng.int(50, 999) * 2 + 1;
  return rng.int(500, 4499) * 2 + 1;
}

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** The stops of one direction: [key, minutes after the first stop's departure]. */
function direction(line: NetworkLine, reverse: boolean): (readonly [string, number])[] {
  if (!reverse) return [...line.stops];
  const total = line.stops.at(-1)?.[1] ?? 0;
  return [...line.stops].reverse().map(([key, m]) => [key, total - m] as const);
}

function bookingUrl(network: CityNetwork, mode: TrafficMode, kind: string): string {
  if (mode === 'TRAIN') return RAILWAY_BOOKING;
  if (mode === 'FLIGHT') return AIRLINE_BOOKING[kind] ?? RAILWAY_BOOKING;
  return network.coachBooking;
}

interface LineContext {
  store: TrafficStore;
  siteCode: string;
  mode: TrafficMode;
  network: CityNetwork;
  stationIds: ReadonlyMap<string, number>;
  numbers: Set<string>;
}

function numberFor(c: LineContext, line: NetworkLine, n: number, firstKey: string, departure: string): string {
  if (c.mode === 'COACH') return `${firstKey.toUpperCase()}${departure.replace(':', '')}`;
  let candidate = n;
  while (c.numbers.has(`${line.kind}${candidate}`)) candidate += 2;
  c.numbers.add(`${line.kind}${candidate}`);
  return `${line.kind}${candidate}`;
}

function seedLine(c: LineContext, line: NetworkLine, rng: Rng): void {
  const dwell = c.mode === 'TRAIN' ? (line.kind === 'K' ? 8 : 2) : 0;
  const first = firstNumber(rng, c.mode, line.kind);
  for (const reverse of [false, true]) {
    const stops = direction(line, reverse);
    const departures = reverse ? line.back : line.out;
    departures.forEach((departure, i) => {
      const start = minutesOf(departure);
      const serviceId = c.store.insertService({
        site_code: c.siteCode,
        mode: c.mode,
        number: numberFor(c, line, first + 2 * i + (reverse ? 1 : 0), stops[0]?.[0] ?? '', departure),
        operator: line.operator ?? '',
        vehicle: line.vehicle ?? '',
        run_days: runDaysMask(line.days),
        booking_url: bookingUrl(c.network, c.mode, line.kind),
      });
      stops.forEach(([key, minutes], seq) => {
        const last = seq === stops.length - 1;
        const arrive = seq === 0 ? null : start + minutes;
        const depart = last ? null : seq === 0 ? start : start + minutes + dwell;
        c.store.insertStop({ service_id: serviceId, seq, station_id: c.stationIds.get(key) ?? 0, arrive, depart });
      });
      seatPlan(c.mode, line.kind, line.fare).forEach((seat, sort) =>
        c.store.insertSeat({
          service_id: serviceId,
          sort,
          code: seat.code,
          base: seat.base,
          per_minute: seat.perMinute,
          capacity: seat.capacity,
        }),
      );
    });
  }
}

function seedNetwork(store: TrafficStore, siteCode: string, network: CityNetwork): void {
  const numbers = new Set<string>();
  for (const mode of TRAFFIC_MODES) {
    const rng = mulberry32(hashString(`traffic:${siteCode}:${mode}`));
    const stationIds = new Map<string, number>();
    network[mode].stations.forEach((s, sort) =>
      stationIds.set(
        s.key,
        store.insertStation({ site_code: siteCode, mode, code: s.code ?? '', name: s.name, city: s.city, local: s.local ? 1 : 0, sort }),
      ),
    );
    const context: LineContext = { store, siteCode, mode, network, stationIds, numbers };
    for (const line of network[mode].lines) seedLine(context, line, rng);
  }
}

export function seed(db: Database.Database, env: SeedEnv): void {
  const store = trafficStore(db);
  for (const site of everyDemoSite(db)) {
    const network = NETWORKS[site.siteCode];
    if (!network) continue;
    seedNetwork(store, site.siteCode, network);
    env.addServiceMenu(
      site.siteCode,
      MENU.map((entry, i) => ({ name: entry.names[site.language], menuCode: entry.menuCode, icon: entry.icon, sort: 1 + i })),
    );
  }
}
