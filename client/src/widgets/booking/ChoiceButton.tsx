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

/**
 * The card of an order form where one thing is chosen (a session, a time slot): its title, then
 * the choices as a radio group (`grid`: in columns), or `fallback` in their place when given.
 */
export function ChoiceCard({
  title,
  grid = false,
  fallback,
  children,
}: {
  title: string;
  grid?: boolean;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="detail__card">
      <h2 className="detail__h2">{title}</h2>
      {fallback ?? (
        <div className={grid ? 'choice-list choice-list--grid' : 'choice-list'} role="radiogroup">
          {children}
        </div>
      )}
    </section>
  );
}
