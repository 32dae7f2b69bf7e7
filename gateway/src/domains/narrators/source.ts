import type { InterpretationSessionSource, NarratorOfferSource, OfferRow, SessionRow } from './types.ts';

export const offerSource = (row: OfferRow): NarratorOfferSource => ({ __typename: 'NarratorOffer', id: String(row.placeId), row });
export const sessionSource = (row: SessionRow): InterpretationSessionSource => ({
  __typename: 'InterpretationSession',
  id: String(row.id),
  row,
});
