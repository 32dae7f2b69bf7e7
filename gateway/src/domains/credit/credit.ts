import { chinaDateTime, int, text } from '../../core/normalise.ts';
import type { CreditRecordRow, CreditRow, CreditSource, CreditStatusValue } from './types.ts';

export function creditStatus(value: unknown): CreditStatusValue {
  const s = text(value)?.toUpperCase();
  return s === 'LOSE_CREDIT' || s === 'SHORT_LOSE_CREDIT' ? s : 'GOOD';
}

/** The credit row of a phone (SM4 hex) on a platform, normalised; null when the row has no score. */
export function creditSource(row: CreditRow | null, phoneSm4: string, platformCode: string): CreditSource | null {
  if (!row) return null;
  const score = int(row.creditScore);
  if (score === null) return null;
  return {
    phoneSm4,
    platformCode,
    score,
    status: creditStatus(row.creditStatus),
    missedCount: Math.max(0, int(row.losePromiseCount) ?? 0),
    banStartsAt: chinaDateTime(row.loseCreditStartTime),
    banEndsAt: chinaDateTime(row.loseCreditEndTime),
  };
}

/** The reasons a credit score changes; anything else the service names is OTHER. */
const REASONS = ['MISSED_BOOKING', 'LATE_CANCEL', 'VENUE_VIOLATION', 'RESTORED', 'VOLUNTEER_SERVICE'] as const;
export type CreditReasonValue = (typeof REASONS)[number] | 'OTHER';

export function creditReason(value: unknown): CreditReasonValue {
  const s = text(value)?.toUpperCase() ?? '';
  return (REASONS as readonly string[]).includes(s) ? (s as CreditReasonValue) : 'OTHER';
}

/** What CreditRecord resolves from (normalised). */
export interface CreditRecordSource {
  change: number;
  reason: CreditReasonValue;
  resourceName: string | null;
  occurredAt: string | null;
}

export function creditRecordSource(row: CreditRecordRow): CreditRecordSource | null {
  const change = int(row.changeScore);
  if (change === null) return null;
  return { change, reason: creditReason(row.reason), resourceName: text(row.resourceName), occurredAt: chinaDateTime(row.createTime) };
}

/** Which records of a month: the service's `type`. */
export function changeParam(change: 'ALL' | 'ADDED' | 'DEDUCTED' | null | undefined): 'add' | 'deduct' | null {
  return change === 'ADDED' ? 'add' : change === 'DEDUCTED' ? 'deduct' : null;
}
