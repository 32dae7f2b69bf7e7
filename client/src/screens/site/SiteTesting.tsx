import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { loginPath } from '../../session/loginGate';
import { clearSession } from '../../session/session';
import { FullState } from './FullState';

const TESTING_ART = (
  <>
    <circle cx="60" cy="60" r="54" fill="var(--primary-soft)" />
    <path
      d="M50 30h20M54 30v22L36 84a6 6 0 0 0 5 8h38a6 6 0 0 0 5-8L66 52V30"
      fill="none"
      stroke="var(--primary)"
      strokeWidth="6"
      strokeLinejoin="round"
    />
    <path d="M44 72h32" stroke="var(--primary)" strokeWidth="6" strokeLinecap="round" />
  </>
);

/** SITE_IN_TESTING: a site in beta, and the signed-in user is not one of its testers. */
export function SiteTestingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const switchAccount = () => {
    clearSession();
    navigate(loginPath('/index'), { replace: true });
  };
  return (
    <FullState testId="site-testing" title={t('site.testing.title')} message={t('site.testing.message')} art={TESTING_ART}>
      <button
        type="button"
        className="btn btn--primary"
        style={{ minHeight: 44 }}
        data-testid="site-testing-switch"
        onClick={switchAccount}
      >
        {t('site.testing.switchAccount')}
      </button>
    </FullState>
  );
}
