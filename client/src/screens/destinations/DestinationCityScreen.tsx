import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronRight, Flame, IdCard, Tractor } from 'lucide-react';
import type { DestinationCityScreenQuery } from '../../__generated__/DestinationCityScreenQuery.graphql';
import type { PlaceTile_place$key } from '../../__generated__/PlaceTile_place.graphql';
import { isBackForward, prepareRequest, preload } from '../../shell/loader';
import { PLACE_ROUTES, type KnownPlaceKind } from '../../shell/placeKinds';
import { PageHeader } from '../../widgets/PageHeader';
import { Img } from '../../widgets/Img';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { EmptyState, PartFailed } from '../../shell/StateViews';
import { DestinationTile } from './DestinationTile';
import { PlaceTile } from './PlaceTile';
import { isRegionCode, regionNameIn } from './regions';
import './destinations.css';

const query = graphql`
  query DestinationCityScreenQuery($region: String!, $filter: PlaceFilter!) {
    site {
      regions {
        code
        name
        children {
          code
          name
        }
      }
    }
    below: cityCards(regionCode: $region, first: 20) {
      totalCount
      edges {
        node {
          id
          regionCode
          kind
          name
          slogan
          summary
          heat
          tags
          detailPath
          cover {
            url(size: COVER)
          }
          ...DestinationTile_card
        }
      }
    }
    scenic: places(kind: SCENIC_AREA, filter: $filter, first: 6) {
      totalCount
      edges {
        node {
          id
          ...PlaceTile_place
        }
      }
    }
    hotels: places(kind: HOTEL, filter: $filter, first: 6) {
      totalCount
      edges {
        node {
          id
          ...PlaceTile_place
        }
      }
    }
    food: places(kind: FOOD, filter: $filter, first: 6) {
      totalCount
      edges {
        node {
          id
          ...PlaceTile_place
        }
      }
    }
    homestays: places(kind: HOMESTAY, filter: $filter, first: 6) {
      totalCount
      edges {
        node {
          id
          ...PlaceTile_place
        }
      }
    }
  }
`;

interface LoaderData {
  region: string;
  ref: PreloadedQuery<DestinationCityScreenQuery> | null;
}

export function destinationCityLoader({ request, params }: { request: Request; params: { region?: string } }): LoaderData {
  prepareRequest(request);
  const region = params.region ?? '';
  // an address with a malformed region is not a destination: nothing to ask the gateway
  if (!isRegionCode(region)) return { region, ref: null };
  return {
    region,
    ref: preload<DestinationCityScreenQuery>(query, { region, filter: { regionCode: region } }, { fresh: !isBackForward() }),
  };
}

/** /destination-city/:region/:siteId — a destination: its card, the destinations below it and its places by kind. */
export function DestinationCityScreen() {
  const { t } = useTranslation();
  const { region, ref } = useLoaderData() as LoaderData;
  if (!ref) return <NotFoundPage title={t('destinations.title')} text={t('destinations.notFound')} />;
  return <DestinationCity region={region} queryRef={ref} />;
}

interface PlacePage {
  readonly totalCount: number;
  readonly edges: ReadonlyArray<{ readonly node: { readonly id: string } & PlaceTile_place$key }>;
}

/** One kind of place of the destination: the first few, and the kind's list filtered by the region. */
function PlaceSection({ kind, region, page }: { kind: KnownPlaceKind; region: string; page: PlacePage | null | undefined }) {
  const { t } = useTranslation();
  if (page && page.totalCount === 0) return null;
  const list = PLACE_ROUTES.find((r) => r.kind === kind)?.list;
  const id = `dest-${kind.toLowerCase()}`;
  return (
    <section className="dest-section" aria-labelledby={id} data-testid={`destination-section-${kind}`}>
      <div className="section-title">
        <h2 className="section-title__text" id={id}>
          {t(`kinds.${kind}`)}
        </h2>
        {page && page.totalCount > page.edges.length && list && (
          <Link to={`/${list}?region=${region}`} className="section-title__more" data-testid={`destination-more-${kind}`}>
            {t('destinations.seeAllCount', { count: page.totalCount })}
          </Link>
        )}
      </div>
      {page ? (
        <ul className="shelf__items dest-shelf">
          {page.edges.map((e) => (
            <li key={e.node.id}>
              <PlaceTile place={e.node} />
            </li>
          ))}
        </ul>
      ) : (
        <PartFailed testId={`destination-section-failed-${kind}`} />
      )}
    </section>
  );
}

