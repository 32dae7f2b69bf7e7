import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { XjDrivingScreenQuery } from '../../__generated__/XjDrivingScreenQuery.graphql';
import type { XjDrivingScreen_list$key } from '../../__generated__/XjDrivingScreen_list.graphql';
import type { XjDrivingPaginationQuery } from '../../__generated__/XjDrivingPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { EmptyState } from '../../shell/StateViews';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { ListSkeleton } from '../../widgets/Skeleton';
import { DrivingRouteCard } from './DrivingRouteCard';
import './regional.css';

const query = graphql`
  query XjDrivingScreenQuery {
    ...XjDrivingScreen_list
  }
`;

function drivingLoader({ request }: { request: Request }): PreloadedQuery<XjDrivingScreenQuery> {
  prepareRequest(request);
  return preload<XjDrivingScreenQuery>(query, {}, { fresh: !isBackForward() });
}

/** /xj-driving: self-drive routes from the city, each with its stops in driving order. */
export function XjDrivingScreen() {
  const { t } = useTranslation();
  const root = useRouteQuery<XjDrivingScreenQuery>(query);
  const { data, ...paging } = usePaginationFragment<XjDrivingPaginationQuery, XjDrivingScreen_list$key>(
    graphql`
      fragment XjDrivingScreen_list on Query
      @refetchable(queryName: "XjDrivingPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        regional {
          drivingRoutes(first: $count, after: $cursor) @connection(key: "XjDrivingScreen_drivingRoutes") {
            totalCount
            edges {
              node {
                id
                ...DrivingRouteCard_route
              }
            }
          }
        }
      }
    `,
    root,
  );
  return (
    <div className="xj-page" data-testid="xj-driving">
      <PageHeader title={t('regional.pages.driving')} />
      <PagedList
        connection={data.regional.drivingRoutes}
        paging={paging}
        failedTestId="xj-driving-failed"
        empty={<EmptyState text={t('regional.emptyRoutes')} />}
        className="xj-list"
        testId="xj-driving-list"
      >
        {(node) => <DrivingRouteCard route={node} />}
      </PagedList>
    </div>
  );
}

export const screen: ScreenModule['screen'] = { Component: XjDrivingScreen, loader: drivingLoader, skeleton: <ListSkeleton header /> };
