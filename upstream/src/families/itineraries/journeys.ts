/** Journeys as stored and as the service answers them (list items and details), shared by the seed and the calls. */
import type Database from 'better-sqlite3';
import { imagesString } from '../../resources.ts';
import { formatChinaTime } from '../../time.ts';
import { planJourney, retimeDay, type PlannedStop, type PlannerPlace, type StopReason } from './planner.ts';

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

interface SourceRow {
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

const PLACE_COLUMNS = 'id, resource_type, name, level, longitude, latitude, open_time_start, open_time_end, parent_id';

/** Every place of a site the planner may use. */
export function sitePlaces(db: Database.Database, siteCode: string): PlannerPlace[] {
  return db.prepare(`SELECT ${PLACE_COLUMNS} FROM places WHERE site_code = ? ORDER BY sort, id`).all(siteCode) as PlannerPlace[];
}

export function placesById(db: Database.Database, ids: readonly number[]): Map<number, PlannerPlace & { images: string; address: string; region_name: string }> {
  if (ids.length === 0) return new Map();
  const rows = db.prepare(`SELECT ${PLACE_COLUMNS}, images, address, region_name FROM places WHERE id IN (${ids.map(() => '?').join(',')})`).all(...ids) as (PlannerPlace & {
    images: string;
    address: string;
    region_name: string;
  })[];
  return new Map(rows.map((r) => [r.id, r]));
}

const hhmm = (minutes: number | null): string => {
  if (minutes === null) return '';
  const m = Math.max(0, Math.round(minutes));
  return `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** Writes a day's stops (replacing the day's rows). */
export function writeDay(db: Database.Database, journeyId: number, dayId: number, stops: readonly PlannedStop[]): void {
  db.prepare('DELETE FROM journey_sources WHERE day_id = ?').run(dayId);
  const insert = db.prepare(`INSERT INTO journey_sources (journey_id, day_id, place_id, sort, arrive, leave, stay_minutes, wait_minutes, reason, reason_label, travel_mode, travel_minutes, travel_meters)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  stops.forEach((s, i) => insert.run(journeyId, dayId, s.placeId, (i + 1) * 10, s.arrive, s.leave, s.stay, s.wait, s.reason, s.reasonLabel, s.leg?.mode ?? null, s.leg?.minutes ?? null, s.leg?.meters ?? null));
}

export interface NewJourney {
  siteCode: string;
  userId: number | null;
  name: string;
  summary: string;
  days: number;
  playHours: number;
  startDate: string | null;
  labelIds: readonly number[];
  scenicIds: readonly number[];
  source: JourneyRow['source'];
  copiedFrom?: number | null;
  sort?: number;
}

/** Plans a journey over the site's places and stores it; answers its id. */
export function createPlannedJourney(db: Database.Database, input: NewJourney, now: number): number {
  const labels = labelsOf(db, input.siteCode, input.labelIds);
  const plan = planJourney(sitePlaces(db, input.siteCode), { destinations: input.scenicIds, days: input.days, playHours: input.playHours, labels });
  const info = db
    .prepare(`INSERT INTO journeys (site_code, user_id, name, summary, days, play_hours, start_date, label_ids, scenic_ids, unplaced_ids, source, copied_from, sort, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(input.siteCode, input.userId, input.name, input.summary, input.days, input.playHours, input.startDate, input.labelIds.join(','), input.scenicIds.join(','), plan.unplaced.join(','), input.source, input.copiedFrom ?? null, input.sort ?? 0, now, now);
  const id = Number(info.lastInsertRowid);
  plan.days.forEach((stops, i) => {
    const day = Number(db.prepare('INSERT INTO journey_days (journey_id, day_no) VALUES (?, ?)').run(id, i + 1).lastInsertRowid);
    writeDay(db, id, day, stops);
  });
  return id;
}

/** A copy of a journey for a user: the same days and stops. */
export function copyJourney(db: Database.Database, from: JourneyRow, userId: number, now: number): number {
  const info = db
    .prepare(`INSERT INTO journeys (site_code, user_id, name, summary, days, play_hours, start_date, label_ids, scenic_ids, unplaced_ids, source, copied_from, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, 'COPY', ?, ?, ?)`)
    .run(from.site_code, userId, from.name, from.summary, from.days, from.play_hours, from.label_ids, from.scenic_ids, from.unplaced_ids, from.id, now, now);
  const id = Number(info.lastInsertRowid);
  const days = db.prepare('SELECT * FROM journey_days WHERE journey_id = ? ORDER BY day_no').all(from.id) as { id: number; day_no: number }[];
  for (const day of days) {
    const newDay = Number(db.prepare('INSERT INTO journey_days (journey_id, day_no) VALUES (?, ?)').run(id, day.day_no).lastInsertRowid);
    db.prepare(`INSERT INTO journey_sources (journey_id, day_id, place_id, sort, arrive, leave, stay_minutes, wait_minutes, reason, reason_label, travel_mode, travel_minutes, travel_meters)
      SELECT ?, ?, place_id, sort, arrive, leave, stay_minutes, wait_minutes, reason, reason_label, travel_mode, travel_minutes, travel_meters FROM journey_sources WHERE day_id = ?`).run(id, newDay, day.id);
  }
  db.prepare('UPDATE journeys SET copy_num = copy_num + 1 WHERE id = ?').run(from.id);
  return id;
}

/**
 * Times a journey's days again after an edit (each day's stops in their order, reasons kept);
 * a day starts from the previous night's hotel, so every day is timed, in order.
 */
export function retimeJourney(db: Database.Database, journeyId: number): void {
  const days = db.prepare('SELECT id FROM journey_days WHERE journey_id = ? ORDER BY day_no').all(journeyId) as { id: number }[];
  let from: PlannerPlace | null = null;
  for (const day of days) {
    const rows = db.prepare('SELECT * FROM journey_sources WHERE day_id = ? ORDER BY sort, id').all(day.id) as SourceRow[];
    const places = placesById(db, rows.map((r) => r.place_id));
    const ordered = rows.filter((r) => places.has(r.place_id));
    const stops = retimeDay(ordered.map((r) => places.get(r.place_id)!), ordered.map((r) => ({ reason: r.reason, reasonLabel: r.reason_label })), from);
    // keep the rows (their ids are the stops' ids): update times and legs in place
    const update = db.prepare('UPDATE journey_sources SET sort = ?, arrive = ?, leave = ?, stay_minutes = ?, wait_minutes = ?, travel_mode = ?, travel_minutes = ?, travel_meters = ? WHERE id = ?');
    stops.forEach((stop, i) => update.run((i + 1) * 10, stop.arrive, stop.leave, stop.stay, stop.wait, stop.leg?.mode ?? null, stop.leg?.minutes ?? null, stop.leg?.meters ?? null, ordered[i]!.id));
    const last = ordered[ordered.length - 1];
    from = last && last.reason === 'HOTEL' ? places.get(last.place_id)! : null;
  }
}

export function labelsOf(db: Database.Database, siteCode: string, ids: readonly number[]): Array<{ id: number; name: string; kinds: string[] }> {
  if (ids.length === 0) return [];
  const rows = db.prepare(`SELECT id, name, kinds FROM journey_labels WHERE site_code = ? AND id IN (${ids.map(() => '?').join(',')}) ORDER BY sort, id`).all(siteCode, ...ids) as { id: number; name: string; kinds: string }[];
  return rows.map((r) => ({ id: r.id, name: r.name, kinds: r.kinds.split(',') }));
}

const idList = (text: string): number[] => text.split(',').filter((s) => s !== '').map(Number);

/** A list item of a journey. */
export function journeyItem(db: Database.Database, j: JourneyRow, userId: number | null): Record<string, unknown> {
  const scenic = placesById(db, idList(j.scenic_ids));
  const first = db.prepare('SELECT p.images FROM journey_sources s JOIN journey_days d ON d.id = s.day_id JOIN places p ON p.id = s.place_id WHERE s.journey_id = ? ORDER BY d.day_no, s.sort LIMIT 1').get(j.id) as
    | { images: string }
    | undefined;
  const cover = idList(j.scenic_ids).map((id) => scenic.get(id)?.images).find((x) => x) ?? first?.images ?? '';
  const count = (db.prepare('SELECT COUNT(*) AS n FROM journey_sources WHERE journey_id = ?').get(j.id) as { n: number }).n;
  return {
    id: String(j.id),
    name: j.name,
    summary: j.summary,
    images: imagesString(cover.split(',')[0] ?? ''),
    days: String(j.days),
    playTime: String(j.play_hours),
    startDate: j.start_date ?? '',
    labels: labelsOf(db, j.site_code, idList(j.label_ids)).map((l) => ({ id: String(l.id), name: l.name })),
    scenicIds: j.scenic_ids,
    scenicNames: idList(j.scenic_ids).map((id) => scenic.get(id)?.name ?? '').filter((n) => n !== '').join(','),
    sourceNum: String(count),
    copyNum: String(j.copy_num),
    source: j.source,
    isMine: userId !== null && j.user_id === userId ? '1' : '0',
    version: String(j.version),
    createTime: formatChinaTime(j.created_at),
    updateTime: formatChinaTime(j.updated_at),
  };
}

/** A journey's detail: the list item, its days and their stops (sources) with the leg from the previous stop. */
export function journeyDetail(db: Database.Database, j: JourneyRow, userId: number | null): Record<string, unknown> {
  const days = db.prepare('SELECT * FROM journey_days WHERE journey_id = ? ORDER BY day_no').all(j.id) as { id: number; day_no: number }[];
  const sources = db.prepare('SELECT * FROM journey_sources WHERE journey_id = ? ORDER BY sort, id').all(j.id) as SourceRow[];
  const places = placesById(db, [...new Set([...sources.map((s) => s.place_id), ...idList(j.unplaced_ids)])]);
  return {
    ...journeyItem(db, j, userId),
    unplacedScenic: idList(j.unplaced_ids).map((id) => ({ id: String(id), name: places.get(id)?.name ?? '' })),
    dayList: days.map((d) => ({
      id: String(d.id),
      dayNo: String(d.day_no),
      sources: sources
        .filter((s) => s.day_id === d.id && places.has(s.place_id))
        .map((s) => {
          const p = places.get(s.place_id)!;
          return {
            id: String(s.id),
            resourceId: String(p.id),
            resourceType: p.resource_type,
            name: p.name,
            images: imagesString(p.images),
            address: p.address,
            regionName: p.region_name,
            // coordinates as strings, as on the vendor's list items
            longitude: String(p.longitude),
            latitude: String(p.latitude),
            openTimeStart: p.open_time_start ?? '',
            openTimeEnd: p.open_time_end ?? '',
            arriveTime: hhmm(s.arrive),
            leaveTime: hhmm(s.leave),
            stayMinutes: String(s.stay_minutes),
            waitMinutes: String(s.wait_minutes),
            reason: s.reason,
            reasonLabel: s.reason_label,
            travelMode: s.travel_mode ?? '',
            travelMinutes: s.travel_minutes === null ? '' : String(s.travel_minutes),
            travelDistance: s.travel_meters === null ? '' : String(s.travel_meters),
          };
        }),
    })),
  };
}
