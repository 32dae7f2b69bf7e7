import { graphql } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BadgeCheck, CircleCheck } from 'lucide-react';
import type { RealNameSuccessScreenQuery } from '../../__generated__/RealNameSuccessScreenQuery.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { PageHeader } from '../../widgets/PageHeader';
import { DetailSkeleton } from '../../widgets/Skeleton';
import { VerificationFacts } from './VerificationFacts';
import './verification.css';

const query = graphql`
  query RealNameSuccessScreenQuery {
    viewer {
      user {
        id
        verification {
          state
          ...VerificationFacts_verification
        }
      }
    }
  }
`;

function loader({ request }: { request: Request }) {
  return preloadSignedIn<RealNameSuccessScreenQuery>(request, query, {});
}

/** /real-name-success: the submission went in (under review), or it has passed already. */
export function RealNameSuccessScreen() {
  const { t } = useTranslation();
  const v = useRouteQuery<RealNameSuccessScreenQuery>(query).viewer.user?.verification;
  const passed = v?.state === 'PASSED';
  return (
    <div className="rn-page" data-testid="real-name-success">
      <PageHeader title={t('verification.success.title')} />
      <section className="rn-card">
        {passed ? (
          <BadgeCheck aria-hidden size={56} strokeWidth={1.5} className="rn-card__icon rn-card__icon--passed" />
        ) : (
          <CircleCheck aria-hidden size={56} strokeWidth={1.5} className="rn-card__icon rn-card__icon--passed" />
        )}
        <h2 className="rn-card__heading" data-testid="verification-state">
          {passed ? t('verification.success.passed') : t('verification.success.heading')}
        </h2>
        {!passed && <p className="rn-card__text">{t('verification.success.text')}</p>}
        {v && <VerificationFacts verification={v} />}
        <Link className="btn btn--primary btn--block" to="/real-name" replace data-testid="view-verification">
          {t('verification.success.view')}
        </Link>
      </section>
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: RealNameSuccessScreen,
  loader,
  skeleton: <DetailSkeleton header picture={false} cards={1} />,
};
