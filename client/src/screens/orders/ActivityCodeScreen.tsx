import { graphql, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ActivityCodeScreenQuery } from '../../__generated__/ActivityCodeScreenQuery.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { DetailSkeleton } from '../../widgets/Skeleton';
import { Voucher } from '../payments';
import '../../widgets/booking/booking.css';
import './cancel.css';

const query = graphql`
  query ActivityCodeScreenQuery($orderCode: String!) {
    viewer {
      user {
        reservationOrder(orderCode: $orderCode) {
          orderCode
          kind
          status
          resourceName
          detailPath
          codePath
          voucher {
            usable
          }
          ...Voucher_order
        }
      }
    }
  }
`;

/**
 * /code-detail-activity?order={orderCode} (login): the code of an activity reservation, beside the
 * free-electricity code (/code-detail-electricity): the activity, whether the code can be used now,
 * the voucher (the QR code drawn large, its digits, who, when, where, the entry notes) and the
 * order's page. Reached from the consumption codes (/user-code, `ReservationOrder.codePath`); an
 * order that is not an activity order with a code (or not the viewer's) shows "not found".
 */
export function activityCodeLoader({ request }: { request: Request }): PreloadedQuery<ActivityCodeScreenQuery> {
  const orderCode = new URL(request.url).searchParams.get('order') ?? '';
  return preloadSignedIn<ActivityCodeScreenQuery>(request, query, { orderCode }, { fresh: true });
}

export function ActivityCodeScreen() {
  const { t } = useTranslation();
  const order = useRouteQuery<ActivityCodeScreenQuery>(query).viewer.user?.reservationOrder ?? null;
  const title = t('reservationOrders.code.title');
  if (!order?.codePath || !order.voucher) return <NotFoundPage title={title} text={t('reservationOrders.code.notFound')} />;
  return (
    <div className="cancel-page" data-testid="activity-code">
      <PageHeader title={title} />
      <section className="code-head">
        <b className="code-head__name" data-testid="activity-code-name">
          {order.resourceName}
        </b>
        <span
          className={order.voucher.usable ? 'badge' : 'badge badge--plain'}
          data-testid="activity-code-state"
          data-usable={order.voucher.usable}
        >
          {order.voucher.usable ? t('reservationOrders.code.usable') : t(`orders.reservationStatus.${order.status}`)}
        </span>
      </section>
      <Voucher order={order} />
      <nav className="cancel-links">
        <Link className="cancel-link" to={order.detailPath} data-testid="activity-code-order">
          {t('reservationOrders.cancelForm.toOrder')}
        </Link>
      </nav>
    </div>
  );
}

/** The skeleton while the query loads. */
export const ScreenSkeleton = () => <DetailSkeleton header picture cards={1} />;
