import { graphql, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CircleCheck } from 'lucide-react';
import type { SignUpSuccessScreenQuery } from '../../__generated__/SignUpSuccessScreenQuery.graphql';
import type { ScreenModule } from '../../shell/lazyScreen';
import { prepareRequest, useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { PageHeader } from '../../widgets/PageHeader';
import { ListSkeleton } from '../../widgets/Skeleton';
import './signup.css';

const query = graphql`
  query SignUpSuccessScreenQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on ReservationOrder {
        id
        resourceName
        signUpAnswers {
          label
          values
        }
      }
    }
  }
`;

function loader({ request }: { request: Request }): PreloadedQuery<SignUpSuccessScreenQuery> {
  return preloadSignedIn<SignUpSuccessScreenQuery>(request, query, { id: prepareRequest(request).get('order') ?? '' });
}

/** /activity-write-success?order= — what was joined, the answers given, and the way to the viewer's orders. */
export function SignUpSuccessScreen() {
  const { t } = useTranslation();
  const { node } = useRouteQuery<SignUpSuccessScreenQuery>(query);
  if (node?.__typename !== 'ReservationOrder') return <NotFoundPage title={t('signup.successTitle')} text={t('signup.notFound')} />;
  return (
    <div className="signup-page" data-testid="signup-success">
      <PageHeader contentHeading title={t('signup.successTitle')} />
      <section className="signup-success">
        <CircleCheck size={48} aria-hidden />
        <p>{t('signup.successText', { name: node.resourceName ?? '' })}</p>
      </section>
      {node.signUpAnswers.length > 0 && (
        <section className="detail__card">
          <h3 className="signup-label">{t('signup.answers')}</h3>
          <dl className="signup-answers">
            {node.signUpAnswers.map((a) => (
              <div key={a.label}>
                <dt>{a.label}</dt>
                <dd>{a.values.join(', ')}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <div className="signup-links">
        <Link className="action-bar__primary" to="/user-activity" data-testid="signup-my-orders">
          {t('signup.myOrders')}
        </Link>
        <Link className="signup-link" to="/">
          {t('signup.backHome')}
        </Link>
      </div>
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: SignUpSuccessScreen,
  loader,
  skeleton: <ListSkeleton header picture={false} />,
};
