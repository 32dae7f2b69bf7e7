import { Suspense } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ReservationWriteScreenQuery } from '../../__generated__/ReservationWriteScreenQuery.graphql';
import { PageHeader, useGoBack } from '../../widgets/PageHeader';
import { EmptyState, Spinner } from '../../shell/StateViews';
import { OrderHead } from '../../widgets/booking/OrderHead';
import { CommentBox } from '../../widgets/comments/CommentBox';
import { formatPeriod } from '../../widgets/booking/format';
import { useReviewReservationOrder } from './useReviewReservationOrder';
import '../../widgets/booking/booking.css';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { orderTypeOf } from './orderTypes';

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
          kind
          resource {
            id
          }
        }
      }
    }
  }
`;

/** /reservation-write/:resourceId/:resourceType/:orderId — `orderId` is the order code (the gateway's reviewPath). */
export function reservationWriteLoader({
  request,
  params,
}: {
  request: Request;
  params: { orderId?: string };
}): PreloadedQuery<ReservationWriteScreenQuery> {
  return preloadSignedIn<ReservationWriteScreenQuery>(request, query, { orderCode: params.orderId ?? '' });
}

function ReviewBox({ orderId, resourceId, kind }: { orderId: string; resourceId: string; kind: string }) {
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
        onPosted={() => {
          const orderType = orderTypeOf(kind);
          navigate(`/user-reservation?status=COMPLETED${orderType ? `&orderType=${orderType}` : ''}`, { replace: true });
        }}
      />
    </Suspense>
  );
}

/** Reviewing a completed reservation order: the comment box (stars, tags, emoticons). */
export function ReservationWriteScreen() {
  const { t } = useTranslation();
  const node = useRouteQuery<ReservationWriteScreenQuery>(query).viewer.user?.reservationOrder;
  if (!node) return <NotFoundPage title={t('reservationOrders.review')} text={t('orders.reservation.notFound')} />;
  return (
    <div data-testid="reservation-write">
      <PageHeader contentHeading title={t('reservationOrders.review')} />
      <OrderHead image={node.resourceImage} name={node.resourceName}>
        <span className="muted">{formatPeriod(node.startsAt, node.endsAt)}</span>
        <span className="muted">
          {t('orders.orderCode')}: {node.orderCode}
        </span>
      </OrderHead>
      {node.canReview && node.resource ? (
        <ReviewBox orderId={node.id} resourceId={node.resource.id} kind={node.kind} />
      ) : (
        <EmptyState text={t('reservationOrders.reviewed')} />
      )}
    </div>
  );
}
