import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ReservationDetailScreenQuery } from '../../__generated__/ReservationDetailScreenQuery.graphql';
import { prepareRequest, preload } from '../../shell/loader';
import { redirectIfSignedOut } from '../../session/requireSessionLoader';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState } from '../../widgets/StateViews';
import { formatDateTime, formatMoney } from '../../widgets/booking/format';
import { ReservationCard } from './ReservationCard';
import '../../widgets/booking/booking.css';

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
          ...ReservationCard_order @alias(as: "card")
        }
      }
    }
  }
`;

/** /reservation-detail/:id — the route id is the order code (the gateway's detailPath). */
export function reservationDetailLoader({ request, params }: { request: Request; params: { id?: string } }): PreloadedQuery<ReservationDetailScreenQuery> {
  redirectIfSignedOut(request);
  prepareRequest(request);
  return preload<ReservationDetailScreenQuery>(query, { orderCode: params.id ?? '' }, { fresh: true });
}

export function ReservationDetailScreen() {
  const { t } = useTranslation();
  const ref = useLoaderData() as PreloadedQuery<ReservationDetailScreenQuery>;
  const node = usePreloadedQuery<ReservationDetailScreenQuery>(query, ref).viewer.user?.reservationOrder;
  if (!node || !node.card) {
    return (
      <>
        <PageHeader title={t('orders.reservation.detail')} />
        <EmptyState text={t('orders.reservation.notFound')} icon="search" />
      </>
    );
  }
  return (
    <div data-testid="reservation-detail">
      <PageHeader title={t('orders.reservation.detail')} />
      <div className="order-detail">
        <ReservationCard order={node.card} />
      </div>
      <section className="detail__card">
        <dl className="info-rows">
          <div className="info-row">
            <dt>{t('orders.orderCode')}</dt>
            <dd>{node.orderCode}</dd>
          </div>
          <div className="info-row">
            <dt>{t('orders.reservation.type')}</dt>
            <dd>{t(`orders.kind.${node.kind}`)}</dd>
          </div>
          {node.createdAt && (
            <div className="info-row">
              <dt>{t('orders.createdAt')}</dt>
              <dd>{formatDateTime(node.createdAt)}</dd>
            </div>
          )}
          {(node.price ?? 0) > 0 && (
            <div className="info-row">
              <dt>{t('orders.amount')}</dt>
              <dd>{formatMoney(node.paidAmount ?? node.price ?? 0)}</dd>
            </div>
          )}
          {node.cancelDeadline && (
            <div className="info-row">
              <dt>{t('orders.reservation.deadline')}</dt>
              <dd data-testid="cancel-deadline" data-passed={node.cancelWindowClosed}>
                {formatDateTime(node.cancelDeadline)}
                {node.cancelWindowClosed && <span className="badge badge--plain"> {t('orders.reservation.deadlinePassed')}</span>}
              </dd>
            </div>
          )}
        </dl>
      </section>
    </div>
  );
}
