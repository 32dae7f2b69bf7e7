import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { each } from '../../core/loaders.ts';
import { listByQuery, type PageItemSource } from './shelf.ts';
import { pageDetail } from './upstream.ts';
import type { PageRow } from './types.ts';

export interface PageLoaders {
  /** Pages by key; null when the site has none of that key. */
  page: DataLoader<string, PageRow | null>;
  /**
   * The items of a shelf or ranking chosen by query, by the query's canonical text (shelf.ts
   * `queryKey`): two sections listing the same thing cost one upstream call.
   */
  list: DataLoader<string, PageItemSource[]>;
}

export function createPageLoaders({ upstream }: RequestScope): PageLoaders {
  return {
    page: new DataLoader(each((key: string) => pageDetail(upstream, key))),
    list: new DataLoader(each((key: string) => listByQuery(upstream, key))),
  };
}
