import { useTranslation } from 'react-i18next';
import type { Known } from '../../relay/enums';
import type { StoryCard_story$data } from '../../__generated__/StoryCard_story.graphql';
import type { TopicCard_topic$data } from '../../__generated__/TopicCard_topic.graphql';

type Kind = Known<StoryCard_story$data['kind']>;
type Side = Known<NonNullable<StoryCard_story$data['side']>>;
type State = Known<TopicCard_topic$data['state']>;
type Status = 'PENDING' | 'PUBLISHED' | 'REJECTED';

/** What a card is, on its cover: a strategy's days, a work (its craft), a PK entry's stance. */
export function KindBadge({
  kind,
  side,
  days,
  craft,
}: {
  kind: StoryCard_story$data['kind'];
  side: StoryCard_story$data['side'] | null;
  days: number | null;
  craft: string | null;
}) {
  const { t } = useTranslation();
  const k = kind as Kind;
  if (k === 'STRATEGY') return days ? <span className="badge badge--dark">{t('stories.days', { count: days })}</span> : null;
  if (k === 'WORK') return <span className="badge badge--dark">{craft ?? t('stories.kind.WORK')}</span>;
  if (k === 'PK_ENTRY' && side && side !== '%future added value') {
    return (
      <span className={`badge ${(side as Side) === 'A' ? 'badge--side-a' : 'badge--side-b'}`}>{t(`stories.side.${side as Side}`)}</span>
    );
  }
  return null;
}

const STATE_CLASS: Record<State, string> = { NOT_STARTED: 'badge--plain', UNDER_WAY: 'badge--open', OVER: 'badge--closed' };

/** A topic's state: not started, under way, over. */
export function TopicStateBadge({ state }: { state: TopicCard_topic$data['state'] }) {
  const { t } = useTranslation();
  if (state === '%future added value') return null;
  return (
    <span className={`badge ${STATE_CLASS[state]}`} data-testid="topic-state">
      {t(`stories.state.${state}`)}
    </span>
  );
}

const STATUS_CLASS: Record<Status, string> = { PENDING: 'badge--pending', PUBLISHED: 'badge--published', REJECTED: 'badge--rejected' };

/** A story's moderation state (its author's lists). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  if (!(status in STATUS_CLASS)) return null;
  return (
    <span className={`badge ${STATUS_CLASS[status as Status]}`} data-testid="story-status">
      {t(`stories.status.${status}`)}
    </span>
  );
}
