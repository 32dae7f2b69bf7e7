import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { asError, each } from '../../core/loaders.ts';
import type { UpstreamClient } from '../../core/upstream/client.ts';
import { heritageIndex, heritageMapData, kindByIds, kindDetail, type KindName, type KindRows } from './upstream.ts';
import type { HomeRow, MapRow } from './types.ts';
import { isUpstreamId } from '../../core/upstream/errors.ts';

/** An item and whether it is the detail object. */
export interface Loaded<R> {
  row: R;
  detailed: boolean;
}

export interface KindLoaders<R> {
  /**
   * Items by id, batched: one key asks the detail (the detail screen's one call), several ask
   * the list with `ids` (one call for a page of favourites or links). Null when missing.
   */
  byId: DataLoader<string, Loaded<R> | null>;
  /** Details by id (body, linked lists); null when missing. */
  detail: DataLoader<string, R | null>;
}

export interface HeritageLoaders {
  project: KindLoaders<KindRows['project']>;
  inheritor: KindLoaders<KindRows['inheritor']>;
  base: KindLoaders<KindRows['base']>;
  food: KindLoaders<KindRows['food']>;
  news: KindLoaders<KindRows['news']>;
  media: KindLoaders<KindRows['media']>;
  /** The home's aggregate, once per request. */
  home(): Promise<HomeRow | null>;
  /** The map data, once per request. */
  map(): Promise<MapRow | null>;
}

function kindLoaders<K extends KindName>(upstream: UpstreamClient, kind: K): KindLoaders<KindRows[K]> {
  const detail = new DataLoader<string, KindRows[K] | null>(
    each(async (id: string) => {
      if (!isUpstreamId(id)) return null;
      if (kind === 'media') return (await kindByIds(upstream, kind, [id]))[0] ?? null;
      return (await kindDetail(upstream, kind as Exclude<KindName, 'media'>, id)) as KindRows[K] | null;
    }),
  );
  const byId = new DataLoader<string, Loaded<KindRows[K]> | null>(
    async (ids) => {
      const valid = ids.filter((id) => isUpstreamId(id));
      if (valid.length === 1 && kind !== 'media') {
        const row = await detail.load(valid[0]!).catch(asError);
        if (row instanceof Error) return ids.map(() => row);
        return ids.map((id) => (row && id === valid[0] ? { row, detailed: true } : null));
      }
      if (valid.length === 0) return ids.map(() => null);
      try {
        const rows = await kindByIds(upstream, kind, valid);
        const byKey = new Map(rows.map((row) => [String(row.id), row]));
        return ids.map((id) => {
          const row = byKey.get(id);
          return row ? { row, detailed: kind === 'media' } : null;
        });
      } catch (error) {
        return ids.map(() => asError(error));
      }
    },
    { maxBatchSize: 100 },
  );
  return { byId, detail };
}

export function createHeritageLoaders({ upstream }: RequestScope): HeritageLoaders {
  let home: Promise<HomeRow | null> | null = null;
  let map: Promise<MapRow | null> | null = null;
  return {
    project: kindLoaders(upstream, 'project'),
    inheritor: kindLoaders(upstream, 'inheritor'),
    base: kindLoaders(upstream, 'base'),
    food: kindLoaders(upstream, 'food'),
    news: kindLoaders(upstream, 'news'),
    media: kindLoaders(upstream, 'media'),
    home: () => (home ??= heritageIndex(upstream)),
    map: () => (map ??= heritageMapData(upstream)),
  };
}
