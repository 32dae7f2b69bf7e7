/**
 * Awarding points: a task's award key is the task and its period (the China-time day for daily
 * tasks, nothing for one-time ones), so the ledger's unique (user, key) index decides inside one
 * transaction that a rule pays once per period, however many calls arrive at once.
 */
import type Database from 'better-sqlite3';
import { formatChinaTime } from '../../time.ts';
import { type Award, pointsStore } from './store.ts';
import { TASK_RULES, type TaskCode } from './texts.ts';

/** The China-time day of an instant, "yyyy-MM-dd": the period of daily tasks. */
export const chinaDay = (epochMs: number): string => formatChinaTime(epochMs).slice(0, 10);

/** The ledger key of a task's award in the period holding `nowMs`. */
export function taskKey(task: TaskCode, nowMs: number): string {
  return TASK_RULES[task].cycle === 'DAY' ? `${task}:${chinaDay(nowMs)}` : task;
}

/** Writes the award in one immediate transaction when its key is new; true when written. */
export function awardOnce(db: Database.Database, award: Award): boolean {
  const store = pointsStore(db);
  return db.transaction(() => store.award(award)).immediate();
}

/** What a completed task pays the user now: its points, or 0 when this period's award is held already. */
export function awardTask(db: Database.Database, userId: number, siteCode: string, task: TaskCode, nowMs: number): number {
  const points = TASK_RULES[task].points;
  return awardOnce(db, { userId, siteCode, kind: task, key: taskKey(task, nowMs), points, at: nowMs }) ? points : 0;
}

/**
 * Spends points on a booking (an activity's seats, a room's slots; keyed by its order code) inside the booking's transaction: false
 * when the balance does not cover them (nothing taken).
 */
export function spendOnBooking(
  db: Database.Database,
  userId: number,
  siteCode: string,
  orderCode: string,
  points: number,
  at: number,
): boolean {
  return pointsStore(db).spend({ userId, siteCode, kind: 'BOOKING', key: `BOOKING:${orderCode}`, points, at });
}

/** Gives a booking's points back (cancelled or refused), once per order. */
export function refundBooking(
  db: Database.Database,
  userId: number,
  siteCode: string,
  orderCode: string,
  points: number,
  at: number,
): void {
  awardOnce(db, { userId, siteCode, kind: 'BOOKING_REFUND', key: `BOOKING_REFUND:${orderCode}`, points, at });
}
