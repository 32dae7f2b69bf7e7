import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { ShortVideoListScreenQuery } from '../../__generated__/ShortVideoListScreenQuery.graphql';
import type { ShortVideoListScreen_list$key } from '../../__generated__/ShortVideoListScreen_list.graphql';
import type { ShortVideoListPaginationQuery } from '../../__generated__/ShortVideoListPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { EmptyState } from '../../shell/StateViews';
import { VideoTile } from './VideoTile';
import './media.css';

const query = graphql`
  query ShortVideoListScreenQuery($count: Int!) {
    ...ShortVideoListScreen_list @arguments(count: $count)
  }
`;

export function shortVideoListLoader({ request }: { request: Request }): PreloadedQuery<ShortVideoListScreenQuery> {
  prepareRequest(request);
  return preload<ShortVideoListScreenQuery>(query, { count: 10 }, { fresh: !isBackForward() });
}

/** /short-video-list (DSP): the site's short videos as a two-column grid of covers. */
export function ShortVideoListScreen() {
  const { t } = useTranslation();
  const root = useRouteQuery<ShortVideoListScreenQuery>(query);
  const { data, ...paging } = usePaginationFragment<ShortVideoListPaginationQuery, ShortVideoListScreen_list$key>(
    graphql`
      fragment ShortVideoListScreen_list on Query
      @refetchable(queryName: "ShortVideoListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        shortVideos(first: $count, after: $cursor) @connection(key: "ShortVideoListScreen_shortVideos") {
          totalCount
          edges {
            node {
              id
              ...VideoTile_video
            }
          }
        }
      }
    `,
    root,
  );
  return (
    <div data-testid="short-video-list-screen">
      <PageHeader title={t('media.shortVideos')} />
      <PagedList
        connection={data.shortVideos}
        paging={paging}
        failedTestId="short-videos-failed"
        empty={<EmptyState text={t('media.videoEmpty')} />}
        className="video-grid"
        testId="short-videos"
      >
        {(v) => <VideoTile video={v} />}
      </PagedList>
    </div>
  );
}

/** Shown while the screen's query loads (here, not in the router's chunk). */
export { ListSkeleton as ScreenSkeleton } from '../../widgets/Skeleton';
