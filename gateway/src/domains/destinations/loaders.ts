import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { each } from '../../core/loaders.ts';
import { cardDetail } from './upstream.ts';
import type { CityCardRow } from './types.ts';

export interface DestinationLoaders {
  /** Card details by id; null when missing. */
  card: DataLoader<string, CityCardRow | null>;
}

export function createDestinationLoaders({ upstream }: RequestScope): DestinationLoaders {
  return { card: new DataLoader(each((id: string) => cardDetail(upstream, id))) };
}
