import type { UpstreamClient } from '../../core/upstream/client.ts';
import { decodeData, type UpstreamPage } from '../../core/upstream/envelope.ts';
import type { TrafficMode } from '../../generated/resolvers-types.ts';
import type { StationRow, Stretch, TripRow } from './types.ts';

/** Each timetable's calls (API.md "Trains, flights and coaches"). */
const PATHS: Readonly<Record<TrafficMode, { stations: string; search: string; detail: string }>> = {
  TRAIN: { stations: 'resExt/api/gov/train/stations', search: 'resExt/api/gov/train/search', detail: 'resExt/api/gov/train/detail' },
  FLIGHT: { stations: 'traffic/aviation/airports', search: 'traffic/aviation/search', detail: 'traffic/aviation/detail' },
  COACH: { stations: 'coach/stations', search: 'coach/search', detail: 'coach/detail' },
};

/** The site's stations of a timetable (one unpaged list). */
export async function stationList(upstream: UpstreamClient, mode: TrafficMode): Promise<StationRow[]> {
  return (await upstream.getPage<StationRow>(PATHS[mode].stations)).items;
}

/** A page of the services of the stretch's day. */
export function tripPage(upstream: UpstreamClient, stretch: Stretch, currPage: number, pageSize: number): Promise<UpstreamPage<TripRow>> {
  return upstream.getPage<TripRow>(PATHS[stretch.mode].search, {
    from: stretch.from,
    to: stretch.to,
    date: stretch.date,
    currPage,
    pageSize,
  });
}

/** One service on the stretch's day with its stops; null when it does not run then. */
export async function tripDetail(upstream: UpstreamClient, stretch: Stretch, id: string): Promise<TripRow | null> {
  const envelope = await upstream.get(PATHS[stretch.mode].detail, { id, from: stretch.from, to: stretch.to, date: stretch.date });
  return envelope.code === 1 ? null : decodeData<TripRow>(envelope);
}
