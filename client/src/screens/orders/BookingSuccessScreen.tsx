import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { BookingSuccessScreenQuery } from '../../__generated__/BookingSuccessScreenQuery.graphql';
import type { useReservationOrderActions_order$key } from '../../__generated__/useReservationOrderActions_order.graphql';
import { preload } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { Spinner } from '../../widgets/StateViews';
import { formatPeriod } from '../../widgets/booking/format';
import { useReservationOrderActions } from './useReservationOrderActions';
import '../../widgets/booking/booking.css';
import { prepareSignedInRequest } from '../../session/requireSessionLoader';
import { InfoRow } from '../../widgets/InfoRow';
import { Check } from 'lucide-react';
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
          ...useReservationOrderActions_order @alias(as: "actions")
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

function PayButton({ order }: { order: useReservationOrderActions_order$key }) {
  const { t } = useTranslation();
  const { pay, paying } = useReservationOrderActions(order);
  return (
    <button type="button" className="btn btn--primary btn--block" onClick={() => void pay()} disabled={paying} data-testid="pay-btn">
      {paying ? <Spinner light /> : t('orders.reservation.pay')}
    </button>
  );
}

/** The page after a booking: the order code, its state, and the way to my reservations. */
/** My reservations of the kind just booked. */
function reservationsPath(kind: string | null | undefined): string {
  const code = orderTypeOf(kind);
  return code ? `/user-reservation?orderType=${code}` : '/user-reservation';
}

export function BookingSuccessScreen() {
  const { t } = useTranslation();
  const { orderCode, ref } = useLoaderData() as LoaderData;
  const { viewer } = usePreloadedQuery<BookingSuccessScreenQuery>(query, ref);
  const order = viewer.user?.reservationOrder ?? null;
  const waiting = order?.status === 'PENDING_REVIEW';
  return (
    <div className="success-page" data-testid="booking-success">
      <PageHeader contentHeading title={t('orders.success.title')} />
      <section className="detail__card success-card">
        <div className="success-card__icon" aria-hidden>
          <Check size={28} strokeWidth={2.4} />
        </div>
        <h1 className="success-card__title" data-testid="success-title">
          {order?.canPay ? t('orders.success.toPay') : waiting ? t('orders.success.pendingReview') : t('orders.success.booked')}
        </h1>
        <p className="success-card__code">
          {t('orders.orderCode')}: <b data-testid="success-code">{order?.orderCode ?? orderCode}</b>
        </p>
        {order && (
          <dl className="info-rows success-card__rows">
            {order.resourceName && (
              <InfoRow label={t('orders.reservation.resource')}>{order.resourceName}</InfoRow>
            )}
            {(order.startsAt || order.endsAt) && (
              <InfoRow label={t('orders.reservation.time')}>{formatPeriod(order.startsAt, order.endsAt)}</InfoRow>
            )}
            {order.seats != null && (
              <InfoRow label={t('orders.form.seats')}>{order.seats}</InfoRow>
            )}
          </dl>
        )}
        {order?.canPay && order.actions && <PayButton order={order.actions} />}
        <Link to={reservationsPath(order?.kind)} replace className="btn btn--primary btn--block" data-testid="to-reservations">
          {t('orders.success.myReservations')}
        </Link>
        <Link to="/index" replace className="btn btn--block btn--ghost">
          {t('common.home')}
        </Link>
      </section>
    </div>
  );
}
