import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../widgets/PageHeader';

/** Login does not exist yet (a later issue): needLogin entries land here. */
export function LoginPlaceholder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t('login.title')} />
      <main className="full-state" data-testid="login-coming">
        <div className="full-state__art" aria-hidden>
          <svg viewBox="0 0 120 120" width="120" height="120">
            <circle cx="60" cy="60" r="54" fill="var(--primary-soft)" />
            <circle cx="60" cy="48" r="16" fill="var(--primary)" />
            <path d="M30 92c4-16 16-24 30-24s26 8 30 24" fill="var(--primary)" />
          </svg>
        </div>
        <h1 className="full-state__title">{t('login.title')}</h1>
        <p className="full-state__text">{t('login.message')}</p>
        <button type="button" className="btn btn--primary" onClick={() => navigate('/index')}>
          {t('common.home')}
        </button>
      </main>
    </>
  );
}
