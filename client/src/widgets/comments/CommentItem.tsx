import { ensureFamilyTexts } from '../../i18n';
import { commentTexts } from './texts';
import { Suspense, useState, use } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { CommentItem_comment$key } from '../../__generated__/CommentItem_comment.graphql';
import { formatRelative } from '../format';
import { Spinner } from '../../shell/StateViews';
import { Stars } from './Stars';
import { CommentReplies } from './CommentReplies';
import { Avatar } from './Avatar';
import { currentLanguage } from '../../i18n';
import { Content } from '../Content';

/** One comment: author, date, stars, text, emoticons, tags, and its replies on demand. */
export function CommentItem({ comment }: { comment: CommentItem_comment$key }) {
  const { t } = useTranslation();
  use(ensureFamilyTexts(commentTexts));
  const c = useFragment(
    graphql`
      fragment CommentItem_comment on Comment {
        id
        content
        star
        createdAt
        replyCount
        emoticons {
          id
          name
          image {
            url(size: THUMBNAIL)
          }
        }
        tags {
          id
          name
        }
        author {
          nickname
          avatar {
            url(size: SMALL)
          }
        }
      }
    `,
    comment,
  );
  const [open, setOpen] = useState(false);
  const pendingNew = c.id.startsWith('client:');
  return (
    <li className={pendingNew ? 'comment comment--pending' : 'comment'} data-testid="comment" data-comment-id={c.id}>
      <Avatar url={c.author.avatar?.url} name={c.author.nickname} />
      <div className="comment__body">
        <div className="comment__head">
          <Content as="span" className="comment__name">
            {c.author.nickname}
          </Content>
          {c.createdAt && (
            <time className="comment__time" dateTime={c.createdAt}>
              {formatRelative(c.createdAt, currentLanguage())}
            </time>
          )}
        </div>
        {c.star != null && <Stars value={c.star} small />}
        <Content as="p" className="comment__text" data-testid="comment-content">
          {c.content}
        </Content>
        {c.emoticons.length > 0 && (
          <div className="comment__emoticons" data-testid="comment-emoticons">
            {c.emoticons.map((e, i) => (
              <img key={`${e.id}-${i}`} src={e.image.url} alt={e.name} title={e.name} className="comment__emoticon" loading="lazy" />
            ))}
          </div>
        )}
        {c.tags.length > 0 && (
          <div className="comment__tags" data-testid="comment-tags-shown">
            {c.tags.map((g) => (
              <Content key={g.id} className="tag-chip tag-chip--static">
                {g.name}
              </Content>
            ))}
          </div>
        )}
        {!pendingNew && (
          <button
            type="button"
            className="comment__replies-btn"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            data-testid="toggle-replies"
          >
            {open ? t('comment.hideReplies') : c.replyCount > 0 ? t('comment.replies', { count: c.replyCount }) : t('comment.reply')}
          </button>
        )}
        {open && (
          <Suspense
            fallback={
              <div className="replies replies--loading">
                <Spinner />
              </div>
            }
          >
            <CommentReplies commentId={c.id} />
          </Suspense>
        )}
      </div>
    </li>
  );
}
