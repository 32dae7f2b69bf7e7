/** Every SQL statement of the buses family. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';

export interface BusStopRow {
  id: number;
  site_code: string;
  name: string;
  longitude: number;
  latitude: number;
}

export interface BusLineRow {
  id: number;
  site_code: string;
  name: string;
  operator: string;
  fare: number;
  interval_minutes: number;
}

export interface BusDirectionRow {
  line_id: number;
  direction: number;
  first_time: string;
  last_time: string;
}

/** One stop of a direction of a line: where it is in the run and the minutes from the terminus. */
export interface LineStopRow {
  line_id: number;
  direction: number;
  seq: number;
  minutes: number;
  stop_id: number;
  name: string;
  longitude: number;
  latitude: number;
}

/** A line calling at a stop (for the stops' line lists). */
export interface StopLineRow {
  stop_id: number;
  line_id: number;
  name: string;
}

const LIKE = "'%' || ? || '%'";

export function busesStore(db: Database.Database) {
  const sql = statementsOf(db);
  const ids = (values: readonly number[]) => JSON.stringify(values);
  return {
    insertStop: (s: Omit<BusStopRow, 'id'> & { sort: number }) =>
      Number(
        sql('INSERT INTO bus_stops (site_code, name, longitude, latitude, sort) VALUES (?, ?, ?, ?, ?)').run(
          s.site_code,
          s.name,
          s.longitude,
          s.latitude,
          s.sort,
        ).lastInsertRowid,
      ),
    insertLine: (l: Omit<BusLineRow, 'id'> & { sort: number }) =>
      Number(
        sql('INSERT INTO bus_lines (site_code, name, operator, fare, interval_minutes, sort) VALUES (?, ?, ?, ?, ?, ?)').run(
          l.site_code,
          l.name,
          l.operator,
          l.fare,
          l.interval_minutes,
          l.sort,
        ).lastInsertRowid,
      ),
    insertDirection: (d: BusDirectionRow) =>
      sql('INSERT INTO bus_line_directions (line_id, direction, first_time, last_time) VALUES (?, ?, ?, ?)').run(
        d.line_id,
        d.direction,
        d.first_time,
        d.last_time,
      ),
    insertLineStop: (lineId: number, direction: number, seq: number, stopId: number, minutes: number) =>
      sql('INSERT INTO bus_line_stops (line_id, direction, seq, stop_id, minutes) VALUES (?, ?, ?, ?, ?)').run(
        lineId,
        direction,
        seq,
        stopId,
        minutes,
      ),

    /** The site's lines whose name contains the text ("" for all), by sort. */
    linesNamed: (site: string, name: string, limit: number, offset: number) =>
      sql(`SELECT * FROM bus_lines WHERE site_code = ? AND name LIKE ${LIKE} ORDER BY sort, id LIMIT ? OFFSET ?`).all(
        site,
        name,
        limit,
        offset,
      ) as BusLineRow[],
    countLinesNamed: (site: string, name: string) =>
      (sql(`SELECT COUNT(*) AS n FROM bus_lines WHERE site_code = ? AND name LIKE ${LIKE}`).get(site, name) as { n: number }).n,
    /** The site's lines among the ids, by sort. */
    linesByIds: (site: string, lineIds: readonly number[]) =>
      sql('SELECT * FROM bus_lines WHERE site_code = ? AND id IN (SELECT value FROM json_each(?)) ORDER BY sort, id').all(
        site,
        ids(lineIds),
      ) as BusLineRow[],
    directionsOf: (lineIds: readonly number[]) =>
      sql('SELECT * FROM bus_line_directions WHERE line_id IN (SELECT value FROM json_each(?)) ORDER BY line_id, direction').all(
        ids(lineIds),
      ) as BusDirectionRow[],
    /** The stops of the lines, every direction, in order. */
    lineStopsOf: (lineIds: readonly number[]) =>
      sql(`SELECT ls.line_id, ls.direction, ls.seq, ls.minutes, s.id AS stop_id, s.name, s.longitude, s.latitude
        FROM bus_line_stops ls JOIN bus_stops s ON s.id = ls.stop_id
        WHERE ls.line_id IN (SELECT value FROM json_each(?)) ORDER BY ls.line_id, ls.direction, ls.seq`).all(ids(lineIds)) as LineStopRow[],

    /** The site's stops whose name contains the text ("" for all), by sort. */
    stopsNamed: (site: string, name: string, limit: number, offset: number) =>
      sql(`SELECT * FROM bus_stops WHERE site_code = ? AND name LIKE ${LIKE} ORDER BY sort, id LIMIT ? OFFSET ?`).all(
        site,
        name,
        limit,
        offset,
      ) as BusStopRow[],
    countStopsNamed: (site: string, name: string) =>
      (sql(`SELECT COUNT(*) AS n FROM bus_stops WHERE site_code = ? AND name LIKE ${LIKE}`).get(site, name) as { n: number }).n,
    stopsByIds: (site: string, stopIds: readonly number[]) =>
      sql('SELECT * FROM bus_stops WHERE site_code = ? AND id IN (SELECT value FROM json_each(?)) ORDER BY sort, id').all(
        site,
        ids(stopIds),
      ) as BusStopRow[],
    /** A page of the site's stops, nearest to the point first. */
    stopsNearest: (site: string, point: { latitude: number; longitude: number }, limit: number, offset: number) =>
      sql(`SELECT * FROM bus_stops WHERE site_code = ?
        ORDER BY distance_km(latitude, longitude, ?, ?), sort, id LIMIT ? OFFSET ?`).all(
        site,
        point.latitude,
        point.longitude,
        limit,
        offset,
      ) as BusStopRow[],
    countStops: (site: string) => (sql('SELECT COUNT(*) AS n FROM bus_stops WHERE site_code = ?').get(site) as { n: number }).n,
    /** The lines calling at the stops (once per line and stop), by line sort. */
    linesAtStops: (stopIds: readonly number[]) =>
      sql(`SELECT DISTINCT ls.stop_id, l.id AS line_id, l.name, l.sort FROM bus_line_stops ls JOIN bus_lines l ON l.id = ls.line_id
        WHERE ls.stop_id IN (SELECT value FROM json_each(?)) ORDER BY ls.stop_id, l.sort, l.id`).all(ids(stopIds)) as StopLineRow[],
    /** The runs calling at the stop: every direction of every line through it, with the stop's place in it. */
    callsAt: (stopId: number) =>
      sql(`SELECT ls.line_id, ls.direction, ls.seq, ls.minutes FROM bus_line_stops ls
        WHERE ls.stop_id = ? ORDER BY ls.line_id, ls.direction`).all(stopId) as {
        line_id: number;
        direction: number;
        seq: number;
        minutes: number;
      }[],
  };
}

export type BusesStore = ReturnType<typeof busesStore>;
