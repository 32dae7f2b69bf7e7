import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ReservationOrderKind, ReservationStatus, UserReservationScreenQuery } from '../../__generated__/UserReservationScreenQuery.graphql';
import type { UserReservationScreen_user$key } from '../../__generated__/UserReservationScreen_user.graphql';
import type { UserReservationPaginationQuery } from '../../__generated__/UserReservationPaginationQuery.graphql';
import { isBackForward, preload } from '../../shell/loader';
import { prepareSignedInRequest } from '../../session/requireSessionLoader';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState } from '../../widgets/StateViews';
import { FilterTabs } from '../../widgets/LinkTabs';
import { PagedList } from '../../widgets/PagedList';
import { ReservationCard } from './ReservationCard';
import '../../widgets/booking/booking.css';

const query = graphql`
  query UserReservationScreenQuery($status: ReservationStatus, $kind: ReservationOrderKind) {
    viewer {
      user {
        reservationCounts {
          toBeUsed
        }
        ...UserReservationScreen_user @arguments(status: $status, kind: $kind)
      }
    }
  }
`;

/** Spec doc 2 §2.3: all, pending review (4), to be used (11, badge), completed (12), cancelled (14). */
const TABS: ReadonlyArray<ReservationStatus | null> = [null, 'PENDING_REVIEW', 'TO_BE_USED', 'COMPLETED', 'CANCELLED'];

/** The route's `orderType` (a menu path such as MY_ACTIVITY's) names one kind of order. */
const ORDER_TYPES: Record<string, ReservationOrderKind> = {
  CONTENT_TYPE_VENUE: 'VENUE',
  CONTENT_TYPE_SCENERY: 'SCENIC',
  CONTENT_TYPE_ACTIVITY_SHIU: 'ACTIVITY_ROOM',
  CONTENT_TYPE_ACTIVITY: 'ACTIVITY',
  CONTENT_TYPE_TRIPARTITE: 'THIRD_PARTY',
};

interface LoaderData {
  status: ReservationStatus | null;
  kind: ReservationOrderKind | null;
  search: URLSearchParams;
  pathname: string;
  ref: PreloadedQuery<UserReservationScreenQuery>;
}

/** /user-reservation?status=…&orderType=… and /user-activity (login required). */
export function userReservationLoader({ request }: { request: Request }): LoaderData {
  const search = prepareSignedInRequest(request);
  const raw = search.get('status');
  const status = TABS.find((s) => s === raw) ?? null;
  const pathname = new URL(request.url).pathname;
  const kind = ORDER_TYPES[search.get('orderType') ?? ''] ?? (pathname === '/user-activity' ? 'ACTIVITY' : null);
  return { status, kind, search, pathname, ref: preload<UserReservationScreenQuery>(query, { status, kind }, { fresh: !isBackForward() }) };
}

function ReservationList({ user }: { user: UserReservationScreen_user$key }) {
  const { t } = useTranslation();
  const list = usePaginationFragment<UserReservationPaginationQuery, UserReservationScreen_user$key>(
    graphql`
      fragment UserReservationScreen_user on User
      @refetchable(queryName: "UserReservationPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
        status: { type: "ReservationStatus" }
        kind: { type: "ReservationOrderKind" }
      ) {
        reservationOrders(status: $status, kind: $kind, first: $count, after: $cursor) @connection(key: "UserReservation_reservationOrders", filters: ["status", "kind"]) {
          totalCount
          edges {
            node {
              id
              ...ReservationCard_order
            }
          }
        }
      }
    `,
    user,
  );
  return (
    <PagedList
      connection={list.data.reservationOrders}
      paging={list}
      failedTestId="reservations-failed"
      empty={<EmptyState text={t('orders.reservation.empty')} />}
      className="order-list"
      testId="reservation-list"
    >
      {(node) => <ReservationCard order={node} />}
    </PagedList>
  );
}

export function UserReservationScreen() {
  const { t } = useTranslation();
  const { status, kind, search, pathname, ref } = useLoaderData() as LoaderData;
  const { viewer } = usePreloadedQuery<UserReservationScreenQuery>(query, ref);
  const user = viewer.user;
  const badge = user?.reservationCounts?.toBeUsed ?? 0;
  const hrefOf = (s: ReservationStatus | null) => {
    const next = new URLSearchParams(search);
    if (s) next.set('status', s);
    else next.delete('status');
    const q = next.toString();
    return `${pathname}${q ? `?${q}` : ''}`;
  };
  return (
    <div data-testid="user-reservation">
      <PageHeader title={kind === 'ACTIVITY' ? t('orders.reservation.myActivities') : t('orders.reservation.title')} />
      <FilterTabs
        values={TABS}
        current={status}
        hrefOf={hrefOf}
        labelOf={(s) => t(`orders.reservationTab.${s}`)}
        extra={(s) => s === 'TO_BE_USED' && badge > 0 && <span className="tab-badge" data-testid="to-be-used-badge">{badge}</span>}
        className="tabs tabs--even"
        testId="reservation-tabs"
      />
      {user ? <ReservationList user={user} /> : <EmptyState text={t('user.signedOut')} />}
    </div>
  );
}
