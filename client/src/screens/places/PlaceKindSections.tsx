import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PlaceKindSections_place$key } from '../../__generated__/PlaceKindSections_place.graphql';
import { Img } from '../../widgets/Img';
import { formatDate } from '../../widgets/format';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="info-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Fields that only some kinds have: scenic spots, hotel rooms, venue tags, restaurant prices… */
export function PlaceKindSections({ place }: { place: PlaceKindSections_place$key }) {
  const { t, i18n } = useTranslation();
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
      }
    `,
    place,
  );

  const rows: ReactNode[] = [];
  if (d.charged != null) rows.push(<Row key="charged" label={t('place.ticketPolicy')}>{d.ticketPolicy || (d.charged ? t('place.charged') : t('place.free'))}</Row>);
  if (d.themes && d.themes.length > 0) rows.push(<Row key="themes" label={t('place.themes')}>{d.themes.map((x) => <span key={x} className="chip">{x}</span>)}</Row>);
  if (d.bestTravelTime) rows.push(<Row key="best" label={t('place.bestTime')}>{d.bestTravelTime}</Row>);
  if (d.trafficInfo) rows.push(<Row key="traffic" label={t('place.traffic')}>{d.trafficInfo}</Row>);
  if (d.websiteUrl && /^https?:\/\//i.test(d.websiteUrl)) rows.push(<Row key="web" label={t('place.website')}><a href={d.websiteUrl} target="_blank" rel="noopener noreferrer">{d.websiteUrl}</a></Row>);
  if (d.scenicArea) rows.push(<Row key="area" label={t('place.belongsTo')}><Link to={d.scenicArea.detailPath}>{d.scenicArea.name}</Link></Row>);
  if (d.audioUrl) rows.push(<Row key="audio" label={t('place.audioGuide')}><audio controls preload="none" src={d.audioUrl} className="audio" /></Row>);
  if (d.grade != null) rows.push(<Row key="grade" label={t('filters.level')}>{t('place.grade', { grade: d.grade })}</Row>);
  if (d.tags && d.tags.length > 0) rows.push(<Row key="tags" label={t('place.tags')}>{d.tags.map((x) => <span key={x} className="chip">{x}</span>)}</Row>);
  if (d.lowestPrice != null) rows.push(<Row key="lowest" label={t('place.rooms')}><span className="price">{t('place.fromPrice', { price: d.lowestPrice })}</span></Row>);
  if (d.checkInTime || d.checkOutTime) rows.push(<Row key="check" label={t('place.openingHours')}>{[d.checkInTime && t('place.checkIn', { time: d.checkInTime }), d.checkOutTime && t('place.checkOut', { time: d.checkOutTime })].filter(Boolean).join(' · ')}</Row>);
  if (d.pricePerPerson != null) rows.push(<Row key="ppp" label={t('place.priceLabel')}><span className="price">{t('place.pricePerPerson', { price: d.pricePerPerson })}</span></Row>);
  if (d.cuisine) rows.push(<Row key="cuisine" label={t('place.cuisine')}>{d.cuisine}</Row>);
  if (d.price != null) rows.push(<Row key="price" label={t('place.priceLabel')}><span className="price">{t('place.price', { price: d.price })}</span></Row>);
  if (d.startsAt || d.endsAt) rows.push(<Row key="period" label={t('place.period')}>{[d.startsAt, d.endsAt].map((x) => (x ? formatDate(x, i18n.language) : '…')).join(' – ')}</Row>);
  if (d.venueName) rows.push(<Row key="venue" label={t('place.venue')}>{d.venueName}</Row>);
  if (d.era) rows.push(<Row key="era" label={t('place.era')}>{d.era}</Row>);

  const spots = d.spots?.edges ?? [];
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
            {t('place.spots')} <small>{d.spots?.totalCount}</small>
          </h2>
          <div className="spot-strip">
            {spots.map(({ node }) => (
              <Link key={node.id} to={node.detailPath} className="spot">
                <Img src={node.cover?.url} alt={node.cover?.alt || node.name} className="spot__img" />
                <span className="spot__name">{node.name}</span>
              </Link>
            ))}
          </div>
        </section>
      )}
      {rooms.length > 0 && (
        <section className="detail__card" data-testid="rooms">
          <h2 className="detail__h2">
            {t('place.rooms')} <small>{d.rooms?.totalCount}</small>
          </h2>
          <ul className="rooms">
            {rooms.map(({ node }) => (
              <li key={node.id}>
                <Link to={node.detailPath} className="room" data-testid="hotel-room-link">
                <Img src={node.images[0]?.url} alt={node.images[0]?.alt || node.name} className="room__img" />
                <div className="room__body">
                  <h3 className="room__name">{node.name}</h3>
                  <p className="room__meta">
                    {[node.bedType, node.areaSquareMeters != null ? t('place.area', { area: node.areaSquareMeters }) : null, node.breakfastIncluded ? t('place.breakfast') : t('place.noBreakfast')]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <p className="room__stock">{node.available > 0 ? t('place.roomsLeft', { count: node.available }) : t('place.soldOut')}</p>
                </div>
                {node.price != null && <span className="room__price">{t('place.perNight', { price: node.price })}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
