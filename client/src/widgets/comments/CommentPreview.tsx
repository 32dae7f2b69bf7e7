import { use } from 'react';
import { ensureFamilyTexts } from '../../i18n';
import { commentTexts } from './texts';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CommentPreview_subject$key } from '../../__generated__/CommentPreview_subject.graphql';
import { CommentItem } from './CommentItem';
import { CommentSummary } from './CommentSummary';
import { PartFailed } from '../../shell/StateViews';

/** How many comments a detail page shows before "all comments". */
export const PREVIEW_COUNT = 3;

/** The in-app address of a resource's full comment list: its type name and its upstreamId. */
export function commentsPath(typeName: string, upstreamId: string): string {
  const base = typeName === 'NewsArticle' ? 'news-comment' : 'simple-comment';
  return `/${base}/${typeName}/${encodeURIComponent(upstreamId)}`;
}

/** The comments section of a detail page (anything Commentable): summary, the newest few, and a link to all. */
export function CommentPreview({ subject }: { subject: CommentPreview_subject$key }) {
  const { t } = useTranslation();
  use(ensureFamilyTexts(commentTexts));
  const data = useFragment(
    graphql`
      fragment CommentPreview_subject on Commentable {
        __typename
        upstreamId
        commentSummary {
          total
          ...CommentSummary_summary
        }
        comments(first: 3) @connection(key: "CommentPreview_comments") {
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
  const comments = data.comments;
  const edges = comments?.edges.slice(0, PREVIEW_COUNT) ?? [];
  // The summary is refreshed by addComment's payload; the connection's own total is not.
  const total = data.commentSummary?.total ?? comments?.totalCount ?? 0;
  return (
    <section className="detail__card comments-card" data-testid="comments">
      <div className="comments-card__head">
        <h2 className="detail__h2">
          {t('comment.title')} <small data-testid="comments-total">{total}</small>
        </h2>
        {total > 0 && (
          <Link to={commentsPath(data.__typename, data.upstreamId)} className="section-title__more" data-testid="all-comments">
            {t('comment.all')}
            <span className="chevron chevron--right" aria-hidden />
          </Link>
        )}
      </div>
      {data.commentSummary && <CommentSummary summary={data.commentSummary} />}
      {comments == null ? (
        <PartFailed testId="comments-failed" />
      ) : edges.length === 0 ? (
        <p className="comments-card__empty">{t('comment.empty')}</p>
      ) : (
        <ul className="comment-list">
          {edges.map((e) => (
            <CommentItem key={e.node.id} comment={e.node} />
          ))}
        </ul>
      )}
    </section>
  );
}
