import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { BrandPagesScreenQuery } from '../../__generated__/BrandPagesScreenQuery.graphql';
import type { BrandPagesScreen_places$key } from '../../__generated__/BrandPagesScreen_places.graphql';
import type { BrandPagesScreen_news$key } from '../../__generated__/BrandPagesScreen_news.graphql';
import type { BrandPlacesPaginationQuery } from '../../__generated__/BrandPlacesPaginationQuery.graphql';
import type { BrandNewsPaginationQuery } from '../../__generated__/BrandNewsPaginationQuery.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { CardList } from '../../widgets/CardList';
import { PlaceCard } from '../../widgets/PlaceCard';
import { NewsCard } from '../../widgets/NewsCard';
import { IntroductionCard } from '../../widgets/Introduction';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { EmptyState, PartFailed } from '../../shell/StateViews';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import './brands.css';

export type BrandPage = 'introduce' | 'scenic' | 'news';

const query = graphql`
  query BrandPagesScreenQuery($id: ID!, $introduce: Boolean!, $scenic: Boolean!, $news: Boolean!) {
    node: nodeByUpstreamId(type: "Brand", upstreamId: $id) {
      __typename
      ... on Brand {
        name
        introduction @include(if: $introduce)
        ...BrandPagesScreen_places @include(if: $scenic) @alias(as: "placesPage")
        ...BrandPagesScreen_news @include(if: $news) @alias(as: "newsPage")
      }
    }
  }
`;

export function brandPageLoader(page: BrandPage) {
  return ({ request, params }: { request: Request; params: { id?: string } }): PreloadedQuery<BrandPagesScreenQuery> => {
    prepareRequest(request);
    return preload<BrandPagesScreenQuery>(query, {
      id: params.id ?? '',
      introduce: page === 'introduce',
      scenic: page === 'scenic',
      news: page === 'news',
    });
  };
}

function BrandPlaces({ brand }: { brand: BrandPagesScreen_places$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<BrandPlacesPaginationQuery, BrandPagesScreen_places$key>(
    graphql`
      fragment BrandPagesScreen_places on Brand
      @refetchable(queryName: "BrandPlacesPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        places(first: $count, after: $cursor) @connection(key: "BrandPagesScreen_places") {
          totalCount
          edges {
            node {
              id
              ...PlaceCard_place
            }
          }
        }
      }
    `,
    brand,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(10));
  if (!data.places) return <PartFailed testId="brand-places-failed" />;
  return (
    <CardList totalCount={data.places.totalCount} hasNext={hasNext} loading={isLoadingNext}>
      {data.places.edges.map((e) => (
        <PlaceCard key={e.node.id} place={e.node} />
      ))}
    </CardList>
  );
}

function BrandNews({ brand }: { brand: BrandPagesScreen_news$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<BrandNewsPaginationQuery, BrandPagesScreen_news$key>(
    graphql`
      fragment BrandPagesScreen_news on Brand
      @refetchable(queryName: "BrandNewsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        news(first: $count, after: $cursor) @connection(key: "BrandPagesScreen_news") {
          totalCount
          edges {
            node {
              id
              ...NewsCard_article
            }
          }
        }
      }
    `,
    brand,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(10));
  if (!data.news) return <PartFailed testId="brand-news-failed" />;
  return (
    <CardList totalCount={data.news.totalCount} hasNext={hasNext} loading={isLoadingNext}>
      {data.news.edges.map((e) => (
        <NewsCard key={e.node.id} article={e.node} />
      ))}
    </CardList>
  );
}

/** /brand-introduce/:id, /brand-scenic/:id, /brand-news/:id — one part of a brand, in full. */
export function BrandPageScreen({ page }: { page: BrandPage }) {
  const { t } = useTranslation();
  const { node } = useRouteQuery<BrandPagesScreenQuery>(query);
  const title = { introduce: t('brands.introduce'), scenic: t('brands.places'), news: t('brands.news') }[page];
  if (node?.__typename !== 'Brand') return <NotFoundPage title={title} text={t('brands.notFound')} />;
  return (
    <div className="culture-page" data-testid={`brand-page-${page}`}>
      <PageHeader title={`${node.name} · ${title}`} />
      {page === 'introduce' &&
        (node.introduction ? <IntroductionCard html={node.introduction} /> : <EmptyState text={t('brands.noIntroduce')} />)}
      {node.placesPage && <BrandPlaces brand={node.placesPage} />}
      {node.newsPage && <BrandNews brand={node.newsPage} />}
    </div>
  );
}