function DestinationCity({ region, queryRef }: { region: string; queryRef: PreloadedQuery<DestinationCityScreenQuery> }) {
  const { t } = useTranslation();
  const data = usePreloadedQuery<DestinationCityScreenQuery>(query, queryRef);
  // the cards of the region and below it, in the site's order: the region's own card (its
  // administrative one) is the destination, the others lie in it (one upstream call for both)
  const cards = data.below?.edges.map((e) => e.node) ?? [];
  const card = cards.find((c) => c.regionCode === region && c.kind !== 'THEME') ?? null;
  const name = card?.name ?? regionNameIn(data.site.regions, region) ?? t('destinations.title');
  const below = cards.filter((c) => c !== card);
  const belowTotal = (data.below?.totalCount ?? 0) - (card ? 1 : 0);
  const pages = [data.scenic, data.hotels, data.food, data.homestays];
  const nothing = pages.every((p) => p?.totalCount === 0) && below.length === 0;
  return (
    <div className="destinations" data-testid="destination-city">
      <PageHeader title={name} />
      {card ? (
        <div className="dest-hero dest-hero--static">
          <Img src={card.cover?.url} alt={card.name} className="dest-hero__img" eager />
          <div className="dest-hero__text">
            <p className="dest-hero__name" data-testid="destination-name">
              {card.name}
            </p>
            {card.slogan && <p className="dest-hero__slogan">{card.slogan}</p>}
            <p className="dest-hero__meta">
              <Flame size={14} aria-hidden /> {t('destinations.heat', { heat: card.heat })}
            </p>
          </div>
        </div>
      ) : (
        <p className="dest-plain-name" data-testid="destination-name">
          {name}
        </p>
      )}
      <nav className="dest-links" aria-label={name}>
        {card && (
          <Link to={card.detailPath} className="dest-link" data-testid="to-city-card">
            <IdCard size={20} aria-hidden /> {t('destinations.card')}
            <ChevronRight size={16} aria-hidden />
          </Link>
        )}
        <Link to={`/rura/${region}`} className="dest-link" data-testid="to-rural">
          <Tractor size={20} aria-hidden /> {t('destinations.rural.title')}
          <ChevronRight size={16} aria-hidden />
        </Link>
      </nav>
      {card && (card.summary || card.tags.length > 0) && (
        <div className="dest-about">
          {card.summary && <p className="dest-about__summary">{card.summary}</p>}
          {card.tags.length > 0 && (
            <p className="dest-about__tags">
              {card.tags.map((tag) => (
                <span key={tag} className="chip">
                  {tag}
                </span>
              ))}
            </p>
          )}
        </div>
      )}
      {data.below == null ? (
        <PartFailed testId="destination-below-failed" />
      ) : (
        below.length > 0 && (
          <section className="dest-section" aria-labelledby="dest-below" data-testid="destination-below">
            <div className="section-title">
              <h2 className="section-title__text" id="dest-below">
                {t('destinations.below')}
              </h2>
              {belowTotal > Math.min(below.length, 6) && (
                <Link to={`/city-more/${region}`} className="section-title__more" data-testid="destinations-more">
                  {t('destinations.seeAll')}
                </Link>
              )}
            </div>
            <div className="dest-grid">
              {below.slice(0, 6).map((c) => (
                <DestinationTile key={c.id} card={c} to="city" />
              ))}
            </div>
          </section>
        )
      )}
      <PlaceSection kind="SCENIC_AREA" region={region} page={data.scenic} />
      <PlaceSection kind="HOTEL" region={region} page={data.hotels} />
      <PlaceSection kind="FOOD" region={region} page={data.food} />
      <PlaceSection kind="HOMESTAY" region={region} page={data.homestays} />
      {nothing && <EmptyState text={t('destinations.noPlaces')} />}
    </div>
  );
}
