import { chinaDateTime, int, text } from '../../core/normalise.ts';
import type { CreditRow, CreditSource, CreditStatusValue } from './types.ts';

export function creditStatus(value: unknown): CreditStatusValue {
  const s = text(value)?.toUpperCase();
  return s === 'LOSE_CREDIT' || s === 'SHORT_LOSE_CREDIT' ? s : 'GOOD';
}

/** The credit row, normalised; null when the row has no score. */
export function creditSource(row: CreditRow | null): CreditSource | null {
  if (!row) return null;
  const score = int(row.creditScore);
  if (score === null) return null;
  return {
    score,
    status: creditStatus(row.creditStatus),
    missedCount: Math.max(0, int(row.losePromiseCount) ?? 0),
    banStartsAt: chinaDateTime(row.loseCreditStartTime),
    banEndsAt: chinaDateTime(row.loseCreditEndTime),
  };
}
