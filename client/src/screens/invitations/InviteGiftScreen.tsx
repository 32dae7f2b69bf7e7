import { graphql, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronRight, Copy, KeyRound, UserCheck, UsersRound } from 'lucide-react';
import type { InviteGiftScreenQuery } from '../../__generated__/InviteGiftScreenQuery.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { PageHeader } from '../../widgets/PageHeader';
import { QrCode } from '../../widgets/QrCode';
import { EmptyState } from '../../shell/StateViews';
import { SkeletonBlock, SkeletonHeader, SkeletonScreen } from '../../shell/SkeletonParts';
import { invitationPath, invitationUrl } from './links';
import './invitations.css';
import { copyWithToast } from '../../env/clipboard';

const query = graphql`
  query InviteGiftScreenQuery {
    viewer {
      isSignedIn
      user {
        invitations {
          code
          invitedCount
          pointsEarned
          pointsPerInvitation
          hasBoundCode
          invitedBy
        }
      }
    }
  }
`;

export function inviteGiftLoader({ request }: { request: Request }): PreloadedQuery<InviteGiftScreenQuery> {
  return preloadSignedIn<InviteGiftScreenQuery>(request, query, {});
}

/** The invitation page's shape while it loads: the code card and two rows. */
export function InviteGiftSkeleton() {
  return (
    <SkeletonScreen>
      <SkeletonHeader />
      <div className="invite-card">
        <SkeletonBlock width="40%" height={16} />
        <SkeletonBlock width="50%" height={28} />
        <SkeletonBlock width={180} height={180} />
      </div>
    </SkeletonScreen>
  );
}

/** /invite-gift (login required): the user's code, the link and its QR code to share, what it brought. */
export function InviteGiftScreen() {
  const { t } = useTranslation();
  const { viewer } = useRouteQuery<InviteGiftScreenQuery>(query);
  useSessionCheck(viewer.isSignedIn);
  const inv = viewer.user?.invitations;
  if (!inv)
    return (
      <div className="invite-page">
        <PageHeader title={t('invitations.title')} />
        <EmptyState text={t('user.signedOut')} />
      </div>
    );
  const url = invitationUrl(inv.code);
  return (
    <div className="invite-page" data-testid="invite-gift">
      <PageHeader title={t('invitations.title')} />
      <section className="invite-card">
        <div className="invite-card__label">{t('invitations.myCode')}</div>
        <div className="invite-card__code" data-testid="invite-code">
          {inv.code}
        </div>
        <QrCode value={url} label={t('invitations.qr')} size={180} testId="invite-qr" />
        <Link to={invitationPath(inv.code)} className="invite-card__link" data-testid="invite-link">
          {url}
        </Link>
        <button
          type="button"
          className="invite-card__copy"
          onClick={() => void copyWithToast(url, t('invitations.copied'), t('invitations.copyFailed'))}
          data-testid="invite-copy"
        >
          <Copy aria-hidden size={16} />
          {t('invitations.copy')}
        </button>
        <p className="invite-card__gift muted">{t('invitations.gift', { points: inv.pointsPerInvitation })}</p>
      </section>
      <nav className="invite-links">
        <Link to="/my-invite-list" className="invite-links__item" data-testid="invite-list-link">
          <UsersRound aria-hidden size={18} />
          <span>{t('invitations.list')}</span>
          <span className="muted" data-testid="invite-summary">
            {t('invitations.invited', { count: inv.invitedCount, points: inv.pointsEarned })}
          </span>
          <ChevronRight aria-hidden size={16} />
        </Link>
        {inv.hasBoundCode ? (
          <div className="invite-links__item" data-testid="invite-invited-by">
            <UserCheck aria-hidden size={18} />
            <span>{inv.invitedBy ? t('invitations.invitedBy', { name: inv.invitedBy }) : t('invitations.accepted')}</span>
          </div>
        ) : (
          <Link to="/fill-in-code" className="invite-links__item" data-testid="invite-fill-in-link">
            <KeyRound aria-hidden size={18} />
            <span>{t('invitations.fillIn')}</span>
            <ChevronRight aria-hidden size={16} />
          </Link>
        )}
      </nav>
    </div>
  );
}
