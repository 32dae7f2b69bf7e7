import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { KIND_CODES, ORDER_TYPES } from './orderTypes';
import { useTranslation } from 'react-i18next';
import type {
  ReservationOrderKind,
  ReservationStatus,
  UserReservationScreenQuery,
} from '../../__generated__/UserReservationScreenQuery.graphql';
import type { UserReservationScreen_user$key } from '../../__generated__/UserReservationScreen_user.graphql';
import type { UserReservationPaginationQuery } from '../../__generated__/UserReservationPaginationQuery.graphql';
import { isBackForward, preload } from '../../shell/loader';
import { prepareSignedInRequest } from '../../shell/requireSessionLoader';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState } from '../../shell/StateViews';
import { FilterTabs } from '../../widgets/LinkTabs';
import { PagedList } from '../../widgets/PagedList';
import { ReservationCard } from './ReservationCard';
import { ReservationSwitch } from '../../widgets/booking/ReservationSwitch';
import '../../widgets/booking/booking.css';
import { ListSkeleton } from '../../widgets/Skeleton';

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

/**
 * The five status tabs: all, pending review (4), to be used (11, badge), completed (12), cancelled
 * (14, orders closed unpaid too). An order to pay is under "all", with its pay button.
 */
const TABS: ReadonlyArray<ReservationStatus | null> = [null, 'PENDING_REVIEW', 'TO_BE_USED', 'COMPLETED', 'CANCELLED'];

interface LoaderData {
  status: ReservationStatus | null;
  kind: ReservationOrderKind;
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
  const kind = ORDER_TYPES[search.get('orderType') ?? ''] ?? (pathname === '/user-activity' ? 'ACTIVITY' : 'VENUE');
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
      <PageHeader title={kind === 'ACTIVITY' ? t('reservationOrders.myActivities') : t('orders.reservation.title')} />
      {pathname !== '/user-activity' && (
        <>
          <ReservationSwitch current="reservations" />
          <nav className="kind-chips" aria-label={t('orders.reservation.type')} data-testid="reservation-kinds">
            {KIND_CODES.map(([code, k]) => {
              const next = new URLSearchParams(search);
              next.set('orderType', code);
              next.delete('status');
              return (
                <Link
                  key={code}
                  to={`${pathname}?${next.toString()}`}
                  replace
                  className={k === kind ? 'kind-chip kind-chip--on' : 'kind-chip'}
                  aria-current={k === kind ? 'page' : undefined}
                  data-kind={k}
                >
                  {t(`reservationOrders.kind.${k}`)}
                </Link>
              );
            })}
          </nav>
        </>
      )}
      <FilterTabs
        values={TABS}
        current={status}
        hrefOf={hrefOf}
        labelOf={(s) => t(`reservationOrders.reservationTab.${s}`)}
        extra={(s) =>
          s === 'TO_BE_USED' &&
          badge > 0 && (
            <span className="tab-badge" data-testid="to-be-used-badge">
              {badge}
            </span>
          )
        }
        className="tabs tabs--even"
        testId="reservation-tabs"
      />
      {user ? <ReservationList user={user} /> : <EmptyState text={t('user.signedOut')} />}
    </div>
  );
}

/** The skeleton while the query loads: my reservations: the header, the status tabs, the orders. */
export const ScreenSkeleton = () => <ListSkeleton header tabs={4} />;
