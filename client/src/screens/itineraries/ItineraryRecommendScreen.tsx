import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ItineraryRecommendScreenQuery } from '../../__generated__/ItineraryRecommendScreenQuery.graphql';
import type { ItineraryRecommendScreen_query$key } from '../../__generated__/ItineraryRecommendScreen_query.graphql';
import type { ItineraryRecommendPaginationQuery } from '../../__generated__/ItineraryRecommendPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { EmptyState } from '../../shell/StateViews';
import { ItineraryCard } from './ItineraryCard';
import './itineraries.css';

const query = graphql`
  query ItineraryRecommendScreenQuery {
    ...ItineraryRecommendScreen_query
  }
`;

/** /itinerary-recommend: the site's recommended itineraries (open to all). */
export function itineraryRecommendLoader({ request }: { request: Request }): PreloadedQuery<ItineraryRecommendScreenQuery> {
  prepareRequest(request);
  return preload<ItineraryRecommendScreenQuery>(query, {}, { fresh: !isBackForward() });
}

function Recommended({ query: ref }: { query: ItineraryRecommendScreen_query$key }) {
  const { t } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    ItineraryRecommendPaginationQuery,
    ItineraryRecommendScreen_query$key
  >(
    graphql`
      fragment ItineraryRecommendScreen_query on Query
      @refetchable(queryName: "ItineraryRecommendPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        recommendedItineraries(first: $count, after: $cursor) @connection(key: "ItineraryRecommendScreen_recommendedItineraries") {
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
    ref,
  );
  return (
    <PagedList
      connection={data.recommendedItineraries}
      paging={{ hasNext, isLoadingNext, loadNext }}
      failedTestId="recommended-failed"
      empty={<EmptyState text={t('itineraries.recommendedEmpty')} />}
      className="trip-list"
      testId="recommended-itineraries"
    >
      {(node) => <ItineraryCard itinerary={node} />}
    </PagedList>
  );
}

export function ItineraryRecommendScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<ItineraryRecommendScreenQuery>(query);
  return (
    <div className="trip-page" data-testid="itinerary-recommend">
      <PageHeader title={t('itineraries.recommended')} />
      <nav className="trip-tabs" aria-label={t('itineraries.title')} style={{ paddingTop: 12 }}>
        <Link to="/itinerary-list" className="trip-tab">
          {t('itineraries.mine')}
        </Link>
        <Link to="/itinerary-recommend" replace className="trip-tab trip-tab--on" aria-current="page">
          {t('itineraries.recommended')}
        </Link>
      </nav>
      <Recommended query={data} />
    </div>
  );
}
