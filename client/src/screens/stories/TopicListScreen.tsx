import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { TopicListScreenQuery } from '../../__generated__/TopicListScreenQuery.graphql';
import type { TopicListScreen_query$key } from '../../__generated__/TopicListScreen_query.graphql';
import type { TopicListPaginationQuery } from '../../__generated__/TopicListPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { ListFooter, PartFailed } from '../../shell/StateViews';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import { TopicCard } from './TopicCard';
import './stories.css';
export { ListSkeleton as Skeleton } from '../../widgets/Skeleton';

const query = graphql`
  query TopicListScreenQuery {
    ...TopicListScreen_query
  }
`;

export function topicListLoader({ request }: { request: Request }): PreloadedQuery<TopicListScreenQuery> {
  prepareRequest(request);
  return preload<TopicListScreenQuery>(query, {}, { fresh: !isBackForward() });
}

function Topics({ query: ref }: { query: TopicListScreen_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<TopicListPaginationQuery, TopicListScreen_query$key>(
    graphql`
      fragment TopicListScreen_query on Query
      @refetchable(queryName: "TopicListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        topics(first: $count, after: $cursor) @connection(key: "TopicListScreen_topics") {
          totalCount
          edges {
            node {
              id
              ...TopicCard_topic
            }
          }
        }
      }
    `,
    ref,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(10));
  if (!data.topics) return <PartFailed testId="topics-failed" />;
  return (
    <>
      <ul className="topic-list" data-testid="topic-list">
        {data.topics.edges.map((e) => (
          <li key={e.node.id}>
            <TopicCard topic={e.node} />
          </li>
        ))}
      </ul>
      <ListFooter total={data.topics.totalCount} hasNext={hasNext} loading={isLoadingNext} />
    </>
  );
}

/** /topic-list (TOPIC): every topic of the site, open ones first, with its state. */
export function TopicListScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<TopicListScreenQuery>(query);
  return (
    <>
      <PageHeader title={t('stories.topics')} />
      <Topics query={data} />
    </>
  );
}
