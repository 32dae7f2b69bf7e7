import type { PayloadSource } from '../../core/payload.ts';
/** res/api/resourceOrder/resourceDesc data (API.md "Venue and scenic reservation days"). */
export interface ResourceDescRow {
  id?: string | number | null;
  name?: string | null;
  type?: string | null;
  isOpen?: string | number | null;
  orderAddressType?: string | null;
  needLogin?: string | number | null;
  websiteUrl?: string | null;
  officialName?: string | null;
  officialUrl?: string | null;
  cancelStatus?: string | number | null;
  cancelTime?: string | number | null;
}

export interface OrderTimeRow {
  id: string | number;
  startTime?: string | null;
  endTime?: string | null;
  maxNum?: string | number | null;
  orderNum?: string | number | null;
  stock?: string | number | null;
}

/** commonOrderTimeList day. */
export interface CommonDayRow {
  date?: string | null;
  week?: string | number | null;
  currDayMaxNum?: string | number | null;
  orderNum?: string | number | null;
  stock?: string | number | null;
  resourceName?: string | null;
  orderTimes?: OrderTimeRow[] | null;
}

/** customOrderTimeList day. */
export interface CustomDayRow {
  date?: string | null;
  openStatus?: string | number | null;
  maxNum?: string | number | null;
  link?: string | null;
  jumpType?: string | null;
}

export interface PlatformRow {
  logo?: string | null;
  platfromName?: string | null;
  platformName?: string | null;
  url?: string | null;
}

/** What Reservation resolves from. */
export interface ReservationSource {
  resourceType: 'CONTENT_TYPE_VENUE' | 'CONTENT_TYPE_SCENERY';
  resourceId: string;
  desc: ResourceDescRow;
}

/** What this family's mutation payloads resolve from. */
export interface ReserveDayPayloadSource extends PayloadSource {
  /** The ReservationOrder made (orderCode). */
  orderCode?: string | null;
  /** The Venue or ScenicArea reserved (global id). */
  resourceGlobalId?: string | null;
}
