import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { GuideSuccessScreenQuery } from '../../__generated__/GuideSuccessScreenQuery.graphql';
import { preload } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { prepareSignedInRequest } from '../../shell/requireSessionLoader';
import { EmptyState } from '../../shell/StateViews';
import { formatPeriod } from '../../widgets/booking/format';
import { Img } from '../../widgets/Img';
import { InfoRow } from '../../widgets/InfoRow';
import { PageHeader } from '../../widgets/PageHeader';
import { SuccessIcon } from '../../widgets/booking/SuccessIcon';
import { DetailSkeleton } from '../../widgets/Skeleton';
import { PaymentDue, Voucher } from '../payments';
import '../../widgets/booking/booking.css';
import './guide-orders.css';

const query = graphql`
  query GuideSuccessScreenQuery($orderCode: String!) {
    viewer {
      user {
        reservationOrder(orderCode: $orderCode) {
          orderCode
          status
          resourceName
          startsAt
          endsAt
          seats
          detailPath
          guideBooking {
            kind
            narratorName
            narratorPhoto {
              url(size: THUMBNAIL)
              alt
            }
            language
            note
            leaderMaskedCertificateNumber
            sessionTitle
            ordersPath
          }
          ...PaymentDue_order
          ...Voucher_order
        }
      }
    }
  }
`;

/** /interpretation-success/:orderCode/:type (signed in): `type` is narrator or interpretation; the order says which. */
function loader({ request, params }: { request: Request; params: { orderCode?: string } }): PreloadedQuery<GuideSuccessScreenQuery> {
  prepareSignedInRequest(request);
  return preload<GuideSuccessScreenQuery>(query, { orderCode: params.orderCode ?? '' }, { fresh: true });
}

/**
 * The page after booking a narrator or a session: its state and code, the narrator or session,
 * the payment due (a priced narrator) or the voucher, the order's page and my reservations.
 */
export function GuideSuccessScreen() {
  const { t } = useTranslation();
  const { viewer } = usePreloadedQuery<GuideSuccessScreenQuery>(query, useLoaderData() as PreloadedQuery<GuideSuccessScreenQuery>);
  const order = viewer.user?.reservationOrder ?? null;
  const guide = order?.guideBooking ?? null;
  if (!order || !guide)
    return (
      <div data-testid="guide-success">
        <PageHeader title={t('guideOrders.successTitle')} />
        <EmptyState text={t('reservationOrders.reviewed')} />
      </div>
    );
  const toPay = order.status === 'AWAITING_PAYMENT';
  const closed = order.status === 'CLOSED' || order.status === 'CANCELLED';
  return (
    <div className="success-page" data-testid="guide-success" data-status={order.status}>
      <PageHeader contentHeading title={t('guideOrders.successTitle')} />
      <section className="detail__card success-card">
        <SuccessIcon tone={toPay ? 'pay' : closed ? 'off' : 'done'} />
        <h1 className="success-card__title" data-testid="guide-success-title">
          {toPay ? t('guideOrders.toPay') : t(`guideOrders.booked.${guide.kind}`)}
        </h1>
        <p className="success-card__code">
          {t('orders.orderCode')}: <b data-testid="guide-success-code">{order.orderCode}</b>
        </p>
        <dl className="info-rows success-card__rows">
          {order.resourceName && <InfoRow label={t('reservationOrders.resource')}>{order.resourceName}</InfoRow>}
          {guide.sessionTitle && <InfoRow label={t('guideOrders.session')}>{guide.sessionTitle}</InfoRow>}
          <InfoRow label={t('reservationOrders.time')}>{formatPeriod(order.startsAt, order.endsAt)}</InfoRow>
          {guide.language && <InfoRow label={t('guideOrders.language')}>{t(`guideOrders.languages.${guide.language}`)}</InfoRow>}
          {order.seats != null && <InfoRow label={t('guideOrders.people')}>{order.seats}</InfoRow>}
          {guide.leaderMaskedCertificateNumber && (
            <InfoRow label={t('guideOrders.leaderCertificate')} testId="guide-success-leader">
              {guide.leaderMaskedCertificateNumber}
            </InfoRow>
          )}
        </dl>
        {guide.narratorName && (
          <div className="guide-narrator guide-narrator--row" data-testid="guide-success-narrator">
            <Img src={guide.narratorPhoto?.url} alt={guide.narratorPhoto?.alt || guide.narratorName} className="guide-narrator__photo" />
            <span>
              <small className="muted">{t('guideOrders.yourNarrator')}</small>
              <span className="guide-narrator__name">{guide.narratorName}</span>
            </span>
          </div>
        )}
        <PaymentDue order={order} />
        <div className="success-card__links">
          <Link
            to={order.detailPath}
            className={toPay ? 'btn btn--block btn--ghost' : 'btn btn--primary btn--block'}
            data-testid="guide-order-link"
          >
            {t('guideOrders.order')}
          </Link>
          <Link to={guide.ordersPath} replace className="btn btn--block btn--ghost" data-testid="guide-my-orders">
            {t('guideOrders.myOrders')}
          </Link>
        </div>
      </section>
      <Voucher order={order} />
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: GuideSuccessScreen,
  loader,
  skeleton: <DetailSkeleton header picture={false} cards={2} />,
};
