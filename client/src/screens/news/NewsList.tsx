import { graphql, usePaginationFragment } from 'react-relay';
import type { NewsList_query$key } from '../../__generated__/NewsList_query.graphql';
import type { NewsListPaginationQuery } from '../../__generated__/NewsListPaginationQuery.graphql';
import { NewsCard } from '../../widgets/NewsCard';
import { ListFooter, PartFailed } from '../../shell/StateViews';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';

export function NewsList({ query }: { query: NewsList_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<NewsListPaginationQuery, NewsList_query$key>(
    graphql`
      fragment NewsList_query on Query
      @refetchable(queryName: "NewsListPaginationQuery")
      @argumentDefinitions(
        channelCode: { type: "String" }
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
      ) {
        news(channelCode: $channelCode, first: $count, after: $cursor) @connection(key: "NewsList_news") {
          totalCount
          edges {
            node {
              id
              ...NewsCard_article
            }
          }
        }
      }
    `,
    query,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(10));
  if (!data.news) return <PartFailed testId="news-list-failed" />;
  return (
    <section>
      <div className="card-list card-list--news">
        {data.news.edges.map((e) => (
          <NewsCard key={e.node.id} article={e.node} />
        ))}
      </div>
      <ListFooter total={data.news.totalCount} hasNext={hasNext} loading={isLoadingNext} />
    </section>
  );
}
