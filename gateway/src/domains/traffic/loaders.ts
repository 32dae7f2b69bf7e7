import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { each } from '../../core/loaders.ts';
import type { TrafficMode } from '../../generated/resolvers-types.ts';
import { stationList, tripDetail } from './upstream.ts';
import type { StationRow, Stretch, TripRow } from './types.ts';

export interface TrafficLoaders {
  /** A timetable's stations, one read per mode per request (the pickers and the search's checks). */
  stations: DataLoader<TrafficMode, StationRow[]>;
  /** A trip's detail by its raw id (`mode:service:from:to:date`); null when it does not run then. */
  detail: DataLoader<string, TripRow | null>;
}

/** A trip's raw id: the timetable, the service and the stretch's stations and day. */
export function tripRawId(stretch: Stretch, id: string): string {
  return `${stretch.mode}:${id}:${stretch.from}:${stretch.to}:${stretch.date}`;
}

const MODES: readonly string[] = ['TRAIN', 'FLIGHT', 'COACH'];

/** The stretch and the service of a raw id; null when it is not one. */
export function parseTripRawId(raw: string): { stretch: Stretch; id: string } | null {
  const m = /^([A-Z]+):(\d{1,12}):(\d{1,12}):(\d{1,12}):(\d{4}-\d{2}-\d{2})$/.exec(raw);
  if (!m || !MODES.includes(m[1]!)) return null;
  return { stretch: { mode: m[1] as TrafficMode, from: m[3]!, to: m[4]!, date: m[5]! }, id: m[2]! };
}

export function createTrafficLoaders({ upstream }: RequestScope): TrafficLoaders {
  return {
    stations: new DataLoader(each((mode: TrafficMode) => stationList(upstream, mode))),
    // a detail screen shows one trip: one call each
    detail: new DataLoader(
      each((raw: string) => {
        const parsed = parseTripRawId(raw);
        return parsed ? tripDetail(upstream, parsed.stretch, parsed.id) : Promise.resolve(null);
      }),
    ),
  };
}
