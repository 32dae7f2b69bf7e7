import { graphql, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CircleCheck, CircleDot, Copy, Phone, Truck } from 'lucide-react';
import type { LogisticsScreenQuery } from '../../__generated__/LogisticsScreenQuery.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { Img } from '../../widgets/Img';
import { formatDateTime } from '../../widgets/booking/format';
import { SkeletonBlock, SkeletonHeader, SkeletonLines, SkeletonScreen } from '../../shell/SkeletonParts';
import './delivery.css';
import { copyWithToast } from '../../env/clipboard';

const query = graphql`
  query LogisticsScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "ShopOrder", upstreamId: $id) {
      __typename
      ... on ShopOrder {
        id
        productName
        orderNo
        detailPath
        reviewPath
        thumbnail {
          url(size: THUMBNAIL)
        }
        parcel {
          carrier {
            name
            phone
          }
          trackingNumber
          state
          events {
            at
            state
            description
          }
        }
      }
    }
  }
`;

export function logisticsLoader({ request, params }: { request: Request; params: { id?: string } }): PreloadedQuery<LogisticsScreenQuery> {
  return preloadSignedIn<LogisticsScreenQuery>(request, query, { id: params.id ?? '' });
}

/** The page's shape while it loads: the header, the parcel card, the timeline. */
export function LogisticsSkeleton() {
  return (
    <SkeletonScreen>
      <SkeletonHeader />
      <SkeletonBlock width="100%" height={120} />
      <SkeletonLines count={6} />
    </SkeletonScreen>
  );
}

/** /logistics/:id — a goods order's parcel: carrier (call), tracking number (copy), state, the carrier's events newest first. */
export function LogisticsScreen() {
  const { t } = useTranslation();
  const { node } = useRouteQuery<LogisticsScreenQuery>(query);
  const order = node?.__typename === 'ShopOrder' ? node : null;
  if (!order) return <NotFoundPage title={t('shop.parcel.title')} text={t('orders.reservation.notFound')} />;
  const parcel = order.parcel;
  return (
    <div className="delivery-page" data-testid="logistics">
      <PageHeader title={t('shop.parcel.title')} />
      <Link to={order.detailPath} className="detail__card delivery-order" data-testid="logistics-order">
        <Img src={order.thumbnail?.url} alt="" className="delivery-order__img" />
        <span className="delivery-order__body">
          <span className="delivery-order__name">{order.productName}</span>
          <span className="muted">{order.orderNo}</span>
        </span>
      </Link>
      {!parcel ? (
        <p className="detail__card muted" data-testid="logistics-empty">
          {t('shop.parcel.none')}
        </p>
      ) : (
        <>
          <section className={`detail__card parcel parcel--${parcel.state.toLowerCase()}`} data-testid="parcel" data-state={parcel.state}>
            <p className="parcel__state" data-testid="parcel-state">
              <Truck aria-hidden size={20} /> {t(`shop.parcel.state.${parcel.state}`)}
            </p>
            <dl className="parcel__facts">
              <div className="parcel__row">
                <dt>{t('shop.parcel.carrier')}</dt>
                <dd data-testid="parcel-carrier">{parcel.carrier.name}</dd>
                {parcel.carrier.phone && (
                  <a className="btn btn--small parcel__action" href={`tel:${parcel.carrier.phone}`} data-testid="parcel-call">
                    <Phone aria-hidden size={16} /> {t('shop.parcel.call')}
                  </a>
                )}
              </div>
              <div className="parcel__row">
                <dt>{t('shop.parcel.trackingNumber')}</dt>
                <dd data-testid="parcel-tracking-number">{parcel.trackingNumber}</dd>
                <button
                  type="button"
                  className="btn btn--small parcel__action"
                  onClick={() => void copyWithToast(parcel.trackingNumber, t('shop.parcel.copied'), t('shop.parcel.copyFailed'))}
                  data-testid="parcel-copy"
                >
                  <Copy aria-hidden size={16} /> {t('shop.parcel.copy')}
                </button>
              </div>
            </dl>
          </section>
          <section className="detail__card">
            <h2 className="detail__h2">{t('shop.parcel.events')}</h2>
            {parcel.events.length === 0 ? (
              <p className="muted" data-testid="parcel-no-events">
                {t('shop.parcel.noEvents')}
              </p>
            ) : (
              <ol className="parcel-timeline" data-testid="parcel-events">
                {parcel.events.map((e, i) => (
                  <li
                    key={i}
                    className={i === 0 ? 'parcel-timeline__step parcel-timeline__step--now' : 'parcel-timeline__step'}
                    data-testid="parcel-event"
                  >
                    {i === 0 && e.state === 'DELIVERED' ? (
                      <CircleCheck aria-hidden size={18} className="parcel-timeline__dot" />
                    ) : (
                      <CircleDot aria-hidden size={18} className="parcel-timeline__dot" />
                    )}
                    <span className="parcel-timeline__text">
                      <span>{e.description}</span>
                      {e.at && <time className="muted">{formatDateTime(e.at)}</time>}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
          {order.reviewPath && (
            <div className="action-bar">
              <Link to={order.reviewPath} className="action-bar__primary" data-testid="logistics-review">
                {t('shop.review.write')}
              </Link>
            </div>
          )}
        </>
      )}
    </div>
  );
}
