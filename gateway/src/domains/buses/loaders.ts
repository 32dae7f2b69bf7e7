import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { text } from '../../core/normalise.ts';
import { IDS_PER_CALL, departures, lineDetail, linesByIds, stopsByIds } from './upstream.ts';
import type { BusDeparturesRow, BusLineDetailRow, BusLineRow, BusStopRow } from './types.ts';

export interface BusLoaders {
  /** Lines by upstream id: one `lineList?ids=` call per 50 ids of the batch; null when not the site's. */
  line: DataLoader<string, BusLineRow | null>;
  /** Stops by upstream id, with their lines: one `stationList?ids=` call per 50 ids; null when not the site's. */
  stop: DataLoader<string, BusStopRow | null>;
  /** A line with both directions and their stops (the line page: one line at a time). */
  detail: DataLoader<string, BusLineDetailRow | null>;
  /** The next departures from a stop (the stop asked about: one at a time). */
  departures: DataLoader<string, BusDeparturesRow | null>;
}

/** A batch read through an `ids` list call, answered in key order. */
function byIds<R extends { id?: unknown }>(read: (ids: readonly string[]) => Promise<R[]>): DataLoader<string, R | null> {
  return new DataLoader(
    async (keys: readonly string[]) => {
      const chunks: string[][] = [];
      for (let i = 0; i < keys.length; i += IDS_PER_CALL) chunks.push(keys.slice(i, i + IDS_PER_CALL));
      const rows = (await Promise.all(chunks.map(read))).flat();
      const found = new Map(rows.map((row) => [text(row.id) ?? '', row] as const));
      return keys.map((key) => found.get(key) ?? null);
    },
    { maxBatchSize: IDS_PER_CALL * 4 },
  );
}

export function createBusLoaders({ upstream }: RequestScope): BusLoaders {
  return {
    line: byIds((ids) => linesByIds(upstream, ids)),
    stop: byIds((ids) => stopsByIds(upstream, ids)),
    detail: new DataLoader((keys: readonly string[]) => Promise.all(keys.map((id) => lineDetail(upstream, id)))),
    departures: new DataLoader((keys: readonly string[]) => Promise.all(keys.map((id) => departures(upstream, id)))),
  };
}
