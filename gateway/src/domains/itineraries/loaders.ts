import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { each } from '../../core/loaders.ts';
import { journeyDetail, journeyLabels } from './upstream.ts';
import type { JourneyRow, LabelRow } from './types.ts';

/** The itineraries' per-request loaders (one call per key, once per request). */
export interface ItineraryLoaders {
  /** The preference labels by site code. */
  labels: DataLoader<string, LabelRow[]>;
  /** Itinerary details (days, stops, legs) by id; null when missing or not the viewer's. */
  detail: DataLoader<string, JourneyRow | null>;
}

export function createItineraryLoaders({ upstream }: RequestScope): ItineraryLoaders {
  return {
    labels: new DataLoader(each((code: string) => journeyLabels(upstream.forSite(code)))),
    detail: new DataLoader(each((id: string) => journeyDetail(upstream, id))),
  };
}
