import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import type { TourGuideListScreenQuery } from '../../__generated__/TourGuideListScreenQuery.graphql';
import type { TourGuideListScreen_query$key } from '../../__generated__/TourGuideListScreen_query.graphql';
import type { TourGuideListPaginationQuery } from '../../__generated__/TourGuideListPaginationQuery.graphql';
import { isBackForward, preload, prepareRequest, useRouteQuery } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { ListSkeleton } from '../../widgets/Skeleton';
import { EmptyState } from '../../shell/StateViews';
import { TourGuideCard } from './TourGuideCard';
import { guideSearchOf } from './paths';
import './guides.css';

const query = graphql`
  query TourGuideListScreenQuery($keyword: String!, $gender: Gender) {
    ...TourGuideListScreen_query @arguments(keyword: $keyword, gender: $gender)
  }
`;

function loader({
  request,
  params,
}: {
  request: Request;
  params: { keyword?: string; sex?: string };
}): PreloadedQuery<TourGuideListScreenQuery> {
  prepareRequest(request);
  return preload<TourGuideListScreenQuery>(query, guideSearchOf(params), { fresh: !isBackForward() });
}

function Guides({ root }: { root: TourGuideListScreen_query$key }) {
  const { t } = useTranslation();
  const { data, ...paging } = usePaginationFragment<TourGuideListPaginationQuery, TourGuideListScreen_query$key>(
    graphql`
      fragment TourGuideListScreen_query on Query
      @refetchable(queryName: "TourGuideListPaginationQuery")
      @argumentDefinitions(
        keyword: { type: "String!" }
        gender: { type: "Gender" }
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
      ) {
        tourGuideSearch(keyword: $keyword, gender: $gender) {
          guides(first: $count, after: $cursor) @connection(key: "TourGuideListScreen_guides") {
            totalCount
            edges {
              node {
                id
                ...TourGuideCard_guide
              }
            }
          }
          errors {
            message
          }
        }
      }
    `,
    root,
  );
  const { guides, errors } = data.tourGuideSearch;
  const refusal = errors[0];
  if (refusal) return <EmptyState text={refusal.message} icon="warning" />;
  // the guide service failed: the screen's error view, with its retry
  if (!guides) throw new Error('tour guides unavailable');
  return (
    <PagedList
      connection={guides}
      paging={paging}
      failedTestId="guides-failed"
      empty={<EmptyState text={t('guides.empty')} icon="search" />}
      className="guide-list"
      testId="guide-list"
    >
      {(node) => <TourGuideCard guide={node} />}
    </PagedList>
  );
}

/** /guide-list/{keyword}/{sex}: the guides a search found, ten at a time. */
export function TourGuideListScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<TourGuideListScreenQuery>(query);
  return (
    <div className="guides-page" data-testid="guide-results">
      <PageHeader
        title={t('guides.results')}
        right={
          <Link to="/guide-search" className="guides-header-link" aria-label={t('guides.searchAgain')} data-testid="guide-search-again">
            <Search aria-hidden size={20} />
          </Link>
        }
      />
      <Guides root={data} />
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: TourGuideListScreen,
  loader,
  skeleton: <ListSkeleton header picture={false} />,
};
