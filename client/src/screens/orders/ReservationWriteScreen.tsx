import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ReservationWriteScreenQuery } from '../../__generated__/ReservationWriteScreenQuery.graphql';
import { prepareRequest, preload } from '../../shell/loader';
import { redirectIfSignedOut } from '../../session/requireSessionLoader';
import { PageHeader, useGoBack } from '../../widgets/PageHeader';
import { EmptyState, Spinner } from '../../widgets/StateViews';
import { Img } from '../../widgets/Img';
import { CommentBox } from '../../widgets/comments/CommentBox';
import { formatPeriod } from '../../widgets/booking/format';
import { useReviewReservationOrder } from './useReviewReservationOrder';
import '../../widgets/booking/booking.css';

const query = graphql`
  query ReservationWriteScreenQuery($orderCode: String!) {
    viewer {
      user {
        reservationOrder(orderCode: $orderCode) {
          id
          orderCode
          resourceName
          resourceImage {
            url(size: THUMBNAIL)
            alt
          }
          startsAt
          endsAt
          canReview
          resource {
            id
          }
        }
      }
    }
  }
`;

/** /reservation-write/:resourceId/:resourceType/:orderId — `orderId` is the order code (the gateway's reviewPath). */
export function reservationWriteLoader({ request, params }: { request: Request; params: { orderId?: string } }): PreloadedQuery<ReservationWriteScreenQuery> {
  redirectIfSignedOut(request);
  prepareRequest(request);
  return preload<ReservationWriteScreenQuery>(query, { orderCode: params.orderId ?? '' }, { fresh: true });
}

function ReviewBox({ orderId, resourceId }: { orderId: string; resourceId: string }) {
  const back = useGoBack();
  const navigate = useNavigate();
  const [review] = useReviewReservationOrder(orderId);
  return (
    <Suspense fallback={<Spinner />}>
      <CommentBox
        resourceId={resourceId}
        withRating
        submit={review}
        onClose={back}
        onPosted={() => navigate('/user-reservation?status=COMPLETED', { replace: true })}
      />
    </Suspense>
  );
}

/** Reviewing a completed reservation order: the comment box (stars, tags, emoticons) of issue 3. */
export function ReservationWriteScreen() {
  const { t } = useTranslation();
  const ref = useLoaderData() as PreloadedQuery<ReservationWriteScreenQuery>;
  const node = usePreloadedQuery<ReservationWriteScreenQuery>(query, ref).viewer.user?.reservationOrder;
  if (!node) {
    return (
      <>
        <PageHeader title={t('orders.reservation.review')} />
        <EmptyState text={t('orders.reservation.notFound')} icon="search" />
      </>
    );
  }
  return (
    <div data-testid="reservation-write">
      <PageHeader title={t('orders.reservation.review')} />
      <section className="detail__card order-head">
        <Img src={node.resourceImage?.url} alt={node.resourceImage?.alt || node.resourceName || ''} className="order-head__img" />
        <div className="order-head__body">
          <h1 className="order-head__name">{node.resourceName}</h1>
          <span className="muted">{formatPeriod(node.startsAt, node.endsAt)}</span>
          <span className="muted">{t('orders.orderCode')}: {node.orderCode}</span>
        </div>
      </section>
      {node.canReview && node.resource ? (
        <ReviewBox orderId={node.id} resourceId={node.resource.id} />
      ) : (
        <EmptyState text={t('orders.reservation.reviewed')} />
      )}
    </div>
  );
}
