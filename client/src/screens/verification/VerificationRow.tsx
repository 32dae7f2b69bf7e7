import { Suspense, use } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { IdCard } from 'lucide-react';
import type { VerificationRow_user$key } from '../../__generated__/VerificationRow_user.graphql';
import { ensureFamilyTexts } from '../../i18n';
import { requireLogin } from '../../session/loginGate';
import { verificationTexts } from './texts';
import './verification.css';

function Row({ user }: { user: VerificationRow_user$key | null | undefined }) {
  // the family's texts come with the row (the personal centre does not load them)
  use(ensureFamilyTexts(verificationTexts));
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = useFragment(
    graphql`
      fragment VerificationRow_user on User {
        verification {
          state
        }
      }
    `,
    user,
  );
  const state = data?.verification.state;
  const open = () => {
    void requireLogin('/real-name').then((ok) => {
      if (ok) navigate('/real-name');
    });
  };
  return (
    <button type="button" className="menu-row" onClick={open} data-testid="link-real-name">
      <span className="menu-row__icon" aria-hidden>
        <IdCard size={20} strokeWidth={1.8} />
      </span>
      <span className="menu-row__label">{t('verification.row')}</span>
      {state && state !== '%future added value' && (
        <span className={`rn-row-state rn-row-state--${state.toLowerCase()}`} data-testid="real-name-row-state">
          {t(`verification.state.${state}`)}
        </span>
      )}
      <span className="chevron chevron--right" aria-hidden />
    </button>
  );
}

/** The personal centre's entry to real-name verification, with where it stands ("verified", "under review"…). */
export function VerificationRow({ user }: { user: VerificationRow_user$key | null | undefined }) {
  return (
    <Suspense fallback={<div className="menu-row" aria-hidden />}>
      <Row user={user} />
    </Suspense>
  );
}
