import { useTranslation } from 'react-i18next';

/** Spec §4.2/§8 code 4: the site needs an invitation before it can be used. */
export function InvitationPage() {
  const { t } = useTranslation();
  return (
    <main className="full-state" data-testid="invitation">
      <div className="full-state__art" aria-hidden>
        <svg viewBox="0 0 120 120" width="120" height="120">
          <circle cx="60" cy="60" r="54" fill="var(--primary-soft)" />
          <rect x="32" y="42" width="56" height="40" rx="6" fill="none" stroke="var(--primary)" strokeWidth="6" />
          <path d="m34 46 26 20 26-20" fill="none" stroke="var(--primary)" strokeWidth="6" strokeLinejoin="round" />
        </svg>
      </div>
      <h1 className="full-state__title">{t('invitation.title')}</h1>
      <p className="full-state__text">{t('invitation.message')}</p>
    </main>
  );
}
