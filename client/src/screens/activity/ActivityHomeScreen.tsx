import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ActivityHomeScreenQuery } from '../../__generated__/ActivityHomeScreenQuery.graphql';
import type { ActivityHome_query$key } from '../../__generated__/ActivityHome_query.graphql';
import type { ActivityHomePaginationQuery } from '../../__generated__/ActivityHomePaginationQuery.graphql';
import { isBackForward, prepareRequest, preload } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { Img } from '../../widgets/Img';
import { ListFooter, PartFailed } from '../../widgets/StateViews';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';

const query = graphql`
  query ActivityHomeScreenQuery {
    ...ActivityHome_query
  }
`;

export function activityHomeLoader({ request }: { request: Request }): PreloadedQuery<ActivityHomeScreenQuery> {
  prepareRequest(request);
  return preload<ActivityHomeScreenQuery>(query, {}, { fresh: !isBackForward() });
}

/** /activity-home (bottom-menu ACTIVITY): the site's activities, a minimal list for now. */
export function ActivityHomeScreen() {
  const { t } = useTranslation();
  const ref = useLoaderData() as PreloadedQuery<ActivityHomeScreenQuery>;
  const root = usePreloadedQuery<ActivityHomeScreenQuery>(query, ref);
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<ActivityHomePaginationQuery, ActivityHome_query$key>(
    graphql`
      fragment ActivityHome_query on Query
      @refetchable(queryName: "ActivityHomePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        activities(first: $count, after: $cursor) @connection(key: "ActivityHome_activities") {
          totalCount
          edges {
            node {
              id
              name
              detailPath
              cover {
                url(size: COVER)
                alt
              }
            }
          }
        }
      }
    `,
    root,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(10));
  const edges = data.activities?.edges ?? [];
  return (
    <div data-testid="activity-home">
      <PageHeader title={t('activity.title')} />
      {data.activities == null ? (
        <PartFailed testId="activities-failed" />
      ) : (
        <>
          <ul className="activity-list">
            {edges.map(({ node }) => (
              <li key={node.id}>
                <Link to={node.detailPath} className="activity-card" data-testid="activity-card">
                  <Img src={node.cover?.url} alt={node.cover?.alt || node.name} className="activity-card__cover" />
                  <span className="activity-card__name">{node.name}</span>
                </Link>
              </li>
            ))}
          </ul>
          <ListFooter total={data.activities.totalCount} hasNext={hasNext} loading={isLoadingNext} />
        </>
      )}
    </div>
  );
}
