/**
 * The reference upstream's itinerary planner ("generate stroke"): deterministic, over the real
 * places of the site. Each day starts at 09:00 with the day's time budget (play time ÷ days, at
 * most 12 h, never past 21:00). The chosen destination scenic areas come first, each next one the
 * nearest to where the traveller is (nearest neighbour on their coordinates), then up to two of
 * the area's own spots; lunch (from 11:30) and dinner (from 17:30) at the nearest restaurant open
 * then; once the destinations are placed, the day is filled with the nearest places of the
 * chosen preferences (else scenic spots, venues, other areas); a hotel near the last stop ends
 * every day but the last. Opening hours are kept (arriving early means waiting, a place closing
 * before the visit ends is not chosen), travel between stops comes from the travel model, and
 * every stop records why it was chosen.
 */
import { plannedLeg, straightMeters, type TravelOption } from './travel.ts';

export interface PlannerPlace {
  id: number;
  resource_type: string;
  name: string;
  level: string;
  longitude: number;
  latitude: number;
  open_time_start: string | null;
  open_time_end: string | null;
  parent_id: number | null;
}

/** Why a stop is in the plan. */
export type StopReason = 'DESTINATION' | 'SPOT' | 'LUNCH' | 'DINNER' | 'PREFERENCE' | 'NEARBY' | 'HOTEL' | 'ADDED';

export interface PlannedStop {
  placeId: number;
  /** Minutes after midnight. */
  arrive: number;
  /** Minutes after midnight; null for the night's hotel. */
  leave: number | null;
  stay: number;
  wait: number;
  reason: StopReason;
  /** The preference label or the scenic area the reason refers to. */
  reasonLabel: string;
  /** The leg from the previous stop (null for a day's first stop). */
  leg: TravelOption | null;
}

export interface PlanInput {
  destinations: readonly number[];
  days: number;
  playHours: number;
  labels: ReadonlyArray<{ name: string; kinds: readonly string[] }>;
}

export const DAY_START = 9 * 60;
const LATEST_END = 21 * 60;
const LUNCH_FROM = 11 * 60 + 30;
const LUNCH_UNTIL = 14 * 60;
const DINNER_FROM = 17 * 60 + 30;
/** Places farther than this from the traveller are not taken as fill-ins or meals. */
const FILL_RADIUS_METERS = 20_000;
const MEAL_RADIUS_METERS = 15_000;
const FILLERS_PER_DAY = 4;
const SPOTS_PER_AREA = 2;

const SCENERY = 'CONTENT_TYPE_SCENERY';
const SPOT = 'CONTENT_TYPE_SCENIC_SPOTS';
const HOTEL = 'CONTENT_TYPE_HOTEL';
const RESTAURANT = 'CONTENT_TYPE_RESTAURANT';
const DEFAULT_FILL_KINDS = [SPOT, 'CONTENT_TYPE_VENUE', SCENERY, 'CONTENT_TYPE_EXHIBITION'];

/** Minutes a visit takes, by kind (and a scenic area's level). */
export function stayOf(place: Pick<PlannerPlace, 'resource_type' | 'level'>): number {
  switch (place.resource_type) {
    case SCENERY:
      return place.level === 'AAAAA' ? 180 : place.level === 'AAAA' ? 150 : 120;
    case SPOT:
    case 'CONTENT_TYPE_COLLECTION':
    case 'CONTENT_TYPE_SPECIALITY':
      return 30;
    case 'CONTENT_TYPE_EXHIBITION':
    case RESTAURANT:
      return 60;
    case HOTEL:
      return 0;
    default:
      return 90;
  }
}

function minutesOf(text: string | null, fallback: number): number {
  const m = text ? /^(\d{1,2}):(\d{2})/.exec(text) : null;
  return m ? Number(m[1]) * 60 + Number(m[2]) : fallback;
}

/** Opening window in minutes after midnight (no hours: open all day). */
export function openWindow(place: Pick<PlannerPlace, 'open_time_start' | 'open_time_end'>): [number, number] {
  const open = minutesOf(place.open_time_start, 0);
  const close = minutesOf(place.open_time_end, 24 * 60);
  return close <= open ? [0, 24 * 60] : [open, close === 23 * 60 + 59 ? 24 * 60 : close];
}

/** A stop reached from `from` at `clock` (waiting for the opening when early). */
function visit(place: PlannerPlace, from: PlannerPlace | null, clock: number, reason: StopReason, reasonLabel: string): PlannedStop {
  const leg = from ? plannedLeg(from, place) : null;
  const arrive = clock + (leg?.minutes ?? 0);
  const [open] = openWindow(place);
  const wait = reason === 'HOTEL' ? 0 : Math.max(0, open - arrive);
  const stay = reason === 'HOTEL' ? 0 : stayOf(place);
  return { placeId: place.id, arrive, leave: reason === 'HOTEL' ? null : arrive + wait + stay, stay, wait, reason, reasonLabel, leg };
}

/** True when the visit ends within the day and before the place closes. */
function fits(stop: PlannedStop, place: PlannerPlace, dayEnd: number): boolean {
  const [, close] = openWindow(place);
  return stop.leave !== null && stop.leave <= dayEnd && stop.leave <= close;
}

function nearest<T extends PlannerPlace>(from: PlannerPlace | null, candidates: readonly T[]): T[] {
  if (!from) return [...candidates];
  return [...candidates]
    .map((p) => ({ p, d: straightMeters(from, p) }))
    .sort((a, b) => a.d - b.d || a.p.id - b.p.id)
    .map((x) => x.p);
}

/**
 * A day's stops in the given order, timed again from 09:00 (after an edit); reasons are kept.
 * `from` is where the day starts: the previous night's hotel, if any.
 */
