import { graphql } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ShieldAlert } from 'lucide-react';
import type { RealNameUnpassScreenQuery } from '../../__generated__/RealNameUnpassScreenQuery.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { PageHeader } from '../../widgets/PageHeader';
import { DetailSkeleton } from '../../widgets/Skeleton';
import { resetDraft } from './draft';
import { VerificationFacts } from './VerificationFacts';
import './verification.css';

const query = graphql`
  query RealNameUnpassScreenQuery {
    viewer {
      user {
        id
        verification {
          state
          rejectionReason
          canSubmit
          ...VerificationFacts_verification
        }
      }
    }
  }
`;

function loader({ request }: { request: Request }) {
  return preloadSignedIn<RealNameUnpassScreenQuery>(request, query, {});
}

/** /real-name-unpass: the provider refused the verification: its reason, and trying again. */
export function RealNameUnpassScreen() {
  const { t } = useTranslation();
  const v = useRouteQuery<RealNameUnpassScreenQuery>(query).viewer.user?.verification;
  const rejected = v?.state === 'REJECTED';
  return (
    <div className="rn-page" data-testid="real-name-unpass">
      <PageHeader title={t('verification.unpass.title')} />
      <section className="rn-card">
        <ShieldAlert aria-hidden size={56} strokeWidth={1.5} className="rn-card__icon rn-card__icon--rejected" />
        <h2 className="rn-card__heading" data-testid="verification-state">
          {rejected ? t('verification.rejected.heading') : t(`verification.state.${v?.state ?? 'NONE'}`)}
        </h2>
        {rejected && v.rejectionReason && (
          <p className="rn-card__reason" data-testid="rejection-reason">
            {t('verification.rejected.reason')}: {v.rejectionReason}
          </p>
        )}
        {v && <VerificationFacts verification={v} />}
        {v?.canSubmit ? (
          <Link className="btn btn--primary btn--block" to="/real-name-new" onClick={() => resetDraft()} data-testid="verify-again">
            {t('verification.rejected.again')}
          </Link>
        ) : (
          <Link className="btn btn--primary btn--block" to="/real-name" replace>
            {t('verification.success.view')}
          </Link>
        )}
      </section>
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: RealNameUnpassScreen,
  loader,
  skeleton: <DetailSkeleton header picture={false} cards={1} />,
};
