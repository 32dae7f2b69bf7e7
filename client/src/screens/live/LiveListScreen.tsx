import { graphql, useFragment, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { LiveListScreenQuery, LiveStreamKind } from '../../__generated__/LiveListScreenQuery.graphql';
import type { LiveListScreen_list$key } from '../../__generated__/LiveListScreen_list.graphql';
import type { LiveListScreen_featured$key } from '../../__generated__/LiveListScreen_featured.graphql';
import type { LiveListPaginationQuery } from '../../__generated__/LiveListPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { EmptyState } from '../../shell/StateViews';
import { FilterTabs } from '../../widgets/LinkTabs';
import { Img } from '../../widgets/Img';
import { LiveCard } from './LiveCard';
import { LiveStateBadge } from './LiveStateBadge';
import './live.css';

const query = graphql`
  query LiveListScreenQuery($kind: LiveStreamKind, $count: Int!) {
    featuredLiveStreams {
      ...LiveListScreen_featured
    }
    ...LiveListScreen_list @arguments(kind: $kind, count: $count)
  }
`;

const KINDS: ReadonlyArray<LiveStreamKind | null> = [null, 'BROADCAST', 'SLOW_LIVE'];

/** `?kind=` of the address; a route says what it shows without one (/live-list: the slow lives). */
function kindOf(search: URLSearchParams, fallback: LiveStreamKind | null): LiveStreamKind | null {
  const kind = search.get('kind');
  if (kind === 'ALL') return null;
  return kind === 'BROADCAST' || kind === 'SLOW_LIVE' ? kind : fallback;
}

export function liveListLoader(defaultKind: LiveStreamKind | null) {
  return ({ request }: { request: Request }): PreloadedQuery<LiveListScreenQuery> => {
    const search = prepareRequest(request);
    return preload<LiveListScreenQuery>(query, { kind: kindOf(search, defaultKind), count: 10 }, { fresh: !isBackForward() });
  };
}

function Featured({ streams }: { streams: LiveListScreen_featured$key }) {
  const { t } = useTranslation();
  const list = useFragment(
    graphql`
      fragment LiveListScreen_featured on LiveStream @relay(plural: true) {
        id
        title
        state
        detailPath
        cover {
          url(size: COVER)
          alt
        }
      }
    `,
    streams,
  );
  if (list.length === 0) return null;
  return (
    <section className="live-featured" aria-label={t('live.featured')}>
      <ul className="live-featured__track" data-testid="live-featured">
        {list.map((s) => (
          <li key={s.id} className="live-featured__item">
            <Link to={s.detailPath} className="live-featured__link">
              <Img src={s.cover?.url} alt={s.cover?.alt || s.title} className="live-featured__img" eager />
              <LiveStateBadge state={s.state} />
              <span className="live-featured__title">{s.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Streams({ list }: { list: LiveListScreen_list$key }) {
  const { t } = useTranslation();
  const { data, ...paging } = usePaginationFragment<LiveListPaginationQuery, LiveListScreen_list$key>(
    graphql`
      fragment LiveListScreen_list on Query
      @refetchable(queryName: "LiveListPaginationQuery")
      @argumentDefinitions(kind: { type: "LiveStreamKind" }, count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        liveStreams(kind: $kind, first: $count, after: $cursor) @connection(key: "LiveListScreen_liveStreams", filters: ["kind"]) {
          totalCount
          edges {
            node {
              id
              ...LiveCard_stream
            }
          }
        }
      }
    `,
    list,
  );
  return (
    <PagedList
      connection={data.liveStreams}
      paging={paging}
      failedTestId="live-list-failed"
      empty={<EmptyState text={t('live.empty')} />}
      className="live-list"
      testId="live-list"
    >
      {(node) => <LiveCard stream={node} />}
    </PagedList>
  );
}

/**
 * /live-list (SLOW_LIVE: the scenic areas' cameras first), /xj-live (LIVE), /sc-live,
 * /scenic-live, /live-list1: the site's streams with their state, the pinned ones on top, by kind.
 */
export function LiveListScreen({ path, defaultKind }: { path: string; defaultKind: LiveStreamKind | null }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const data = useRouteQuery<LiveListScreenQuery>(query);
  const kind = kindOf(search, defaultKind);
  return (
    <div data-testid="live-list-screen">
      <PageHeader title={defaultKind === 'SLOW_LIVE' ? t('live.slowTitle') : t('live.title')} />
      {data.featuredLiveStreams && <Featured streams={data.featuredLiveStreams} />}
      <FilterTabs
        values={KINDS}
        current={kind}
        hrefOf={(v) => `${path}?kind=${v ?? 'ALL'}`}
        labelOf={(v) => t(`live.kind.${v}`)}
        testId="live-kinds"
      />
      <Streams list={data} />
    </div>
  );
}

/** Shown while the screen's query loads (here, not in the router's chunk). */
export { ListSkeleton as ScreenSkeleton } from '../../widgets/Skeleton';