export function retimeDay(
  places: readonly PlannerPlace[],
  reasons: ReadonlyArray<{ reason: StopReason; reasonLabel: string }>,
  from: PlannerPlace | null = null,
): PlannedStop[] {
  const out: PlannedStop[] = [];
  let clock = DAY_START;
  let previous: PlannerPlace | null = from;
  places.forEach((place, i) => {
    const { reason, reasonLabel } = reasons[i] ?? { reason: 'ADDED', reasonLabel: '' };
    const stop = visit(place, previous, clock, reason, reasonLabel);
    out.push(stop);
    clock = stop.leave ?? stop.arrive;
    previous = place;
  });
  return out;
}

/** The plan: a list of stops per day, and the destinations that did not fit in the days. */
export function planJourney(places: readonly PlannerPlace[], input: PlanInput): { days: PlannedStop[][]; unplaced: number[] } {
  const byId = new Map(places.map((p) => [p.id, p]));
  const budget = Math.max(120, Math.min(12 * 60, Math.round((input.playHours * 60) / input.days)));
  const dayEnd = Math.min(LATEST_END, DAY_START + budget);
  const remaining = input.destinations.map((id) => byId.get(id)).filter((p): p is PlannerPlace => p !== undefined);
  const labelOfKind = new Map<string, string>();
  for (const label of input.labels) for (const kind of label.kinds) if (!labelOfKind.has(kind)) labelOfKind.set(kind, label.name);
  const fillKinds = labelOfKind.size > 0 ? [...labelOfKind.keys()].filter((k) => k !== HOTEL) : DEFAULT_FILL_KINDS;
  const visited = new Set<number>();
  const days: PlannedStop[][] = [];
  let here: PlannerPlace | null = null;

  for (let d = 0; d < input.days; d++) {
    const stops: PlannedStop[] = [];
    let clock = DAY_START;
    let lunch = false;
    let dinner = false;
    let fillers = 0;
    let deferred = false;
    const filledKinds = new Set<string>();
    const take = (stop: PlannedStop, place: PlannerPlace) => {
      stops.push(stop);
      visited.add(place.id);
      here = place;
      clock = stop.leave ?? stop.arrive;
    };
    const meal = (reason: 'LUNCH' | 'DINNER'): boolean => {
      const options = nearest(
        here,
        places.filter(
          (p) => p.resource_type === RESTAURANT && !visited.has(p.id) && (!here || straightMeters(here, p) <= MEAL_RADIUS_METERS),
        ),
      );
      for (const place of options) {
        const stop = visit(place, here, clock, reason, '');
        if (fits(stop, place, dayEnd)) {
          take(stop, place);
          return true;
        }
      }
      return false;
    };
    for (let guard = 0; guard < 40; guard++) {
      if (!lunch && clock >= LUNCH_FROM && clock <= LUNCH_UNTIL) {
        lunch = true;
        if (meal('LUNCH')) continue;
      }
      if (!dinner && clock >= DINNER_FROM) {
        dinner = true;
        if (meal('DINNER')) continue;
      }
      if (remaining.length > 0 && !deferred) {
        const next = nearest(here, remaining)[0]!;
        const stop = visit(next, here, clock, 'DESTINATION', '');
        const firstOfDay = !stops.some((s) => s.reason === 'DESTINATION');
        // a destination longer than the day's budget still gets the day; otherwise it waits for
        // tomorrow and the rest of today is filled with nearby places
        if (!fits(stop, next, dayEnd) && !firstOfDay) {
          deferred = true;
          continue;
        }
        take(stop, next);
        remaining.splice(remaining.indexOf(next), 1);
        const spots = nearest(
          next,
          places.filter((p) => p.parent_id === next.id && p.resource_type === SPOT && !visited.has(p.id)),
        );
        let added = 0;
        for (const spot of spots) {
          if (added >= SPOTS_PER_AREA) break;
          const s = visit(spot, here, clock, 'SPOT', next.name);
          if (!fits(s, spot, dayEnd)) break;
          take(s, spot);
          added += 1;
        }
        continue;
      }
      if (fillers >= FILLERS_PER_DAY) break;
      // the preferences' places first (one restaurant a day at most: a snack between meals), else nearby sights
      const pick = (kinds: readonly string[], reason: StopReason): boolean => {
        const candidates = nearest(
          here,
          places.filter(
            (p) =>
              kinds.includes(p.resource_type) &&
              !(p.resource_type === RESTAURANT && filledKinds.has(RESTAURANT)) &&
              !visited.has(p.id) &&
              (!here || straightMeters(here, p) <= FILL_RADIUS_METERS),
          ),
        );
        for (const place of candidates) {
          const stop = visit(place, here, clock, reason, reason === 'PREFERENCE' ? (labelOfKind.get(place.resource_type) ?? '') : '');
          if (fits(stop, place, dayEnd)) {
            take(stop, place);
            filledKinds.add(place.resource_type);
            fillers += 1;
            return true;
          }
        }
        return false;
      };
      const found = (labelOfKind.size > 0 && pick(fillKinds, 'PREFERENCE')) || pick(DEFAULT_FILL_KINDS, 'NEARBY');
      if (!found) break;
    }
    if (d < input.days - 1 && here) {
      const hotel: PlannerPlace | undefined = nearest(
        here,
        places.filter((p) => p.resource_type === HOTEL),
      )[0];
      if (hotel) {
        const stop = visit(hotel, here, clock, 'HOTEL', '');
        stops.push(stop);
        here = hotel;
      }
    }
    days.push(stops);
  }
  return { days, unplaced: remaining.map((p) => p.id) };
}
