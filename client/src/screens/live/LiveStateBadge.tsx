import { useTranslation } from 'react-i18next';
import { Radio } from 'lucide-react';
import { Clock } from 'lucide-react';
import { History } from 'lucide-react';
import { CircleStop } from 'lucide-react';

type State = 'UPCOMING' | 'LIVE' | 'REPLAY' | 'ENDED' | '%future added value';

/** The state of a stream as a badge: red and pulsing while live. */
export function LiveStateBadge({ state }: { state: State }) {
  const { t } = useTranslation();
  if (state === '%future added value') return null;
  const Icon = { LIVE: Radio, UPCOMING: Clock, REPLAY: History, ENDED: CircleStop }[state];
  return (
    <span className={`live-badge live-badge--${state.toLowerCase()}`} data-testid="live-state">
      <Icon size={13} aria-hidden />
      {t(`live.state.${state}`)}
    </span>
  );
}
