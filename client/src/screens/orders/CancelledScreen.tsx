import { graphql, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CircleCheck } from 'lucide-react';
import type { CancelledScreenQuery } from '../../__generated__/CancelledScreenQuery.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { InfoRow } from '../../widgets/InfoRow';
import { DetailSkeleton } from '../../widgets/Skeleton';
import { formatDateTime, formatPeriod } from '../../widgets/booking/format';
import './cancel.css';

const query = graphql`
  query CancelledScreenQuery($orderCode: String!) {
    viewer {
      user {
        reservationOrder(orderCode: $orderCode) {
          orderCode
          kind
          status
          resourceName
          startsAt
          endsAt
          detailPath
          cancelledPath
          cancellation {
            reason
            remark
            cancelledAt
          }
        }
      }
    }
  }
`;

/**
 * /cancel-off?order={orderCode} (login): the cancelled order's page, where the cancel form sends the
 * person: it is cancelled (or closed unpaid), what it was, why (the reason and remark given, when),
 * and the ways on (the order's page, the reservations). An order not cancelled (or not the
 * viewer's) shows "not found". Reached from the cancel form and the reservation's page
 * (`ReservationOrder.cancelledPath`).
 */
export function cancelledLoader({ request }: { request: Request }): PreloadedQuery<CancelledScreenQuery> {
  const orderCode = new URL(request.url).searchParams.get('order') ?? '';
  return preloadSignedIn<CancelledScreenQuery>(request, query, { orderCode }, { fresh: true });
}

export function CancelledScreen() {
  const { t } = useTranslation();
  const order = useRouteQuery<CancelledScreenQuery>(query).viewer.user?.reservationOrder ?? null;
  const title = t('reservationOrders.cancelledPage.title');
  if (!order?.cancelledPath) return <NotFoundPage title={title} text={t('reservationOrders.cancelledPage.notFound')} />;
  const c = order.cancellation;
  return (
    <div className="cancel-page" data-testid="cancelled-order">
      <PageHeader title={title} />
      <section className="cancel-result">
        <CircleCheck size={48} aria-hidden className="cancel-result__icon" />
        <h2 className="cancel-result__title" data-testid="cancelled-status">
          {order.status === 'CLOSED' ? t('reservationOrders.cancelledPage.closed') : t('reservationOrders.cancelledPage.done')}
        </h2>
        <p className="muted">{t('reservationOrders.cancelledPage.hint')}</p>
      </section>
      <section className="detail__card">
        <dl className="info-rows">
          <InfoRow label={t('reservationOrders.resource')}>{order.resourceName}</InfoRow>
          <InfoRow label={t('reservationOrders.time')}>{formatPeriod(order.startsAt, order.endsAt)}</InfoRow>
          <InfoRow label={t('orders.orderCode')}>{order.orderCode}</InfoRow>
          {c && (
            <InfoRow label={t('reservationOrders.cancelledPage.reason')} testId="cancelled-reason">
              {c.reason}
            </InfoRow>
          )}
          {c?.remark && (
            <InfoRow label={t('reservationOrders.cancelForm.remark')} testId="cancelled-remark">
              {c.remark}
            </InfoRow>
          )}
          {c?.cancelledAt && <InfoRow label={t('reservationOrders.cancelledPage.at')}>{formatDateTime(c.cancelledAt)}</InfoRow>}
        </dl>
      </section>
      <nav className="cancel-links">
        <Link className="cancel-link" to={order.detailPath} data-testid="cancelled-order-link">
          {t('reservationOrders.cancelForm.toOrder')}
        </Link>
        <Link className="cancel-link" to="/user-reservation" data-testid="cancelled-list-link">
          {t('reservationOrders.cancelledPage.myReservations')}
        </Link>
      </nav>
    </div>
  );
}

/** The skeleton while the query loads. */
export const ScreenSkeleton = () => <DetailSkeleton header picture={false} cards={2} />;
