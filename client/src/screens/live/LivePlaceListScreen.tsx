import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { LivePlaceListScreenQuery } from '../../__generated__/LivePlaceListScreenQuery.graphql';
import type { LivePlaceListScreen_place$key } from '../../__generated__/LivePlaceListScreen_place.graphql';
import type { LivePlaceListPaginationQuery } from '../../__generated__/LivePlaceListPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { EmptyState } from '../../shell/StateViews';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { LiveCard } from './LiveCard';
import './live.css';

const query = graphql`
  query LivePlaceListScreenQuery($id: ID!, $count: Int!) {
    place: nodeByUpstreamId(type: "ScenicArea", upstreamId: $id) {
      ... on ScenicArea @alias(as: "area") {
        name
        ...LivePlaceListScreen_place @arguments(count: $count)
      }
    }
  }
`;

export function livePlaceListLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<LivePlaceListScreenQuery> {
  prepareRequest(request);
  return preload<LivePlaceListScreenQuery>(query, { id: params.id ?? '', count: 10 }, { fresh: !isBackForward() });
}

function Streams({ place }: { place: LivePlaceListScreen_place$key }) {
  const { t } = useTranslation();
  const { data, ...paging } = usePaginationFragment<LivePlaceListPaginationQuery, LivePlaceListScreen_place$key>(
    graphql`
      fragment LivePlaceListScreen_place on ScenicArea
      @refetchable(queryName: "LivePlaceListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        liveStreams(first: $count, after: $cursor) @connection(key: "LivePlaceListScreen_liveStreams") {
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
    place,
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

/** /live-list/{id}: the streams of one scenic area. */
export function LivePlaceListScreen() {
  const { t } = useTranslation();
  const { place } = useRouteQuery<LivePlaceListScreenQuery>(query);
  const area = place?.area;
  if (!area) return <NotFoundPage title={t('live.title')} text={t('live.empty')} />;
  return (
    <div data-testid="live-list-screen">
      <PageHeader title={t('live.placeLives', { name: area.name })} />
      <Streams place={area} />
    </div>
  );
}

/** Shown while the screen's query loads (here, not in the router's chunk). */
export { ListSkeleton as ScreenSkeleton } from '../../widgets/Skeleton';
