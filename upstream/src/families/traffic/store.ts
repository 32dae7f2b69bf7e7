/** Every SQL statement of the traffic family: stations, services, their stops and seat classes. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';

/** The three kinds of timetable (a station's and a service's `mode`). */
export const TRAFFIC_MODES = ['TRAIN', 'FLIGHT', 'COACH'] as const;
export type TrafficMode = (typeof TRAFFIC_MODES)[number];

export interface StationRow {
  id: number;
  site_code: string;
  mode: string;
  code: string;
  name: string;
  city: string;
  local: number;
  sort: number;
}

export interface ServiceRow {
  id: number;
  site_code: string;
  mode: string;
  number: string;
  operator: string;
  vehicle: string;
  run_days: number;
  booking_url: string;
}

export interface StopRow {
  service_id: number;
  seq: number;
  station_id: number;
  /** Minutes after midnight of the service's first day; null at its first stop. */
  arrive: number | null;
  /** Minutes after midnight of the service's first day; null at its last stop. */
  depart: number | null;
}

export interface SeatRow {
  service_id: number;
  sort: number;
  code: string;
  base: number;
  per_minute: number;
  capacity: number;
}

/** A service that calls at the boarding stop before the alighting one: both stops with it. */
export interface LegRow extends ServiceRow {
  from_seq: number;
  from_depart: number;
  to_seq: number;
  to_arrive: number;
}

export function trafficStore(db: Database.Database) {
  const sql = statementsOf(db);
  return {
    /** The site's stations of a mode: its own city first, then by sort. */
    stations: (siteCode: string, mode: TrafficMode) =>
      sql('SELECT * FROM traffic_stations WHERE site_code = ? AND mode = ? ORDER BY local DESC, sort, id').all(
        siteCode,
        mode,
      ) as StationRow[],
    station: (siteCode: string, mode: TrafficMode, id: number) =>
      sql('SELECT * FROM traffic_stations WHERE site_code = ? AND mode = ? AND id = ?').get(siteCode, mode, id) as StationRow | undefined,
    /** The services calling at `fromId` and later at `toId`, whatever the day. */
    legs: (siteCode: string, mode: TrafficMode, fromId: number, toId: number) =>
      sql(`SELECT s.*, a.seq AS from_seq, a.depart AS from_depart, b.seq AS to_seq, b.arrive AS to_arrive
        FROM traffic_services s
        JOIN traffic_stops a ON a.service_id = s.id AND a.station_id = ?
        JOIN traffic_stops b ON b.service_id = s.id AND b.station_id = ? AND b.seq > a.seq
        WHERE s.site_code = ? AND s.mode = ?
        ORDER BY a.depart, s.id`).all(fromId, toId, siteCode, mode) as LegRow[],
    service: (siteCode: string, mode: TrafficMode, id: number) =>
      sql('SELECT * FROM traffic_services WHERE site_code = ? AND mode = ? AND id = ?').get(siteCode, mode, id) as ServiceRow | undefined,
    /** A service's stops in order, with their stations. */
    stops: (serviceId: number) =>
      sql(`SELECT p.*, t.name AS station_name, t.city AS station_city FROM traffic_stops p
        JOIN traffic_stations t ON t.id = p.station_id WHERE p.service_id = ? ORDER BY p.seq`).all(serviceId) as (StopRow & {
        station_name: string;
        station_city: string;
      })[],
    /** The seat classes of the services, best class first. */
    seats: (serviceIds: readonly number[]) =>
      serviceIds.length === 0
        ? []
        : (sql(`SELECT * FROM traffic_seats WHERE service_id IN (SELECT value FROM json_each(?)) ORDER BY service_id, sort`).all(
            JSON.stringify(serviceIds),
          ) as SeatRow[]),
    insertStation: (row: Omit<StationRow, 'id'>) =>
      Number(
        sql('INSERT INTO traffic_stations (site_code, mode, code, name, city, local, sort) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
          row.site_code,
          row.mode,
          row.code,
          row.name,
          row.city,
          row.local,
          row.sort,
        ).lastInsertRowid,
      ),
    insertService: (row: Omit<ServiceRow, 'id'>) =>
      Number(
        sql(
          'INSERT INTO traffic_services (site_code, mode, number, operator, vehicle, run_days, booking_url) VALUES (?, ?, ?, ?, ?, ?, ?)',
        ).run(row.site_code, row.mode, row.number, row.operator, row.vehicle, row.run_days, row.booking_url).lastInsertRowid,
      ),
    insertStop: (row: StopRow) =>
      sql('INSERT INTO traffic_stops (service_id, seq, station_id, arrive, depart) VALUES (?, ?, ?, ?, ?)').run(
        row.service_id,
        row.seq,
        row.station_id,
        row.arrive,
        row.depart,
      ),
    insertSeat: (row: SeatRow) =>
      sql('INSERT INTO traffic_seats (service_id, sort, code, base, per_minute, capacity) VALUES (?, ?, ?, ?, ?, ?)').run(
        row.service_id,
        row.sort,
        row.code,
        row.base,
        row.per_minute,
        row.capacity,
      ),
  };
}

export type TrafficStore = ReturnType<typeof trafficStore>;
