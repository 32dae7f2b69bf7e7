import { useTranslation } from 'react-i18next';
import { FullState } from './FullState';

const STOP_ART = (
  <>
    <circle cx="60" cy="60" r="54" fill="#fff1ee" />
    <circle cx="60" cy="60" r="34" fill="none" stroke="#e25b45" strokeWidth="8" />
    <path d="M36 84 84 36" stroke="#e25b45" strokeWidth="8" strokeLinecap="round" />
  </>
);

/** SERVICE_SUSPENDED: the site's service is suspended. */
export function StopServicePage() {
  const { t } = useTranslation();
  return <FullState testId="stop-service" title={t('site.stop.title')} message={t('site.stop.message')} art={STOP_ART} />;
}
