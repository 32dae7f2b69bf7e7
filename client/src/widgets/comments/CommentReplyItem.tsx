import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { CommentReplyItem_reply$key } from '../../__generated__/CommentReplyItem_reply.graphql';
import { formatRelative } from '../format';
import { Avatar } from './Avatar';
import { currentLanguage } from '../../i18n';

/** One reply under a comment. */
export function CommentReplyItem({ reply }: { reply: CommentReplyItem_reply$key }) {
  useTranslation(); // re-render on a language switch
  const r = useFragment(
    graphql`
      fragment CommentReplyItem_reply on CommentReply {
        content
        createdAt
        author {
          nickname
          avatar {
            url(size: SMALL)
          }
        }
      }
    `,
    reply,
  );
  return (
    <li className="reply" data-testid="reply">
      <Avatar url={r.author.avatar?.url} name={r.author.nickname} small />
      <div className="reply__body">
        <div className="reply__head">
          <span className="reply__name">{r.author.nickname}</span>
          {r.createdAt && <time dateTime={r.createdAt}>{formatRelative(r.createdAt, currentLanguage())}</time>}
        </div>
        <p className="reply__text">{r.content}</p>
      </div>
    </li>
  );
}
