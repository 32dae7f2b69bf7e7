import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { OrderDetailScreenQuery } from '../../__generated__/OrderDetailScreenQuery.graphql';
import { prepareRequest, preload } from '../../shell/loader';
import { redirectIfSignedOut } from '../../session/requireSessionLoader';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState } from '../../widgets/StateViews';
import { formatDateTime, formatMoney } from '../../widgets/booking/format';
import { ShopOrderCard } from './ShopOrderCard';
import '../../widgets/booking/booking.css';

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

export function orderDetailLoader({ request, params }: { request: Request; params: { id?: string } }): PreloadedQuery<OrderDetailScreenQuery> {
  redirectIfSignedOut(request);
  prepareRequest(request);
  return preload<OrderDetailScreenQuery>(query, { id: params.id ?? '' }, { fresh: true });
}

/** /order-detail/:id — a shop order. */
export function OrderDetailScreen() {
  const { t } = useTranslation();
  const ref = useLoaderData() as PreloadedQuery<OrderDetailScreenQuery>;
  const { node } = usePreloadedQuery<OrderDetailScreenQuery>(query, ref);
  if (!node || node.__typename !== 'ShopOrder' || !node.id || !node.card) {
    return (
      <>
        <PageHeader title={t('orders.shop.detail')} />
        <EmptyState text={t('orders.reservation.notFound')} icon="search" />
      </>
    );
  }
  return (
    <div data-testid="order-detail">
      <PageHeader title={t('orders.shop.detail')} />
      <section className={`order-banner order-banner--${node.status.toLowerCase()}`}>
        <b data-testid="detail-status">{t(`orders.shopStatus.${node.status}`)}</b>
        {node.refundState !== 'NONE' && <span>{t(`orders.refundState.${node.refundState}`)}</span>}
      </section>
      <div className="order-detail">
        <ShopOrderCard order={node.card} />
      </div>
      <section className="detail__card">
        <dl className="info-rows">
          <div className="info-row">
            <dt>{t('orders.shop.orderNo')}</dt>
            <dd>{node.orderNo}</dd>
          </div>
          <div className="info-row">
            <dt>{t('orders.reservation.type')}</dt>
            <dd>{node.type ? t(`orders.shopType.${node.type}`) : t('orders.shopType.OTHER')}</dd>
          </div>
          {node.createdAt && (
            <div className="info-row">
              <dt>{t('orders.createdAt')}</dt>
              <dd>{formatDateTime(node.createdAt)}</dd>
            </div>
          )}
          {node.quantity != null && (
            <div className="info-row">
              <dt>{t('orders.shop.quantity')}</dt>
              <dd>{node.quantity}</dd>
            </div>
          )}
          {node.amount != null && (
            <div className="info-row">
              <dt>{t('orders.amount')}</dt>
              <dd className="price">{formatMoney(node.amount)}</dd>
            </div>
          )}
        </dl>
      </section>
      {(node.receiver || node.address || node.logistics.length > 0) && (
        <section className="detail__card" data-testid="order-delivery">
          <dl className="info-rows">
            {node.receiver && (
              <div className="info-row">
                <dt>{t('orders.shop.receiver')}</dt>
                <dd data-testid="order-receiver">{node.receiver}</dd>
              </div>
            )}
            {node.address && (
              <div className="info-row">
                <dt>{t('orders.shop.address')}</dt>
                <dd data-testid="order-address">{node.address}</dd>
              </div>
            )}
          </dl>
          {node.logistics.length > 0 && (
            <>
              <h2 className="detail__h2">{t('orders.shop.logistics')}</h2>
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
          <h2 className="detail__h2">{t('orders.shop.tickets')}</h2>
          <dl className="info-rows">
            {node.tickets.map((ticket) => (
              <div className="info-row" key={ticket.code} data-testid="order-ticket" data-state={ticket.state}>
                <dt>{ticket.code}</dt>
                <dd>{t(`orders.shop.ticketState.${ticket.state}`)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {(node.checkInDate || node.checkOutDate) && (
        <section className="detail__card" data-testid="order-stay">
          <dl className="info-rows">
            {node.checkInDate && (
              <div className="info-row">
                <dt>{t('orders.shop.checkIn')}</dt>
                <dd data-testid="order-check-in">{node.checkInDate}</dd>
              </div>
            )}
            {node.checkOutDate && (
              <div className="info-row">
                <dt>{t('orders.shop.checkOut')}</dt>
                <dd data-testid="order-check-out">{node.checkOutDate}</dd>
              </div>
            )}
          </dl>
        </section>
      )}
    </div>
  );
}
