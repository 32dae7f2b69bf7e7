import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { StoryFeed_query$key } from '../../__generated__/StoryFeed_query.graphql';
import type { StoryFeedPaginationQuery, StoryOrder } from '../../__generated__/StoryFeedPaginationQuery.graphql';
import type { StrategyFeed_query$key } from '../../__generated__/StrategyFeed_query.graphql';
import type { StrategyFeedPaginationQuery } from '../../__generated__/StrategyFeedPaginationQuery.graphql';
import { ListFooter, PartFailed } from '../../shell/StateViews';
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

type WaterfallStories = Parameters<typeof Waterfall>[0]['stories'];

/** The newest / most liked order of a feed, refetched in a transition (the list stays while it loads). */
function useFeedOrder(refetch: (variables: { orderBy: StoryOrder }) => unknown) {
  const [order, setOrder] = useState<StoryOrder>('NEWEST');
  const [switching, startTransition] = useTransition();
  const onOrder = (next: StoryOrder) => {
    setOrder(next);
    startTransition(() => {
      refetch({ orderBy: next });
    });
  };
  return { order, switching, onOrder };
}

/** A feed's section: its heading and order tabs, the waterfall and the list footer, or the failed part. */
function FeedBody(props: {
  title: string;
  withOrder: boolean;
  order: ReturnType<typeof useFeedOrder>;
  list: { totalCount: number; edges: ReadonlyArray<{ node: WaterfallStories[number] }> } | null | undefined;
  hasNext: boolean;
  loading: boolean;
  testId: string;
  failedTestId: string;
}) {
  const { title, withOrder, order, list } = props;
  return (
    <section aria-busy={order.switching} aria-label={title}>
      {withOrder && <FeedHead title={title} order={order.order} onOrder={order.onOrder} />}
      {list ? (
        <>
          <Waterfall stories={list.edges.map((e) => e.node)} testId={props.testId} />
          <ListFooter total={list.totalCount} hasNext={props.hasNext} loading={props.loading} />
        </>
      ) : (
        <PartFailed testId={props.failedTestId} />
      )}
    </section>
  );
}

/** Published stories (works and PK entries too) as a waterfall: TIME and the tag pages. */
export function StoryFeed({ query, title, withOrder = true }: { query: StoryFeed_query$key; title: string; withOrder?: boolean }) {
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
  const feedOrder = useFeedOrder(refetch);
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(10));
  return (
    <FeedBody
      title={title}
      withOrder={withOrder}
      order={feedOrder}
      list={data.stories}
      hasNext={hasNext}
      loading={isLoadingNext}
      testId="story-waterfall"
      failedTestId="stories-failed"
    />
  );
}

/** Published travel strategies as a waterfall: RAIDERS and the strategy search. */
export function StrategyFeed({ query, title, withOrder = true }: { query: StrategyFeed_query$key; title: string; withOrder?: boolean }) {
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
  const feedOrder = useFeedOrder(refetch);
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(10));
  return (
    <FeedBody
      title={title}
      withOrder={withOrder}
      order={feedOrder}
      list={data.strategies}
      hasNext={hasNext}
      loading={isLoadingNext}
      testId="strategy-waterfall"
      failedTestId="strategies-failed"
    />
  );
}
