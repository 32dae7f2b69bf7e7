import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ShopOrderCard_order$key } from '../../__generated__/ShopOrderCard_order.graphql';
import { Img } from '../../widgets/Img';
import { CancelButton } from '../../widgets/booking/CancelButton';
import { formatDateTime, formatMoney } from '../../widgets/booking/format';
import { useShopOrderActions } from './useShopOrderActions';
import { formatRelative } from '../../widgets/format';
import { currentLanguage } from '../../i18n';

/** Where a refund of the order is applied for: a route order's own page, else the application. */
const refundPath = (id: string, type: string | null | undefined) =>
  type === 'LINE' ? `/line-refund/${encodeURIComponent(id)}` : `/apply-refund?order=${encodeURIComponent(id)}`;

/**
 * A shop order: type, number, status text (the gateway maps each type's codes), product, amount,
 * the payment deadline of an order to pay, actions (a refund opens its application page).
 */
export function ShopOrderCard({ order }: { order: ShopOrderCard_order$key }) {
  const { t } = useTranslation();
  const o = useFragment(
    graphql`
      fragment ShopOrderCard_order on ShopOrder {
        id
        orderNo
        type
        status
        productName
        thumbnail {
          url(size: THUMBNAIL)
        }
        amount
        paymentDeadline
        quantity
        createdAt
        refundState
        canCancel
        canRefund
        detailPath
        trackingPath
        reviewPath
      }
    `,
    order,
  );
  const { cancel, cancelling } = useShopOrderActions(o.id);
  return (
    <article className="order-card" data-testid="shop-order-card" data-type={o.type ?? 'UNKNOWN'} data-status={o.status}>
      <header className="order-card__head">
        <span className="order-card__kind">{o.type ? t(`shop.shopType.${o.type}`) : t('shop.shopType.OTHER')}</span>
        <span className="order-card__code">{o.orderNo}</span>
        <span className={`order-status order-status--${o.status.toLowerCase()}`} data-testid="order-status">
          {t(`shop.shopStatus.${o.status}`)}
        </span>
      </header>
      <Link to={o.detailPath} className="order-card__main" data-testid="order-open">
        <Img src={o.thumbnail?.url} alt="" className="order-card__img" />
        <div className="order-card__body">
          <span className="order-card__name">{o.productName}</span>
          {o.createdAt && <span className="order-card__meta">{formatRelative(o.createdAt, currentLanguage())}</span>}
          <span className="order-card__meta">
            {o.quantity != null && t('orders.quantity', { count: o.quantity })}
            {o.refundState !== 'NONE' && (
              <span className="order-card__left" data-testid="refund-state">
                {' '}
                · {t(`shop.refundState.${o.refundState}`)}
              </span>
            )}
          </span>
          {o.amount != null && <span className="price">{formatMoney(o.amount)}</span>}
        </div>
      </Link>
      {(o.canCancel || o.canRefund || o.trackingPath || o.reviewPath) && (
        <footer className="order-card__foot">
          {o.status === 'TO_PAY' && o.paymentDeadline && (
            <span className="order-card__deadline order-card__deadline--pay" data-testid="pay-deadline">
              {t('payments.order.payBy', { time: formatDateTime(o.paymentDeadline) })}
            </span>
          )}
          {o.canCancel && <CancelButton label={t('shop.order.cancel')} pending={cancelling} onCancel={cancel} />}
          {o.canRefund && (
            <Link to={refundPath(o.id, o.type)} className="btn btn--small" data-testid="refund-btn">
              {t('shop.order.refund')}
            </Link>
          )}
          {o.trackingPath && (
            <Link to={o.trackingPath} className="btn btn--small" data-testid="track-btn">
              {t('shop.parcel.track')}
            </Link>
          )}
          {o.reviewPath && (
            <Link to={o.reviewPath} className="btn btn--small" data-testid="review-btn">
              {t('shop.review.write')}
            </Link>
          )}
        </footer>
      )}
    </article>
  );
}
