import type { UserErrorSource } from '../../core/user-errors.ts';
import { inputError } from '../../core/user-errors.ts';
import { chinaDay, isDay } from '../../core/time.ts';
import type { SeatAvailability, TrafficMode } from '../../generated/resolvers-types.ts';

/**
 * How many days each timetable answers, today included (the railway sells 15 days ahead; the
 * flight and coach searches answer 30 and 7), owned here; clients read them from `inputLimits`.
 */
export const SEARCH_DAYS: Readonly<Record<TrafficMode, number>> = { TRAIN: 15, FLIGHT: 30, COACH: 7 };

/** Below this many seats left a class shows "a few left". */
export const FEW_SEATS = 20;

export function availabilityOf(seatsLeft: number): SeatAvailability {
  return seatsLeft <= 0 ? 'SOLD_OUT' : seatsLeft < FEW_SEATS ? 'FEW' : 'PLENTY';
}

export interface SearchInput {
  mode: TrafficMode;
  from: string;
  to: string;
  date: string;
}

/**
 * Every reason a search is refused, before any search call: a station not of the timetable's
 * list (`stationKeys`, the picker's), the same station twice, a day that is no date, before today
 * or beyond the horizon (China time, by the request's clock).
 */
export function validateSearch(input: SearchInput, stationKeys: ReadonlySet<string>, nowMs: number): UserErrorSource[] {
  const errors: UserErrorSource[] = [];
  const from = input.from.trim();
  const to = input.to.trim();
  if (!stationKeys.has(from)) errors.push(inputError('TRAFFIC_STATION_UNKNOWN', 'from'));
  if (!stationKeys.has(to)) errors.push(inputError('TRAFFIC_STATION_UNKNOWN', 'to'));
  if (from !== '' && from === to) errors.push(inputError('TRAFFIC_SAME_STATION', 'to'));
  const date = input.date.trim();
  const today = chinaDay(nowMs);
  const last = chinaDay(nowMs + (SEARCH_DAYS[input.mode] - 1) * 86_400_000);
  if (!isDay(date)) errors.push(inputError('TRAFFIC_DATE_INVALID', 'date'));
  else if (date < today) errors.push(inputError('TRAFFIC_DATE_PAST', 'date'));
  else if (date > last) errors.push(inputError('TRAFFIC_DATE_TOO_FAR', 'date', SEARCH_DAYS[input.mode]));
  return errors;
}
