import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Plus, Sparkles } from 'lucide-react';
import type { ItineraryListScreenQuery } from '../../__generated__/ItineraryListScreenQuery.graphql';
import type { ItineraryListScreen_user$key } from '../../__generated__/ItineraryListScreen_user.graphql';
import type { ItineraryListPaginationQuery } from '../../__generated__/ItineraryListPaginationQuery.graphql';
import { isBackForward, useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { EmptyState } from '../../shell/StateViews';
import { ItineraryCard } from './ItineraryCard';
import './itineraries.css';

const query = graphql`
  query ItineraryListScreenQuery {
    viewer {
      isSignedIn
      user {
        ...ItineraryListScreen_user
      }
    }
  }
`;

/** /itinerary-list (ITINTERARY, login): intelligent travel — plan a trip, the viewer's itineraries, the recommended ones. */
export function itineraryListLoader({ request }: { request: Request }): PreloadedQuery<ItineraryListScreenQuery> {
  return preloadSignedIn<ItineraryListScreenQuery>(request, query, {}, { fresh: !isBackForward() });
}

function Mine({ user }: { user: ItineraryListScreen_user$key }) {
  const { t } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<ItineraryListPaginationQuery, ItineraryListScreen_user$key>(
    graphql`
      fragment ItineraryListScreen_user on User
      @refetchable(queryName: "ItineraryListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        itineraries(first: $count, after: $cursor) @connection(key: "ItineraryListScreen_itineraries") {
          totalCount
          edges {
            node {
              id
              ...ItineraryCard_itinerary
            }
          }
        }
      }
    `,
    user,
  );
  return (
    <PagedList
      connection={data.itineraries}
      paging={{ hasNext, isLoadingNext, loadNext }}
      failedTestId="my-itineraries-failed"
      empty={<EmptyState text={t('itineraries.mineEmpty')} />}
      className="trip-list"
      testId="my-itineraries"
    >
      {(node) => <ItineraryCard itinerary={node} />}
    </PagedList>
  );
}

export function ItineraryListScreen() {
  const { t } = useTranslation();
  const { viewer } = useRouteQuery<ItineraryListScreenQuery>(query);
  useSessionCheck(viewer.isSignedIn);
  return (
    <div className="trip-page" data-testid="itinerary-list">
      <PageHeader title={t('itineraries.title')} />
      <section className="trip-hero" aria-labelledby="trip-hero">
        <h2 id="trip-hero" className="trip-hero__title">
          <Sparkles size={20} aria-hidden /> {t('itineraries.heroTitle')}
        </h2>
        <p className="trip-hero__text">{t('itineraries.heroText')}</p>
        <Link to="/itinerary-add/1" className="btn" data-testid="plan-trip">
          <Plus size={18} aria-hidden /> {t('itineraries.plan')}
        </Link>
      </section>
      <nav className="trip-tabs" aria-label={t('itineraries.title')}>
        <Link to="/itinerary-list" replace className="trip-tab trip-tab--on" aria-current="page">
          {t('itineraries.mine')}
        </Link>
        <Link to="/itinerary-recommend" className="trip-tab" data-testid="recommended-tab">
          {t('itineraries.recommended')}
        </Link>
      </nav>
      {viewer.user ? <Mine user={viewer.user} /> : <EmptyState text={t('itineraries.signedOut')} />}
    </div>
  );
}
