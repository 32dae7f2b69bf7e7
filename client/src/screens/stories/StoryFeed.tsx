import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { StoryFeed_query$key } from '../../__generated__/StoryFeed_query.graphql';
import type { StoryFeedPaginationQuery, StoryOrder } from '../../__generated__/StoryFeedPaginationQuery.graphql';
import type { StrategyFeed_query$key } from '../../__generated__/StrategyFeed_query.graphql';
import type { StrategyFeedPaginationQuery } from '../../__generated__/StrategyFeedPaginationQuery.graphql';
import { ListFooter, PartFailed } from '../../widgets/StateViews';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import { OrderTabs } from './OrderTabs';
import { Waterfall } from './Waterfall';

/** The list's heading with newest / most liked tabs. */
function FeedHead({ title, order, onOrder }: { title: string; order: StoryOrder; onOrder(next: StoryOrder): void }) {
  return (
    <div className="section-title section-title--pad">
      <h2 className="section-title__text">{title}</h2>
      <OrderTabs value={order} onChange={onOrder} />
    </div>
  );
}

/** Published stories (works and PK entries too) as a waterfall: TIME and the tag pages. */
export function StoryFeed({ query, title, withOrder = true }: { query: StoryFeed_query$key; title: string; withOrder?: boolean }) {
  const [order, setOrder] = useState<StoryOrder>('NEWEST');
  const [switching, startTransition] = useTransition();
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<StoryFeedPaginationQuery, StoryFeed_query$key>(
    graphql`
      fragment StoryFeed_query on Query
      @refetchable(queryName: "StoryFeedPaginationQuery")
      @argumentDefinitions(
        tagId: { type: "ID" }
        orderBy: { type: "StoryOrder", defaultValue: NEWEST }
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
      ) {
        stories(tagId: $tagId, orderBy: $orderBy, first: $count, after: $cursor) @connection(key: "StoryFeed_stories", filters: ["tagId", "orderBy"]) {
          totalCount
          edges {
            node {
              ...Waterfall_stories
            }
          }
        }
      }
    `,
    query,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(10));
  return (
    <section aria-busy={switching} aria-label={title}>
      {withOrder && (
        <FeedHead
          title={title}
          order={order}
          onOrder={(next) => {
            setOrder(next);
            startTransition(() => {
              refetch({ orderBy: next });
            });
          }}
        />
      )}
      {data.stories ? (
        <>
          <Waterfall stories={data.stories.edges.map((e) => e.node)} testId="story-waterfall" />
          <ListFooter total={data.stories.totalCount} hasNext={hasNext} loading={isLoadingNext} />
        </>
      ) : (
        <PartFailed testId="stories-failed" />
      )}
    </section>
  );
}

/** Published travel strategies as a waterfall: RAIDERS and the strategy search. */
export function StrategyFeed({ query, title, withOrder = true }: { query: StrategyFeed_query$key; title: string; withOrder?: boolean }) {
  const [order, setOrder] = useState<StoryOrder>('NEWEST');
  const [switching, startTransition] = useTransition();
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<StrategyFeedPaginationQuery, StrategyFeed_query$key>(
    graphql`
      fragment StrategyFeed_query on Query
      @refetchable(queryName: "StrategyFeedPaginationQuery")
      @argumentDefinitions(
        tagId: { type: "ID" }
        keyword: { type: "String" }
        length: { type: "TripLength" }
        orderBy: { type: "StoryOrder", defaultValue: NEWEST }
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
      ) {
        strategies(tagId: $tagId, keyword: $keyword, length: $length, orderBy: $orderBy, first: $count, after: $cursor)
          @connection(key: "StrategyFeed_strategies", filters: ["tagId", "keyword", "length", "orderBy"]) {
          totalCount
          edges {
            node {
              ...Waterfall_stories
            }
          }
        }
      }
    `,
    query,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(10));
  return (
    <section aria-busy={switching} aria-label={title}>
      {withOrder && (
        <FeedHead
          title={title}
          order={order}
          onOrder={(next) => {
            setOrder(next);
            startTransition(() => {
              refetch({ orderBy: next });
            });
          }}
        />
      )}
      {data.strategies ? (
        <>
          <Waterfall stories={data.strategies.edges.map((e) => e.node)} testId="strategy-waterfall" />
          <ListFooter total={data.strategies.totalCount} hasNext={hasNext} loading={isLoadingNext} />
        </>
      ) : (
        <PartFailed testId="strategies-failed" />
      )}
    </section>
  );
}
