import { useEffect, useRef, type ReactNode } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BedDouble, Tractor, Trees } from 'lucide-react';
import type { RuralScreenQuery } from '../../__generated__/RuralScreenQuery.graphql';
import type { PlaceCard_place$key } from '../../__generated__/PlaceCard_place.graphql';
import { isBackForward, prepareRequest, preload } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { Img } from '../../widgets/Img';
import { LinkTab } from '../../widgets/LinkTabs';
import { PlaceCard } from '../../widgets/PlaceCard';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { EmptyState, PartFailed } from '../../shell/StateViews';
import { isRegionCode, regionNameIn } from './regions';
import './destinations.css';

const query = graphql`
  query RuralScreenQuery($filter: PlaceFilter!) {
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
    cards: cityCards(themed: false, first: 50) {
      edges {
        node {
          id
          kind
          regionCode
          name
        }
      }
    }
    villages: places(kind: RURAL, filter: $filter, first: 4) {
      totalCount
      edges {
        node {
          id
          ...PlaceCard_place
        }
      }
    }
    homestays: places(kind: HOMESTAY, filter: $filter, first: 4) {
      totalCount
      edges {
        node {
          id
          ...PlaceCard_place
        }
      }
    }
    spots: places(kind: RURAL_SPOT, filter: $filter, first: 8) {
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
`;

interface LoaderData {
  region: string;
  siteId: string | null;
  ref: PreloadedQuery<RuralScreenQuery> | null;
}

export function ruralLoader({ request, params }: { request: Request; params: { region?: string; siteId?: string } }): LoaderData {
  prepareRequest(request);
  const region = params.region ?? '';
  const siteId = params.siteId ?? null;
  if (!isRegionCode(region)) return { region, siteId, ref: null };
  return { region, siteId, ref: preload<RuralScreenQuery>(query, { filter: { regionCode: region } }, { fresh: !isBackForward() }) };
}

/**
 * /rura/:region[/:siteId] (COUNTRY_TOUR): rural tourism of a region — its villages, farm stays
 * and village sights, a tab per district of the site; each part's "see all" opens its list
 * filtered by the region.
 */
export function RuralScreen() {
  const { t } = useTranslation();
  const data = useLoaderData() as LoaderData;
  if (!data.ref) return <NotFoundPage title={t('destinations.rural.title')} text={t('destinations.notFound')} />;
  return <Rural region={data.region} siteId={data.siteId} queryRef={data.ref} />;
}

interface PlacePage {
  readonly totalCount: number;
  readonly edges: ReadonlyArray<{ readonly node: { readonly id: string } & PlaceCard_place$key }>;
}

