import { useContext, useState } from 'react';
import { fetchQuery, graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ReservationCardLinkQuery } from '../../__generated__/ReservationCardLinkQuery.graphql';
import type { ReservationCard_order$key } from '../../__generated__/ReservationCard_order.graphql';
import { environment } from '../../relay/environment';
import { SiteContext } from '../../shell/SiteContext';
import { Img } from '../../widgets/Img';
import { CancelButton } from '../../widgets/booking/CancelButton';
import { formatDateTime, formatMoney, formatSlot } from '../../widgets/booking/format';
import { formatRelative } from '../../widgets/format';
import { currentLanguage } from '../../i18n';
import { openFetchedLink } from '../../shell/openExternal';
import { PaySheet } from '../payments';
import { useReservationOrderActions } from './useReservationOrderActions';

/** A third-party order's link, with the identity fetched when tapped. */
const linkQuery = graphql`
  query ReservationCardLinkQuery($id: ID!) {
    node(id: $id) {
      ... on ReservationOrder {
        externalUrl
      }
    }
  }
`;

/**
 * A reservation order: code, status label (every status, "to pay" included), the nested resource,
 * period, seats and its price (paid, to pay, points, or free — never free when it is to pay), with
 * cancel / pay (the cashier) / review as the gateway allows. A third-party order opens its
 * external link.
 */
export function ReservationCard({ order }: { order: ReservationCard_order$key }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const site = useContext(SiteContext);
  const o = useFragment(
    graphql`
      fragment ReservationCard_order on ReservationOrder {
        id
        orderCode
        kind
        status
        statusLabelled
        seats
        remainingSeats
        startsAt
        endsAt
        price
        points
        paidAmount
        paidPoints
        paymentDeadline
        resourceName
        resourceImage {
          url(size: THUMBNAIL)
        }
        canCancel
        canPay
        canReview
        reviewPath
        surveyPath
        cancelDeadline
        createdAt
        detailPath
        ...useReservationOrderActions_order
        ...PaySheet_order
      }
    `,
    order,
  );
  const { cancel, cancelling } = useReservationOrderActions(o);
  const [paying, setPaying] = useState(false);
  const money = (o.paidAmount ?? 0) > 0 ? (o.paidAmount ?? 0) : (o.price ?? 0);
  const points = (o.paidPoints ?? 0) > 0 ? (o.paidPoints ?? 0) : (o.points ?? 0);
  const open = () => {
    if (o.kind === 'THIRD_PARTY') {
      const load = async () =>
        (await fetchQuery<ReservationCardLinkQuery>(environment, linkQuery, { id: o.id }, { fetchPolicy: 'network-only' }).toPromise())
          ?.node?.externalUrl;
      void openFetchedLink(load, site.name);
    } else navigate(o.detailPath);
  };
  return (
    <article className="order-card" data-testid="reservation-card" data-code={o.orderCode} data-status={o.status}>
      <header className="order-card__head">
        <span className="order-card__kind">{t(`reservationOrders.kind.${o.kind}`)}</span>
        <span className="order-card__code">{o.orderCode}</span>
        {o.statusLabelled && (
          <span className={`order-status order-status--${o.status.toLowerCase()}`} data-testid="order-status">
            {t(`orders.reservationStatus.${o.status}`)}
          </span>
        )}
      </header>
      <button type="button" className="order-card__main" onClick={open} data-testid="order-open">
        <Img src={o.resourceImage?.url} alt="" className="order-card__img" />
        <div className="order-card__body">
          <span className="order-card__name" data-testid="order-resource">
            {o.resourceName}
          </span>
          {(o.startsAt || o.endsAt) && (
            // the time slot with its day-part label (morning, afternoon, evening)
            <span className="order-card__meta" data-testid="order-slot">
              {formatSlot(o.startsAt, o.endsAt)}
            </span>
          )}
          {o.createdAt && (
            // when it was booked, by the relative-date rules (widgets/format formatRelative)
            <time className="order-card__meta" dateTime={o.createdAt} data-testid="order-booked">
              {t('reservationOrders.booked', { time: formatRelative(o.createdAt, currentLanguage()) })}
            </time>
          )}
          <span className="order-card__meta">
            {o.seats != null && t('reservationOrders.seats', { count: o.seats })}
            {o.status === 'TO_BE_USED' && o.remainingSeats != null && (
              <span className="order-card__left" data-testid="remaining-seats">
                {' '}
                · {t('reservationOrders.remaining', { count: o.remainingSeats })}
              </span>
            )}
          </span>
          <span className="price" data-testid="order-price">
            {money > 0 ? formatMoney(money) : points > 0 ? t('orders.points', { count: points }) : t('orders.free')}
          </span>
        </div>
      </button>
      {(o.canCancel || o.canPay || (o.canReview && o.reviewPath) || o.surveyPath) && (
        <footer className="order-card__foot">
          {o.canPay && o.paymentDeadline ? (
            <span className="order-card__deadline order-card__deadline--pay" data-testid="pay-deadline">
              {t('payments.order.payBy', { time: formatDateTime(o.paymentDeadline) })}
            </span>
          ) : (
            o.canCancel &&
            o.cancelDeadline && (
              <span className="order-card__deadline">{t('reservationOrders.cancelUntil', { time: formatDateTime(o.cancelDeadline) })}</span>
            )
          )}
          {o.canCancel && <CancelButton label={t('orders.reservation.cancel')} pending={cancelling} onCancel={cancel} />}
          {o.canPay && (
            <button type="button" className="btn btn--small btn--primary" onClick={() => setPaying(true)} data-testid="pay-btn">
              {t('orders.reservation.pay')}
            </button>
          )}
          {o.canReview && o.reviewPath && (
            <Link to={o.reviewPath} className="btn btn--small btn--primary" data-testid="review-link">
              {t('reservationOrders.review')}
            </Link>
          )}
          {o.surveyPath && (
            <Link to={o.surveyPath} className="btn btn--small" data-testid="survey-link">
              {t('reservationOrders.survey')}
            </Link>
          )}
        </footer>
      )}
      {paying && <PaySheet order={o} onClose={() => setPaying(false)} />}
    </article>
  );
}
