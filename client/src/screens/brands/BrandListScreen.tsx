import { graphql, useFragment, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MapPin, Landmark } from 'lucide-react';
import type { BrandListScreenQuery } from '../../__generated__/BrandListScreenQuery.graphql';
import type { BrandListScreen_query$key } from '../../__generated__/BrandListScreen_query.graphql';
import type { BrandListPaginationQuery } from '../../__generated__/BrandListPaginationQuery.graphql';
import type { BrandListScreen_brand$key } from '../../__generated__/BrandListScreen_brand.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { CardList } from '../../widgets/CardList';
import { Img } from '../../widgets/Img';
import { PartFailed } from '../../shell/StateViews';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import './brands.css';

const query = graphql`
  query BrandListScreenQuery {
    ...BrandListScreen_query
  }
`;

export function brandListLoader({ request }: { request: Request }): PreloadedQuery<BrandListScreenQuery> {
  prepareRequest(request);
  return preload<BrandListScreenQuery>(query, {}, { fresh: !isBackForward() });
}

/** One brand card: cover, name, slogan, its colour, how many places and sites. */
export function BrandCard({ brand }: { brand: BrandListScreen_brand$key }) {
  const { t } = useTranslation();
  const b = useFragment(
    graphql`
      fragment BrandListScreen_brand on Brand {
        name
        slogan
        mainColor
        siteCount
        placeCount
        detailPath
        cover {
          url(size: SMALL)
        }
      }
    `,
    brand,
  );
  return (
    <Link to={b.detailPath} className="brand-card" data-testid="brand-card">
      <Img src={b.cover?.url} alt={b.name} className="brand-card__cover" />
      <div className="brand-card__body">
        <h2 className="brand-card__name">
          {b.mainColor && <span className="brand-card__swatch" style={{ backgroundColor: b.mainColor }} aria-hidden />} {b.name}
        </h2>
        {b.slogan && <p className="brand-card__slogan">{b.slogan}</p>}
        <p className="brand-card__meta">
          <span>
            <Landmark size={12} aria-hidden /> {t('brands.placeCount', { count: b.placeCount })}
          </span>
          <span>
            <MapPin size={12} aria-hidden /> {t('brands.siteCount', { count: b.siteCount })}
          </span>
        </p>
      </div>
    </Link>
  );
}

/** /brand-list: the site's culture-and-tourism brands, infinitely scrolling. */
export function BrandListScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<BrandListScreenQuery>(query);
  const {
    data: list,
    hasNext,
    isLoadingNext,
    loadNext,
  } = usePaginationFragment<BrandListPaginationQuery, BrandListScreen_query$key>(
    graphql`
      fragment BrandListScreen_query on Query
      @refetchable(queryName: "BrandListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        brands(first: $count, after: $cursor) @connection(key: "BrandListScreen_brands") {
          totalCount
          edges {
            node {
              id
              ...BrandListScreen_brand
            }
          }
        }
      }
    `,
    data,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(10));
  return (
    <div className="culture-page">
      <PageHeader title={t('brands.title')} />
      {list.brands ? (
        <CardList totalCount={list.brands.totalCount} hasNext={hasNext} loading={isLoadingNext}>
          {list.brands.edges.map((e) => (
            <BrandCard key={e.node.id} brand={e.node} />
          ))}
        </CardList>
      ) : (
        <PartFailed testId="brand-list-failed" />
      )}
    </div>
  );
}
