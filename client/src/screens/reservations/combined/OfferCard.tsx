import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Check, Landmark, Mountain } from 'lucide-react';
import type { OfferCard_resource$key } from '../../../__generated__/OfferCard_resource.graphql';
import { Content } from '../../../widgets/Content';

/** How a card's slots act: links to the place's own reservation page, or chosen for a combined appointment. */
export type OfferMode =
  | { kind: 'link' }
  | { kind: 'choose'; chosen: readonly string[]; toggle(slotId: string, slotIdsOfPlace: readonly string[]): void };

/** A place on a day with its time slots and places left. */
export function OfferCard({ resource, mode }: { resource: OfferCard_resource$key; mode: OfferMode }) {
  const { t } = useTranslation();
  const r = useFragment(
    graphql`
      fragment OfferCard_resource on AppointmentResource {
        id
        name
        kind
        open
        maxVisitors
        remaining
        orderPath
        slots {
          id
          startTime
          endTime
          remaining
          bookable
        }
      }
    `,
    resource,
  );
  const Icon = r.kind === 'SCENIC_AREA' ? Mountain : Landmark;
  const ids = r.slots.map((s) => s.id);
  return (
    <article className="ap-card" data-testid="offer-card" data-name={r.name}>
      <header className="ap-card__head">
        <Icon size={18} aria-hidden />
        <Content as="h3" className="ap-card__name">
          {r.name}
        </Content>
      </header>
      <p className="ap-card__meta muted">
        {r.open ? t('reservations.combined.left', { count: r.remaining }) : t('reservations.dayState.CLOSED')} ·{' '}
        {t('reservations.combined.maxVisitors', { count: r.maxVisitors })}
      </p>
      {r.open && (
        <ul className="ap-slots">
          {r.slots.map((s) => {
            const label = `${s.startTime}-${s.endTime}`;
            const note = s.bookable ? t('reservations.combined.left', { count: s.remaining }) : t('reservations.dayState.FULL');
            if (mode.kind === 'link')
              return (
                <li key={s.id} className={s.bookable ? 'ap-slot' : 'ap-slot ap-slot--off'} data-testid="offer-slot">
                  <span>{label}</span>
                  <span className="muted">{note}</span>
                </li>
              );
            const on = mode.chosen.includes(s.id);
            return (
              <li key={s.id}>
                <button
                  type="button"
                  className={on ? 'ap-slot ap-slot--on' : 'ap-slot'}
                  aria-pressed={on}
                  disabled={!s.bookable && !on}
                  onClick={() => mode.toggle(s.id, ids)}
                  data-testid="offer-slot"
                >
                  <span>
                    {on && <Check size={14} aria-hidden />} {label}
                  </span>
                  <span className="muted">{note}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {mode.kind === 'link' && r.orderPath && (
        <Link className="ap-link" to={r.orderPath} data-testid="offer-reserve">
          {t('reservations.reserve.title')}
        </Link>
      )}
    </article>
  );
}
