import { graphql, readInlineData } from 'react-relay';
import type { integrity_eligibility$key } from '../../__generated__/integrity_eligibility.graphql';
import i18n from '../../i18n';
import { confirmDialog } from '../../shell/dialog';
import { appNavigate } from '../../shell/navigate';
import { formatDate } from '../../widgets/format';
import { currentLanguage } from '../../i18n';

/** The eligibility fields the integrity check reads; spread wherever a booking's eligibility is asked. */
const eligibilityFragment = graphql`
  fragment integrity_eligibility on BookingEligibility @inline {
    allowed
    refusal
    action
    score
    requiredScore
    missedCount
    banStartsAt
    banEndsAt
  }
`;

export interface Eligibility {
  readonly allowed: boolean;
  readonly refusal: string | null | undefined;
  readonly action: string;
  readonly score: number | null | undefined;
  readonly missedCount: number | null | undefined;
  readonly banStartsAt: string | null | undefined;
  readonly banEndsAt: string | null | undefined;
}

/** The text of the refusal dialog (spec doc 1 §5, doc 2 §5). */
export function refusalMessage(e: Eligibility): string {
  const lang = currentLanguage();
  const action = i18n.t(e.action === 'BOOK_ACTIVITY_ROOM' ? 'credit.BOOK_ACTIVITY_ROOM' : 'credit.BOOK_ACTIVITY');
  const start = e.banStartsAt ? formatDate(e.banStartsAt, lang) : '…';
  const end = e.banEndsAt ? formatDate(e.banEndsAt, lang) : '…';
  if (e.refusal === 'SHORT_TERM_LOSS') return i18n.t('credit.shortTerm', { count: e.missedCount ?? 0, score: e.score ?? 0, start, end, action });
  if (e.refusal === 'LOSS') return i18n.t('credit.loss', { start, end, action });
  return i18n.t('credit.scoreTooLow');
}

/**
 * The integrity check's refusal: a dialog with "My integrity" (→ /user-credit) and "Got it".
 * Resolves true when the user may book.
 */
export async function runIntegrityCheck(eligibility: integrity_eligibility$key): Promise<boolean> {
  const e: Eligibility = readInlineData(eligibilityFragment, eligibility);
  if (e.allowed) return true;
  const mine = await confirmDialog({
    title: i18n.t('credit.refusedTitle'),
    message: refusalMessage(e),
    confirmText: i18n.t('credit.myIntegrity'),
    cancelText: i18n.t('credit.gotIt'),
  });
  if (mine) appNavigate('/user-credit');
  return false;
}
