import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PlaceDetail_place$key } from '../../__generated__/PlaceDetail_place.graphql';
import { PageHeader } from '../../widgets/PageHeader';
import { Gallery } from '../../widgets/Gallery';
import { LevelBadge } from '../../widgets/LevelBadge';
import { ComfortBadge } from '../../widgets/ComfortBadge';
import { OpeningHours } from '../../widgets/OpeningHours';
import { Introduction } from '../../widgets/Introduction';
import { PlaceKindSections } from './PlaceKindSections';
import { openMapPath } from './openMapPath';
import { InteractionBar } from '../../widgets/interaction/InteractionBar';
import { CommentPreview } from '../../widgets/comments/CommentPreview';
import { ReserveSection } from '../reservations';

export function PlaceDetail({ place }: { place: PlaceDetail_place$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment PlaceDetail_place on Place {
        id
        kind
        name
        address
        phone
        summary
        introduction
        images {
          url(size: COVER)
          alt
        }
        location {
          longitude
          latitude
        }
        regionName
        ...InteractionBar_subject
        ...CommentPreview_subject
        ... on ScenicArea {
          scenicLevel: level
          openingHours {
            ...OpeningHours_hours
          }
          comfort {
            ...ComfortBadge_comfort
          }
        }
        ... on Venue {
          venueType
          openingHours {
            ...OpeningHours_hours
          }
          comfort {
            ...ComfortBadge_comfort
          }
        }
        ... on Hotel {
          hotelLevel: level
        }
        ... on Restaurant {
          openingHours {
            ...OpeningHours_hours
          }
        }
        ... on RuralStay {
          openingHours {
            ...OpeningHours_hours
          }
        }
        ... on Entertainment {
          openingHours {
            ...OpeningHours_hours
          }
        }
        ...PlaceKindSections_place
        ...ReserveSection_place
      }
    `,
    place,
  );
  const where = [data.regionName, data.address].filter(Boolean).join(' ');
  const mapPath = data.location ? openMapPath(data.location.longitude, data.location.latitude, data.name, data.address ?? where) : null;
  return (
    <div className="detail detail--with-bar" data-testid="place-detail">
      <PageHeader title={t(`kinds.${data.kind}`)} transparent />
      <Gallery images={data.images} alt={data.name} />
      <section className="detail__card detail__card--head">
        <h1 className="detail__name" data-testid="place-name">{data.name}</h1>
        <div className="detail__badges">
          <LevelBadge scenicLevel={data.scenicLevel} hotelLevel={data.hotelLevel} venueType={data.venueType} />
        </div>
        {data.summary && <p className="detail__summary">{data.summary}</p>}
        <dl className="info-rows">
          {data.openingHours && (
            <div className="info-row">
              <dt>{t('place.openingHours')}</dt>
              <dd>
                <OpeningHours hours={data.openingHours} />
              </dd>
            </div>
          )}
          {data.comfort && (
            <div className="info-row">
              <dt>{t('place.comfort')}</dt>
              <dd>
                <ComfortBadge comfort={data.comfort} showVisitors />
              </dd>
            </div>
          )}
          {where && (
            <div className="info-row">
              <dt>{t('place.address')}</dt>
              <dd className="info-row__split">
                <span data-testid="place-address">{where}</span>
                {mapPath && (
                  <Link to={mapPath} className="pill-link" data-testid="map-link">
                    {t('place.openMap')}
                  </Link>
                )}
              </dd>
            </div>
          )}
          {data.phone && (
            <div className="info-row">
              <dt>{t('place.phone')}</dt>
              <dd className="info-row__split">
                <span>{data.phone}</span>
                <a className="pill-link" href={`tel:${data.phone.replace(/[^\d+-]/g, '')}`}>
                  {t('place.call')}
                </a>
              </dd>
            </div>
          )}
        </dl>
      </section>
      <ReserveSection place={data} />
      <PlaceKindSections place={data} />
      {data.introduction && (
        <section className="detail__card">
          <h2 className="detail__h2">{t('place.introduction')}</h2>
          <Introduction html={data.introduction} />
        </section>
      )}
      <CommentPreview subject={data} />
      <InteractionBar subject={data} />
    </div>
  );
}
