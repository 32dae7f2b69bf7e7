import type { CreditSource } from './types.ts';

export type BookingRefusalValue = 'SCORE_TOO_LOW' | 'SHORT_TERM_LOSS' | 'LOSS';
export type BookingActionValue = 'BOOK_ACTIVITY' | 'BOOK_ACTIVITY_ROOM';

/** The integrity settings of an activity (getActivityInfo / getActivityList). */
export interface FaithSettings {
  /** faithUseStatus "1": the score (against `faithScore`) and the credit status are checked. */
  useCheck: boolean;
  /** faithAuditStatus "1": the audit-status check (credit status; dialog action "book activity room"). */
  auditCheck: boolean;
  /** The minimum score when `useCheck`. */
  requiredScore: number | null;
}

export interface BookingEligibilityValue {
  allowed: boolean;
  refusal: BookingRefusalValue | null;
  action: BookingActionValue;
  score: number | null;
  requiredScore: number | null;
  missedCount: number | null;
  banStartsAt: string | null;
  banEndsAt: string | null;
}

/**
 * The integrity check before booking, in the spec's order:
 *
 * 1. An activity with neither check lets everyone book.
 * 2. faithUseStatus and a score below the minimum → SCORE_TOO_LOW (also when no credit view
 *    exists, e.g. a user without a phone: the score cannot be shown to reach the minimum).
 * 3. creditStatus SHORT_LOSE_CREDIT → SHORT_TERM_LOSS (missed count, score, ban period).
 * 4. creditStatus LOSE_CREDIT → LOSS (ban period).
 * 5. Otherwise allowed.
 *
 * The spec states the score rule first, then the two status dialogs, so a score below the
 * minimum wins over a status refusal (both refuse; the message differs). The action is
 * BOOK_ACTIVITY_ROOM when the audit-status check applies, BOOK_ACTIVITY otherwise.
 */
export function bookingEligibility(faith: FaithSettings, credit: CreditSource | null): BookingEligibilityValue {
  const action: BookingActionValue = faith.auditCheck ? 'BOOK_ACTIVITY_ROOM' : 'BOOK_ACTIVITY';
  const requiredScore = faith.useCheck ? faith.requiredScore : null;
  const base = {
    action,
    score: credit?.score ?? null,
    requiredScore,
    missedCount: credit?.missedCount ?? null,
    banStartsAt: credit?.banStartsAt ?? null,
    banEndsAt: credit?.banEndsAt ?? null,
  };
  const allowed = { ...base, allowed: true, refusal: null };
  const refuse = (refusal: BookingRefusalValue): BookingEligibilityValue => ({ ...base, allowed: false, refusal });
  if (!faith.useCheck && !faith.auditCheck) return allowed;
  if (faith.useCheck && requiredScore !== null && (credit === null || credit.score < requiredScore)) return refuse('SCORE_TOO_LOW');
  if (credit?.status === 'SHORT_LOSE_CREDIT') return refuse('SHORT_TERM_LOSS');
  if (credit?.status === 'LOSE_CREDIT') return refuse('LOSS');
  return allowed;
}
