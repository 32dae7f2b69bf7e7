import './heritage.css';
import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { HeritageFoodListScreenQuery } from '../../__generated__/HeritageFoodListScreenQuery.graphql';
import type { HeritageFoodListScreen_query$key } from '../../__generated__/HeritageFoodListScreen_query.graphql';
import type { HeritageFoodListPaginationQuery } from '../../__generated__/HeritageFoodListPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { HeritageFoodCard } from './HeritageFoodCard';

const query = graphql`
  query HeritageFoodListScreenQuery {
    ...HeritageFoodListScreen_query
  }
`;

export function heritageFoodListLoader({ request }: { request: Request }): PreloadedQuery<HeritageFoodListScreenQuery> {
  prepareRequest(request);
  return preload<HeritageFoodListScreenQuery>(query, {}, { fresh: !isBackForward() });
}

function Foods({ query: ref }: { query: HeritageFoodListScreen_query$key }) {
  const { data, ...paging } = usePaginationFragment<HeritageFoodListPaginationQuery, HeritageFoodListScreen_query$key>(
    graphql`
      fragment HeritageFoodListScreen_query on Query
      @refetchable(queryName: "HeritageFoodListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        heritageFoods(first: $count, after: $cursor) @connection(key: "HeritageFoodListScreen_heritageFoods") {
          totalCount
          edges {
            node {
              id
              ...HeritageFoodCard_food
            }
          }
        }
      }
    `,
    ref,
  );
  return (
    <PagedList
      connection={data.heritageFoods}
      paging={paging}
      failedTestId="heritage-list-failed"
      className="heritage-grid heritage-grid--list"
      testId="heritage-foods"
    >
      {(node) => <HeritageFoodCard food={node} />}
    </PagedList>
  );
}

/** /intangible-food — heritage food in two columns. */
export function HeritageFoodListScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<HeritageFoodListScreenQuery>(query);
  return (
    <>
      <PageHeader title={t('heritage.kinds.foods')} />
      <div className="heritage-page" data-testid="heritage-food-list">
        <Foods query={data} />
      </div>
    </>
  );
}
