import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { XjHotScreenQuery } from '../../__generated__/XjHotScreenQuery.graphql';
import type { XjHotScreen_list$key } from '../../__generated__/XjHotScreen_list.graphql';
import type { XjHotPaginationQuery } from '../../__generated__/XjHotPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { EmptyState } from '../../shell/StateViews';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { ListSkeleton } from '../../widgets/Skeleton';
import { RegionalPlaceCard } from './RegionalPlaceCard';
import './regional.css';

const query = graphql`
  query XjHotScreenQuery {
    ...XjHotScreen_list
  }
`;

function hotLoader({ request }: { request: Request }): PreloadedQuery<XjHotScreenQuery> {
  prepareRequest(request);
  return preload<XjHotScreenQuery>(query, {}, { fresh: !isBackForward() });
}

/** /xj-hot (menu code HOT): the edition's hot places, hottest first. */
export function XjHotScreen() {
  const { t } = useTranslation();
  const root = useRouteQuery<XjHotScreenQuery>(query);
  const { data, ...paging } = usePaginationFragment<XjHotPaginationQuery, XjHotScreen_list$key>(
    graphql`
      fragment XjHotScreen_list on Query
      @refetchable(queryName: "XjHotPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        regional {
          hotPlaces(first: $count, after: $cursor) @connection(key: "XjHotScreen_hotPlaces") {
            totalCount
            edges {
              node {
                id
                ...RegionalPlaceCard_place
              }
            }
          }
        }
      }
    `,
    root,
  );
  return (
    <div className="xj-page" data-testid="xj-hot">
      <PageHeader title={t('regional.pages.hot')} />
      <PagedList
        connection={data.regional.hotPlaces}
        paging={paging}
        failedTestId="xj-hot-failed"
        empty={<EmptyState text={t('regional.emptyHot')} />}
        className="xj-list"
        testId="xj-hot-list"
      >
        {(node) => <RegionalPlaceCard place={node} />}
      </PagedList>
    </div>
  );
}

export const screen: ScreenModule['screen'] = { Component: XjHotScreen, loader: hotLoader, skeleton: <ListSkeleton header /> };
