import type { PayloadSource } from '../../core/payload.ts';
/** res/api/route/getRouteList productListVO item (API.md "Routes for sale"). */
export interface RouteRow {
  id: string | number;
  sn?: string | null;
  name?: string | null;
  price?: string | number | null;
  saleType?: string | number | null;
  upperTime?: string | null;
  lowerTime?: string | null;
  currentDate?: string | null;
  remindStatus?: string | number | null;
  thumbImageUrl?: string | null;
  url?: string | null;
}

export interface RouteNotesRow {
  reservationNotes?: string | null;
  included?: string | null;
  exclude?: string | null;
  considerations?: string | null;
}

export interface RouteForSaleSource {
  __typename: 'RouteForSale';
  /** The scenic area the route is sold on. */
  scenicId: string;
  row: RouteRow;
}

/** What this family's mutation payloads resolve from. */
export interface RoutePayloadSource extends PayloadSource {
  /** RouteForSale raw id `scenicId:productId`. */
  routeRawId?: string | null;
}
