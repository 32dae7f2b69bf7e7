import { useTranslation } from 'react-i18next';

/** Spec §8 code 3: the site's service is suspended. */
export function StopServicePage() {
  const { t } = useTranslation();
  return (
    <main className="full-state" data-testid="stop-service">
      <div className="full-state__art" aria-hidden>
        <svg viewBox="0 0 120 120" width="120" height="120">
          <circle cx="60" cy="60" r="54" fill="#fff1ee" />
          <circle cx="60" cy="60" r="34" fill="none" stroke="#e25b45" strokeWidth="8" />
          <path d="M36 84 84 36" stroke="#e25b45" strokeWidth="8" strokeLinecap="round" />
        </svg>
      </div>
      <h1 className="full-state__title">{t('stop.title')}</h1>
      <p className="full-state__text">{t('stop.message')}</p>
    </main>
  );
}
