/** Journeys as the service plans, copies, retimes and answers them (list items and details), shared by the seed and the calls. */
import type Database from 'better-sqlite3';
import { imagesString } from '../../resources.ts';
import { formatChinaTime } from '../../time.ts';
import { planJourney, retimeDay, type PlannerPlace } from './planner.ts';
import { itinerariesStore, type JourneyRow } from './store.ts';

const hhmm = (minutes: number | null): string => {
  if (minutes === null) return '';
  const m = Math.max(0, Math.round(minutes));
  return `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

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
  const store = itinerariesStore(db);
  const labels = labelsOf(db, input.siteCode, input.labelIds);
  const plan = planJourney(store.sitePlaces(input.siteCode), {
    destinations: input.scenicIds,
    days: input.days,
    playHours: input.playHours,
    labels,
  });
  const id = store.addJourney({
    ...input,
    labelIds: input.labelIds.join(','),
    scenicIds: input.scenicIds.join(','),
    unplacedIds: plan.unplaced.join(','),
    copiedFrom: input.copiedFrom ?? null,
    sort: input.sort ?? 0,
    at: now,
  });
  plan.days.forEach((stops, i) => store.writeDay(id, store.addDay(id, i + 1), stops));
  return id;
}

/** A copy of a journey for a user: the same days and stops. */
export function copyJourney(db: Database.Database, from: JourneyRow, userId: number, now: number): number {
  const store = itinerariesStore(db);
  const id = store.addCopy(from, userId, now);
  for (const day of store.days(from.id)) store.copyDay(id, store.addDay(id, day.day_no), day.id);
  store.copied(from.id);
  return id;
}

/**
 * Times a journey's days again after an edit (each day's stops in their order, reasons kept);
 * a day starts from the previous night's hotel, so every day is timed, in order.
 */
export function retimeJourney(db: Database.Database, journeyId: number): void {
  const store = itinerariesStore(db);
  let from: PlannerPlace | null = null;
  for (const day of store.days(journeyId)) {
    const rows = store.daySources(day.id);
    const places = store.placesById(rows.map((r) => r.place_id));
    const ordered = rows.filter((r) => places.has(r.place_id));
    const stops = retimeDay(
      ordered.map((r) => places.get(r.place_id)!),
      ordered.map((r) => ({ reason: r.reason, reasonLabel: r.reason_label })),
      from,
    );
    // keep the rows (their ids are the stops' ids): update times and legs in place
    stops.forEach((stop, i) => store.retimeSource(ordered[i]!.id, (i + 1) * 10, stop));
    const last = ordered[ordered.length - 1];
    from = last && last.reason === 'HOTEL' ? places.get(last.place_id)! : null;
  }
}

export function labelsOf(
  db: Database.Database,
  siteCode: string,
  ids: readonly number[],
): Array<{ id: number; name: string; kinds: string[] }> {
  return itinerariesStore(db)
    .labelsOf(siteCode, ids)
    .map((r) => ({ id: r.id, name: r.name, kinds: r.kinds.split(',') }));
}

const idList = (text: string): number[] =>
  text
    .split(',')
    .filter((s) => s !== '')
    .map(Number);

/** A list item of a journey. */
export function journeyItem(db: Database.Database, j: JourneyRow, userId: number | null): Record<string, unknown> {
  const store = itinerariesStore(db);
  const scenic = store.placesById(idList(j.scenic_ids));
  const cover =
    idList(j.scenic_ids)
      .map((id) => scenic.get(id)?.images)
      .find((x) => x) ??
    store.firstImages(j.id) ??
    '';
  const count = store.sourceCount(j.id);
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
    scenicNames: idList(j.scenic_ids)
      .map((id) => scenic.get(id)?.name ?? '')
      .filter((n) => n !== '')
      .join(','),
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
  const store = itinerariesStore(db);
  const days = store.days(j.id);
  const sources = store.sources(j.id);
  const places = store.placesById([...new Set([...sources.map((s) => s.place_id), ...idList(j.unplaced_ids)])]);
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
