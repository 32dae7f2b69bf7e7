import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import type { FeedbackHistory_user$key } from '../../__generated__/FeedbackHistory_user.graphql';
import type { FeedbackHistoryPaginationQuery } from '../../__generated__/FeedbackHistoryPaginationQuery.graphql';
import { EmptyState, ListFooter } from '../../shell/StateViews';
import { formatDate } from '../../widgets/format';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';

const PAGE = 10;

/** The user's past feedback, newest first, each opening its answer (`/feedback-desc/{id}`). */
export function FeedbackHistory({ user }: { user: FeedbackHistory_user$key }) {
  const { t, i18n } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<FeedbackHistoryPaginationQuery, FeedbackHistory_user$key>(
    graphql`
      fragment FeedbackHistory_user on User
      @refetchable(queryName: "FeedbackHistoryPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        feedback(first: $count, after: $cursor) @connection(key: "FeedbackHistory_feedback") {
          totalCount
          edges {
            node {
              id
              upstreamId
              content
              status
              submittedAt
              category {
                name
              }
            }
          }
        }
      }
    `,
    user,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(PAGE));
  const connection = data.feedback;
  if (!connection || (connection.edges.length === 0 && !hasNext)) return <EmptyState text={t('feedback.empty')} />;
  return (
    <>
      <ul className="feedback-list" data-testid="feedback-list">
        {connection.edges.map(({ node }) => {
          const answered = node.status === 'ANSWERED';
          return (
            <li key={node.id}>
              <Link to={`/feedback-desc/${encodeURIComponent(node.upstreamId)}`} className="feedback-item" data-testid="feedback-item">
                <span className="feedback-item__head">
                  <span className="feedback-item__category">{node.category?.name}</span>
                  <span
                    className={answered ? 'feedback-status feedback-status--answered' : 'feedback-status'}
                    data-testid="feedback-status"
                  >
                    {t(`feedback.status.${answered ? 'ANSWERED' : 'AWAITING_ANSWER'}`)}
                  </span>
                </span>
                <span className="feedback-item__content">{node.content}</span>
                <span className="feedback-item__foot">
                  <span>{node.submittedAt ? formatDate(node.submittedAt, i18n.language, true) : ''}</span>
                  <ChevronRight aria-hidden size={16} />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <ListFooter total={connection.totalCount} hasNext={hasNext} loading={isLoadingNext} />
    </>
  );
}
