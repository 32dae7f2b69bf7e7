import { useContext, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PlaceKindSections_place$key } from '../../__generated__/PlaceKindSections_place.graphql';
import { Img } from '../../widgets/Img';
import { formatDate } from '../../widgets/format';
import { InfoRow } from '../../widgets/InfoRow';
import { followExternalLink, type ExternalLinkVerdict } from '../../shell/openExternal';
import { SiteContext } from '../../shell/SiteContext';
import { currentLanguage } from '../../i18n';
import { Content } from '../../widgets/Content';

/** Fields that only some kinds have: scenic spots, hotel rooms, venue tags, restaurant prices… */
export function PlaceKindSections({ place }: { place: PlaceKindSections_place$key }) {
  const { t } = useTranslation();
  const d = useFragment(
    graphql`
      fragment PlaceKindSections_place on Place {
        ... on ScenicArea {
          charged
          themes
          ticketPolicy
          trafficInfo
          bestTravelTime
          websiteUrl
          websiteLink {
            url
            needsDisclaimer
            disclaimerText
          }
          spots(first: 10) {
            totalCount
            edges {
              node {
                id
                name
                detailPath
                summary
                cover {
                  url(size: SMALL)
                  alt
                }
              }
            }
          }
        }
        ... on ScenicSpot {
          scenicArea {
            name
            detailPath
          }
          audioUrl
          audioSeconds
        }
        ... on Venue {
          grade
          tags
        }
        ... on Hotel {
          lowestPrice
          checkInTime
          checkOutTime
          rooms(first: 20) {
            totalCount
            edges {
              node {
                id
                detailPath
                name
                price
                areaSquareMeters
                bedType
                breakfastIncluded
                available
                images {
                  url(size: SMALL)
                  alt
                }
              }
            }
          }
        }
        ... on Restaurant {
          pricePerPerson
          cuisine
        }
        ... on Speciality {
          price
        }
        ... on Exhibition {
          startsAt
          endsAt
          venueName
        }
        ... on CollectionItem {
          era
          venueName
        }
        ... on RuralStay {
          villageSpots: spots(first: 10) {
            totalCount
            edges {
              node {
                id
                name
                detailPath
                cover {
                  url(size: SMALL)
                  alt
                }
              }
            }
          }
        }
        ... on RuralSpot {
          village {
            name
            detailPath
          }
        }
        ... on Homestay {
          homestayGrade: grade
          lowestPrice
          roomCount
          features
          checkInTime
          checkOutTime
        }
        ... on StudyBase {
          studyLevel: level
          suitableFor
          courses
          dailyCapacity
          bookingTips
        }
        ... on SubjectArea {
          partOf: scenicArea {
            name
            detailPath
          }
          highlights
          facilities(first: 20) {
            totalCount
            edges {
              node {
                id
                name
                detailPath
                cover {
                  url(size: SMALL)
                  alt
                }
              }
            }
          }
        }
        ... on AmusementFacility {
          facilityIn: scenicArea {
            name
            detailPath
          }
          subjectArea {
            name
            detailPath
          }
          intensity
          heightRequirement
          rideMinutes
          queueMinutes
        }
        ... on ScenicShow {
          showIn: scenicArea {
            name
            detailPath
          }
          showVenue: venueName
          showTimes
          nextShowTime
          durationMinutes
          showPrice: price
        }
      }
    `,
    place,
  );

  const rows: ReactNode[] = [];
  if (d.charged != null)
    rows.push(
      <InfoRow key="charged" fromSite={!!d.ticketPolicy} label={t('places.ticketPolicy')}>
        {d.ticketPolicy || (d.charged ? t('places.charged') : t('places.free'))}
      </InfoRow>,
    );
  if (d.themes && d.themes.length > 0)
    rows.push(
      <InfoRow key="themes" label={t('places.themes')}>
        {d.themes.map((x) => (
          <Content key={x} className="chip">
            {x}
          </Content>
        ))}
      </InfoRow>,
    );
  if (d.bestTravelTime)
    rows.push(
      <InfoRow key="best" fromSite label={t('places.bestTime')}>
        {d.bestTravelTime}
      </InfoRow>,
    );
  if (d.trafficInfo)
    rows.push(
      <InfoRow key="traffic" fromSite label={t('places.traffic')}>
        {d.trafficInfo}
      </InfoRow>,
    );
  // the website opens as the gateway's verdict says (disclaimer or not); disabled (plain text) where the gateway gives no link
  if (d.websiteUrl)
    rows.push(
      <InfoRow key="web" label={t('places.website')}>
        <WebsiteLink url={d.websiteUrl} link={d.websiteLink ?? null} />
      </InfoRow>,
    );
  if (d.scenicArea)
    rows.push(
      <InfoRow key="area" label={t('places.belongsTo')}>
        <Link to={d.scenicArea.detailPath}>{d.scenicArea.name}</Link>
      </InfoRow>,
    );
  if (d.audioUrl)
    rows.push(
      <InfoRow key="audio" label={t('places.audioGuide')}>
        <audio controls preload="none" src={d.audioUrl} className="audio" />
      </InfoRow>,
    );
  if (d.grade != null)
    rows.push(
      <InfoRow key="grade" label={t('places.filters.level')}>
        {t('places.grade', { grade: d.grade })}
      </InfoRow>,
    );
  if (d.tags && d.tags.length > 0)
    rows.push(
      <InfoRow key="tags" label={t('places.tags')}>
        {d.tags.map((x) => (
          <Content key={x} className="chip">
            {x}
          </Content>
        ))}
      </InfoRow>,
    );
  if (d.lowestPrice != null)
    rows.push(
      <InfoRow key="lowest" label={t('places.rooms')}>
        <span className="price">{t('place.fromPrice', { price: d.lowestPrice })}</span>
      </InfoRow>,
    );
  if (d.checkInTime || d.checkOutTime)
    rows.push(
      <InfoRow key="check" label={t('places.checkInOut')}>
        {[d.checkInTime && t('places.checkIn', { time: d.checkInTime }), d.checkOutTime && t('places.checkOut', { time: d.checkOutTime })]
          .filter(Boolean)
          .join(' · ')}
      </InfoRow>,
    );
  if (d.pricePerPerson != null)
    rows.push(
      <InfoRow key="ppp" label={t('places.priceLabel')}>
        <span className="price">{t('place.pricePerPerson', { price: d.pricePerPerson })}</span>
      </InfoRow>,
    );
  if (d.cuisine)
    rows.push(
      <InfoRow key="cuisine" fromSite label={t('places.cuisine')}>
        {d.cuisine}
      </InfoRow>,
    );
  if (d.price != null)
    rows.push(
      <InfoRow key="price" label={t('places.priceLabel')}>
        <span className="price">{t('place.price', { price: d.price })}</span>
      </InfoRow>,
    );
  if (d.startsAt || d.endsAt)
    rows.push(
      <InfoRow key="period" label={t('places.period')}>
        {[d.startsAt, d.endsAt].map((x) => (x ? formatDate(x, currentLanguage()) : '…')).join(' – ')}
      </InfoRow>,
    );
  if (d.venueName)
    rows.push(
      <InfoRow key="venue" fromSite label={t('place.venue')}>
        {d.venueName}
      </InfoRow>,
    );
  if (d.era)
    rows.push(
      <InfoRow key="era" fromSite label={t('places.era')}>
        {d.era}
      </InfoRow>,
    );

  const parent = d.village ?? d.partOf ?? d.facilityIn ?? d.showIn ?? null;
  if (parent)
    rows.push(
      <InfoRow key="parent" label={d.village ? t('places.k.village') : t('places.belongsTo')}>
        <Link to={parent.detailPath}>{parent.name}</Link>
      </InfoRow>,
    );
  if (d.subjectArea)
    rows.push(
      <InfoRow key="subject" label={t('places.k.subjectArea')}>
        <Link to={d.subjectArea.detailPath}>{d.subjectArea.name}</Link>
      </InfoRow>,
    );
  if (d.homestayGrade)
    rows.push(
      <InfoRow key="hgrade" label={t('places.k.gradeLabel')}>
        {t(`place.k.homestayGrade.${d.homestayGrade}`)}
      </InfoRow>,
    );
  if (d.roomCount != null)
    rows.push(
      <InfoRow key="rooms" label={t('places.rooms')}>
        {t('places.k.roomCount', { count: d.roomCount })}
      </InfoRow>,
    );
  if (d.features && d.features.length > 0)
    rows.push(
      <InfoRow key="features" label={t('places.k.features')}>
        {d.features.map((x) => (
          <Content key={x} className="chip">
            {x}
          </Content>
        ))}
      </InfoRow>,
    );
  if (d.studyLevel)
    rows.push(
      <InfoRow key="slevel" label={t('places.filters.level')}>
        {t(`place.k.studyLevel.${d.studyLevel}`)}
      </InfoRow>,
    );
  if (d.suitableFor && d.suitableFor.length > 0)
    rows.push(
      <InfoRow key="suits" label={t('places.k.suitableFor')}>
        {d.suitableFor.map((x) => (
          <Content key={x} className="chip">
            {x}
          </Content>
        ))}
      </InfoRow>,
    );
  if (d.courses && d.courses.length > 0)
    rows.push(
      <InfoRow key="courses" label={t('places.k.courses')}>
        {d.courses.map((x) => (
          <Content key={x} className="chip">
            {x}
          </Content>
        ))}
      </InfoRow>,
    );
  if (d.dailyCapacity != null)
    rows.push(
      <InfoRow key="cap" label={t('places.k.capacityLabel')}>
        {t('places.k.capacity', { count: d.dailyCapacity })}
      </InfoRow>,
    );
  if (d.bookingTips)
    rows.push(
      <InfoRow key="tips" fromSite label={t('places.k.bookingTips')}>
        {d.bookingTips}
      </InfoRow>,
    );
  if (d.highlights && d.highlights.length > 0)
    rows.push(
      <InfoRow key="hl" label={t('places.k.highlights')}>
        {d.highlights.map((x) => (
          <Content key={x} className="chip">
            {x}
          </Content>
        ))}
      </InfoRow>,
    );
  if (d.intensity)
    rows.push(
      <InfoRow key="int" label={t('places.k.intensityLabel')}>
        <span className="chip" data-testid="facility-intensity">
          {t(`places.k.intensity.${d.intensity}`)}
        </span>
      </InfoRow>,
    );
  if (d.heightRequirement)
    rows.push(
      <InfoRow key="height" fromSite label={t('places.k.height')}>
        {d.heightRequirement}
      </InfoRow>,
    );
  if (d.rideMinutes != null)
    rows.push(
      <InfoRow key="ride" label={t('places.k.rideLabel')}>
        {t('places.k.rideMinutes', { count: d.rideMinutes })}
      </InfoRow>,
    );
  if (d.queueMinutes != null && d.queueMinutes > 0)
    rows.push(
      <InfoRow key="queue" label={t('places.k.queueLabel')}>
        {t('places.k.queue', { count: d.queueMinutes })}
      </InfoRow>,
    );
  if (d.showVenue)
    rows.push(
      <InfoRow key="sv" fromSite label={t('places.k.venue')}>
        {d.showVenue}
      </InfoRow>,
    );
  if (d.showTimes && d.showTimes.length > 0) {
    rows.push(
      <InfoRow key="times" label={t('places.k.showTimes')}>
        {d.showTimes.map((x) => (
          <span key={x} className={x === d.nextShowTime ? 'chip chip--on' : 'chip'}>
            {x}
          </span>
        ))}
        <span className="show-next" data-testid="next-show">
          {d.nextShowTime ? t('place.k.nextShow', { time: d.nextShowTime }) : t('places.k.showsOver')}
        </span>
      </InfoRow>,
    );
  }
  if (d.durationMinutes != null)
    rows.push(
      <InfoRow key="dur" label={t('places.k.durationLabel')}>
        {t('places.k.duration', { count: d.durationMinutes })}
      </InfoRow>,
    );
  if (d.showPrice != null)
    rows.push(
      <InfoRow key="sprice" label={t('places.priceLabel')}>
        {d.showPrice > 0 ? <span className="price">{t('place.price', { price: d.showPrice })}</span> : t('places.free')}
      </InfoRow>,
    );

  const spots = [...(d.spots?.edges ?? []), ...(d.villageSpots?.edges ?? []), ...(d.facilities?.edges ?? [])];
  const spotsTitle = d.facilities ? t('places.k.facilities') : d.villageSpots ? t('places.k.villageSpots') : t('places.spots');
  const spotsTotal = d.spots?.totalCount ?? d.villageSpots?.totalCount ?? d.facilities?.totalCount;
  const rooms = d.rooms?.edges ?? [];
  return (
    <>
      {rows.length > 0 && (
        <section className="detail__card">
          <dl className="info-rows">{rows}</dl>
        </section>
      )}
      {spots.length > 0 && (
        <section className="detail__card" data-testid="spots">
          <h2 className="detail__h2">
            {spotsTitle} <small>{spotsTotal}</small>
          </h2>
          <div className="spot-strip">
            {spots.map(({ node }) => (
              <Link key={node.id} to={node.detailPath} className="spot">
                <Img src={node.cover?.url} alt="" className="spot__img" />
                <Content as="span" className="spot__name">
                  {node.name}
                </Content>
              </Link>
            ))}
          </div>
        </section>
      )}
      {rooms.length > 0 && (
        <section className="detail__card" data-testid="rooms">
          <h2 className="detail__h2">
            {t('places.rooms')} <small>{d.rooms?.totalCount}</small>
          </h2>
          <ul className="rooms">
            {rooms.map(({ node }) => (
              <li key={node.id}>
                <Link to={node.detailPath} className="room" data-testid="hotel-room-link">
                  <Img src={node.images[0]?.url} alt={node.images[0]?.alt || node.name} className="room__img" />
                  <div className="room__body">
                    <Content as="h3" className="room__name">
                      {node.name}
                    </Content>
                    <p className="room__meta">
                      {[
                        node.bedType,
                        node.areaSquareMeters != null ? t('place.area', { area: node.areaSquareMeters }) : null,
                        node.breakfastIncluded ? t('places.breakfast') : t('places.noBreakfast'),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                    <p className="room__stock">
                      {node.available > 0 ? t('places.roomsLeft', { count: node.available }) : t('places.soldOut')}
                    </p>
                  </div>
                  {node.price != null && <span className="room__price">{t('places.perNight', { price: node.price })}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** A place's website: opened as the gateway's verdict says, or shown as plain text where links are disabled. */
function WebsiteLink({ url, link }: { url: string; link: ExternalLinkVerdict | null }) {
  const site = useContext(SiteContext);
  if (!link?.url) return <span data-testid="website-text">{url}</span>;
  return (
    <button type="button" className="link-button" onClick={() => void followExternalLink(link, site.name)} data-testid="website-link">
      {url}
    </button>
  );
}
