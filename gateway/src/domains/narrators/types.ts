import type { PayloadSource } from '../../core/payload.ts';

/** res/api/narrator/offer (API.md "Narrators and interpretation sessions"). */
export interface OfferRow {
  placeId: string;
  placeName?: string | null;
  resourceType?: string | null;
  price?: string | number | null;
  minNum?: string | number | null;
  maxNum?: string | number | null;
  cancelStatus?: string | number | null;
  cancelTime?: string | number | null;
  notes?: string | null;
  noteMaxLength?: string | number | null;
  languages?: unknown;
  narrators?: NarratorRow[] | null;
}

export interface NarratorRow {
  id: string | number;
  name?: string | null;
  languages?: unknown;
  photo?: string | null;
  intro?: string | null;
}

/** res/api/narrator/days item. */
export interface NarratorDayRow {
  date: string;
  week?: string | number | null;
  orderTimes?: NarratorSlotRow[] | null;
}

export interface NarratorSlotRow {
  id: string | number;
  startTime?: string | null;
  endTime?: string | null;
  freeNum?: string | number | null;
  languages?: unknown;
}

/** res/api/guideService/byPlaces item. */
export interface PlaceServicesRow {
  placeId: string | number;
  narrator?: string | number | null;
  sessionNum?: string | number | null;
}

/** An interpretation session (res/api/interpretation/list, byIds). */
export interface SessionRow {
  id: string | number;
  title?: string | null;
  placeId?: string | number | null;
  placeName?: string | null;
  placeType?: string | null;
  images?: string | null;
  language?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  maxNum?: string | number | null;
  stock?: string | number | null;
  maxPerOrder?: string | number | null;
  price?: string | number | null;
  cancelStatus?: string | number | null;
  cancelTime?: string | number | null;
  intro?: string | null;
}

export interface NarratorOfferSource {
  __typename: 'NarratorOffer';
  id: string;
  row: OfferRow;
}

export interface InterpretationSessionSource {
  __typename: 'InterpretationSession';
  id: string;
  row: SessionRow;
}

/** A day of an offer with the offer's place (slot keys). */
export interface NarratorDaySource {
  placeId: string;
  row: NarratorDayRow;
}

export interface NarratorSlotSource {
  date: string;
  row: NarratorSlotRow;
}

/** The nested narratorInfo / interpretationInfo of a reservation order, with its order code and kind. */
export interface GuideBookingSource {
  kind: 'NARRATOR' | 'INTERPRETATION';
  orderCode: string;
  info: Record<string, unknown>;
}

export interface BookNarratorPayloadSource extends PayloadSource {
  orderCode?: string | null;
  placeId?: string | null;
}

export interface BookInterpretationPayloadSource extends PayloadSource {
  orderCode?: string | null;
  sessionId?: string | null;
}
