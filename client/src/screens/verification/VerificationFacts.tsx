import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { VerificationFacts_verification$key } from '../../__generated__/VerificationFacts_verification.graphql';
import { formatDate } from '../../widgets/format';

/** What was submitted (masked) and when: the facts every state page shows. */
export function VerificationFacts({ verification }: { verification: VerificationFacts_verification$key }) {
  const { t, i18n } = useTranslation();
  const v = useFragment(
    graphql`
      fragment VerificationFacts_verification on RealNameVerification {
        maskedName
        maskedIdNumber
        submittedAt
        decidedAt
      }
    `,
    verification,
  );
  return (
    <dl className="rn-facts" data-testid="verification-facts">
      {v.maskedName && (
        <div className="rn-facts__row">
          <dt>{t('verification.name')}</dt>
          <dd data-testid="masked-name">{v.maskedName}</dd>
        </div>
      )}
      {v.maskedIdNumber && (
        <div className="rn-facts__row">
          <dt>{t('verification.idNumber')}</dt>
          <dd data-testid="masked-id-number">{v.maskedIdNumber}</dd>
        </div>
      )}
      {v.submittedAt && (
        <div className="rn-facts__row">
          <dt>{t('verification.submittedAt')}</dt>
          <dd>{formatDate(v.submittedAt, i18n.language, true)}</dd>
        </div>
      )}
      {v.decidedAt && (
        <div className="rn-facts__row">
          <dt>{t('verification.decidedAt')}</dt>
          <dd>{formatDate(v.decidedAt, i18n.language, true)}</dd>
        </div>
      )}
    </dl>
  );
}
