import { graphql, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { IdCard, Tractor, Trophy } from 'lucide-react';
import type { DestinationScreenQuery } from '../../__generated__/DestinationScreenQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { Img } from '../../widgets/Img';
import { EmptyState, PartFailed } from '../../widgets/StateViews';
import { DestinationTile } from './DestinationTile';
import './destinations.css';

/** How many destinations the page shows before "see all". */
const SHOWN = 8;

const query = graphql`
  query DestinationScreenQuery {
    site {
      region {
        code
      }
    }
    city: cityCards(kind: CITY, first: 1) {
      edges {
        node {
          id
          name
          slogan
          summary
          detailPath
          cityPath
          cover {
            url(size: COVER)
          }
        }
      }
    }
    places: cityCards(themed: false, first: 9) {
      totalCount
      edges {
        node {
          id
          kind
          ...DestinationTile_card
        }
      }
    }
    themed: cityCards(kind: THEME, first: 6) {
      totalCount
      edges {
        node {
          id
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
  const city = data.city?.edges[0]?.node ?? null;
  const region = data.site.region?.code ?? null;
  const places = data.places?.edges.filter((e) => e.node.kind !== 'CITY').slice(0, SHOWN) ?? [];
  const placesTotal = Math.max(0, (data.places?.totalCount ?? 0) - (data.places?.edges.some((e) => e.node.kind === 'CITY') ? 1 : 0));
  const themed = data.themed?.edges ?? [];
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
          <h2 className="section-title__text" id="dest-places">{t('destinations.places')}</h2>
          {region && placesTotal > places.length && (
            <Link to={`/city-more/${region}`} className="section-title__more" data-testid="destinations-more">
              {t('destinations.seeAll')}
            </Link>
          )}
        </div>
        {data.places == null ? (
          <PartFailed testId="destination-places-failed" />
        ) : places.length === 0 ? (
          <EmptyState text={t('destinations.noCards')} />
        ) : (
          <div className="dest-grid">
            {places.map((e) => (
              <DestinationTile key={e.node.id} card={e.node} to="city" />
            ))}
          </div>
        )}
      </section>
      {(data.themed == null || themed.length > 0) && (
        <section className="dest-section" aria-labelledby="dest-themed" data-testid="destination-themed">
          <div className="section-title">
            <h2 className="section-title__text" id="dest-themed">{t('destinations.themed')}</h2>
          </div>
          {data.themed == null ? (
            <PartFailed testId="destination-themed-failed" />
          ) : (
            <div className="dest-grid">
              {themed.map((e) => (
                <DestinationTile key={e.node.id} card={e.node} to="card" />
              ))}
            </div>
          )}
        </section>
      )}
    </div>
  );
}
