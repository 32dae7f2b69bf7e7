import { Link2Off } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../widgets/PageHeader';
import './session.css';

/**
 * Where a partner's sign-in link that did not work lands (expired, already used, or not one): what
 * happened, and the way home.
 */
export function LinkFailureScreen() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader contentHeading title={t('session.linkFailure.title')} />
      <div className="full-state link-failure" data-testid="link-failure">
        <Link2Off className="link-failure__icon" size={64} strokeWidth={1.5} aria-hidden />
        <h1 className="full-state__title">{t('session.linkFailure.title')}</h1>
        <p className="full-state__text">{t('session.linkFailure.message')}</p>
        <Link to="/index" replace className="btn btn--primary link-failure__home" data-testid="link-failure-home">
          {t('session.linkFailure.home')}
        </Link>
      </div>
    </>
  );
}
