import { useContext } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ArrowRight, ExternalLink } from 'lucide-react';
import type { TripCard_trip$data, TripCard_trip$key } from '../../__generated__/TripCard_trip.graphql';
import { followExternalLink } from '../../shell/openExternal';
import { SiteContext } from '../../shell/SiteContext';
import { formatMoney } from '../../widgets/booking/format';
import { TRAIN_DETAIL_PATH } from './modes';

/** Days between two `yyyy-MM-dd` days (an overnight arrival's "+1"). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) || 0;
}

export function useDuration(): (minutes: number) => string {
  const { t } = useTranslation();
  return (minutes) =>
    minutes >= 60
      ? t('traffic.duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })
      : t('traffic.durationMinutes', { minutes });
}

type Seat = TripCard_trip$data['seats'][number];

/** A seat class: its name, fare and what is left. */
export function SeatLine({ seat }: { seat: Seat }) {
  const { t } = useTranslation();
  return (
    <li className={`trip-seat trip-seat--${seat.availability.toLowerCase()}`} data-testid="trip-seat">
      <span className="trip-seat__name">{seat.name}</span>
      <span className="trip-seat__fare">{formatMoney(seat.fare)}</span>
      <span className="trip-seat__left">{t(`traffic.availability.${seat.availability}`, { count: seat.seatsLeft })}</span>
    </li>
  );
}

/** The official channel's button: the gateway's link verdict (the disclaimer first when it says so). */
export function BookButton({ link }: { link: TripCard_trip$data['bookingLink'] }) {
  const { t } = useTranslation();
  const site = useContext(SiteContext);
  if (!link?.url) return null;
  return (
    <button type="button" className="pill-link trip-book" onClick={() => void followExternalLink(link, site.name)} data-testid="trip-book">
      <ExternalLink aria-hidden size={14} /> {t('traffic.book')}
    </button>
  );
}

export const tripCardFragment = graphql`
  fragment TripCard_trip on TrafficTrip {
    id
    mode
    number
    operator
    vehicle
    departure {
      stationName
      date
      time
    }
    arrival {
      stationName
      date
      time
    }
    hasDeparted
    durationMinutes
    stopsBetween
    lowestFare
    seats {
      kind
      name
      fare
      seatsLeft
      availability
    }
    bookingLink {
      url
      needsDisclaimer
      disclaimerText
    }
  }
`;

/** The times and stations of a trip, its number and duration. */
export function TripTimes({ trip }: { trip: TripCard_trip$data }) {
  const { t } = useTranslation();
  const duration = useDuration();
  const plus = daysBetween(trip.departure.date, trip.arrival.date);
  return (
    <div className="trip-times">
      <div className="trip-times__end">
        <strong className="trip-times__time" data-testid="trip-depart">
          {trip.departure.time}
        </strong>
        <span className="trip-times__station">{trip.departure.stationName}</span>
      </div>
      <div className="trip-times__mid">
        <span className="trip-times__number" data-testid="trip-number">
          {trip.number}
        </span>
        <ArrowRight aria-hidden size={16} />
        <span className="trip-times__duration">{duration(trip.durationMinutes)}</span>
        <span className="trip-times__stops">
          {trip.stopsBetween > 0 ? t('traffic.stopsBetween', { count: trip.stopsBetween }) : t('traffic.direct')}
        </span>
      </div>
      <div className="trip-times__end trip-times__end--arrive">
        <strong className="trip-times__time" data-testid="trip-arrive">
          {trip.arrival.time}
          {plus > 0 && <sup className="trip-times__plus">{t('traffic.nextDays', { days: plus })}</sup>}
        </strong>
        <span className="trip-times__station">{trip.arrival.stationName}</span>
      </div>
    </div>
  );
}

/** One trip of a result list: a train opens its stops; a flight or coach offers its booking channel. */
export function TripCard({ trip: key }: { trip: TripCard_trip$key }) {
  const { t } = useTranslation();
  const trip = useFragment(tripCardFragment, key);
  const body = (
    <>
      {trip.hasDeparted && (
        <p className="trip-card__departed" data-testid="trip-departed">
          {t('traffic.departed')}
        </p>
      )}
      <TripTimes trip={trip} />
      {(trip.operator || trip.vehicle) && (
        <p className="trip-card__operator">{[trip.operator, trip.vehicle].filter(Boolean).join(' · ')}</p>
      )}
      <ul className="trip-seats">
        {trip.seats.map((s) => (
          <SeatLine key={s.kind} seat={s} />
        ))}
      </ul>
      <p className="trip-card__fare">
        {trip.lowestFare != null ? t('traffic.fareFrom', { fare: formatMoney(trip.lowestFare) }) : t('traffic.soldOut')}
      </p>
    </>
  );
  const className = trip.hasDeparted ? 'trip-card trip-card--departed' : 'trip-card';
  if (trip.mode === 'TRAIN')
    return (
      <Link to={`${TRAIN_DETAIL_PATH}?${new URLSearchParams({ id: trip.id }).toString()}`} className={className} data-testid="trip">
        {body}
      </Link>
    );
  return (
    <article className={className} data-testid="trip">
      {body}
      <BookButton link={trip.bookingLink} />
    </article>
  );
}
