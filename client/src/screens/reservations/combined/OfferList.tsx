import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { OfferList_query$key } from '../../../__generated__/OfferList_query.graphql';
import type { OfferListPaginationQuery } from '../../../__generated__/OfferListPaginationQuery.graphql';
import { EmptyState } from '../../../shell/StateViews';
import { PagedList } from '../../../widgets/PagedList';
import { OfferCard, type OfferMode } from './OfferCard';

const PAGE_SIZE = 10;

/** What the site's places offer on a day (of one kind, or both), page by page. */
export function OfferList({ query, mode }: { query: OfferList_query$key; mode: OfferMode }) {
  const { t } = useTranslation();
  const list = usePaginationFragment<OfferListPaginationQuery, OfferList_query$key>(
    graphql`
      fragment OfferList_query on Query
      @refetchable(queryName: "OfferListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
        date: { type: "String" }
        kind: { type: "AppointmentResourceKind" }
      ) {
        appointmentResources(date: $date, kind: $kind, first: $count, after: $cursor)
          @connection(key: "OfferList_appointmentResources", filters: ["date", "kind"]) {
          totalCount
          edges {
            node {
              id
              ...OfferCard_resource
            }
          }
        }
      }
    `,
    query,
  );
  return (
    <PagedList
      connection={list.data.appointmentResources}
      paging={list}
      pageSize={PAGE_SIZE}
      failedTestId="offers-failed"
      empty={<EmptyState text={t('reservations.combined.noPlaces')} />}
      className="ap-list"
      testId="offer-list"
    >
      {(node) => <OfferCard resource={node} mode={mode} />}
    </PagedList>
  );
}
