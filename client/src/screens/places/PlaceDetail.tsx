import { graphql, useFragment } from 'react-relay';
import { placeWhere } from '../../widgets/format';
import { Link } from 'react-router-dom';
import { CalendarDays, MessageSquareWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PlaceDetail_place$key } from '../../__generated__/PlaceDetail_place.graphql';
import { PageHeader } from '../../widgets/PageHeader';
import { Gallery } from '../../widgets/Gallery';
import { LevelBadge } from '../../widgets/LevelBadge';
import { ComfortBadge } from '../../widgets/ComfortBadge';
import { OpeningHours } from '../../widgets/OpeningHours';
import { IntroductionCard } from '../../widgets/Introduction';
import { PlaceKindSections } from './PlaceKindSections';
import { InteractionBar } from '../../widgets/interaction/InteractionBar';
import { CommentPreview } from '../../widgets/comments/CommentPreview';
import { ReserveSection } from '../reservations';
import { GuideServices } from '../guide-orders';
import { BrandBanner } from '../brands';
import { PlaceWeather } from '../weather';
import { InfoRow, PhoneRow } from '../../widgets/InfoRow';
import { Content } from '../../widgets/Content';
import { AroundLink } from '../around';
import { ShareButton } from '../share';
import { PlaceNews } from './PlaceNews';

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
        mapPath
        regionName
        shareCard {
          ...ShareButton_card
        }
        ...InteractionBar_subject
        ...CommentPreview_subject
        ... on ScenicArea {
          showsNavigation
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
        ... on StudyBase {
          openingHours {
            ...OpeningHours_hours
          }
        }
        ... on SubjectArea {
          openingHours {
            ...OpeningHours_hours
          }
        }
        ... on AmusementFacility {
          openingHours {
            ...OpeningHours_hours
          }
        }
        ... on Venue {
          activitiesPath
        }
        ... on ScenicArea {
          activitiesPath
        }
        ...BrandBanner_place
        ...PlaceWeather_place
        ...PlaceKindSections_place
        ...ReserveSection_place
        ...GuideServices_place
        ...PlaceNews_place
      }
    `,
    place,
  );
  const where = placeWhere(data.regionName, data.address, ' ');
  // a scenic area shows navigation only on the sites the gateway names
  const navigable = data.kind !== 'SCENIC_AREA' || data.showsNavigation === true;
  const mapPath = navigable ? data.mapPath : null;
  return (
    <div className="detail detail--with-bar" data-testid="place-detail">
      <PageHeader contentHeading title={t(`kinds.${data.kind}`)} transparent />
      <Gallery images={data.images} alt={data.name} />
      <section className="detail__card detail__card--head">
        <Content as="h1" className="detail__name" data-testid="place-name">
          {data.name}
        </Content>
        <div className="detail__badges">
          <LevelBadge scenicLevel={data.scenicLevel} hotelLevel={data.hotelLevel} venueType={data.venueType} />
        </div>
        <PlaceWeather place={data} />
        {data.summary && (
          <Content as="p" className="detail__summary">
            {data.summary}
          </Content>
        )}
        <dl className="info-rows">
          {data.openingHours && <OpeningHours hours={data.openingHours} />}
          {data.comfort && (
            <InfoRow label={t('places.comfort')}>
              <ComfortBadge comfort={data.comfort} showVisitors />
            </InfoRow>
          )}
          {where && (
            <InfoRow label={t('place.address')} className="info-row__split">
              <Content data-testid="place-address">{where}</Content>
              {mapPath && (
                <Link to={mapPath} className="pill-link" data-testid="map-link">
                  {t('place.openMap')}
                </Link>
              )}
            </InfoRow>
          )}
          {data.phone && <PhoneRow phone={data.phone} />}
        </dl>
        <AroundLink place={{ id: data.id, name: data.name }} />
        {data.activitiesPath && (
          <Link className="detail__complain" to={data.activitiesPath} data-testid="place-activities-link">
            <CalendarDays aria-hidden size={16} /> {t('places.moreActivities')}
          </Link>
        )}
        <Link
          className="detail__complain"
          to={`/complain-place?placeId=${encodeURIComponent(data.id)}&name=${encodeURIComponent(data.name)}`}
          data-testid="complain-place"
        >
          <MessageSquareWarning aria-hidden size={16} /> {t('places.complain')}
        </Link>
        <ShareButton card={data.shareCard} />
      </section>
      <BrandBanner place={data} />
      <ReserveSection place={data} />
      <GuideServices place={data} />
      <PlaceKindSections place={data} />
      {data.introduction && <IntroductionCard html={data.introduction} />}
      <PlaceNews place={data} />
      <CommentPreview subject={data} />
      <InteractionBar subject={data} />
    </div>
  );
}
