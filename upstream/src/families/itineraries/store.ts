/** Every SQL statement of the itineraries family: journeys, their days and stops (sources), labels, and the places they use. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';
import type { PlannedStop, PlannerPlace, StopReason } from './planner.ts';

export interface JourneyRow {
  id: number;
  site_code: string;
  user_id: number | null;
  name: string;
  summary: string;
  days: number;
  play_hours: number;
  start_date: string | null;
  label_ids: string;
  scenic_ids: string;
  unplaced_ids: string;
  source: 'RECOMMEND' | 'AI' | 'COPY';
  copied_from: number | null;
  copy_num: number;
  version: number;
  deleted: number;
  sort: number;
  created_at: number;
  updated_at: number;
}

export interface SourceRow {
  id: number;
  journey_id: number;
  day_id: number;
  place_id: number;
  sort: number;
  arrive: number | null;
  leave: number | null;
  stay_minutes: number;
  wait_minutes: number;
  reason: StopReason;
  reason_label: string;
  travel_mode: string | null;
  travel_minutes: number | null;
  travel_meters: number | null;
}

/** A place as a journey shows it. */
export type JourneyPlace = PlannerPlace & { images: string; address: string; region_name: string };

/** A journey row to insert (the plan's unplaced destinations included). */
export interface JourneyInsert {
  siteCode: string;
  userId: number | null;
  name: string;
  summary: string;
  days: number;
  playHours: number;
  startDate: string | null;
  labelIds: string;
  scenicIds: string;
  unplacedIds: string;
  source: JourneyRow['source'];
  copiedFrom: number | null;
  sort: number;
  at: number;
}

/** One end of a travel query found by a stop: the place and the journey's owner. */
export interface SourceEnd {
  name: string;
  address: string;
  longitude: number;
  latitude: number;
  user_id: number | null;
}

const PLACE_COLUMNS = 'id, resource_type, name, level, longitude, latitude, open_time_start, open_time_end, parent_id';
const marks = (n: number) => Array.from({ length: n }, () => '?').join(',');
const SOURCE_COLUMNS =
  'place_id, sort, arrive, leave, stay_minutes, wait_minutes, reason, reason_label, travel_mode, travel_minutes, travel_meters';

