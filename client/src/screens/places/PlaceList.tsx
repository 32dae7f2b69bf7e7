import { graphql, usePaginationFragment } from 'react-relay';
import type { PlaceList_query$key } from '../../__generated__/PlaceList_query.graphql';
import type { PlaceListPaginationQuery } from '../../__generated__/PlaceListPaginationQuery.graphql';
import { CardList } from '../../widgets/CardList';
import { PlaceCard } from '../../widgets/PlaceCard';
import { PartFailed } from '../../shell/StateViews';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';

const PAGE_SIZE = 10;

export function PlaceList({ query }: { query: PlaceList_query$key }) {
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
      <CardList totalCount={totalCount} hasNext={hasNext} loading={isLoadingNext}>
        {edges.map((e) => (
          <PlaceCard key={e.node.id} place={e.node} />
        ))}
      </CardList>
    </section>
  );
}
