import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** One line of the profile: the label, the value (or "not set"), and the editor it opens. */
export function ProfileRow({ to, label, value, testId }: { to: string; label: string; value: ReactNode; testId: string }) {
  const { t } = useTranslation();
  const empty = value === null || value === undefined || value === '';
  return (
    <Link to={to} className="profile-row" data-testid={testId}>
      <span className="profile-row__label">{label}</span>
      <span className={empty ? 'profile-row__value profile-row__value--empty' : 'profile-row__value'} data-testid={`${testId}-value`}>
        {empty ? t('profile.notSet') : value}
      </span>
      <span className="chevron chevron--right" aria-hidden />
    </Link>
  );
}
