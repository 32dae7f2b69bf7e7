import { use } from 'react';
import { ensureFamilyTexts } from '../../i18n';
import { interactionTexts } from './texts';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { InteractionBar_subject$key } from '../../__generated__/InteractionBar_subject.graphql';
import { useInteractionToggle } from './useInteractionToggle';
import { useCommentBoxSheet } from '../comments/useCommentBoxSheet';
import { Heart, MessageSquare, PenLine, Star, type LucideIcon } from 'lucide-react';

/** A line icon of the bar (lucide), filled when `filled`. */
function BarIcon({ icon: Icon, filled = false }: { icon: LucideIcon; filled?: boolean }) {
  return <Icon aria-hidden size={22} strokeWidth={1.8} fill={filled ? 'currentColor' : 'none'} />;
}

/**
 * A button of the bar with its count (`name`-btn / `name`-count test ids). A toggle passes
 * `pressed` and the class that marks it on.
 */
function BarButton({
  name,
  label,
  count,
  onClick,
  pressed,
  onClass = '',
  children,
}: {
  name: string;
  label: string;
  count: number;
  onClick(): void;
  pressed?: boolean;
  onClass?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={pressed ? `action-bar__btn ${onClass}` : 'action-bar__btn'}
      aria-pressed={pressed}
      onClick={onClick}
      data-testid={`${name}-btn`}
    >
      {children}
      <span className="action-bar__count" data-testid={`${name}-count`}>
        {count}
      </span>
      {/* The name starts with what is shown (the count), then says what it counts. */}
      <span className="sr-only"> {label}</span>
    </button>
  );
}

/**
 * The like / favourite / comment footer bar of a detail page with its comment
 * box, for anything Interactable (places, news articles, activities). Counts come from the gateway,
 * so they survive a reload. `children` (an activity's booking button) takes the place of the
 * "say something" input.
 */
export function InteractionBar({ subject, children }: { subject: InteractionBar_subject$key; children?: ReactNode }) {
  const { t } = useTranslation();
  use(ensureFamilyTexts(interactionTexts));
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
  const box = useCommentBoxSheet(data.id, data.__typename !== 'NewsArticle');
  return (
    <>
      <div className="action-bar" data-testid="interaction-bar">
        {children ?? (
          <button type="button" className="action-bar__input" onClick={box.open} data-testid="open-comment-box">
            <PenLine aria-hidden size={16} /> {t('interact.say')}
          </button>
        )}
        <BarButton
          name="like"
          label={t('interact.like')}
          count={toggle.likeCount}
          onClick={toggle.toggleLike}
          pressed={toggle.liked}
          onClass="action-bar__btn--on"
        >
          <BarIcon icon={Heart} filled={toggle.liked} />
        </BarButton>
        <BarButton
          name="favourite"
          label={t('interact.favourite')}
          count={toggle.favouriteCount}
          onClick={toggle.toggleFavourite}
          pressed={toggle.favourited}
          onClass="action-bar__btn--fav"
        >
          <BarIcon icon={Star} filled={toggle.favourited} />
        </BarButton>
        <BarButton name="comment" label={t('interact.comment')} count={data.interactions?.commentCount ?? 0} onClick={box.open}>
          <BarIcon icon={MessageSquare} />
        </BarButton>
      </div>
      {box.sheet}
    </>
  );
}