export function itinerariesStore(db: Database.Database) {
  const sql = statementsOf(db);
  return {
    /** Every place of a site the planner may use. */
    sitePlaces: (siteCode: string) =>
      sql(`SELECT ${PLACE_COLUMNS} FROM places WHERE site_code = ? ORDER BY sort, id`).all(siteCode) as PlannerPlace[],
    placesById(ids: readonly number[]): Map<number, JourneyPlace> {
      if (ids.length === 0) return new Map();
      const rows = sql(`SELECT ${PLACE_COLUMNS}, images, address, region_name FROM places WHERE id IN (${marks(ids.length)})`).all(
        ...ids,
      ) as JourneyPlace[];
      return new Map(rows.map((r) => [r.id, r]));
    },
    placeOnSite: (id: number, siteCode: string) =>
      sql('SELECT id FROM places WHERE id = ? AND site_code = ?').get(id, siteCode) as { id: number } | undefined,
    labels: (siteCode: string) =>
      sql('SELECT id, code, name FROM journey_labels WHERE site_code = ? ORDER BY sort, id').all(siteCode) as {
        id: number;
        code: string;
        name: string;
      }[],
    labelsOf(siteCode: string, ids: readonly number[]): Array<{ id: number; name: string; kinds: string }> {
      if (ids.length === 0) return [];
      return sql(`SELECT id, name, kinds FROM journey_labels WHERE site_code = ? AND id IN (${marks(ids.length)}) ORDER BY sort, id`).all(
        siteCode,
        ...ids,
      ) as { id: number; name: string; kinds: string }[];
    },
    /** A journey of the site that is not deleted. */
    journey: (siteCode: string, id: number) =>
      sql('SELECT * FROM journeys WHERE id = ? AND site_code = ? AND deleted = 0').get(id, siteCode) as JourneyRow | undefined,
    journeyById: (id: number) => sql('SELECT * FROM journeys WHERE id = ?').get(id) as JourneyRow,
    /** The site's recommended journeys (`userId` null), or a user's own. */
    journeyCount: (siteCode: string, userId: number | null) =>
      (
        (userId === null
          ? sql('SELECT COUNT(*) AS n FROM journeys WHERE site_code = ? AND user_id IS NULL AND deleted = 0').get(siteCode)
          : sql('SELECT COUNT(*) AS n FROM journeys WHERE site_code = ? AND user_id = ? AND deleted = 0').get(siteCode, userId)) as {
          n: number;
        }
      ).n,
    /** Recommended ones by sort; one's own, the last changed first. */
    journeyPage: (siteCode: string, userId: number | null, limit: number, offset: number) =>
      (userId === null
        ? sql(
            'SELECT * FROM journeys WHERE site_code = ? AND user_id IS NULL AND deleted = 0 ORDER BY sort, id, id DESC LIMIT ? OFFSET ?',
          ).all(siteCode, limit, offset)
        : sql(
            'SELECT * FROM journeys WHERE site_code = ? AND user_id = ? AND deleted = 0 ORDER BY updated_at DESC, id DESC LIMIT ? OFFSET ?',
          ).all(siteCode, userId, limit, offset)) as JourneyRow[],
    addJourney: (j: JourneyInsert) =>
      Number(
        sql(`INSERT INTO journeys (site_code, user_id, name, summary, days, play_hours, start_date, label_ids, scenic_ids, unplaced_ids, source, copied_from, sort, created_at, updated_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
          j.siteCode,
          j.userId,
          j.name,
          j.summary,
          j.days,
          j.playHours,
          j.startDate,
          j.labelIds,
          j.scenicIds,
          j.unplacedIds,
          j.source,
          j.copiedFrom,
          j.sort,
          j.at,
          j.at,
        ).lastInsertRowid,
      ),
    /** A copy of a journey for a user (no start date, sort 0): its id. */
    addCopy: (from: JourneyRow, userId: number, at: number) =>
      Number(
        sql(`INSERT INTO journeys (site_code, user_id, name, summary, days, play_hours, start_date, label_ids, scenic_ids, unplaced_ids, source, copied_from, created_at, updated_at)
          VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, 'COPY', ?, ?, ?)`).run(
          from.site_code,
          userId,
          from.name,
          from.summary,
          from.days,
          from.play_hours,
          from.label_ids,
          from.scenic_ids,
          from.unplaced_ids,
          from.id,
          at,
          at,
        ).lastInsertRowid,
      ),
    copied: (id: number) => void sql('UPDATE journeys SET copy_num = copy_num + 1 WHERE id = ?').run(id),
    rename: (id: number, name: string) => void sql('UPDATE journeys SET name = ? WHERE id = ?').run(name, id),
    /** A change: the journey's version goes up. */
    touch: (id: number, at: number) => void sql('UPDATE journeys SET version = version + 1, updated_at = ? WHERE id = ?').run(at, id),
    remove: (id: number, at: number) => void sql('UPDATE journeys SET deleted = 1, updated_at = ? WHERE id = ?').run(at, id),
    addDay: (journeyId: number, dayNo: number) =>
      Number(sql('INSERT INTO journey_days (journey_id, day_no) VALUES (?, ?)').run(journeyId, dayNo).lastInsertRowid),
    days: (journeyId: number) =>
      sql('SELECT * FROM journey_days WHERE journey_id = ? ORDER BY day_no').all(journeyId) as { id: number; day_no: number }[],
    day: (journeyId: number, id: number) =>
      sql('SELECT * FROM journey_days WHERE id = ? AND journey_id = ?').get(id, journeyId) as { id: number; day_no: number } | undefined,
    /** Copies a day's stops to another journey's day. */
    copyDay: (journeyId: number, dayId: number, fromDayId: number) =>
      void sql(`INSERT INTO journey_sources (journey_id, day_id, ${SOURCE_COLUMNS})
        SELECT ?, ?, ${SOURCE_COLUMNS} FROM journey_sources WHERE day_id = ?`).run(journeyId, dayId, fromDayId),
    /** Writes a day's stops (replacing the day's rows). */
    writeDay(journeyId: number, dayId: number, stops: readonly PlannedStop[]): void {
      sql('DELETE FROM journey_sources WHERE day_id = ?').run(dayId);
      const insert =
        sql(`INSERT INTO journey_sources (journey_id, day_id, place_id, sort, arrive, leave, stay_minutes, wait_minutes, reason, reason_label, travel_mode, travel_minutes, travel_meters)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
      stops.forEach((s, i) =>
        insert.run(
          journeyId,
          dayId,
          s.placeId,
          (i + 1) * 10,
          s.arrive,
          s.leave,
          s.stay,
          s.wait,
          s.reason,
          s.reasonLabel,
          s.leg?.mode ?? null,
          s.leg?.minutes ?? null,
          s.leg?.meters ?? null,
        ),
      );
    },
    /** Keeps a stop (its id) with new times and leg. */
    retimeSource: (id: number, sort: number, stop: PlannedStop) =>
      void sql(
        'UPDATE journey_sources SET sort = ?, arrive = ?, leave = ?, stay_minutes = ?, wait_minutes = ?, travel_mode = ?, travel_minutes = ?, travel_meters = ? WHERE id = ?',
      ).run(
        sort,
        stop.arrive,
        stop.leave,
        stop.stay,
        stop.wait,
        stop.leg?.mode ?? null,
        stop.leg?.minutes ?? null,
        stop.leg?.meters ?? null,
        id,
      ),
    daySources: (dayId: number) => sql('SELECT * FROM journey_sources WHERE day_id = ? ORDER BY sort, id').all(dayId) as SourceRow[],
    sources: (journeyId: number) =>
      sql('SELECT * FROM journey_sources WHERE journey_id = ? ORDER BY sort, id').all(journeyId) as SourceRow[],
    source: (journeyId: number, id: number) =>
      sql('SELECT * FROM journey_sources WHERE id = ? AND journey_id = ?').get(id, journeyId) as
        | { id: number; day_id: number; place_id: number; sort: number }
        | undefined,
    sourceCount: (journeyId: number) =>
      (sql('SELECT COUNT(*) AS n FROM journey_sources WHERE journey_id = ?').get(journeyId) as { n: number }).n,
    /** The images of the journey's first stop. */
    firstImages: (journeyId: number) =>
      (
        sql(
          'SELECT p.images FROM journey_sources s JOIN journey_days d ON d.id = s.day_id JOIN places p ON p.id = s.place_id WHERE s.journey_id = ? ORDER BY d.day_no, s.sort LIMIT 1',
        ).get(journeyId) as { images: string } | undefined
      )?.images,
    /** A day's stops in their order. */
    order: (dayId: number) =>
      sql('SELECT id, place_id FROM journey_sources WHERE day_id = ? ORDER BY sort, id').all(dayId) as { id: number; place_id: number }[],
    /** An added stop (placed by `renumber`): its id. */
    addSource: (journeyId: number, dayId: number, placeId: number) =>
      Number(
        sql("INSERT INTO journey_sources (journey_id, day_id, place_id, sort, reason, reason_label) VALUES (?, ?, ?, 0, 'ADDED', '')").run(
          journeyId,
          dayId,
          placeId,
        ).lastInsertRowid,
      ),
    /** Puts the stops `ids` on the day in this order. */
    renumber(dayId: number, ids: readonly number[]): void {
      const set = sql('UPDATE journey_sources SET sort = ?, day_id = ? WHERE id = ?');
      ids.forEach((id, i) => set.run((i + 1) * 10, dayId, id));
    },
    removeSource: (id: number) => void sql('DELETE FROM journey_sources WHERE id = ?').run(id),
    /** The place of a stop of a site's journey, with the journey's owner. */
    sourceEnd: (sourceId: number, siteCode: string) =>
      sql(
        'SELECT p.name, p.address, p.longitude, p.latitude, j.user_id FROM journey_sources s JOIN journeys j ON j.id = s.journey_id JOIN places p ON p.id = s.place_id WHERE s.id = ? AND j.site_code = ? AND j.deleted = 0',
      ).get(sourceId, siteCode) as SourceEnd | undefined,
  };
}
