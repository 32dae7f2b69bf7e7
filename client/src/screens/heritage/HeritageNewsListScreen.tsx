import './heritage.css';
import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { HeritageNewsListScreenQuery } from '../../__generated__/HeritageNewsListScreenQuery.graphql';
import type { HeritageNewsListScreen_query$key } from '../../__generated__/HeritageNewsListScreen_query.graphql';
import type { HeritageNewsListPaginationQuery } from '../../__generated__/HeritageNewsListPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { HeritageNewsCard } from './HeritageNewsCard';

const query = graphql`
  query HeritageNewsListScreenQuery {
    ...HeritageNewsListScreen_query
  }
`;

export function heritageNewsListLoader({ request }: { request: Request }): PreloadedQuery<HeritageNewsListScreenQuery> {
  prepareRequest(request);
  return preload<HeritageNewsListScreenQuery>(query, {}, { fresh: !isBackForward() });
}

function News({ query: ref }: { query: HeritageNewsListScreen_query$key }) {
  const { data, ...paging } = usePaginationFragment<HeritageNewsListPaginationQuery, HeritageNewsListScreen_query$key>(
    graphql`
      fragment HeritageNewsListScreen_query on Query
      @refetchable(queryName: "HeritageNewsListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        heritageNews(first: $count, after: $cursor) @connection(key: "HeritageNewsListScreen_heritageNews") {
          totalCount
          edges {
            node {
              id
              ...HeritageNewsCard_news
            }
          }
        }
      }
    `,
    ref,
  );
  return (
    <PagedList
      connection={data.heritageNews}
      paging={paging}
      failedTestId="heritage-list-failed"
      className="card-list card-list--news"
      testId="heritage-news"
    >
      {(node) => <HeritageNewsCard news={node} />}
    </PagedList>
  );
}

/** /intangible-news — heritage news, pinned first. */
export function HeritageNewsListScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<HeritageNewsListScreenQuery>(query);
  return (
    <>
      <PageHeader title={t('heritage.kinds.news')} />
      <div className="heritage-page" data-testid="heritage-news-list">
        <News query={data} />
      </div>
    </>
  );
}
