/**
 * A timed-entry day of a venue or scenic area as its booking calendar answers it (our platform,
 * "pt"): whether it takes bookings yet (open, not a closed weekday, inside the booking window)
 * and the places left over its time slots. Other families read it through this family's index
 * (the booking subscriptions: a sold-out or not-yet-open day, and when places come free).
 */
import type Database from 'better-sqlite3';
import { parseDay } from '../../time.ts';
import { dayOpen } from './routes-days.ts';
import { reservationsStore } from './store.ts';

export interface DayAvailability {
  /** The place's name. */
  name: string;
  /** True when the day takes bookings now. */
  open: boolean;
  /** Places left that day (0 when it does not take bookings). */
  left: number;
}

/** The day `date` (yyyy-MM-dd) of a place booked on the platform; null when the site has no such place, it is not booked on the platform, or the date is malformed. */
export function dayAvailability(
  db: Database.Database,
  q: { siteCode: string; resourceType: string; resourceId: number; date: string; nowMs: number },
): DayAvailability | null {
  const store = reservationsStore(db);
  const p = store.place(q.siteCode, q.resourceId, q.resourceType);
  const c = p ? store.config(p.id) : undefined;
  const day = parseDay(q.date);
  if (!p || !c || c.order_address_type !== 'pt' || !day) return null;
  const open = dayOpen(c, day[0], q.nowMs);
  const left = open ? store.slots(p.id).reduce((sum, s) => sum + Math.max(0, s.max_num - store.slotTaken(s.id, q.date)), 0) : 0;
  return { name: p.name, open, left };
}
