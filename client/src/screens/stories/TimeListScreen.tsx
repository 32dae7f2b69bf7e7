import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { TimeListScreenQuery } from '../../__generated__/TimeListScreenQuery.graphql';
import type { TimeListScreen_query$key } from '../../__generated__/TimeListScreen_query.graphql';
import type { TimeListPaginationQuery } from '../../__generated__/TimeListPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { ListFooter, PartFailed } from '../../shell/StateViews';
import { chinaDay, formatDate } from '../../widgets/format';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import { StoryRow } from './StoryRow';
import './stories.css';
export { ListSkeleton as Skeleton } from '../../widgets/Skeleton';

const query = graphql`
  query TimeListScreenQuery {
    ...TimeListScreen_query
  }
`;

export function timeListLoader({ request }: { request: Request }): PreloadedQuery<TimeListScreenQuery> {
  prepareRequest(request);
  return preload<TimeListScreenQuery>(query, {}, { fresh: !isBackForward() });
}

function Timeline({ query: ref }: { query: TimeListScreen_query$key }) {
  const { i18n } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<TimeListPaginationQuery, TimeListScreen_query$key>(
    graphql`
      fragment TimeListScreen_query on Query
      @refetchable(queryName: "TimeListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        stories(first: $count, after: $cursor) @connection(key: "TimeListScreen_stories") {
          totalCount
          edges {
            node {
              id
              publishedAt
              ...StoryRow_story
            }
          }
        }
      }
    `,
    ref,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(10));
  if (!data.stories) return <PartFailed testId="timeline-failed" />;
  // newest first, one heading per day (China time)
  const days: Array<{ day: string; at: string; nodes: (typeof data.stories.edges)[number]['node'][] }> = [];
  for (const { node } of data.stories.edges) {
    const at = node.publishedAt ?? '';
    const day = at ? chinaDay(Date.parse(at)) : '';
    const last = days[days.length - 1];
    if (last && last.day === day) last.nodes.push(node);
    else days.push({ day, at, nodes: [node] });
  }
  return (
    <>
      <div className="timeline" data-testid="timeline">
        {days.map((d) => (
          <section key={d.day} aria-label={d.at ? formatDate(d.at, i18n.language) : undefined}>
            {d.at && (
              <h2 className="timeline__day">
                <time dateTime={d.day}>{formatDate(d.at, i18n.language)}</time>
              </h2>
            )}
            <ul>
              {d.nodes.map((node) => (
                <li key={node.id}>
                  <StoryRow story={node} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <ListFooter total={data.stories.totalCount} hasNext={hasNext} loading={isLoadingNext} />
    </>
  );
}

/** /time-list — the stories as a time line, newest first, one heading per day. */
export function TimeListScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<TimeListScreenQuery>(query);
  return (
    <>
      <PageHeader title={t('stories.timeline')} />
      <Timeline query={data} />
    </>
  );
}
