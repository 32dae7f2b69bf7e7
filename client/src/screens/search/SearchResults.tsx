import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { SearchResults_query$key } from '../../__generated__/SearchResults_query.graphql';
import type { SearchResultsPaginationQuery } from '../../__generated__/SearchResultsPaginationQuery.graphql';
import { CardList } from '../../widgets/CardList';
import { EmptyState, PartFailed } from '../../shell/StateViews';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import { SearchResultCard } from './SearchResultCard';

const PAGE_SIZE = 10;

/** Places matching the keyword, any kind or one, scrolling to more. */
export function SearchResults({ query, keyword }: { query: SearchResults_query$key; keyword: string }) {
  const { t } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<SearchResultsPaginationQuery, SearchResults_query$key>(
    graphql`
      fragment SearchResults_query on Query
      @refetchable(queryName: "SearchResultsPaginationQuery")
      @argumentDefinitions(
        keyword: { type: "String!" }
        kind: { type: "PlaceKind" }
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
      ) {
        searchPlaces(keyword: $keyword, kind: $kind, first: $count, after: $cursor) @connection(key: "SearchResults_searchPlaces") {
          totalCount
          edges {
            node {
              id
              ...SearchResultCard_place
            }
          }
        }
      }
    `,
    query,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(PAGE_SIZE));
  if (!data.searchPlaces) return <PartFailed testId="search-failed" />;
  const { totalCount, edges } = data.searchPlaces;
  if (totalCount === 0) {
    return (
      <div data-testid="search-empty">
        <EmptyState text={t('search.noResults', { keyword })} icon="search" />
      </div>
    );
  }
  return (
    <section className="search-results" data-testid="search-results">
      <CardList totalCount={totalCount} hasNext={hasNext} loading={isLoadingNext}>
        {edges.map((e) => (
          <SearchResultCard key={e.node.id} place={e.node} />
        ))}
      </CardList>
    </section>
  );
}
