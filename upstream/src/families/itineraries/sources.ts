/**
 * Editing a journey's stops (sources): add a place to a day, delete a stop, move a stop within
 * its day or to another; then the journey's days are timed again. Refusals roll the edit back.
 */
import type Database from 'better-sqlite3';
import type { SiteRow } from '../../context.ts';
import { refuse } from '../../refusal.ts';
import { retimeJourney } from './journeys.ts';
import { intOf } from './params.ts';
import { itinerariesStore, type JourneyRow } from './store.ts';
import { ITINERARY_TEXTS as T, MAX_STOPS_PER_DAY } from './texts.ts';

type Store = ReturnType<typeof itinerariesStore>;

const dayOf = (store: Store, j: JourneyRow, id: number | null) => (id === null ? undefined : store.day(j.id, id));
const sourceOf = (store: Store, j: JourneyRow, id: number | null) => (id === null ? undefined : store.source(j.id, id));

/** ADD: the place `resourceId` on day `dayId`, after the stop `afterSourceId` (or last). The days touched. */
function addStop(store: Store, site: SiteRow, j: JourneyRow, b: Record<string, unknown>): number[] {
  const day = dayOf(store, j, intOf(b.dayId));
  if (!day) return refuse(T.noSuchDay);
  const place = store.placeOnSite(intOf(b.resourceId) ?? -1, site.site_code);
  if (!place) return refuse(T.noSuchResource);
  const order = store.order(day.id);
  if (order.some((s) => s.place_id === place.id)) return refuse(T.alreadyThatDay);
  if (order.length >= MAX_STOPS_PER_DAY) return refuse(T.tooManyStops);
  const after = b.afterSourceId === undefined || b.afterSourceId === null || b.afterSourceId === '' ? null : intOf(b.afterSourceId);
  const at = after === null ? order.length : order.findIndex((s) => s.id === after) + 1;
  if (at === 0) return refuse(T.badPosition);
  const ids = order.map((s) => s.id);
  ids.splice(at, 0, store.addSource(j.id, day.id, place.id));
  store.renumber(day.id, ids);
  return [day.id];
}

/** DELETE: the stop `sourceId`. The days touched. */
function deleteStop(store: Store, j: JourneyRow, b: Record<string, unknown>): number[] {
  const source = sourceOf(store, j, intOf(b.sourceId));
  if (!source) return refuse(T.noSuchSource);
  store.removeSource(source.id);
  return [source.day_id];
}

/** MOVE: the stop `sourceId` to day `toDayId` (its own by default) at `toIndex` (or last). The days touched. */
function moveStop(store: Store, j: JourneyRow, b: Record<string, unknown>): number[] {
  const source = sourceOf(store, j, intOf(b.sourceId));
  if (!source) return refuse(T.noSuchSource);
  const to = dayOf(store, j, intOf(b.toDayId) ?? source.day_id);
  if (!to) return refuse(T.noSuchDay);
  const target = store.order(to.id).filter((s) => s.id !== source.id);
  if (to.id !== source.day_id && target.some((s) => s.place_id === source.place_id)) return refuse(T.alreadyThatDay);
  if (to.id !== source.day_id && target.length >= MAX_STOPS_PER_DAY) return refuse(T.tooManyStops);
  const index = intOf(b.toIndex);
  const at = index === null ? target.length : Math.max(0, Math.min(index, target.length));
  const ids = target.map((s) => s.id);
  ids.splice(at, 0, source.id);
  store.renumber(to.id, ids);
  if (to.id !== source.day_id)
    store.renumber(
      source.day_id,
      store.order(source.day_id).map((s) => s.id),
    );
  return [to.id, source.day_id];
}

/** The edit `b.type` (ADD, DELETE or MOVE) on the journey, then its days timed again. */
export function operateSource(db: Database.Database, site: SiteRow, j: JourneyRow, b: Record<string, unknown>): void {
  const store = itinerariesStore(db);
  const type = String(b.type ?? '').toUpperCase();
  const touched =
    type === 'ADD'
      ? addStop(store, site, j, b)
      : type === 'DELETE'
        ? deleteStop(store, j, b)
        : type === 'MOVE'
          ? moveStop(store, j, b)
          : refuse(T.badOperation);
  if (touched.length > 0) retimeJourney(db, j.id);
}
