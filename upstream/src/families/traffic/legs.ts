/** A service as the calls answer it: the stretch asked for on the date asked, its seat classes and stops. */
import { DAY_MS } from '../../time.ts';
import { dayString } from '../demo.ts';
import type { SiteLanguage } from '../demo.ts';
import type { LegRow, SeatRow, ServiceRow, StationRow, TrafficStore } from './store.ts';
import { clockOf, fareOf, seatsLeft, type SeatCode } from './timetable.ts';
import { SEAT_NAMES } from './texts.ts';

/** A station as the lists answer it. */
export function stationItem(row: StationRow): Record<string, string> {
  return { id: String(row.id), name: row.name, city: row.city, code: row.code, local: row.local ? '1' : '0' };
}

/** The China day (start instant) a minute of the service falls on, the service's first day being `firstDay`. */
const dayOfMinute = (firstDay: number, minute: number) => firstDay + Math.floor(minute / 1440) * DAY_MS;

export interface LegQuery {
  /** Start of the China day the traveller boards. */
  dayStart: number;
  /** "yyyy-MM-dd" of that day. */
  date: string;
  from: StationRow;
  to: StationRow;
  language: SiteLanguage;
}

function seatItems(service: ServiceRow, seats: readonly SeatRow[], q: LegQuery, minutes: number): Record<string, string>[] {
  return seats.map((seat) => ({
    code: seat.code,
    name: SEAT_NAMES[q.language][seat.code as SeatCode] ?? seat.code,
    price: String(fareOf(seat, minutes)),
    remain: String(seatsLeft(service.id, q.date, seat)),
  }));
}

/** One service's item for the stretch from → to boarded on the day. */
export function legItem(leg: LegRow, seats: readonly SeatRow[], q: LegQuery): Record<string, unknown> {
  const firstDay = q.dayStart - Math.floor(leg.from_depart / 1440) * DAY_MS;
  const minutes = leg.to_arrive - leg.from_depart;
  return {
    id: String(leg.id),
    number: leg.number,
    operator: leg.operator,
    vehicle: leg.vehicle,
    fromStationId: String(q.from.id),
    fromStation: q.from.name,
    fromCity: q.from.city,
    toStationId: String(q.to.id),
    toStation: q.to.name,
    toCity: q.to.city,
    departDate: q.date,
    departTime: clockOf(leg.from_depart),
    arriveDate: dayString(dayOfMinute(firstDay, leg.to_arrive)),
    arriveTime: clockOf(leg.to_arrive),
    duration: String(minutes),
    stopCount: String(leg.to_seq - leg.from_seq - 1),
    seats: seatItems(leg, seats, q, minutes),
    bookingUrl: leg.booking_url,
  };
}

/** The whole run of a service, each stop with its day, for the detail. */
export function stopItems(store: TrafficStore, leg: LegRow, dayStart: number): Record<string, string>[] {
  const firstDay = dayStart - Math.floor(leg.from_depart / 1440) * DAY_MS;
  return store.stops(leg.id).map((s) => ({
    seq: String(s.seq),
    stationId: String(s.station_id),
    station: s.station_name,
    city: s.station_city,
    arriveDate: s.arrive === null ? '' : dayString(dayOfMinute(firstDay, s.arrive)),
    arriveTime: s.arrive === null ? '' : clockOf(s.arrive),
    departDate: s.depart === null ? '' : dayString(dayOfMinute(firstDay, s.depart)),
    departTime: s.depart === null ? '' : clockOf(s.depart),
    stay: s.arrive === null || s.depart === null ? '' : String(s.depart - s.arrive),
  }));
}
