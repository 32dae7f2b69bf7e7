import { use } from 'react';
import { ensureFamilyTexts } from '../../i18n';
import { bookingTexts } from './texts';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** The two kinds of reservation a visitor has, each its own list screen (and its own upstream). */
const KINDS = [
  { kind: 'reservations', to: '/user-reservation', label: 'orders.switch.reservations' },
  { kind: 'appointments', to: '/appointment-query-zytf', label: 'orders.switch.appointments' },
] as const;

export type ReservationKind = (typeof KINDS)[number]['kind'];

/**
 * The switch under the header of "my reservations" and of the appointment orders: two links, the
 * current one marked. Switching replaces the address (like a tab, it adds no history).
 */
export function ReservationSwitch({ current }: { current: ReservationKind }) {
  const { t } = useTranslation();
  use(ensureFamilyTexts(bookingTexts));
  return (
    <nav className="reservation-switch" aria-label={t('orders.switch.label')} data-testid="reservation-switch">
      {KINDS.map(({ kind, to, label }) => (
        <Link
          key={kind}
          to={to}
          replace
          className={kind === current ? 'reservation-switch__tab reservation-switch__tab--on' : 'reservation-switch__tab'}
          aria-current={kind === current ? 'page' : undefined}
          data-testid={`switch-${kind}`}
        >
          {t(label)}
        </Link>
      ))}
    </nav>
  );
}
