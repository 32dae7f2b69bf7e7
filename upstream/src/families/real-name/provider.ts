/**
 * The verification provider the reference upstream plays: a verdict arrives `VERDICT_DELAY_MS`
 * after a submission (by the upstream's clock, evaluated when a verification is read, so a test
 * moves the dev clock instead of waiting). The numbers of `REJECTED_NUMBERS` are rejected with
 * their reason; every other number passes.
 */

/** How long the provider takes to answer a submission. */
export const VERDICT_DELAY_MS = 30_000;

/** Why the provider rejects a verification (the answer's `reasonCode`). */
export type RejectionReason = 'NAME_MISMATCH' | 'DOCUMENT_LOST' | 'NUMBER_UNKNOWN';

/** The demo numbers the provider rejects (valid check characters, so the form lets them through). */
export const REJECTED_NUMBERS: Readonly<Record<string, RejectionReason>> = {
  '11010519491231002X': 'NAME_MISMATCH',
  '440300199001011238': 'DOCUMENT_LOST',
  '320102198506152247': 'NUMBER_UNKNOWN',
};

/** The provider's verdict on a number: null when it passes. */
export function verdictOf(idNumber: string): RejectionReason | null {
  return REJECTED_NUMBERS[idNumber] ?? null;
}
