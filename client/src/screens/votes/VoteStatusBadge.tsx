import { useTranslation } from 'react-i18next';
import { CircleCheck, Clock, Flame } from 'lucide-react';

const ICONS = { NOT_STARTED: Clock, ONGOING: Flame, ENDED: CircleCheck } as const;
type Known = keyof typeof ICONS;

/** Where a vote stands: not started, under way, over. */
export function VoteStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known: Known = status === 'ONGOING' || status === 'ENDED' ? status : 'NOT_STARTED';
  const Icon = ICONS[known];
  return (
    <span className={`vote-status vote-status--${known.toLowerCase()}`} data-testid="vote-status">
      <Icon aria-hidden size={13} /> {t(`votes.status.${known}`)}
    </span>
  );
}
