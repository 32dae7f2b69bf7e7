import { graphql, usePaginationFragment } from 'react-relay';
import type { CommentsPage_subject$key } from '../../__generated__/CommentsPage_subject.graphql';
import type { CommentsPagePaginationQuery } from '../../__generated__/CommentsPagePaginationQuery.graphql';
import { ListFooter } from '../../shell/StateViews';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import { CommentItem } from '../../widgets/comments/CommentItem';
import { CommentSummary } from '../../widgets/comments/CommentSummary';

/**
 * All comments of anything Commentable (a place, a news article, an activity), newest first, with
 * the summary and infinite scroll. New comments reach the `CommentsPage_comments` connection
 * through widgets/comments/limits.ts `commentConnectionIds`.
 */
export function CommentsPage({ subject }: { subject: CommentsPage_subject$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<CommentsPagePaginationQuery, CommentsPage_subject$key>(
    graphql`
      fragment CommentsPage_subject on Commentable
      @refetchable(queryName: "CommentsPagePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        commentSummary {
          ...CommentSummary_summary
        }
        comments(first: $count, after: $cursor) @connection(key: "CommentsPage_comments") {
          totalCount
          edges {
            node {
              id
              ...CommentItem_comment
            }
          }
        }
      }
    `,
    subject,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(10));
  const edges = data.comments?.edges ?? [];
  const total = data.comments?.totalCount ?? 0;
  return (
    <>
      {data.commentSummary && (
        <div className="detail__card">
          <CommentSummary summary={data.commentSummary} />
        </div>
      )}
      {edges.length > 0 && (
        <ul className="comment-list detail__card" data-testid="comments">
          {edges.map((e) => (
            <CommentItem key={e.node.id} comment={e.node} />
          ))}
        </ul>
      )}
      <ListFooter total={total === 0 && edges.length === 0 ? 0 : Math.max(total, edges.length)} hasNext={hasNext} loading={isLoadingNext} />
    </>
  );
}
