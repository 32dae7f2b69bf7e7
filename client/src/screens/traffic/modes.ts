import type { TrafficMode as GraphMode } from '../../__generated__/TrafficSearchScreenQuery.graphql';

/** The three timetables (the graph's TrafficMode). */
export type TrafficMode = Exclude<GraphMode, '%future added value'>;

/** Each timetable's screens (the spec's paths), the one place they are written. */
export const MODE_PATHS: Readonly<Record<TrafficMode, { search: string; result: string }>> = {
  TRAIN: { search: '/train-search', result: '/train-result' },
  FLIGHT: { search: '/plane-search', result: '/plane-result' },
  COACH: { search: '/car-search', result: '/car-result' },
};

/** A train's stops (`?id=` a trip's id). */
export const TRAIN_DETAIL_PATH = '/train-detail';

/** A search's stations and day, as the result and search screens carry them in their address. */
export interface SearchParams {
  from: string;
  to: string;
  date: string;
}

export function searchParamsOf(search: URLSearchParams): SearchParams {
  return { from: search.get('from') ?? '', to: search.get('to') ?? '', date: search.get('date') ?? '' };
}

export function withParams(path: string, params: SearchParams): string {
  return `${path}?${new URLSearchParams({ from: params.from, to: params.to, date: params.date }).toString()}`;
}

/** The day `days` after a `yyyy-MM-dd` day. */
export function shiftDay(day: string, days: number): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days)).toISOString().slice(0, 10);
}

/** The days the timetable answers, today's first: the gateway's `InputLimits` count. */
export function horizonOf(
  limits: { trainSearchDays: number; flightSearchDays: number; coachSearchDays: number },
  mode: TrafficMode,
): number {
  return mode === 'TRAIN' ? limits.trainSearchDays : mode === 'FLIGHT' ? limits.flightSearchDays : limits.coachSearchDays;
}
