import { useTranslation } from 'react-i18next';
import { FullState } from './FullState';

const INVITATION_ART = (
  <>
    <circle cx="60" cy="60" r="54" fill="var(--primary-soft)" />
    <rect x="32" y="42" width="56" height="40" rx="6" fill="none" stroke="var(--primary)" strokeWidth="6" />
    <path d="m34 46 26 20 26-20" fill="none" stroke="var(--primary)" strokeWidth="6" strokeLinejoin="round" />
  </>
);

/** INVITATION_REQUIRED: the site needs an invitation before it can be used. */
export function InvitationPage() {
  const { t } = useTranslation();
  return <FullState testId="invitation" title={t('site.invitation.title')} message={t('site.invitation.message')} art={INVITATION_ART} />;
}
