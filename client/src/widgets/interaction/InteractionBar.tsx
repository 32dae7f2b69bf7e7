import { Suspense, useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { InteractionBar_subject$key } from '../../__generated__/InteractionBar_subject.graphql';
import { requireLogin } from '../../session/loginGate';
import { useInteractionToggle } from './useInteractionToggle';
import { CommentBox } from '../comments/CommentBox';
import { Spinner } from '../StateViews';

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden>
      <path
        d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden>
      <path
        d="m12 3.6 2.6 5.3 5.8.8-4.2 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function BubbleIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden>
      <path d="M4.5 5.5h15v10h-8l-4.5 3.5v-3.5h-2.5z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The like / favourite / comment footer bar of a detail page (spec doc 2 §2.2) with its comment
 * box, for anything Interactable (places, news articles, activities). Counts come from the gateway,
 * so they survive a reload. `children` (an activity's booking button) takes the place of the
 * "say something" input.
 */
export function InteractionBar({ subject, children }: { subject: InteractionBar_subject$key; children?: ReactNode }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment InteractionBar_subject on Interactable {
        id
        __typename
        interactions {
          commentCount
        }
        ...useInteractionToggle_subject
      }
    `,
    subject,
  );
  const toggle = useInteractionToggle(data);
  const [boxOpen, setBoxOpen] = useState(false);
  const openBox = () => {
    void requireLogin().then((ok) => {
      if (ok) setBoxOpen(true);
    });
  };
  const isNews = data.__typename === 'NewsArticle';
  return (
    <>
      <div className="action-bar" data-testid="interaction-bar">
        {children ?? (
          <button type="button" className="action-bar__input" onClick={openBox} data-testid="open-comment-box">
            <span aria-hidden>✎</span> {t('interact.say')}
          </button>
        )}
        <button
          type="button"
          className={toggle.liked ? 'action-bar__btn action-bar__btn--on' : 'action-bar__btn'}
          aria-pressed={toggle.liked}
          aria-label={t('interact.like')}
          onClick={toggle.toggleLike}
          data-testid="like-btn"
        >
          <HeartIcon filled={toggle.liked} />
          <span className="action-bar__count" data-testid="like-count">{toggle.likeCount}</span>
        </button>
        <button
          type="button"
          className={toggle.favourited ? 'action-bar__btn action-bar__btn--fav' : 'action-bar__btn'}
          aria-pressed={toggle.favourited}
          aria-label={t('interact.favourite')}
          onClick={toggle.toggleFavourite}
          data-testid="favourite-btn"
        >
          <StarIcon filled={toggle.favourited} />
          <span className="action-bar__count" data-testid="favourite-count">{toggle.favouriteCount}</span>
        </button>
        <button type="button" className="action-bar__btn" aria-label={t('interact.comment')} onClick={openBox} data-testid="comment-btn">
          <BubbleIcon />
          <span className="action-bar__count" data-testid="comment-count">{data.interactions?.commentCount ?? 0}</span>
        </button>
      </div>
      {boxOpen && (
        <Suspense
          fallback={
            <div className="overlay overlay--sheet" role="presentation">
              <div className="sheet sheet--loading">
                <Spinner />
              </div>
            </div>
          }
        >
          <CommentBox resourceId={data.id} withRating={!isNews} onClose={() => setBoxOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
