import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ReserveSection_place$key } from '../../__generated__/ReserveSection_place.graphql';
import { PartFailed } from '../../shell/StateViews';
import { BookingPlatforms } from './BookingPlatforms';
import { ReservationDays } from './ReservationDays';
import { RoutesForSale } from './RoutesForSale';
import '../../widgets/booking/booking.css';

/**
 * The "Reserve" part of a venue's or scenic area's page: the reservation window's days, the booking
 * platforms and activity rooms (venues), and the routes for sale (scenic areas).
 */
export function ReserveSection({ place }: { place: ReserveSection_place$key }) {
  const { t } = useTranslation();
  const p = useFragment(
    graphql`
      fragment ReserveSection_place on Place {
        upstreamId
        __typename
        ... on Venue {
          venueReservation: reservation {
            ...ReservationDays_reservation
          }
          activityRooms(first: 1) {
            totalCount
          }
          ...BookingPlatforms_venue @alias(as: "platforms")
        }
        ... on ScenicArea {
          scenicReservation: reservation {
            ...ReservationDays_reservation
          }
          ...RoutesForSale_scenic @alias(as: "routes")
        }
      }
    `,
    place,
  );
  if (p.__typename !== 'Venue' && p.__typename !== 'ScenicArea') return null;
  const reservation = p.__typename === 'Venue' ? p.venueReservation : p.scenicReservation;
  const rooms = p.__typename === 'Venue' ? (p.activityRooms?.totalCount ?? 0) : 0;
  return (
    <>
      <section className="detail__card" data-testid="reserve-section">
        <h2 className="detail__h2">{t('reservations.reserve.title')}</h2>
        {reservation == null ? <PartFailed testId="reservation-failed" /> : <ReservationDays reservation={reservation} />}
        {p.__typename === 'Venue' && p.platforms && <BookingPlatforms venue={p.platforms} />}
        {rooms > 0 && (
          <Link to={`/activity-room/${encodeURIComponent(p.upstreamId)}`} className="rooms-link" data-testid="rooms-link">
            <span>{t('reservations.roomsEntry', { count: rooms })}</span>
            <span className="chevron chevron--right" aria-hidden />
          </Link>
        )}
      </section>
      {p.__typename === 'ScenicArea' && p.routes && <RoutesForSale scenic={p.routes} />}
    </>
  );
}
