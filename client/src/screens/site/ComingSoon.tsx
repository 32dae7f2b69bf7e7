import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../widgets/PageHeader';
import { FullState } from './FullState';

const COMING_SOON_ART = (
  <>
    <circle cx="60" cy="60" r="54" fill="var(--primary-soft)" />
    <path
      d="M40 78h40M46 78V50l14-12 14 12v28"
      fill="none"
      stroke="var(--primary)"
      strokeWidth="6"
      strokeLinejoin="round"
      strokeLinecap="round"
    />
    <circle cx="60" cy="60" r="5" fill="var(--primary)" />
  </>
);

/** Routes that are not built yet: a friendly page, never a blank screen. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader contentHeading title={t('comingSoon.title')} />
      <FullState inShell testId="coming-soon" title={t('comingSoon.title')} message={t('comingSoon.message')} art={COMING_SOON_ART}>
        <button type="button" className="btn btn--primary" onClick={() => navigate('/index')}>
          {t('common.home')}
        </button>
      </FullState>
    </>
  );
}
