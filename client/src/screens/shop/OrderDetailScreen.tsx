import { graphql, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { FileSignature, MessageSquareText, Truck } from 'lucide-react';
import { Stars } from '../../widgets/comments/Stars';
import './delivery.css';
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
        trackingPath
        reviewPath
        contractPath
        review {
          stars
          text
          createdAt
          tags {
            code
            name
          }
          pictures {
            url(size: THUMBNAIL)
          }
        }
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
      {node.contractPath && (
        <section className="detail__card">
          <Link to={node.contractPath} className="btn btn--small order-contract" data-testid="order-contract">
            <FileSignature aria-hidden size={16} /> {t('shop.contract.title')}
          </Link>
        </section>
      )}
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
          {node.trackingPath && (
            <Link to={node.trackingPath} className="btn btn--small order-track" data-testid="order-track">
              <Truck aria-hidden size={16} /> {t('shop.parcel.track')}
            </Link>
          )}
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
      {node.review && (
        <section className="detail__card order-review" data-testid="order-review">
          <h2 className="detail__h2">{t('shop.review.mine')}</h2>
          <Stars value={node.review.stars} />
          <p className="order-review__text" data-testid="order-review-text">
            {node.review.text}
          </p>
          {node.review.tags.length > 0 && (
            <ul className="review-tags" aria-label={t('shop.review.tags')}>
              {node.review.tags.map((tag) => (
                <li key={tag.code} className="review-tag review-tag--on">
                  {tag.name}
                </li>
              ))}
            </ul>
          )}
          {node.review.pictures.length > 0 && (
            <ul className="order-review__pictures" aria-label={t('shop.review.pictures')} data-testid="order-review-pictures">
              {node.review.pictures.map((p, i) => (
                <li key={i}>
                  <img src={p.url} alt="" className="order-review__picture" />
                </li>
              ))}
            </ul>
          )}
          {node.review.createdAt && <p className="muted">{formatDateTime(node.review.createdAt)}</p>}
        </section>
      )}
      {node.reviewPath && (
        <div className="action-bar">
          <Link to={node.reviewPath} className="action-bar__primary" data-testid="order-review-btn">
            <MessageSquareText aria-hidden size={18} /> {t('shop.review.write')}
          </Link>
        </div>
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
