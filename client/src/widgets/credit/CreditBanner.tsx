import { use } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CreditBanner_user$key } from '../../__generated__/CreditBanner_user.graphql';
import { requireLogin } from '../../session/loginGate';
import { ShieldCheck } from 'lucide-react';
import { ensureFamilyTexts } from '../../i18n';
import { creditTexts } from './texts';

/**
 * The credit banner: the integrity rule (with the activity's minimum score
 * when it has one) and the viewer's score; opens /user-credit after the login check.
 */
export function CreditBanner({ user, requiredScore }: { user: CreditBanner_user$key | null | undefined; requiredScore?: number | null }) {
  const { t } = useTranslation();
  use(ensureFamilyTexts(creditTexts));
  const navigate = useNavigate();
  const data = useFragment(
    graphql`
      fragment CreditBanner_user on User {
        credit {
          score
          status
        }
      }
    `,
    user,
  );
  const credit = data?.credit;
  const open = () => {
    void requireLogin('/user-credit').then((ok) => {
      if (ok) navigate('/user-credit');
    });
  };
  return (
    <button type="button" className="credit-banner" onClick={open} data-testid="credit-banner">
      <span className="credit-banner__icon" aria-hidden>
        <ShieldCheck size={22} strokeWidth={1.8} fill="currentColor" fillOpacity={0.18} />
      </span>
      <span className="credit-banner__body">
        <span className="credit-banner__title">{t('credit.bannerTitle')}</span>
        <span className="credit-banner__rule">
          {requiredScore != null ? t('credit.bannerRequired', { score: requiredScore }) : t('credit.bannerRule')}
        </span>
      </span>
      <span className="credit-banner__score" data-testid="credit-banner-score">
        {!user ? t('credit.bannerLogin') : credit ? t('credit.bannerScore', { score: credit.score }) : t('credit.myIntegrity')}
        <span className="chevron chevron--right" aria-hidden />
      </span>
    </button>
  );
}
