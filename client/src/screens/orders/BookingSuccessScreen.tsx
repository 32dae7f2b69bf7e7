import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { BookingSuccessScreenQuery } from '../../__generated__/BookingSuccessScreenQuery.graphql';
import { preload } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { SuccessIcon } from '../../widgets/booking/SuccessIcon';
import { formatPeriod } from '../../widgets/booking/format';
import '../../widgets/booking/booking.css';
import { prepareSignedInRequest } from '../../shell/requireSessionLoader';
import { InfoRow } from '../../widgets/InfoRow';
import { PaymentDue, Voucher } from '../payments';
import { orderTypeOf } from './orderTypes';

const query = graphql`
  query BookingSuccessScreenQuery($orderCode: String!) {
    viewer {
      user {
        reservationOrder(orderCode: $orderCode) {
          orderCode
          status
          resourceName
          startsAt
          endsAt
          seats
          kind
          canPay
          ...PaymentDue_order
          ...Voucher_order
        }
      }
    }
  }
`;

interface LoaderData {
  orderCode: string;
  ref: PreloadedQuery<BookingSuccessScreenQuery>;
}

/** /activity-success/:orderCode and /order-success/:orderCode. */
export function bookingSuccessLoader({ request, params }: { request: Request; params: { orderCode?: string } }): LoaderData {
  prepareSignedInRequest(request);
  const orderCode = params.orderCode ?? '';
  return { orderCode, ref: preload<BookingSuccessScreenQuery>(query, { orderCode }, { fresh: true }) };
}

/** My reservations of the kind just booked. */
function reservationsPath(kind: string | null | undefined): string {
  const code = orderTypeOf(kind);
  return code ? `/user-reservation?orderType=${code}` : '/user-reservation';
}

/**
 * The page after a booking: its state and order code, what was booked; an order to pay shows
 * the amount, the deadline and ONE primary action (pay: the cashier), the other ways secondary;
 * a confirmed order shows its voucher (the QR code to show at the entrance).
 */
export function BookingSuccessScreen() {
  const { t } = useTranslation();
  const { orderCode, ref } = useLoaderData() as LoaderData;
  const { viewer } = usePreloadedQuery<BookingSuccessScreenQuery>(query, ref);
  const order = viewer.user?.reservationOrder ?? null;
  const status = order?.status;
  const toPay = status === 'AWAITING_PAYMENT';
  const closed = status === 'CLOSED';
  const title = toPay
    ? t('payments.order.toPayTitle')
    : closed
      ? t('payments.order.closed')
      : status === 'PENDING_REVIEW'
        ? t('reservationOrders.success.pendingReview')
        : t('reservationOrders.success.booked');
  // the primary action: pay while the order is to pay, else the way to my reservations
  const secondary = toPay ? 'btn btn--block btn--ghost' : 'btn btn--primary btn--block';
  return (
    <div className="success-page" data-testid="booking-success" data-status={status ?? 'UNKNOWN'}>
      <PageHeader contentHeading title={t('reservationOrders.success.title')} />
      <section className="detail__card success-card">
        <SuccessIcon tone={toPay ? 'pay' : closed ? 'off' : 'done'} />
        <h1 className="success-card__title" data-testid="success-title">
          {title}
        </h1>
        <p className="success-card__code">
          {t('orders.orderCode')}: <b data-testid="success-code">{order?.orderCode ?? orderCode}</b>
        </p>
        {order && (
          <dl className="info-rows success-card__rows">
            {order.resourceName && <InfoRow label={t('reservationOrders.resource')}>{order.resourceName}</InfoRow>}
            {(order.startsAt || order.endsAt) && (
              <InfoRow label={t('reservationOrders.time')}>{formatPeriod(order.startsAt, order.endsAt)}</InfoRow>
            )}
            {order.seats != null && <InfoRow label={t('orders.form.seats')}>{order.seats}</InfoRow>}
          </dl>
        )}
        {order && <PaymentDue order={order} />}
        <div className="success-card__links">
          <Link to={reservationsPath(order?.kind)} replace className={secondary} data-testid="to-reservations">
            {t('reservationOrders.success.myReservations')}
          </Link>
          <Link to="/index" replace className="btn btn--block btn--ghost">
            {t('common.home')}
          </Link>
        </div>
      </section>
      {order && <Voucher order={order} />}
    </div>
  );
}
