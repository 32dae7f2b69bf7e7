import { useTranslation } from 'react-i18next';
import { CircleCheck, Clock, Loader } from 'lucide-react';
import type { Known } from '../../relay/enums';

type Status = Known<'PENDING' | 'ACCEPTED' | 'PROCESSED' | '%future added value'>;

const ICONS: Record<Status, typeof Clock> = { PENDING: Clock, ACCEPTED: Loader, PROCESSED: CircleCheck };

/** A complaint's status: pending, accepted, processed. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known: Status = status === 'ACCEPTED' || status === 'PROCESSED' ? status : 'PENDING';
  const Icon = ICONS[known];
  return (
    <span className={`complaint-status complaint-status--${known.toLowerCase()}`} data-testid="complaint-status">
      <Icon aria-hidden size={13} /> {t(`complaints.status.${known}`)}
    </span>
  );
}
