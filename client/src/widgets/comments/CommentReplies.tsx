import { ensureFamilyTexts } from '../../i18n';
import { commentTexts } from './texts';
import { useState, useId, use } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { CommentRepliesQuery } from '../../__generated__/CommentRepliesQuery.graphql';
import type { CommentReplies_comment$key } from '../../__generated__/CommentReplies_comment.graphql';
import type { CommentRepliesPaginationQuery } from '../../__generated__/CommentRepliesPaginationQuery.graphql';
import { requireLogin } from '../../session/loginGate';
import { showToast } from '../../env/toast';
import { Spinner } from '../../shell/StateViews';
import { CommentReplyItem } from './CommentReplyItem';
import { useReplyToComment } from './useReplyToComment';
import { useInputLimits } from '../../shell/inputLimits';
import { capText } from './limits';

const query = graphql`
  query CommentRepliesQuery($id: ID!) {
    node(id: $id) {
      ...CommentReplies_comment @alias(as: "comment")
    }
  }
`;

/** The replies of a comment, loaded when expanded, with the reply box. */
export function CommentReplies({ commentId }: { commentId: string }) {
  const data = useLazyLoadQuery<CommentRepliesQuery>(query, { id: commentId }, { fetchPolicy: 'store-or-network' });
  if (!data.node?.comment) return null;
  return <RepliesList comment={data.node.comment} />;
}

function RepliesList({ comment }: { comment: CommentReplies_comment$key }) {
  const { t } = useTranslation();
  use(ensureFamilyTexts(commentTexts));
  const limits = useInputLimits();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<CommentRepliesPaginationQuery, CommentReplies_comment$key>(
    graphql`
      fragment CommentReplies_comment on Comment
      @refetchable(queryName: "CommentRepliesPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        id
        author {
          nickname
        }
        ...useReplyToComment_comment
        replies(first: $count, after: $cursor) @connection(key: "CommentReplies_replies") {
          edges {
            node {
              id
              ...CommentReplyItem_reply
            }
          }
        }
      }
    `,
    comment,
  );
  const [reply, pending] = useReplyToComment(data);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const edges = data.replies.edges;

  const send = async () => {
    if (pending) return;
    if (!(await requireLogin())) return;
    const content = text.trim();
    if (!content) {
      setError(t('comment.replyRequired'));
      return;
    }
    setError(null);
    const errors = await reply(content);
    if (!errors) return; // the request failed: the network layer said why
    if (errors[0]) {
      setError(errors[0].message);
      return;
    }
    setText('');
    showToast({ message: t('comment.replySuccess'), type: 'success', duration: 1000 });
  };

  return (
    <div className="replies" data-testid="replies">
      {edges.length === 0 ? (
        <p className="replies__empty">{t('comment.noReplies')}</p>
      ) : (
        <ul className="replies__list">
          {edges.map((e) => (
            <CommentReplyItem key={e.node.id} reply={e.node} />
          ))}
        </ul>
      )}
      {hasNext && (
        <button type="button" className="replies__more" onClick={() => loadNext(10)} disabled={isLoadingNext}>
          {isLoadingNext ? <Spinner /> : t('comment.moreReplies')}
        </button>
      )}
      <div className="reply-box">
        <input
          className="reply-box__input"
          value={text}
          placeholder={t('comment.replyPlaceholder', { name: data.author.nickname })}
          onChange={(e) => {
            setText(capText(e.target.value, limits.commentMaxLength));
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void send();
          }}
          aria-label={t('comment.reply')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid="reply-text"
        />
        <button type="button" className="reply-box__send" onClick={() => void send()} disabled={pending} data-testid="reply-send">
          {t('comment.send')}
        </button>
      </div>
      {error && (
        <p className="form-error" role="alert" id={errorId} data-testid="reply-error">
          {error}
        </p>
      )}
    </div>
  );
}
