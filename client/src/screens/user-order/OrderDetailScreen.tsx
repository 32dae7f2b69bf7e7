import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { OrderDetailScreenQuery } from '../../__generated__/OrderDetailScreenQuery.graphql';
import { prepareRequest, preload } from '../../shell/loader';
import { globalIdFromRoute } from '../../relay/globalId';
import { redirectIfSignedOut } from '../../session/requireSessionLoader';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState } from '../../widgets/StateViews';
import { formatDateTime, formatMoney } from '../../widgets/booking/format';
import { ShopOrderCard } from './ShopOrderCard';
import '../../widgets/booking/booking.css';

const query = graphql`
  query OrderDetailScreenQuery($id: ID!) {
    node(id: $id) {
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
        ...ShopOrderCard_order @alias(as: "card")
      }
    }
  }
`;

export function orderDetailLoader({ request, params }: { request: Request; params: { id?: string } }): PreloadedQuery<OrderDetailScreenQuery> {
  redirectIfSignedOut(request);
  prepareRequest(request);
  return preload<OrderDetailScreenQuery>(query, { id: globalIdFromRoute('ShopOrder', params.id ?? '') }, { fresh: true });
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
        <EmptyState text={t('orders.reservation.notFound')} icon="🔍" />
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
    </div>
  );
}
