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
  query TopicListScreenQuery($mode: TopicMode) {
    ...TopicListScreen_query @arguments(mode: $mode)
  }
`;

export function topicListLoader({ request }: { request: Request }): PreloadedQuery<TopicListScreenQuery> {
  prepareRequest(request);
  return preload<TopicListScreenQuery>(query, {}, { fresh: !isBackForward() });
}

/** /all-pk: the PK debates only. */
export function pkListLoader({ request }: { request: Request }): PreloadedQuery<TopicListScreenQuery> {
  prepareRequest(request);
  return preload<TopicListScreenQuery>(query, { mode: 'PK' }, { fresh: !isBackForward() });
}

function Topics({ query: ref }: { query: TopicListScreen_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<TopicListPaginationQuery, TopicListScreen_query$key>(
    graphql`
      fragment TopicListScreen_query on Query
      @refetchable(queryName: "TopicListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }, mode: { type: "TopicMode" }) {
        topics(first: $count, after: $cursor, mode: $mode) @connection(key: "TopicListScreen_topics", filters: ["mode"]) {
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

/** /topic-list (TOPIC): every topic of the site, open ones first, with its state; /all-pk (`pk`): the PK debates. */
export function TopicListScreen({ pk = false }: { pk?: boolean }) {
  const { t } = useTranslation();
  const data = useRouteQuery<TopicListScreenQuery>(query);
  return (
    <>
      <PageHeader title={pk ? t('stories.mode.PK') : t('stories.topics')} />
      <Topics query={data} />
    </>
  );
}
