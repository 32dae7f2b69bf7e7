import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { CalendarCheck, CircleCheck, MessageSquareText, Share2, Ticket } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { TaskRow_task$key, PointsTaskKind } from '../../__generated__/TaskRow_task.graphql';

/** What the visitor can do about a task on the page itself. */
export type TaskAction = 'SIGN_IN' | 'SHARE';

const ICON: Record<PointsTaskKind, LucideIcon> = {
  DAILY_SIGN_IN: CalendarCheck,
  SHARE: Share2,
  FIRST_COMMENT: MessageSquareText,
  COMPLETE_BOOKING: Ticket,
  '%future added value': CircleCheck,
};

const ACTION: Partial<Record<PointsTaskKind, TaskAction>> = { DAILY_SIGN_IN: 'SIGN_IN', SHARE: 'SHARE' };

/** One task: its name, what it asks, its points and how often, and its state or its action. */
export function TaskRow({ task, busy, onAction }: { task: TaskRow_task$key; busy?: boolean; onAction?(action: TaskAction): void }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment TaskRow_task on PointsTask {
        kind
        name
        description
        points
        cycle
        completed
      }
    `,
    task,
  );
  const Icon = ICON[data.kind];
  const action = ACTION[data.kind];
  return (
    <li className="vip-task" data-testid={`task-${data.kind}`}>
      <Icon aria-hidden size={22} className="vip-task__icon" />
      <div className="vip-task__body">
        <div className="vip-task__name">
          {data.name}
          <span className="vip-task__points">{t('points.plus', { points: data.points })}</span>
        </div>
        <div className="vip-task__desc muted">
          {data.description} · {t(`points.cycle.${data.cycle}`)}
        </div>
      </div>
      {onAction === undefined ? null : data.completed ? (
        <span className="vip-task__state vip-task__state--done" data-testid={`task-done-${data.kind}`}>
          <CircleCheck aria-hidden size={14} />
          {t('points.done')}
        </span>
      ) : action ? (
        <button
          type="button"
          className="vip-task__action"
          disabled={busy}
          onClick={() => onAction(action)}
          data-testid={`task-action-${data.kind}`}
        >
          {t(action === 'SIGN_IN' ? 'points.claim' : 'points.share')}
        </button>
      ) : (
        <span className="vip-task__state">{t('points.todo')}</span>
      )}
    </li>
  );
}
