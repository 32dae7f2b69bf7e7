/**
 * Credit (integrity) records by phone. Ban periods that must stay current are stored as a rule
 * (`period`) and turned into dates at request time, so a long-lived database never goes stale.
 */
import type Database from 'better-sqlite3';
import { chinaDate, chinaInstant, formatChinaTime } from '../../time.ts';
import { accountsStore, type CreditReason } from './store.ts';

export type CreditStatus = '' | 'SHORT_LOSE_CREDIT' | 'LOSE_CREDIT';

/** Relative ban periods. */
export const PERIODS = {
  /** From the first to the last day of the current month. */
  CURRENT_MONTH: 'CURRENT_MONTH',
  /** Six months, starting a month ago (so the ban is ongoing, about five months left). */
  SIX_MONTHS_FROM_LAST_MONTH: 'SIX_MONTHS_FROM_LAST_MONTH',
} as const;

/** A phone without a record: full score, no status. */
export const DEFAULT_CREDIT_SCORE = 100;

export function periodDates(period: string, nowMs: number): { start: string; end: string } | null {
  const { year, month, day } = chinaDate(nowMs);
  if (period === PERIODS.CURRENT_MONTH) {
    const start = chinaInstant(year, month, 1);
    const end = chinaInstant(year, month + 1, 1) - 1000;
    return { start: formatChinaTime(start), end: formatChinaTime(end) };
  }
  if (period === PERIODS.SIX_MONTHS_FROM_LAST_MONTH) {
    const start = chinaInstant(year, month - 1, day);
    const startDay = chinaDate(start);
    const end = chinaInstant(startDay.year, startDay.month + 6, startDay.day) - 1000;
    return { start: formatChinaTime(start), end: formatChinaTime(end) };
  }
  return null;
}

export interface CreditView {
  creditScore: string;
  creditStatus: CreditStatus;
  losePromiseCount: string;
  loseCreditStartTime: string;
  loseCreditEndTime: string;
}

export function creditView(db: Database.Database, phone: string, nowMs: number): CreditView {
  const row = accountsStore(db).credit(phone);
  if (!row) {
    return {
      creditScore: String(DEFAULT_CREDIT_SCORE),
      creditStatus: '',
      losePromiseCount: '0',
      loseCreditStartTime: '',
      loseCreditEndTime: '',
    };
  }
  const dates = row.period ? periodDates(row.period, nowMs) : row.start && row.end ? { start: row.start, end: row.end } : null;
  return {
    creditScore: String(row.score),
    creditStatus: (row.status as CreditStatus) || '',
    losePromiseCount: String(row.lose_promise_count),
    loseCreditStartTime: row.status && dates ? dates.start : '',
    loseCreditEndTime: row.status && dates ? dates.end : '',
  };
}

/** A credit record as the credit service answers it. */
export interface CreditRecordItem {
  id: string;
  changeScore: string;
  reason: CreditReason;
  resourceName: string;
  createTime: string;
}

/**
 * The phone's credit records, newest first, their instants resolved against `nowMs`: a demo record
 * dated `months_ago` months back falls on its day of that month (never after today in this month).
 */
export function creditRecords(db: Database.Database, phone: string, nowMs: number): (CreditRecordItem & { at: number })[] {
  const { year, month, day } = chinaDate(nowMs);
  return accountsStore(db)
    .creditRecords(phone)
    .map((r) => {
      const at =
        r.occurred_at ??
        chinaInstant(year, month - (r.months_ago ?? 0), r.months_ago === 0 ? Math.min(r.on_day ?? 1, day) : (r.on_day ?? 1), 10);
      return {
        id: String(r.id),
        changeScore: String(r.change),
        reason: r.reason,
        resourceName: r.resource_name,
        createTime: formatChinaTime(at),
        at,
      };
    })
    .sort((a, b) => b.at - a.at || Number(b.id) - Number(a.id));
}

/** `yyyy-MM` of a record's time. */
export const monthOf = (createTime: string): string => createTime.slice(0, 7);

/** The months with records, newest first, with the points added and deducted in each. */
export function creditMonths(
  records: readonly CreditRecordItem[],
): { month: string; addScore: string; deductScore: string; recordNum: string }[] {
  const months = new Map<string, { add: number; deduct: number; n: number }>();
  for (const r of records) {
    const m = months.get(monthOf(r.createTime)) ?? { add: 0, deduct: 0, n: 0 };
    const change = Number(r.changeScore);
    if (change > 0) m.add += change;
    else m.deduct -= change;
    m.n += 1;
    months.set(monthOf(r.createTime), m);
  }
  return [...months].map(([month, m]) => ({ month, addScore: String(m.add), deductScore: String(m.deduct), recordNum: String(m.n) }));
}
