import { graphql, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ReservationDetailScreenQuery } from '../../__generated__/ReservationDetailScreenQuery.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { InfoRow } from '../../widgets/InfoRow';
import { formatDateTime, formatMoney } from '../../widgets/booking/format';
import { PaymentDue, Voucher } from '../payments';
import { CancelAppointment } from '../reservations';
import { ReservationCard } from './ReservationCard';
import '../../widgets/booking/booking.css';
import './cancel.css';
import { DetailSkeleton } from '../../widgets/Skeleton';

const query = graphql`
  query ReservationDetailScreenQuery($orderCode: String!) {
    viewer {
      user {
        reservationOrder(orderCode: $orderCode) {
          id
          orderCode
          kind
          price
          points
          paidAmount
          createdAt
          cancelDeadline
          cancelWindowClosed
          cancelPath
          cancelledPath
          codePath
          appointment {
            code
            successPath
            ...CancelAppointment_appointment
          }
          ...ReservationCard_order @alias(as: "card")
          ...PaymentDue_order @alias(as: "due")
          ...Voucher_order @alias(as: "voucher")
        }
      }
    }
  }
`;

/**
 * /reservation-detail/:id — the route id is the order code (the gateway's detailPath): the order,
 * what is due when it is to pay (the cashier), its voucher once confirmed (the QR code, who, when,
 * where, the entry notes), and its facts. The payment provider sends the person back here.
 */
export function reservationDetailLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<ReservationDetailScreenQuery> {
  return preloadSignedIn<ReservationDetailScreenQuery>(request, query, { orderCode: params.id ?? '' });
}

export function ReservationDetailScreen() {
  const { t } = useTranslation();
  const node = useRouteQuery<ReservationDetailScreenQuery>(query).viewer.user?.reservationOrder;
  if (!node?.card) return <NotFoundPage title={t('reservationOrders.detail')} text={t('orders.reservation.notFound')} />;
  return (
    <div data-testid="reservation-detail">
      <PageHeader title={t('reservationOrders.detail')} />
      <div className="order-detail">
        <ReservationCard order={node.card} />
      </div>
      {node.due && (
        <div className="order-detail__due">
          <PaymentDue order={node.due} />
        </div>
      )}
      {node.voucher && <Voucher order={node.voucher} />}
      <section className="detail__card">
        <dl className="info-rows">
          <InfoRow label={t('orders.orderCode')}>{node.orderCode}</InfoRow>
          <InfoRow label={t('orders.reservation.type')}>{t(`reservationOrders.kind.${node.kind}`)}</InfoRow>
          {node.createdAt && <InfoRow label={t('orders.createdAt')}>{formatDateTime(node.createdAt)}</InfoRow>}
          {(node.price ?? 0) > 0 && <InfoRow label={t('orders.amount')}>{formatMoney(node.paidAmount ?? node.price ?? 0)}</InfoRow>}
          {node.cancelDeadline && (
            <InfoRow label={t('reservationOrders.deadline')} testId="cancel-deadline" data-passed={node.cancelWindowClosed}>
              {formatDateTime(node.cancelDeadline)}
              {node.cancelWindowClosed && <span className="badge badge--plain"> {t('reservationOrders.deadlinePassed')}</span>}
            </InfoRow>
          )}
        </dl>
      </section>
      {node.appointment && (
        <div className="order-detail__appointment" data-testid="voucher-appointment">
          <Link className="cancel-link" to={node.appointment.successPath} data-testid="voucher-appointment-link">
            {t('reservations.combined.partOf', { code: node.appointment.code })}
          </Link>
          <CancelAppointment appointment={node.appointment} />
        </div>
      )}
      {(node.cancelPath || node.cancelledPath || node.codePath) && (
        <nav className="cancel-links">
          {node.codePath && (
            <Link className="cancel-link" to={node.codePath} data-testid="order-code-link">
              {t('reservationOrders.code.open')}
            </Link>
          )}
          {node.cancelPath && (
            <Link className="cancel-link" to={node.cancelPath} data-testid="order-cancel-link">
              {t('reservationOrders.cancelForm.cancelWithReason')}
            </Link>
          )}
          {node.cancelledPath && (
            <Link className="cancel-link" to={node.cancelledPath} data-testid="order-cancelled-link">
              {t('reservationOrders.cancelForm.viewCancellation')}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}

/** The skeleton while the query loads: a reservation: the header, its status and facts, more cards. */
export const ScreenSkeleton = () => <DetailSkeleton header picture={false} cards={2} />;
