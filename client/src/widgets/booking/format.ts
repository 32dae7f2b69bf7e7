import i18n from '../../i18n';
import { currentLanguage } from '../../i18n';
import { dateFormat, dayPart, localeOf } from '../format';

export { chinaToday } from '../format';

const TZ = 'Asia/Shanghai';

function locale(): string {
  return localeOf(currentLanguage());
}

function parts(iso: string): { day: string; time: string } | null {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  const day = dateFormat(locale(), { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: TZ }).format(d);
  const time = dateFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: TZ }).format(d);
  return { day, time };
}

/** "2026/11/23 09:00 – 11:00" (one day) or "2026/11/23 09:00 – 2026/11/25 17:00", China time. */
export function formatPeriod(start: string | null | undefined, end: string | null | undefined): string {
  const a = start ? parts(start) : null;
  const b = end ? parts(end) : null;
  if (a && b) return a.day === b.day ? `${a.day} ${a.time} – ${b.time}` : `${a.day} ${a.time} – ${b.day} ${b.time}`;
  if (a) return `${a.day} ${a.time}`;
  if (b) return `${b.day} ${b.time}`;
  return '';
}

/**
 * A reservation's time slot: its period with the day-part label of its start
 * ("2026/11/23 14:00 – 16:00 · Afternoon").
 */
export function formatSlot(start: string | null | undefined, end: string | null | undefined): string {
  const period = formatPeriod(start, end);
  return start && period ? `${period} · ${i18n.t(`orders.dayPart.${dayPart(start)}`)}` : period;
}

/** A date and time in China time. */
export function formatDateTime(iso: string | null | undefined): string {
  const p = iso ? parts(iso) : null;
  return p ? `${p.day} ${p.time}` : '';
}

/** Yuan with two decimals. */
export function formatMoney(amount: number): string {
  return `¥${amount.toFixed(2)}`;
}

/** What a booking costs: yuan, points, or the word for free (display only; the gateway sets the numbers). */
export function priceText(price: number | null | undefined, points: number | null | undefined): string {
  if (price != null && price > 0) return formatMoney(price);
  if (points != null && points > 0) return i18n.t('orders.points', { count: points });
  return i18n.t('orders.free');
}

/**
 * What a booking of `count` seats (or slots) costs in all, for the form's total: yuan (to the cent,
 * no float drift), else points, else null (free: no total shown).
 */
export function totalText(price: number | null | undefined, points: number | null | undefined, count: number): string | null {
  if (price != null && price > 0) return formatMoney((Math.round(price * 100) * count) / 100);
  if (points != null && points > 0) return i18n.t('orders.points', { count: points * count });
  return null;
}

/** The seats of an activity session: "n of m left", or sold out. */
export function seatsLeftText(session: { readonly remaining: number; readonly total: number }): string {
  return session.remaining > 0
    ? i18n.t('orders.activity.seatsLeft', { remaining: session.remaining, total: session.total })
    : i18n.t('orders.bookingButton.SOLD_OUT');
}

/** What a cancel policy allows: never, until some hours before the start, or until the start. */
export function cancelPolicyText(policy: { readonly cancellable: boolean; readonly hoursBeforeStart: number | null | undefined }): string {
  if (!policy.cancellable) return i18n.t('orders.cancelPolicy.never');
  if (policy.hoursBeforeStart != null) return i18n.t('orders.cancelPolicy.hours', { count: policy.hoursBeforeStart });
  return i18n.t('orders.cancelPolicy.untilStart');
}

/** "11-23" of a `yyyy-MM-dd` day. */
export function shortDay(date: string): string {
  return date.slice(5);
}
