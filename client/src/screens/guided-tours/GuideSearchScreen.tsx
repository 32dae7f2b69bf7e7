import { useState } from 'react';
import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import type { GuideSearchScreenQuery } from '../../__generated__/GuideSearchScreenQuery.graphql';
import type { GuideSearchScreen_results$key } from '../../__generated__/GuideSearchScreen_results.graphql';
import type { GuideSearchPaginationQuery } from '../../__generated__/GuideSearchPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { useInputLimits } from '../../shell/inputLimits';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { EmptyState } from '../../shell/StateViews';
import { capText } from '../../widgets/comments/limits';
import { TourCard } from './TourCard';
import './guide.css';

const query = graphql`
  query GuideSearchScreenQuery($keyword: String!, $count: Int!) {
    ...GuideSearchScreen_results @arguments(keyword: $keyword, count: $count)
  }
`;

export function guideSearchLoader({ request }: { request: Request }): PreloadedQuery<GuideSearchScreenQuery> {
  const search = prepareRequest(request);
  // longer than the gateway takes cannot be typed here; an address with one is cut the same way
  return preload<GuideSearchScreenQuery>(
    query,
    { keyword: capText((search.get('keyword') ?? '').trim(), 50), count: 10 },
    { fresh: !isBackForward() },
  );
}

function Results({ root, keyword }: { root: GuideSearchScreen_results$key; keyword: string }) {
  const { t } = useTranslation();
  const { data, ...paging } = usePaginationFragment<GuideSearchPaginationQuery, GuideSearchScreen_results$key>(
    graphql`
      fragment GuideSearchScreen_results on Query
      @refetchable(queryName: "GuideSearchPaginationQuery")
      @argumentDefinitions(keyword: { type: "String!" }, count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        searchGuidedTours(keyword: $keyword, first: $count, after: $cursor) @connection(key: "GuideSearchScreen_searchGuidedTours", filters: ["keyword"]) {
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
  if (keyword === '') return <EmptyState text={t('guidedTours.searchHint')} icon="search" />;
  return (
    <PagedList
      connection={data.searchGuidedTours}
      paging={paging}
      failedTestId="tours-failed"
      empty={<EmptyState text={t('guidedTours.searchEmpty')} icon="search" />}
      className="tour-list"
      testId="tour-results"
    >
      {(node) => <TourCard tour={node} />}
    </PagedList>
  );
}

/** /guide/search?keyword=: find a guide by its title or its scenic area's name. */
export function GuideSearchScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const limits = useInputLimits();
  const keyword = (search.get('keyword') ?? '').trim();
  const [text, setText] = useState(keyword);
  const data = useRouteQuery<GuideSearchScreenQuery>(query);
  return (
    <div data-testid="guide-search-screen">
      <PageHeader title={t('guidedTours.search')} />
      <form
        className="guide-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          navigate(`/guide/search?keyword=${encodeURIComponent(text.trim())}`, { replace: true });
        }}
      >
        <label htmlFor="guide-search-input" className="guide-search__label">
          {t('guidedTours.searchLabel')}
        </label>
        <div className="guide-search__row">
          <input
            id="guide-search-input"
            className="guide-search__input"
            type="search"
            enterKeyHint="search"
            value={text}
            maxLength={limits.searchKeywordMaxLength}
            placeholder={t('guidedTours.searchPlaceholder')}
            onChange={(e) => setText(capText(e.target.value, limits.searchKeywordMaxLength))}
            data-testid="guide-search-input"
          />
          <button type="submit" className="guide-search__btn" aria-label={t('guidedTours.search')} data-testid="guide-search-submit">
            <Search size={20} aria-hidden />
          </button>
        </div>
      </form>
      <Results root={data} keyword={keyword} />
    </div>
  );
}

/** Shown while the screen's query loads (here, not in the router's chunk). */
export { ListSkeleton as ScreenSkeleton } from '../../widgets/Skeleton';
