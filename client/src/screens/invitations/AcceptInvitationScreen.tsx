import { useState } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Gift } from 'lucide-react';
import type { AcceptInvitationScreenQuery } from '../../__generated__/AcceptInvitationScreenQuery.graphql';
import { prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { loginPath } from '../../session/loginGate';
import { PageHeader } from '../../widgets/PageHeader';
import { Spinner } from '../../shell/StateViews';
import { useBindCode } from './useBindCode';
import './invitations.css';

const query = graphql`
  query AcceptInvitationScreenQuery {
    viewer {
      isSignedIn
      user {
        invitations {
          code
          hasBoundCode
          invitedBy
        }
      }
    }
  }
`;

export function acceptInvitationLoader({ request }: { request: Request }): PreloadedQuery<AcceptInvitationScreenQuery> {
  prepareRequest(request);
  return preload<AcceptInvitationScreenQuery>(query, {}, { fresh: true });
}

/**
 * The landing pages an invitee opens from a shared link (`/accept-invitation/:inviteCode`, and the
 * app's `/invite-form-app/:inviteCode` and `/download-app/:inviteCode`: this app runs in the
 * browser, nothing to download): the code, sign in or register, accept (the code is bound).
 */
export function AcceptInvitationScreen({ download = false }: { download?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const code = (useParams().inviteCode ?? '').trim();
  const { viewer } = useRouteQuery<AcceptInvitationScreenQuery>(query);
  const [bind, pending] = useBindCode();
  const [error, setError] = useState<string | null>(null);
  const inv = viewer.user?.invitations;
  const own = inv?.code.toUpperCase() === code.toUpperCase();
  const accept = async () => {
    const outcome = await bind(code);
    setError(outcome.ok ? null : outcome.message);
  };
  return (
    <div className="invite-page" data-testid="accept-invitation">
      <PageHeader title={t('invitations.welcome')} />
      <section className="invite-card">
        <Gift aria-hidden size={40} className="invite-card__icon" />
        <div className="invite-card__label">{t('invitations.code')}</div>
        <div className="invite-card__code" data-testid="landing-code">
          {code}
        </div>
        <p className="invite-card__gift">{t('invitations.landingText', { code })}</p>
        {download && <p className="invite-card__gift muted">{t('invitations.downloadText')}</p>}
        {error && (
          <p className="form-error" role="alert" data-testid="landing-error">
            {error}
          </p>
        )}
        {!viewer.isSignedIn || !inv ? (
          <button type="button" className="invite-card__cta" onClick={() => navigate(loginPath())} data-testid="landing-sign-in">
            {t('invitations.signInToAccept')}
          </button>
        ) : own ? (
          <p className="invite-card__gift" data-testid="landing-own">
            {t('invitations.ownCode')}
          </p>
        ) : inv.hasBoundCode ? (
          <>
            <p className="invite-card__done" data-testid="landing-accepted">
              {inv.invitedBy ? t('invitations.invitedBy', { name: inv.invitedBy }) : t('invitations.accepted')}
            </p>
            <Link to="/index" className="invite-card__cta">
              {t('invitations.goHome')}
            </Link>
          </>
        ) : (
          <button type="button" className="invite-card__cta" disabled={pending} onClick={() => void accept()} data-testid="landing-accept">
            {pending ? <Spinner light /> : t('invitations.accept')}
          </button>
        )}
      </section>
    </div>
  );
}
