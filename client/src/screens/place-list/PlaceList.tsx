import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { PlaceList_query$key } from '../../__generated__/PlaceList_query.graphql';
import type { PlaceListPaginationQuery } from '../../__generated__/PlaceListPaginationQuery.graphql';
import { PlaceCard } from '../../widgets/PlaceCard';
import { ListFooter, PartFailed } from '../../widgets/StateViews';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';

const PAGE_SIZE = 10;

export function PlaceList({ query }: { query: PlaceList_query$key }) {
  const { t } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<PlaceListPaginationQuery, PlaceList_query$key>(
    graphql`
      fragment PlaceList_query on Query
      @refetchable(queryName: "PlaceListPaginationQuery")
      @argumentDefinitions(
        kind: { type: "PlaceKind!" }
        filter: { type: "PlaceFilter" }
        near: { type: "GeoPointInput" }
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
      ) {
        places(kind: $kind, filter: $filter, near: $near, first: $count, after: $cursor)
          @connection(key: "PlaceList_places") {
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
    query,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(PAGE_SIZE));
  if (!data.places) return <PartFailed testId="place-list-failed" />;
  const { totalCount, edges } = data.places;
  return (
    <section className="place-list__items">
      {totalCount > 0 && (
        <p className="list-count" data-testid="total-count">
          {t('common.results', { count: totalCount })}
        </p>
      )}
      <div className="card-list">
        {edges.map((e) => (
          <PlaceCard key={e.node.id} place={e.node} />
        ))}
      </div>
      <ListFooter total={totalCount} hasNext={hasNext} loading={isLoadingNext} />
    </section>
  );
}
