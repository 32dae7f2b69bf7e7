import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CalendarDays, Clock, Copy, MapPin } from 'lucide-react';
import type { ItineraryCard_itinerary$key } from '../../__generated__/ItineraryCard_itinerary.graphql';
import { Img } from '../../widgets/Img';

/** One itinerary in a list: cover, name, days and hours, destinations, stops. */
export function ItineraryCard({ itinerary }: { itinerary: ItineraryCard_itinerary$key }) {
  const { t } = useTranslation();
  const i = useFragment(
    graphql`
      fragment ItineraryCard_itinerary on Itinerary {
        id
        name
        detailPath
        cover {
          url(size: SMALL)
        }
        days
        playHours
        stopCount
        copyCount
        origin
        destinationNames
      }
    `,
    itinerary,
  );
  return (
    <Link to={i.detailPath} className="trip-card" data-testid="itinerary-card">
      <Img className="trip-card__img" src={i.cover?.url} alt="" />
      <span className="trip-card__body">
        <span className="trip-card__title">{i.name}</span>
        <span className="trip-card__meta">
          <span>
            <CalendarDays size={13} aria-hidden /> {t('itineraries.days', { count: i.days })}
          </span>
          <span>
            <Clock size={13} aria-hidden /> {t('itineraries.hours', { count: i.playHours })}
          </span>
          <span>
            <MapPin size={13} aria-hidden /> {t('itineraries.stops', { count: i.stopCount })}
          </span>
          {i.origin === 'RECOMMENDED' && (
            <span>
              <Copy size={13} aria-hidden /> {t('itineraries.copies', { count: i.copyCount })}
            </span>
          )}
        </span>
        {i.destinationNames.length > 0 && <span className="trip-card__places">{i.destinationNames.join(' · ')}</span>}
      </span>
    </Link>
  );
}
