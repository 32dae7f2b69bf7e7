import { chinaDateTime, flag, int, num, strings, text } from '../../core/normalise.ts';
import { activityBookingButton, activityMode, activityTimeState, activityType, signUpOpen } from './rules.ts';
import { cancelDeadline } from '../../core/order-rules.ts';
import type { ActivityBookingButtonValue, ActivityTimeStateValue } from './rules.ts';
import type { CancelRule } from '../../core/order-rules.ts';
import { chinaMs } from '../../core/time.ts';
import type { ActivityRow, ActivitySessionRow } from './types.ts';

/** The cancel rule of an activity, room or resource row (cancelStatus, cancelTime hours). */
export function cancelRuleOf(row: { cancelStatus?: unknown; cancelTime?: unknown }, useStart: number | null): CancelRule {
  return { cancelStatus: int(row.cancelStatus), cancelTime: int(row.cancelTime), useStart };
}

/** CancelPolicy from a row's cancelStatus / cancelTime. */
export function cancelPolicy(row: { cancelStatus?: unknown; cancelTime?: unknown }) {
  const status = int(row.cancelStatus) ?? 0;
  return { cancellable: status !== 0, hoursBeforeStart: status === 2 || status === 3 ? Math.max(0, int(row.cancelTime) ?? 0) : null };
}

export const activityTimes = (row: ActivityRow) => ({
  useStart: chinaMs(row.useStartTime),
  useEnd: chinaMs(row.useEndTime),
  signStart: chinaMs(row.signStartTime),
  signEnd: chinaMs(row.signEndTime),
});

export function timeStateOf(row: ActivityRow, now: number): ActivityTimeStateValue {
  const t = activityTimes(row);
  return activityTimeState(t.useStart, t.useEnd, now);
}

export function isSignUpOpen(row: ActivityRow, now: number): boolean {
  const t = activityTimes(row);
  return signUpOpen(t.signStart, t.signEnd, now) && (t.useEnd === null || now <= t.useEnd);
}

export function bookingButtonOf(row: ActivityRow, now: number): ActivityBookingButtonValue {
  const t = activityTimes(row);
  return activityBookingButton(
    {
      type: activityType(text(row.type)),
      publicity: activityMode(int(row.method)) === 'PUBLICITY',
      jumpUrl: text(row.jumpUrl),
      signStart: t.signStart,
      signEnd: t.signEnd,
      useEnd: t.useEnd,
      stock: int(row.stock),
    },
    now,
  );
}

export function sessionValue(row: ActivitySessionRow, activity: ActivityRow, now: number) {
  const end = chinaMs(row.endTime);
  const remaining = Math.max(0, int(row.stock) ?? 0);
  const button = bookingButtonOf(activity, now);
  return {
    id: String(row.id),
    startsAt: chinaDateTime(row.startTime),
    endsAt: chinaDateTime(row.endTime),
    remaining,
    total: Math.max(0, int(row.totalStock) ?? 0),
    bookable: remaining > 0 && (end === null || now <= end) && (button === 'BOOK' || button === 'SIGN_UP'),
  };
}

export const activityPrice = (row: ActivityRow) => num(row.money) ?? 0;
export const activityPoints = (row: ActivityRow) => int(row.integral) ?? 0;
export const activityTags = (row: ActivityRow) => strings(row.tagNames);
export const activityNeedsReview = (row: ActivityRow) => flag(row.needAudit);
export const activityCancelDeadline = (row: ActivityRow) => cancelDeadline(cancelRuleOf(row, activityTimes(row).useStart));
