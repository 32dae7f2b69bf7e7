import { graphql, useFragment, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ActivityRoomScreenQuery } from '../../__generated__/ActivityRoomScreenQuery.graphql';
import type { ActivityRoomScreen_venue$key } from '../../__generated__/ActivityRoomScreen_venue.graphql';
import type { ActivityRoomScreenPaginationQuery } from '../../__generated__/ActivityRoomScreenPaginationQuery.graphql';
import type { ActivityRoomScreenCard_room$key } from '../../__generated__/ActivityRoomScreenCard_room.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { PagedList } from '../../widgets/PagedList';
import { Img } from '../../widgets/Img';
import { priceText } from '../../widgets/booking/format';
import '../../widgets/booking/booking.css';

const query = graphql`
  query ActivityRoomScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "Venue", upstreamId: $id) {
      __typename
      ... on Venue {
        name
        ...ActivityRoomScreen_venue @alias(as: "venue")
      }
    }
  }
`;

export function activityRoomLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<ActivityRoomScreenQuery> {
  prepareRequest(request);
  return preload<ActivityRoomScreenQuery>(query, { id: params.id ?? '' }, { fresh: !isBackForward() });
}

function RoomCard({ room }: { room: ActivityRoomScreenCard_room$key }) {
  const { t } = useTranslation();
  const r = useFragment(
    graphql`
      fragment ActivityRoomScreenCard_room on ActivityRoom {
        name
        detailPath
        capacity
        area
        price
        points
        needsReview
        facilities
        cover {
          url(size: SMALL)
          alt
        }
      }
    `,
    room,
  );
  return (
    <Link to={r.detailPath} className="room-card" data-testid="room-card">
      <Img src={r.cover?.url} alt={r.cover?.alt || r.name} className="room-card__img" />
      <div className="room-card__body">
        <span className="room-card__name">{r.name}</span>
        <span className="muted">
          {[
            r.capacity != null ? t('activities.rooms.capacity', { count: r.capacity }) : null,
            r.area != null ? t('place.area', { area: r.area }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
        {r.facilities.length > 0 && <span className="muted room-card__facilities">{r.facilities.join(' / ')}</span>}
        <span className="price">{priceText(r.price, r.points)}</span>
      </div>
    </Link>
  );
}

function RoomList({ venue }: { venue: ActivityRoomScreen_venue$key }) {
  const list = usePaginationFragment<ActivityRoomScreenPaginationQuery, ActivityRoomScreen_venue$key>(
    graphql`
      fragment ActivityRoomScreen_venue on Venue
      @refetchable(queryName: "ActivityRoomScreenPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        activityRooms(first: $count, after: $cursor) @connection(key: "ActivityRoomScreen_activityRooms") {
          totalCount
          edges {
            node {
              id
              ...ActivityRoomScreenCard_room
            }
          }
        }
      }
    `,
    venue,
  );
  return (
    <PagedList connection={list.data.activityRooms} paging={list} failedTestId="rooms-failed" className="order-list" testId="room-list">
      {(node) => <RoomCard room={node} />}
    </PagedList>
  );
}

/** /activity-room/:id — the activity rooms of a venue. */
export function ActivityRoomScreen() {
  const { t } = useTranslation();
  const { node } = useRouteQuery<ActivityRoomScreenQuery>(query);
  if (node?.__typename !== 'Venue' || !node.venue) return <NotFoundPage title={t('activities.rooms.title')} text={t('place.notFound')} />;
  return (
    <div data-testid="activity-rooms">
      <PageHeader title={t('activities.rooms.titleOf', { name: node.name })} />
      <RoomList venue={node.venue} />
    </div>
  );
}
