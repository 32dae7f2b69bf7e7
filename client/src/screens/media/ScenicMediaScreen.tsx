import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ScenicMediaScreenQuery, ScenicMediaKind } from '../../__generated__/ScenicMediaScreenQuery.graphql';
import type { ScenicMediaScreen_live$key } from '../../__generated__/ScenicMediaScreen_live.graphql';
import type { ScenicMediaLivePaginationQuery } from '../../__generated__/ScenicMediaLivePaginationQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { LinkTab } from '../../widgets/LinkTabs';
import { PagedList } from '../../widgets/PagedList';
import { EmptyState } from '../../shell/StateViews';
import { Img } from '../../widgets/Img';
import { LibraryList } from './LibraryList';
import './media.css';

const TABS = ['image', 'video', 'audio', 'panorama', 'live'] as const;
type Tab = (typeof TABS)[number];
const KIND: Record<Exclude<Tab, 'live'>, ScenicMediaKind> = { image: 'IMAGE', video: 'VIDEO', audio: 'AUDIO', panorama: 'PANORAMA' };

const query = graphql`
  query ScenicMediaScreenQuery($kind: ScenicMediaKind!, $live: Boolean!) {
    ...LibraryList_query @arguments(kind: $kind) @skip(if: $live) @alias(as: "library")
    ...ScenicMediaScreen_live @include(if: $live) @alias(as: "live")
  }
`;

const tabOf = (raw: string | undefined): Tab => ((TABS as readonly string[]).includes(raw ?? '') ? (raw as Tab) : 'image');

export function scenicMediaLoader({
  request,
  params,
}: {
  request: Request;
  params: { tab?: string };
}): PreloadedQuery<ScenicMediaScreenQuery> {
  prepareRequest(request);
  const tab = tabOf(params.tab);
  return preload<ScenicMediaScreenQuery>(
    query,
    { kind: tab === 'live' ? 'IMAGE' : KIND[tab], live: tab === 'live' },
    { fresh: !isBackForward() },
  );
}

function Lives({ query: root }: { query: ScenicMediaScreen_live$key }) {
  const { t } = useTranslation();
  const { data, ...paging } = usePaginationFragment<ScenicMediaLivePaginationQuery, ScenicMediaScreen_live$key>(
    graphql`
      fragment ScenicMediaScreen_live on Query
      @refetchable(queryName: "ScenicMediaLivePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        liveStreams(first: $count, after: $cursor) @connection(key: "ScenicMediaScreen_liveStreams") {
          totalCount
          edges {
            node {
              id
              title
              state
              placeName
              detailPath
              cover {
                url(size: COVER)
                alt
              }
            }
          }
        }
      }
    `,
    root,
  );
  return (
    <PagedList
      connection={data.liveStreams}
      paging={paging}
      failedTestId="library-failed"
      empty={<EmptyState text={t('media.videoEmptyLibrary')} />}
      className="media-rows"
      testId="library-list-live"
    >
      {(n) => (
        <Link to={n.detailPath} className="media-row">
          <span className="media-row__cover">
            <Img src={n.cover?.url} alt={n.cover?.alt || n.title} className="media-row__img" />
          </span>
          <span className="media-row__text">
            <span className="media-row__title">{n.title}</span>
            <span className="media-row__meta">{n.placeName}</span>
          </span>
        </Link>
      )}
    </PagedList>
  );
}

/** /scenic-media and its children image, video, audio, panorama and live: the site's multimedia, one kind a tab. */
export function ScenicMediaScreen() {
  const { t } = useTranslation();
  const tab = tabOf(useParams().tab);
  const data = useRouteQuery<ScenicMediaScreenQuery>(query);
  return (
    <div data-testid="scenic-media-screen">
      <PageHeader title={t('media.scenicMedia')} />
      <nav className="tabs" aria-label={t('media.scenicMedia')}>
        {TABS.map((x) => (
          <LinkTab key={x} to={`/scenic-media/${x}`} on={x === tab} testId={`media-tab-${x}`}>
            {t(`media.tab.${x}`)}
          </LinkTab>
        ))}
      </nav>
      {tab === 'live'
        ? data.live && <Lives query={data.live} />
        : data.library && <LibraryList key={tab} query={data.library} kind={KIND[tab]} returnPath={`/scenic-media/${tab}`} />}
    </div>
  );
}

/** Shown while the screen's query loads (here, not in the router's chunk). */
export { ListSkeleton as ScreenSkeleton } from '../../widgets/Skeleton';
