import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { HotelRoomScreenQuery } from '../../__generated__/HotelRoomScreenQuery.graphql';
import { prepareRequest, preload } from '../../shell/loader';
import { ErrorBoundary } from '../../shell/ErrorBoundary';
import { caughtFieldError } from '../../relay/errors';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState, ErrorView } from '../../shell/StateViews';
import { DetailSkeleton } from '../../widgets/Skeleton';
import { Gallery } from '../../widgets/Gallery';
import { InfoRow } from '../../widgets/InfoRow';
import { Content } from '../../widgets/Content';

const query = graphql`
  query HotelRoomScreenQuery($id: ID!) {
    node: nodeByUpstreamId(type: "HotelRoom", upstreamId: $id) @catch(to: RESULT) {
      __typename
      ... on HotelRoom {
        name
        images {
          url(size: COVER)
          alt
        }
        price
        areaSquareMeters
        bedType
        breakfastIncluded
        available
      }
    }
  }
`;

/** /room-detail/:id — the route id is the hotel room's upstreamId (`hotelId:roomId`, its detailPath). */
export function hotelRoomLoader({ request, params }: { request: Request; params: { id?: string } }): PreloadedQuery<HotelRoomScreenQuery> {
  prepareRequest(request);
  return preload<HotelRoomScreenQuery>(query, { id: params.id ?? '' }, { fresh: true });
}

/** The room: loading in place, an error (with retry) when its lookup failed, "not found" when there is none. */
function HotelRoom({ queryRef }: { queryRef: PreloadedQuery<HotelRoomScreenQuery> }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const { node } = usePreloadedQuery<HotelRoomScreenQuery>(query, queryRef);
  if (!node.ok) return <ErrorView error={caughtFieldError(node.errors)} onRetry={() => void revalidator.revalidate()} />;
  const room = node.value;
  if (room?.__typename !== 'HotelRoom') return <EmptyState text={t('place.notFound')} icon="search" />;
  return (
    <div data-testid="hotel-room">
      <Gallery images={room.images} alt={room.name} />
      <section className="detail__card detail__card--head">
        <Content as="h1" className="detail__name" data-testid="hotel-room-name">
          {room.name}
        </Content>
        {room.price != null && (
          <p className="activity-price">
            <span className="price" data-testid="hotel-room-price">
              {t('places.perNight', { price: room.price })}
            </span>
          </p>
        )}
        <dl className="info-rows">
          {room.areaSquareMeters != null && (
            <InfoRow label={t('places.areaLabel')} testId="hotel-room-area">
              {t('place.area', { area: room.areaSquareMeters })}
            </InfoRow>
          )}
          {room.bedType && (
            <InfoRow label={t('places.bedType')} testId="hotel-room-bed">
              {room.bedType}
            </InfoRow>
          )}
          <InfoRow label={t('places.breakfastLabel')} testId="hotel-room-breakfast">
            {room.breakfastIncluded ? t('places.breakfast') : t('places.noBreakfast')}
          </InfoRow>
          <InfoRow label={t('places.availability')} testId="hotel-room-available">
            {room.available > 0 ? t('places.roomsLeft', { count: room.available }) : t('places.soldOut')}
          </InfoRow>
        </dl>
      </section>
    </div>
  );
}

/** A hotel room's page, opened from the hotel's room list; the header stays through every state. */
export function HotelRoomScreen() {
  const { t } = useTranslation();
  const ref = useLoaderData() as PreloadedQuery<HotelRoomScreenQuery>;
  const revalidator = useRevalidator();
  return (
    <div className="detail" data-testid="hotel-room-page">
      <PageHeader contentHeading title={t('places.roomDetail')} />
      <ErrorBoundary onRetry={() => revalidator.revalidate()}>
        <Suspense fallback={<DetailSkeleton />}>
          <HotelRoom queryRef={ref} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
