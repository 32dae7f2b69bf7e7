import { scopedGlobalId } from '../../core/relay/global-id.ts';
import { clockTime, flag, int, text } from '../../core/normalise.ts';
import { customDayState, isDayBookable, platformDayState } from './rules.ts';
import type { ReservationDayStateValue } from './rules.ts';
import type { CommonDayRow, CustomDayRow, ResourceDescRow } from './types.ts';

export type ReservationModeValue = 'PLATFORM' | 'THIRD_PARTY' | 'CUSTOM' | 'NONE';
type WeekdayValue = 'MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY' | 'SATURDAY' | 'SUNDAY';
const WEEKDAYS: readonly WeekdayValue[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

/** orderAddressType pt / ds / custom; NONE when reservations are off (isOpen "0") or unknown. */
export function reservationMode(desc: ResourceDescRow): ReservationModeValue {
  if (desc.isOpen !== undefined && desc.isOpen !== null && !flag(desc.isOpen)) return 'NONE';
  switch (text(desc.orderAddressType)) {
    case 'pt':
      return 'PLATFORM';
    case 'ds':
      return 'THIRD_PARTY';
    case 'custom':
      return 'CUSTOM';
    default:
      return 'NONE';
  }
}

/** `week` "1".."7" (1 = Monday); else from the date. */
export function weekdayOf(week: unknown, date: string): WeekdayValue {
  const n = int(week);
  if (n !== null && n >= 1 && n <= 7) return WEEKDAYS[n - 1]!;
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(d + 6) % 7]!;
}

export interface ReservationDayValue {
  date: string;
  weekday: WeekdayValue;
  capacity: number | null;
  booked: number | null;
  remaining: number | null;
  state: ReservationDayStateValue;
  bookable: boolean;
  timeSlots: Array<{
    id: string;
    slotId: string;
    startTime: string;
    endTime: string;
    capacity: number;
    booked: number;
    remaining: number;
    bookable: boolean;
  }>;
  link: string | null;
  linkType: 'LINK' | 'QR_CODE' | null;
  orderPath: string | null;
}

/** A platform day with its bookable rule (full, stopped, no quota → not bookable). */
/** The end of a slot (epoch ms, China time); null when its end time is unknown. */
function slotEnd(date: string, endTime: string): number | null {
  return endTime ? Date.parse(`${date}T${endTime}:00+08:00`) : null;
}

/**
 * A platform day. `scope` names the resource (`resourceType:resourceId`): slot ids are made
 * unique per resource and day. A slot that has already ended (`now`) is not bookable, and a
 * day that offers places but whose slots have all ended is NOT_BOOKABLE (booking it would be
 * refused); a day that offers none stays STOPPED (FULL) all day, evening or not.
 */
export function platformDay(
  row: CommonDayRow,
  orderPath: (date: string) => string,
  scope = '',
  now: number | null = null,
): ReservationDayValue | null {
  const date = text(row.date);
  if (!date) return null;
  const capacity = int(row.currDayMaxNum);
  const remaining = int(row.stock);
  const slots = row.orderTimes ?? [];
  const ended = (endTime: string) => {
    const end = slotEnd(date, endTime);
    return now !== null && end !== null && end <= now;
  };
  const allEnded = slots.length > 0 && slots.every((slot) => ended(clockTime(slot.endTime) ?? ''));
  const offered = platformDayState({ maxNum: capacity, stock: remaining });
  const state = allEnded && isDayBookable(offered) ? 'NOT_BOOKABLE' : offered;
  const bookable = isDayBookable(state);
  return {
    date,
    weekday: weekdayOf(row.week, date),
    capacity,
    booked: int(row.orderNum),
    remaining,
    state,
    bookable,
    timeSlots: slots.map((slot) => {
      const left = Math.max(0, int(slot.stock) ?? 0);
      const endTime = clockTime(slot.endTime) ?? '';
      return {
        id: scopedGlobalId('ReservationTimeSlot', `${scope}:${date}`, String(slot.id)),
        slotId: String(slot.id),
        startTime: clockTime(slot.startTime) ?? '',
        endTime,
        capacity: Math.max(0, int(slot.maxNum) ?? 0),
        booked: Math.max(0, int(slot.orderNum) ?? 0),
        remaining: left,
        bookable: bookable && left > 0 && !ended(endTime),
      };
    }),
    link: null,
    linkType: null,
    orderPath: bookable ? orderPath(date) : null,
  };
}

/** A custom day: bookable only when open with maxNum above 0. */
export function customDay(row: CustomDayRow): ReservationDayValue | null {
  const date = text(row.date);
  if (!date) return null;
  const maxNum = int(row.maxNum);
  const state = customDayState(int(row.openStatus), maxNum);
  const jump = text(row.jumpType)?.toUpperCase();
  return {
    date,
    weekday: weekdayOf(null, date),
    capacity: maxNum,
    booked: null,
    remaining: maxNum,
    state,
    bookable: isDayBookable(state),
    timeSlots: [],
    link: text(row.link),
    linkType: text(row.link) ? (jump === 'CODE' ? 'QR_CODE' : 'LINK') : null,
    orderPath: null,
  };
}
