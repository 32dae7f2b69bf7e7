/** Upstream rows of the traffic family (API.md "Trains, flights and coaches") and what the types resolve from. */
import type { UserErrorSource } from '../../core/user-errors.ts';
import type { TrafficMode } from '../../generated/resolvers-types.ts';

export interface StationRow {
  id?: unknown;
  name?: unknown;
  city?: unknown;
  code?: unknown;
  local?: unknown;
}

export interface SeatRow {
  code?: unknown;
  name?: unknown;
  price?: unknown;
  remain?: unknown;
}

export interface StopRow {
  seq?: unknown;
  stationId?: unknown;
  station?: unknown;
  city?: unknown;
  arriveDate?: unknown;
  arriveTime?: unknown;
  departDate?: unknown;
  departTime?: unknown;
  stay?: unknown;
}

/** A search item; the detail adds `stops`. */
export interface TripRow {
  id?: unknown;
  number?: unknown;
  operator?: unknown;
  vehicle?: unknown;
  fromStationId?: unknown;
  fromStation?: unknown;
  fromCity?: unknown;
  toStationId?: unknown;
  toStation?: unknown;
  toCity?: unknown;
  departDate?: unknown;
  departTime?: unknown;
  arriveDate?: unknown;
  arriveTime?: unknown;
  duration?: unknown;
  stopCount?: unknown;
  seats?: unknown;
  bookingUrl?: unknown;
  stops?: unknown;
}

/** A search's stretch: the timetable, the stations and the day (what a trip's id carries besides the service). */
export interface Stretch {
  mode: TrafficMode;
  from: string;
  to: string;
  date: string;
}

/** What TrafficTrip resolves from: the service's upstream id, the stretch and the row. */
export interface TripSource {
  __typename: 'TrafficTrip';
  id: string;
  stretch: Stretch;
  row: TripRow;
}

/** What TrafficCall resolves from. */
export interface CallSource {
  stationKey: string;
  stationName: string;
  city: string;
  date: string;
  time: string;
}

/** What TrafficStop resolves from. */
export interface StopSource {
  row: StopRow;
  from: string;
  to: string;
}

/** What TrafficSearchResult resolves from: the refusals, or the stretch its trips are read for. */
export interface SearchSource {
  errors: UserErrorSource[];
  stretch: Stretch | null;
}
