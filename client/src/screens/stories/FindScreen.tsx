import { useEffect, useState } from 'react';
import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { FindScreenQuery } from '../../__generated__/FindScreenQuery.graphql';
import type { FindScreen_query$key } from '../../__generated__/FindScreen_query.graphql';
import type { FindPaginationQuery } from '../../__generated__/FindPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { EmptyState, ListFooter, PartFailed } from '../../shell/StateViews';
import { PageHeader } from '../../widgets/PageHeader';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import { VideoTile } from '../media';
import { StoryCard } from './StoryCard';
import { FindFailedPart, type FindPart } from './FindFailedPart';
import './stories.css';
export { WaterfallSkeleton as Skeleton } from './WaterfallSkeleton';

/** Entries a page of the feed loads. */
const PAGE = 10;

const query = graphql`
  query FindScreenQuery {
    ...FindScreen_query
  }
`;

export function findLoader({ request }: { request: Request }): PreloadedQuery<FindScreenQuery> {
  prepareRequest(request);
  return preload<FindScreenQuery>(query, {}, { fresh: !isBackForward() });
}

interface Failure {
  part: FindPart;
  ids: readonly string[];
}

/**
 * The failed parts of every page loaded so far (the connection holds the last page's only): each
 * failure stays, with its retry, until the feed is loaded afresh.
 */
function useFailedParts(latest: readonly { part: string; ids: readonly string[] }[] | undefined): Failure[] {
  const [kept, setKept] = useState<Failure[]>([]);
  useEffect(() => {
    const fresh = (latest ?? []).filter((f): f is Failure => (f.part === 'STORIES' || f.part === 'VIDEOS') && f.ids.length > 0);
    if (fresh.length === 0) return;
    setKept((before) => {
      const known = new Set(before.map((f) => `${f.part}:${f.ids.join(',')}`));
      const added = fresh.filter((f) => !known.has(`${f.part}:${f.ids.join(',')}`));
      return added.length > 0 ? [...before, ...added] : before;
    });
  }, [latest]);
  return kept;
}

function Feed({ query: ref }: { query: FindScreen_query$key }) {
  const { t } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<FindPaginationQuery, FindScreen_query$key>(
    graphql`
      fragment FindScreen_query on Query
      @refetchable(queryName: "FindPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        find(first: $count, after: $cursor) @connection(key: "FindScreen_find") {
          totalCount
          failedParts {
            part
            ids
          }
          edges {
            cursor
            node {
              ...StoryCard_story @alias(as: "story")
              ...VideoTile_video @alias(as: "video")
            }
          }
        }
      }
    `,
    ref,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(PAGE));
  const failed = useFailedParts(data.find?.failedParts);
  if (!data.find) return <PartFailed testId="find-failed" />;
  if (data.find.totalCount === 0 && data.find.edges.length === 0) return <EmptyState text={t('stories.findEmpty')} />;
  return (
    <>
      {failed.map((f) => (
        <FindFailedPart key={`${f.part}:${f.ids.join(',')}`} part={f.part} ids={f.ids} />
      ))}
      <ul className="find-grid" data-testid="find-feed">
        {data.find.edges.map(({ cursor, node }) => (
          <li key={cursor}>{node.story ? <StoryCard story={node.story} /> : node.video ? <VideoTile video={node.video} /> : null}</li>
        ))}
      </ul>
      <ListFooter total={data.find.totalCount} hasNext={hasNext} loading={isLoadingNext} />
    </>
  );
}

/** /find — the site's published stories, travel strategies and short videos in one feed, newest first. */
export function FindScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<FindScreenQuery>(query);
  return (
    <>
      <PageHeader title={t('stories.find')} />
      <div data-testid="find-screen">
        <Feed query={data} />
      </div>
    </>
  );
}
