import { graphql, usePaginationFragment } from 'react-relay';
import type { ActivityList_query$key } from '../../__generated__/ActivityList_query.graphql';
import type { ActivityListPaginationQuery } from '../../__generated__/ActivityListPaginationQuery.graphql';
import { PagedList } from '../../widgets/PagedList';
import { ActivityCard } from './ActivityCard';

/** Activities of a classify and/or day, 10 a page, loading on as the user scrolls. */
export function ActivityList({ query }: { query: ActivityList_query$key }) {
  const list = usePaginationFragment<ActivityListPaginationQuery, ActivityList_query$key>(
    graphql`
      fragment ActivityList_query on Query
      @refetchable(queryName: "ActivityListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
        classifyId: { type: "ID" }
        date: { type: "String" }
      ) {
        activities(classifyId: $classifyId, date: $date, first: $count, after: $cursor) @connection(key: "ActivityList_activities", filters: ["classifyId", "date"]) {
          totalCount
          edges {
            node {
              id
              ...ActivityCard_activity
            }
          }
        }
      }
    `,
    query,
  );
  return (
    <PagedList
      connection={list.data.activities}
      paging={list}
      failedTestId="activities-failed"
      className="activity-list"
      testId="activity-list"
    >
      {(node) => <ActivityCard activity={node} />}
    </PagedList>
  );
}
