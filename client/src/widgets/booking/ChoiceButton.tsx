import type { ReactNode } from 'react';

type DataAttributes = { [key: `data-${string}`]: string | number | undefined };

/**
 * One choice of an order form (a session, a time slot): marked on when chosen, off and disabled
 * when it cannot be booked. A radio of its group, or a toggle (`multiple`) when several can be chosen.
 */
export function ChoiceButton({
  on,
  bookable,
  multiple = false,
  onClick,
  label,
  note,
  ...data
}: { on: boolean; bookable: boolean; multiple?: boolean; onClick(): void; label: ReactNode; note: ReactNode } & DataAttributes) {
  return (
    <button
      type="button"
      {...(multiple ? { 'aria-pressed': on } : { role: 'radio', 'aria-checked': on })}
      className={['choice', on ? 'choice--on' : '', bookable ? '' : 'choice--off'].join(' ')}
      disabled={!bookable}
      onClick={onClick}
      {...data}
    >
      <span>{label}</span>
      <small>{note}</small>
    </button>
  );
}
