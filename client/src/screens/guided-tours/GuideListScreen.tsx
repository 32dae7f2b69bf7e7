import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import type { GuideListScreenQuery, ScenicLevel } from '../../__generated__/GuideListScreenQuery.graphql';
import type { GuideListScreen_tours$key } from '../../__generated__/GuideListScreen_tours.graphql';
import type { GuideListPaginationQuery } from '../../__generated__/GuideListPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { EmptyState } from '../../shell/StateViews';
import { FilterTabs } from '../../widgets/LinkTabs';
import { TourCard } from './TourCard';
import './guide.css';

const LEVELS: readonly ScenicLevel[] = ['AAAAA', 'AAAA', 'AAA', 'AA', 'A'];

const query = graphql`
  query GuideListScreenQuery($level: ScenicLevel, $count: Int!) {
    guidedTourLevels {
      level
      count
    }
    ...GuideListScreen_tours @arguments(level: $level, count: $count)
  }
`;

const levelOf = (search: URLSearchParams): ScenicLevel | null => {
  const v = search.get('level');
  return v && (LEVELS as readonly string[]).includes(v) ? (v as ScenicLevel) : null;
};

export function guideListLoader({ request }: { request: Request }): PreloadedQuery<GuideListScreenQuery> {
  const search = prepareRequest(request);
  return preload<GuideListScreenQuery>(query, { level: levelOf(search), count: 10 }, { fresh: !isBackForward() });
}

function Tours({ root }: { root: GuideListScreen_tours$key }) {
  const { t } = useTranslation();
  const { data, ...paging } = usePaginationFragment<GuideListPaginationQuery, GuideListScreen_tours$key>(
    graphql`
      fragment GuideListScreen_tours on Query
      @refetchable(queryName: "GuideListPaginationQuery")
      @argumentDefinitions(level: { type: "ScenicLevel" }, count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        guidedTours(level: $level, first: $count, after: $cursor) @connection(key: "GuideListScreen_guidedTours", filters: ["level"]) {
          totalCount
          edges {
            node {
              id
              ...TourCard_tour
            }
          }
        }
      }
    `,
    root,
  );
  return (
    <PagedList
      connection={data.guidedTours}
      paging={paging}
      failedTestId="tours-failed"
      empty={<EmptyState text={t('guidedTours.empty')} />}
      className="tour-list"
      testId="tour-list"
    >
      {(node) => <TourCard tour={node} />}
    </PagedList>
  );
}

/** /guide-scenic-list (GUIDE_TOUR): the site's audio guides, by the scenic areas' level; the search is a tap away. */
export function GuideListScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const data = useRouteQuery<GuideListScreenQuery>(query);
  const levels = (data.guidedTourLevels ?? []).map((l) => l.level).filter((l): l is ScenicLevel => l !== '%future added value');
  return (
    <div data-testid="guide-list-screen">
      <PageHeader
        title={t('guidedTours.title')}
        right={
          <Link to="/guide/search" className="guide-search-link" aria-label={t('guidedTours.search')} data-testid="guide-search-link">
            <Search size={22} aria-hidden />
          </Link>
        }
      />
      {levels.length > 1 && (
        <FilterTabs
          values={[null, ...levels]}
          current={levelOf(search)}
          hrefOf={(v) => (v ? `/guide-scenic-list?level=${v}` : '/guide-scenic-list')}
          labelOf={(v) => v}
          testId="guide-levels"
        />
      )}
      <Tours root={data} />
    </div>
  );
}

/** Shown while the screen's query loads (here, not in the router's chunk). */
export { ListSkeleton as ScreenSkeleton } from '../../widgets/Skeleton';
