import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../widgets/PageHeader';

/** Routes that are not built yet: a friendly page, never a blank screen. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t('comingSoon.title')} />
      <main className="full-state" data-testid="coming-soon">
        <div className="full-state__art" aria-hidden>
          <svg viewBox="0 0 120 120" width="120" height="120">
            <circle cx="60" cy="60" r="54" fill="var(--primary-soft)" />
            <path d="M40 78h40M46 78V50l14-12 14 12v28" fill="none" stroke="var(--primary)" strokeWidth="6" strokeLinejoin="round" strokeLinecap="round" />
            <circle cx="60" cy="60" r="5" fill="var(--primary)" />
          </svg>
        </div>
        <h1 className="full-state__title">{t('comingSoon.title')}</h1>
        <p className="full-state__text">{t('comingSoon.message')}</p>
        <button type="button" className="btn btn--primary" onClick={() => navigate('/index')}>
          {t('common.home')}
        </button>
      </main>
    </>
  );
}
