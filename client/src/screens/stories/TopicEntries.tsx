import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TopicEntries_topic$key } from '../../__generated__/TopicEntries_topic.graphql';
import type { PkSide, StoryOrder, TopicEntriesPaginationQuery } from '../../__generated__/TopicEntriesPaginationQuery.graphql';
import { ListFooter, PartFailed } from '../../shell/StateViews';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import { Waterfall } from './Waterfall';
import { OrderTabs } from './OrderTabs';

type Tab = 'ALL' | 'A' | 'B';

/**
 * A topic's entries as a waterfall: the two stances as tabs in a PK debate, and (on the entries
 * page) newest or most liked first.
 */
export function TopicEntries({
  topic,
  pk,
  stanceNames,
  withOrder = false,
  allPath,
}: {
  topic: TopicEntries_topic$key;
  pk: boolean;
  stanceNames: Record<'A' | 'B', string>;
  withOrder?: boolean;
  /** The entries page (on the topic's page: "View all", where they can be ordered). */
  allPath?: string;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('ALL');
  const [order, setOrder] = useState<StoryOrder>('NEWEST');
  const [switching, startTransition] = useTransition();
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<TopicEntriesPaginationQuery, TopicEntries_topic$key>(
    graphql`
      fragment TopicEntries_topic on Topic
      @refetchable(queryName: "TopicEntriesPaginationQuery")
      @argumentDefinitions(
        side: { type: "PkSide" }
        orderBy: { type: "StoryOrder", defaultValue: NEWEST }
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
      ) {
        entries(side: $side, orderBy: $orderBy, first: $count, after: $cursor) @connection(key: "TopicEntries_entries", filters: ["side", "orderBy"]) {
          totalCount
          edges {
            node {
              ...Waterfall_stories
            }
          }
        }
      }
    `,
    topic,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(10));
  const load = (nextTab: Tab, nextOrder: StoryOrder) => {
    setTab(nextTab);
    setOrder(nextOrder);
    startTransition(() => {
      refetch({ side: nextTab === 'ALL' ? null : (nextTab as PkSide), orderBy: nextOrder });
    });
  };
  return (
    <section aria-labelledby="entries-title" aria-busy={switching}>
      <div className="section-title section-title--pad">
        <h2 className="section-title__text" id="entries-title">
          {t('stories.entriesTitle')}
        </h2>
        {withOrder && <OrderTabs value={order} onChange={(o) => load(tab, o)} />}
        {allPath && (
          <Link to={allPath} className="section-title__more" data-testid="topic-entries-all">
            {t('common.viewAll')}
          </Link>
        )}
      </div>
      {pk && (
        <div className="tabs" role="group" aria-label={t('stories.stances')}>
          {(['ALL', 'A', 'B'] as const).map((k) => (
            <button
              key={k}
              type="button"
              className={tab === k ? 'tabs__tab tabs__tab--on' : 'tabs__tab'}
              aria-pressed={tab === k}
              onClick={() => load(k, order)}
              data-testid={`side-tab-${k}`}
            >
              {k === 'ALL' ? t('common.all') : stanceNames[k]}
            </button>
          ))}
        </div>
      )}
      {data.entries ? (
        <>
          <Waterfall stories={data.entries.edges.map((e) => e.node)} testId="topic-entries" />
          <ListFooter total={data.entries.totalCount} hasNext={hasNext} loading={isLoadingNext} />
        </>
      ) : (
        <PartFailed testId="entries-failed" />
      )}
    </section>
  );
}
