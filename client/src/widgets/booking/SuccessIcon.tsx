import { Check, CircleAlert, Clock } from 'lucide-react';

/** What a booking's result says at a glance: to pay (a clock), closed (an alert) or done (a tick). */
export type SuccessTone = 'pay' | 'off' | 'done';

/** The round icon at the head of a booking's result card. */
export function SuccessIcon({ tone }: { tone: SuccessTone }) {
  const Icon = tone === 'pay' ? Clock : tone === 'off' ? CircleAlert : Check;
  return (
    <div className={tone === 'done' ? 'success-card__icon' : `success-card__icon success-card__icon--${tone}`} aria-hidden>
      <Icon size={28} strokeWidth={2.4} />
    </div>
  );
}
