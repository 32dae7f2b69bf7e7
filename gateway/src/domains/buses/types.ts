/** The buses family's rows as `busSubways/...` answers them (API.md "City buses"), and what the types resolve from. */
import type { UserErrorSource } from '../../core/user-errors.ts';

/** A `lineList` item. */
export interface BusLineRow {
  id?: unknown;
  lineName?: unknown;
  startStation?: unknown;
  endStation?: unknown;
  firstTime?: unknown;
  lastTime?: unknown;
  price?: unknown;
  interval?: unknown;
  operator?: unknown;
  stationCount?: unknown;
}

/** A stop as `stationList` / `nearStations` answer it, or as a line's stop (no `lines` then). */
export interface BusStopRow {
  id?: unknown;
  stationName?: unknown;
  longitude?: unknown;
  latitude?: unknown;
  distance?: unknown;
  minutes?: unknown;
  lines?: unknown;
}

export interface BusDirectionRow {
  direction?: unknown;
  startStation?: unknown;
  endStation?: unknown;
  firstTime?: unknown;
  lastTime?: unknown;
  stations?: unknown;
}

/** `lineDetail`'s data. */
export interface BusLineDetailRow extends BusLineRow {
  directions?: unknown;
}

export interface BusDepartureRow {
  lineId?: unknown;
  lineName?: unknown;
  direction?: unknown;
  towards?: unknown;
  firstTime?: unknown;
  lastTime?: unknown;
  nextDay?: unknown;
  times?: unknown;
  waitMinutes?: unknown;
}

/** `departures`' data. */
export interface BusDeparturesRow {
  stationId?: unknown;
  stationName?: unknown;
  time?: unknown;
  departures?: unknown;
}

export interface BusLineSource {
  __typename: 'BusLine';
  id: string;
  row: BusLineRow;
}

export interface BusStopSource {
  __typename: 'BusStop';
  id: string;
  row: BusStopRow;
  /** The visitor's position of a nearby list (the stop's `distance` is from it). */
  near: { longitude: number; latitude: number } | null;
}

export interface BusDirectionSource {
  row: BusDirectionRow;
}

export interface BusLineStopSource {
  row: BusStopRow;
}

export interface BusDepartureSource {
  row: BusDepartureRow;
}

/** A search that ran (no errors) or was refused (errors, no list). */
export interface BusSearchSource {
  keyword: string;
  errors: UserErrorSource[];
}

export interface BusStopsNearSource {
  near: { longitude: number; latitude: number } | null;
  errors: UserErrorSource[];
}
