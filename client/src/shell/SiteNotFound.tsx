import { useTranslation } from 'react-i18next';
import { clearSiteCode, getSiteCode } from '../env/site';

/**
 * The site code of the address names no site: say so once, with the code, and offer
 * the platform's default site instead of a retry that cannot help (shown through StateViews'
 * `SiteNotFound`, which loads it when one is met).
 */
export default function SiteNotFoundPage() {
  const { t } = useTranslation();
  const code = getSiteCode() ?? '';
  return (
    <main className="full-state" data-testid="site-not-found">
      <div className="full-state__art" aria-hidden>
        <svg viewBox="0 0 120 120" width="120" height="120" aria-hidden="true">
          <circle cx="52" cy="52" r="30" fill="none" stroke="currentColor" strokeWidth="6" />
          <path d="m74 74 26 26" stroke="currentColor" strokeWidth="8" strokeLinecap="round" />
          <path d="M41 41l22 22M63 41 41 63" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
        </svg>
      </div>
      <h1 className="full-state__title">{t('siteNotFound.title')}</h1>
      <p className="full-state__text">{t('siteNotFound.message', { code })}</p>
      <button
        type="button"
        className="btn btn--primary"
        data-testid="default-site"
        onClick={() => {
          clearSiteCode();
          window.location.replace(`${window.location.pathname}#/index`);
          window.location.reload();
        }}
      >
        {t('siteNotFound.action')}
      </button>
    </main>
  );
}
