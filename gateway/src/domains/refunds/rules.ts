/** THE rules of shop refunds: their progress codes, the application's limits. */

export type RefundProgressValue = 'APPLIED' | 'APPROVED' | 'REFUNDED' | 'REJECTED';

/** The shop's refundStatus codes of a refund (API.md "Shop": refund/list). */
export const REFUND_PROGRESS: Readonly<Record<number, RefundProgressValue>> = { 1: 'APPLIED', 2: 'APPROVED', 3: 'REFUNDED', 4: 'REJECTED' };

export const progressOf = (code: number | null): RefundProgressValue => (code === null ? 'APPLIED' : (REFUND_PROGRESS[code] ?? 'APPLIED'));

export const progressCode = (value: RefundProgressValue): number =>
  Number(Object.entries(REFUND_PROGRESS).find(([, v]) => v === value)?.[0] ?? 1);

/** Most pictures on one refund application (REFUND_TOO_MANY_PICTURES). */
export const REFUND_MAX_PICTURES = 9;
/** Most characters of a refund application's description (TEXT_INVALID). */
export const REFUND_DESCRIPTION_MAX = 200;
