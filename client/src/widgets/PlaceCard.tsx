import { graphql, useFragment } from 'react-relay';
import { placeWhere } from './format';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PlaceCard_place$key } from '../__generated__/PlaceCard_place.graphql';
import { Img } from './Img';
import { LevelBadge } from './LevelBadge';
import { ComfortBadge } from './ComfortBadge';
import { MapPin } from 'lucide-react';
import { Heading } from './Content';
import { useContentLang } from '../shell/SiteContext';

/** One card of a place list: cover, name, level, address/region, comfort and distance. */
export function PlaceCard({ place }: { place: PlaceCard_place$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment PlaceCard_place on Place {
        id
        name
        detailPath
        address
        summary
        cover {
          url(size: SMALL)
        }
        regionName
        distance {
          text
        }
        ... on ScenicArea {
          scenicLevel: level
          comfort {
            ...ComfortBadge_comfort
          }
        }
        ... on Venue {
          venueType
          comfort {
            ...ComfortBadge_comfort
          }
        }
        ... on Hotel {
          hotelLevel: level
          lowestPrice
        }
        ... on Restaurant {
          pricePerPerson
          cuisine
        }
        ... on Speciality {
          price
        }
        ... on Exhibition {
          venueName
        }
        ... on CollectionItem {
          era
        }
        ... on Homestay {
          lowestPrice
          grade
        }
        ... on StudyBase {
          level
        }
        ... on ScenicShow {
          nextShowTime
          showPrice: price
        }
      }
    `,
    place,
  );
  const price =
    data.lowestPrice != null
      ? t('place.fromPrice', { price: data.lowestPrice })
      : data.pricePerPerson != null
        ? t('place.pricePerPerson', { price: data.pricePerPerson })
        : data.price != null
          ? t('place.price', { price: data.price })
          : data.showPrice != null && data.showPrice > 0
            ? t('place.price', { price: data.showPrice })
            : null;
  const where = placeWhere(data.regionName, data.address, ' · ');
  const contentLang = useContentLang();
  return (
    <Link to={data.detailPath} className="place-card" data-testid="place-card">
      <Img src={data.cover?.url} alt="" className="place-card__cover" />
      <div className="place-card__body">
        <Heading className="place-card__name">{data.name}</Heading>
        <div className="place-card__badges">
          <LevelBadge
            scenicLevel={data.scenicLevel}
            hotelLevel={data.hotelLevel}
            venueType={data.venueType}
            homestayGrade={data.grade}
            studyLevel={data.level}
          />
          {data.comfort && <ComfortBadge comfort={data.comfort} />}
          {data.cuisine && <span className="badge badge--plain">{data.cuisine}</span>}
          {data.era && <span className="badge badge--plain">{data.era}</span>}
          {data.nextShowTime && <span className="badge badge--plain">{t('place.k.nextShow', { time: data.nextShowTime })}</span>}
        </div>
        {where && (
          <p className="place-card__addr" data-testid="place-region" lang={contentLang}>
            {where}
          </p>
        )}
        <div className="place-card__foot">
          {price ? (
            <span className="place-card__price">{price}</span>
          ) : (
            <span className="place-card__summary" lang={contentLang}>
              {data.venueName ?? data.summary ?? ''}
            </span>
          )}
          {data.distance?.text && (
            <span className="place-card__distance" data-testid="distance">
              <MapPin aria-hidden size={12} />
              {data.distance.text}
            </span>
          )}
        </div>
      </div>
    </Link>
  );
}
