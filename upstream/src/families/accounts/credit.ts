/**
 * Credit (integrity) records by phone. Ban periods that must stay current are stored as a rule
 * (`period`) and turned into dates at request time, so a long-lived database never goes stale.
 */
import type Database from 'better-sqlite3';
import { chinaDate, chinaInstant, formatChinaTime } from '../../time.ts';
import { accountsStore } from './store.ts';

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
