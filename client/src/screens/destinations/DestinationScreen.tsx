import { graphql, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { IdCard, Tractor, Trophy } from 'lucide-react';
import type { DestinationScreenQuery } from '../../__generated__/DestinationScreenQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { Img } from '../../widgets/Img';
import { EmptyState, PartFailed } from '../../shell/StateViews';
import { DestinationTile } from './DestinationTile';
import './destinations.css';

/** How many destinations and themed destinations the page shows before "see all". */
const SHOWN = 8;
const SHOWN_THEMED = 6;

// One page of the site's cards, in the site's order, holds the city, its destinations and the
// themed ones: one upstream call for the whole page.
const query = graphql`
  query DestinationScreenQuery {
    cityCards(first: 30) {
      totalCount
      edges {
        node {
          id
          kind
          regionCode
          name
          slogan
          cityPath
          cover {
            url(size: COVER)
          }
          ...DestinationTile_card
        }
      }
    }
  }
`;

export function destinationLoader({ request }: { request: Request }): PreloadedQuery<DestinationScreenQuery> {
  prepareRequest(request);
  return preload<DestinationScreenQuery>(query, {}, { fresh: !isBackForward() });
}

/**
 * /destination (DESTINATION): the site's own city first, then its destinations (each opens its
 * page: /destination-city/{region}/{siteId}) and its themed destinations, with the ways on to the
 * city cards, the regional ranking and rural tourism.
 */
export function DestinationScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<DestinationScreenQuery>(query);
  const cards = data.cityCards?.edges.map((e) => e.node) ?? [];
  const city = cards.find((c) => c.kind === 'CITY') ?? null;
  const region = city?.regionCode ?? null;
  const admin = cards.filter((c) => c.kind !== 'CITY' && c.kind !== 'THEME');
  const places = admin.slice(0, SHOWN);
  const themed = cards.filter((c) => c.kind === 'THEME').slice(0, SHOWN_THEMED);
  const more = admin.length > places.length || (data.cityCards?.totalCount ?? 0) > cards.length;
  return (
    <div className="destinations" data-testid="destination-page">
      <PageHeader title={t('destinations.title')} />
      {city && (
        <Link to={city.cityPath} className="dest-hero" data-testid="destination-city-hero">
          <Img src={city.cover?.url} alt={city.name} className="dest-hero__img" eager />
          <span className="dest-hero__text">
            <span className="dest-hero__name">{city.name}</span>
            {city.slogan && <span className="dest-hero__slogan">{city.slogan}</span>}
          </span>
        </Link>
      )}
      <nav className="dest-links" aria-label={t('destinations.more')}>
        <Link to="/city-card" className="dest-link" data-testid="to-city-cards">
          <IdCard size={20} aria-hidden /> {t('destinations.cityCards')}
        </Link>
        <Link to="/regional-rank" className="dest-link">
          <Trophy size={20} aria-hidden /> {t('destinations.ranking')}
        </Link>
        {region && (
          <Link to={`/rura/${region}`} className="dest-link" data-testid="to-rural">
            <Tractor size={20} aria-hidden /> {t('destinations.rural.title')}
          </Link>
        )}
      </nav>
      <section className="dest-section" aria-labelledby="dest-places" data-testid="destination-places">
        <div className="section-title">
          <h2 className="section-title__text" id="dest-places">
            {t('destinations.places')}
          </h2>
          {region && more && (
            <Link to={`/city-more/${region}`} className="section-title__more" data-testid="destinations-more">
              {t('destinations.seeAll')}
            </Link>
          )}
        </div>
        {data.cityCards == null ? (
          <PartFailed testId="destination-places-failed" />
        ) : places.length === 0 ? (
          <EmptyState text={t('destinations.noCards')} />
        ) : (
          <div className="dest-grid">
            {places.map((c) => (
              <DestinationTile key={c.id} card={c} to="city" />
            ))}
          </div>
        )}
      </section>
      {themed.length > 0 && (
        <section className="dest-section" aria-labelledby="dest-themed" data-testid="destination-themed">
          <div className="section-title">
            <h2 className="section-title__text" id="dest-themed">
              {t('destinations.themed')}
            </h2>
          </div>
          <div className="dest-grid">
            {themed.map((c) => (
              <DestinationTile key={c.id} card={c} to="card" />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
