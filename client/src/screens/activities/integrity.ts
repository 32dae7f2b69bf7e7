import { graphql, readInlineData } from 'react-relay';
import type { integrity_eligibility$key } from '../../__generated__/integrity_eligibility.graphql';
import i18n, { ensureFamilyTexts } from '../../i18n';
import { creditTexts } from '../../widgets/credit/texts';
import { confirmDialog } from '../../env/dialog';
import { appNavigate } from '../../env/navigate';

/** The eligibility fields the integrity check reads; spread wherever a booking's eligibility is asked. */
const eligibilityFragment = graphql`
  fragment integrity_eligibility on BookingEligibility @inline {
    allowed
    message
  }
`;

/**
 * The integrity check's refusal: a dialog with the gateway's words (the
 * score, the missed count, the ban period: `BookingEligibility.message`), "My integrity"
 * (→ /user-credit) and "Got it". Resolves true when the user may book.
 */
export async function runIntegrityCheck(eligibility: integrity_eligibility$key): Promise<boolean> {
  const e = readInlineData(eligibilityFragment, eligibility);
  if (e.allowed) return true;
  await ensureFamilyTexts(creditTexts);
  const mine = await confirmDialog({
    title: i18n.t('credit.refusedTitle'),
    message: e.message ?? '',
    confirmText: i18n.t('credit.myIntegrity'),
    cancelText: i18n.t('credit.gotIt'),
  });
  if (mine) appNavigate('/user-credit');
  return false;
}
