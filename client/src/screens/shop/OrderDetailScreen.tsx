import { graphql, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { OrderDetailScreenQuery } from '../../__generated__/OrderDetailScreenQuery.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { InfoRow } from '../../widgets/InfoRow';
import { formatDateTime, formatMoney } from '../../widgets/booking/format';
import { ShopOrderCard } from './ShopOrderCard';
import { DeliveryAddressPicker } from '../addresses';
import '../../widgets/booking/booking.css';
import { DetailSkeleton } from '../../widgets/Skeleton';

const query = graphql`
  query OrderDetailScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "ShopOrder", upstreamId: $id) {
      __typename
      ... on ShopOrder {
        id
        orderNo
        type
        status
        amount
        quantity
        createdAt
        refundState
        receiver
        address
        canChooseDeliveryAddress
        ...DeliveryAddressPicker_order @alias(as: "delivery")
        logistics {
          at
          description
        }
        tickets {
          code
          state
        }
        checkInDate
        checkOutDate
        ...ShopOrderCard_order @alias(as: "card")
      }
    }
  }
`;

export function orderDetailLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<OrderDetailScreenQuery> {
  return preloadSignedIn<OrderDetailScreenQuery>(request, query, { id: params.id ?? '' });
}

/** /order-detail/:id — a shop order. */
export function OrderDetailScreen() {
  const { t } = useTranslation();
  const { node } = useRouteQuery<OrderDetailScreenQuery>(query);
  const { pathname } = useLocation();
  if (node?.__typename !== 'ShopOrder' || !node.id || !node.card)
    return <NotFoundPage title={t('shop.order.detail')} text={t('orders.reservation.notFound')} />;
  return (
    <div data-testid="order-detail">
      <PageHeader title={t('shop.order.detail')} />
      <section className={`order-banner order-banner--${node.status.toLowerCase()}`}>
        <b data-testid="detail-status">{t(`shop.shopStatus.${node.status}`)}</b>
        {node.refundState !== 'NONE' && <span>{t(`shop.refundState.${node.refundState}`)}</span>}
      </section>
      <div className="order-detail">
        <ShopOrderCard order={node.card} />
      </div>
      <section className="detail__card">
        <dl className="info-rows">
          <InfoRow label={t('shop.order.orderNo')}>{node.orderNo}</InfoRow>
          <InfoRow label={t('orders.reservation.type')}>{node.type ? t(`shop.shopType.${node.type}`) : t('shop.shopType.OTHER')}</InfoRow>
          {node.createdAt && <InfoRow label={t('orders.createdAt')}>{formatDateTime(node.createdAt)}</InfoRow>}
          {node.quantity != null && <InfoRow label={t('shop.order.quantity')}>{node.quantity}</InfoRow>}
          {node.amount != null && (
            <InfoRow label={t('orders.amount')} className="price">
              {formatMoney(node.amount)}
            </InfoRow>
          )}
        </dl>
      </section>
      {(node.receiver || node.address || node.logistics.length > 0 || node.canChooseDeliveryAddress) && (
        <section className="detail__card" data-testid="order-delivery">
          <dl className="info-rows">
            {node.receiver && (
              <InfoRow label={t('shop.order.receiver')} testId="order-receiver">
                {node.receiver}
              </InfoRow>
            )}
            {node.address && (
              <InfoRow label={t('shop.order.address')} testId="order-address">
                {node.address}
              </InfoRow>
            )}
          </dl>
          {node.delivery && <DeliveryAddressPicker order={node.delivery} orderPath={pathname} />}
          {node.logistics.length > 0 && (
            <>
              <h2 className="detail__h2">{t('shop.order.logistics')}</h2>
              <ol className="logistics" data-testid="order-logistics">
                {node.logistics.map((e, i) => (
                  <li key={i} className="logistics__step">
                    {e.at && <span className="muted">{formatDateTime(e.at)} </span>}
                    <span>{e.description}</span>
                  </li>
                ))}
              </ol>
            </>
          )}
        </section>
      )}
      {node.tickets.length > 0 && (
        <section className="detail__card" data-testid="order-tickets">
          <h2 className="detail__h2">{t('shop.order.tickets')}</h2>
          <dl className="info-rows">
            {node.tickets.map((ticket) => (
              // the row itself carries the ticket's test id and state
              <div className="info-row" key={ticket.code} data-testid="order-ticket" data-state={ticket.state}>
                <dt>{ticket.code}</dt>
                <dd>{t(`shop.order.ticketState.${ticket.state}`)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {(node.checkInDate || node.checkOutDate) && (
        <section className="detail__card" data-testid="order-stay">
          <dl className="info-rows">
            {node.checkInDate && (
              <InfoRow label={t('shop.order.checkIn')} testId="order-check-in">
                {node.checkInDate}
              </InfoRow>
            )}
            {node.checkOutDate && (
              <InfoRow label={t('shop.order.checkOut')} testId="order-check-out">
                {node.checkOutDate}
              </InfoRow>
            )}
          </dl>
        </section>
      )}
    </div>
  );
}

/** The skeleton while the query loads: an order: the header, its status and facts, more cards. */
export const ScreenSkeleton = () => <DetailSkeleton header picture={false} cards={2} />;
