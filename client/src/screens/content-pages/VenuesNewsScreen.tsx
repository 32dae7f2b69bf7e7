import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import type { VenuesNewsScreenQuery } from '../../__generated__/VenuesNewsScreenQuery.graphql';
import type { VenuesNewsScreen_place$key } from '../../__generated__/VenuesNewsScreen_place.graphql';
import type { VenuesNewsPaginationQuery } from '../../__generated__/VenuesNewsPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { PartFailed } from '../../shell/StateViews';
import { PageHeader } from '../../widgets/PageHeader';
import { CardList } from '../../widgets/CardList';
import { NewsCard } from '../../widgets/NewsCard';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { ListSkeleton } from '../../widgets/Skeleton';
import { Content } from '../../widgets/Content';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import './content-pages.css';

const PAGE = 10;

const query = graphql`
  query VenuesNewsScreenQuery($resourceType: String!, $resourceId: ID!) {
    place: placeOfResource(resourceType: $resourceType, resourceId: $resourceId) {
      name
      detailPath
      ...VenuesNewsScreen_place
    }
  }
`;

function loader({
  request,
  params,
}: {
  request: Request;
  params: { resourceId?: string; resourceType?: string };
}): PreloadedQuery<VenuesNewsScreenQuery> {
  prepareRequest(request);
  return preload<VenuesNewsScreenQuery>(
    query,
    { resourceType: params.resourceType ?? '', resourceId: params.resourceId ?? '' },
    { fresh: !isBackForward() },
  );
}

function Articles({ place }: { place: VenuesNewsScreen_place$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<VenuesNewsPaginationQuery, VenuesNewsScreen_place$key>(
    graphql`
      fragment VenuesNewsScreen_place on Place
      @refetchable(queryName: "VenuesNewsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        news(first: $count, after: $cursor) @connection(key: "VenuesNewsScreen_news") {
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
    place,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(PAGE));
  if (!data.news) return <PartFailed testId="venue-news-failed" />;
  return (
    <div data-testid="venue-news-list">
      <CardList totalCount={data.news.totalCount} hasNext={hasNext} loading={isLoadingNext}>
        {data.news.edges.map((e) => (
          <NewsCard key={e.node.id} article={e.node} />
        ))}
      </CardList>
    </div>
  );
}

/** /venues-news/:resourceId/:resourceType: every news article linked to a place, newest first. */
function VenuesNewsScreen() {
  const { t } = useTranslation();
  const { place } = useRouteQuery<VenuesNewsScreenQuery>(query);
  if (!place) return <NotFoundPage title={t('contentPages.newsTitle')} text={t('contentPages.placeNotFound')} />;
  return (
    <div className="content-page" data-testid="venue-news">
      <PageHeader title={t('contentPages.newsTitle')} />
      <Link to={place.detailPath} className="content-page__place" data-testid="venue-news-place">
        <MapPin size={16} aria-hidden />
        <Content className="content-page__place-name">{place.name}</Content>
      </Link>
      <Articles place={place} />
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: VenuesNewsScreen,
  loader,
  skeleton: <ListSkeleton header rows={5} />,
};
