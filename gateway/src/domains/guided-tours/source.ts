import type { GuidedTourSource, TourRow } from './types.ts';

export function tourSource(row: TourRow): GuidedTourSource {
  return { __typename: 'GuidedTour', id: String(row.id), row };
}
