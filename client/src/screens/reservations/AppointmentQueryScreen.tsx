import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AppointmentOrderStatus, AppointmentQueryScreenQuery } from '../../__generated__/AppointmentQueryScreenQuery.graphql';
import type { AppointmentQueryScreen_user$key } from '../../__generated__/AppointmentQueryScreen_user.graphql';
import type { AppointmentQueryPaginationQuery } from '../../__generated__/AppointmentQueryPaginationQuery.graphql';
import { isBackForward, preload } from '../../shell/loader';
import { prepareSignedInRequest } from '../../shell/requireSessionLoader';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState } from '../../shell/StateViews';
import { FilterTabs } from '../../widgets/LinkTabs';
import { PagedList } from '../../widgets/PagedList';
import { AppointmentCard } from './AppointmentCard';
import { ReservationSwitch } from '../../widgets/booking/ReservationSwitch';
import '../../widgets/booking/booking.css';

/** Appointment orders load 5 a page. */
const PAGE_SIZE = 5;

/** All, then statuses 0 to 7. */
const TABS: ReadonlyArray<AppointmentOrderStatus | null> = [
  null,
  'TO_USE',
  'USED',
  'CANCELLED',
  'EXPIRED',
  'TO_PAY',
  'PARTLY_CONSUMED',
  'REFUNDED',
  'PARTLY_REFUNDED',
];

const query = graphql`
  query AppointmentQueryScreenQuery($status: AppointmentOrderStatus) {
    viewer {
      user {
        ...AppointmentQueryScreen_user @arguments(status: $status)
      }
    }
  }
`;

interface LoaderData {
  status: AppointmentOrderStatus | null;
  ref: PreloadedQuery<AppointmentQueryScreenQuery>;
}

export function appointmentQueryLoader({ request }: { request: Request }): LoaderData {
  const search = prepareSignedInRequest(request);
  const status = TABS.find((s) => s === search.get('status')) ?? null;
  return { status, ref: preload<AppointmentQueryScreenQuery>(query, { status }, { fresh: !isBackForward() }) };
}

function AppointmentList({ user }: { user: AppointmentQueryScreen_user$key }) {
  const { t } = useTranslation();
  const list = usePaginationFragment<AppointmentQueryPaginationQuery, AppointmentQueryScreen_user$key>(
    graphql`
      fragment AppointmentQueryScreen_user on User
      @refetchable(queryName: "AppointmentQueryPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 5 }, cursor: { type: "String" }, status: { type: "AppointmentOrderStatus" }) {
        appointmentOrders(status: $status, first: $count, after: $cursor) @connection(key: "AppointmentQuery_appointmentOrders", filters: ["status"]) {
          totalCount
          edges {
            node {
              id
              ...AppointmentCard_order
            }
          }
        }
      }
    `,
    user,
  );
  return (
    <PagedList
      connection={list.data.appointmentOrders}
      paging={list}
      pageSize={PAGE_SIZE}
      failedTestId="appointments-failed"
      empty={<EmptyState text={t('orders.reservation.empty')} />}
      className="order-list"
      testId="appointment-list"
    >
      {(node) => <AppointmentCard order={node} />}
    </PagedList>
  );
}

/** /appointment-query-zytf (login required): the ZYTF appointment orders by status. */
export function AppointmentQueryScreen() {
  const { t } = useTranslation();
  const { status, ref } = useLoaderData() as LoaderData;
  const { viewer } = usePreloadedQuery<AppointmentQueryScreenQuery>(query, ref);
  return (
    <div data-testid="appointment-query">
      <PageHeader title={t('orders.appointment.title')} />
      <ReservationSwitch current="appointments" />
      <FilterTabs
        values={TABS}
        current={status}
        hrefOf={(s) => (s ? `/appointment-query-zytf?status=${s}` : '/appointment-query-zytf')}
        labelOf={(s) => t(`reservations.appointmentStatus.${s}`)}
        testId="appointment-tabs"
      />
      {viewer.user ? <AppointmentList user={viewer.user} /> : <EmptyState text={t('user.signedOut')} />}
    </div>
  );
}