function Section({
  id,
  title,
  more,
  page,
  children,
}: {
  id: string;
  title: string;
  more: string;
  page: { readonly totalCount: number; readonly edges: ReadonlyArray<unknown> } | null | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (page && page.totalCount === 0) return null;
  return (
    <section className="dest-section" aria-labelledby={`${id}-title`} data-testid={id}>
      <div className="section-title">
        <h2 className="section-title__text" id={`${id}-title`}>
          {title}
        </h2>
        {page && page.totalCount > page.edges.length && (
          <Link to={more} className="section-title__more" data-testid={`${id}-more`}>
            {t('destinations.seeAllCount', { count: page.totalCount })}
          </Link>
        )}
      </div>
      {page ? children : <PartFailed testId={`${id}-failed`} />}
    </section>
  );
}

function Cards({ page }: { page: PlacePage | null | undefined }) {
  return (
    <div className="card-list">
      {page?.edges.map((e) => (
        <PlaceCard key={e.node.id} place={e.node} />
      ))}
    </div>
  );
}

function Rural({ region, siteId, queryRef }: { region: string; siteId: string | null; queryRef: PreloadedQuery<RuralScreenQuery> }) {
  const { t } = useTranslation();
  const data = usePreloadedQuery<RuralScreenQuery>(query, queryRef);
  const site = data.site;
  // the site's own cards name its regions in the site's language (a French site's), else the region tree does
  const cardName = (code: string) => data.cards?.edges.find((e) => e.node.regionCode === code)?.node.name ?? null;
  const nameOf = (code: string, fallback: string) => cardName(code) ?? fallback;
  // the site's own region is its city card's (the "all" tab)
  const home = data.cards?.edges.find((e) => e.node.kind === 'CITY')?.node.regionCode ?? null;
  const name = cardName(region) ?? regionNameIn(site.regions, region) ?? region;
  const tail = siteId ? `/${encodeURIComponent(siteId)}` : '';
  const tabs = site.regions ?? [];
  const isOn = (code: string) => region === code || (code.length === 6 && region.length === 12 && region.startsWith(code));
  const q = `?region=${region}`;
  const counts = [data.villages, data.homestays, data.spots];
  // the region's tab is in view even far along the row
  const tabsRef = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls the chosen region's tab into view each time the region changes
  useEffect(() => {
    tabsRef.current?.querySelector('.tabs__tab--on')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [region]);
  const nothing = counts.every((p) => p?.totalCount === 0);
  return (
    <div className="destinations" data-testid="rural-page">
      <PageHeader title={t('destinations.rural.title')} />
      {tabs.length > 0 && (
        <nav ref={tabsRef} className="tabs" aria-label={t('destinations.rural.regions')} data-testid="rural-regions">
          {home && (
            <LinkTab to={`/rura/${home}${tail}`} on={region === home} testId={`region-${home}`}>
              {t('destinations.rural.all')}
            </LinkTab>
          )}
          {tabs.map((r) => (
            <LinkTab key={r.code} to={`/rura/${r.code}${tail}`} on={isOn(r.code)} testId={`region-${r.code}`}>
              {nameOf(r.code, r.name)}
            </LinkTab>
          ))}
        </nav>
      )}
      <div className="rural-hero">
        <Tractor size={28} aria-hidden className="rural-hero__icon" />
        <div>
          <p className="rural-hero__name" data-testid="rural-region">
            {name}
          </p>
          <p className="rural-hero__counts">
            {t('destinations.rural.villageCount', { count: data.villages?.totalCount ?? 0 })} ·{' '}
            {t('destinations.rural.homestayCount', { count: data.homestays?.totalCount ?? 0 })} ·{' '}
            {t('destinations.rural.spotCount', { count: data.spots?.totalCount ?? 0 })}
          </p>
        </div>
      </div>
      {nothing ? (
        <EmptyState text={t('destinations.rural.empty')} />
      ) : (
        <>
          <Section id="rural-villages" title={t('destinations.rural.villages')} more={`/rura-list${q}`} page={data.villages}>
            <Cards page={data.villages} />
          </Section>
          <Section id="rural-homestays" title={t('destinations.rural.homestays')} more={`/homestay-list${q}`} page={data.homestays}>
            <Cards page={data.homestays} />
          </Section>
          <Section id="rural-spots" title={t('destinations.rural.spots')} more={`/rural-spots-list${q}`} page={data.spots}>
            <ul className="rural-spots">
              {data.spots?.edges.map(({ node }) => (
                <li key={node.id}>
                  <Link to={node.detailPath} className="rural-spot" data-testid="rural-spot">
                    <Img src={node.cover?.url} alt="" className="rural-spot__img" />
                    <span className="rural-spot__name">{node.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </Section>
        </>
      )}
      <p className="rural-foot">
        <Link to={`/homestay-list${q}`} className="dest-link">
          <BedDouble size={18} aria-hidden /> {t('destinations.rural.allHomestays')}
        </Link>
        <Link to={`/rura-list${q}`} className="dest-link">
          <Trees size={18} aria-hidden /> {t('destinations.rural.allVillages')}
        </Link>
      </p>
    </div>
  );
}
