import { graphql } from 'react-relay';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { UserScreenQuery } from '../../__generated__/UserScreenQuery.graphql';
import type { UserScreenSignOutMutation } from '../../__generated__/UserScreenSignOutMutation.graphql';
import { useRouteQuery } from '../../shell/loader';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { confirmDialog } from '../../env/dialog';
import { showToast } from '../../env/toast';
import { clearSession, useSession } from '../../session/session';
import { loginPath, requireLogin } from '../../session/loginGate';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { Img } from '../../widgets/Img';
import { CreditBanner } from '../../widgets/credit/CreditBanner';
import { LanguageSwitcher } from '../site';
import { VerificationRow } from '../verification';
import '../../widgets/booking/booking.css';
import {
  Award,
  Bell,
  CalendarCheck,
  Languages,
  MapPinned,
  Megaphone,
  MessageSquareText,
  MessageSquareReply,
  Heart,
  QrCode,
  ScanLine,
  ShieldCheck,
  ShoppingBag,
  Star,
  UserRound,
  UserX,
  UsersRound,
  Wallet,
  type LucideIcon,
  ReceiptText,
  ListOrdered,
} from 'lucide-react';
import { useDocumentTitle } from '../../widgets/PageHeader';
import { SkeletonBlock, SkeletonRow, SkeletonScreen } from '../../shell/SkeletonParts';
import { Content } from '../../widgets/Content';

const query = graphql`
  query UserScreenQuery @preloadable {
    viewer {
      isSignedIn
      user {
        id
        nickname
        maskedPhone
        hasPhone
        isVolunteer
        writeOffGates {
          path
        }
        avatar {
          url(size: THUMBNAIL)
        }
        reservationCounts {
          toBeUsed
        }
        waitingOrderCounts {
          group
          count
          path
        }
        counts {
          favourites
          likes
          comments
          follows
          fans
          orders
          points
        }
        ...CreditBanner_user
        ...VerificationRow_user
      }
    }
  }
`;

const signOutMutation = graphql`
  mutation UserScreenSignOutMutation {
    signOut {
      signedOut
    }
  }
`;

/** A personal-centre entry: personal pages pass the login gate first. */
function Row({ to, icon: Icon, label, testId, badge }: { to: string; icon: LucideIcon; label: string; testId?: string; badge?: number }) {
  const navigate = useNavigate();
  const open = () => {
    void requireLogin(to).then((ok) => {
      if (ok) navigate(to);
    });
  };
  return (
    <button type="button" className="menu-row" onClick={open} data-testid={testId}>
      <span className="menu-row__icon" aria-hidden>
        <Icon size={20} strokeWidth={1.8} />
      </span>
      <span className="menu-row__label">{label}</span>
      {badge ? (
        <span className="menu-row__badge" data-testid={testId ? `${testId}-badge` : undefined}>
          {badge}
        </span>
      ) : null}
      <span className="chevron chevron--right" aria-hidden />
    </button>
  );
}

/**
 * /user (bottom-menu "Mine") and /default-personal (the default edition's personal centre, menu code
 * PERSONAL): profile, counters, credit, favourites, comments, language, log out.
 */
export function UserScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { viewer } = useRouteQuery<UserScreenQuery>(query);
  const session = useSession();
  const [commitSignOut, signingOut] = useGraphMutation<UserScreenSignOutMutation>(signOutMutation);
  useSessionCheck(viewer.isSignedIn);
  const user = session && viewer.isSignedIn ? viewer.user : null;

  const logout = async () => {
    const ok = await confirmDialog({
      title: t('viewer.user.logout'),
      message: t('viewer.user.logoutConfirm'),
      confirmText: t('viewer.user.logout'),
    });
    if (!ok || signingOut) return;
    // Signed out here whatever the gateway answers.
    await commitSignOut({ variables: {} });
    clearSession();
    showToast({ message: t('viewer.user.loggedOut'), type: 'success' });
  };

  useDocumentTitle(t('viewer.user.title'));
  return (
    <div className="user-page" data-testid="user-page">
      <header className="user-hero">
        <div className="user-hero__top">
          <h1 className="user-hero__title">{t('viewer.user.title')}</h1>
        </div>
        {user ? (
          <div className="user-hero__profile" data-testid="user-profile">
            <Link to="/user-data" className="user-hero__avatar-link" data-testid="profile-link" aria-label={t('viewer.user.myProfile')}>
              {user.avatar ? (
                <Img src={user.avatar.url} alt="" className="user-hero__avatar" eager />
              ) : (
                <span className="user-hero__avatar avatar--letter" aria-hidden>
                  {Array.from(user.nickname || '?')[0]}
                </span>
              )}
            </Link>
            <div className="user-hero__who">
              <div className="user-hero__name">
                <Content data-testid="user-nickname">{user.nickname}</Content>
                {user.isVolunteer && (
                  <span className="badge user-hero__badge" data-testid="volunteer-badge">
                    {t('viewer.user.volunteer')}
                  </span>
                )}
              </div>
              <div className="user-hero__phone" data-testid="user-phone">
                {user.maskedPhone ?? (
                  <Link to="/bind-phone/0" className="user-hero__bind">
                    {t('viewer.user.bindPhone')}
                  </Link>
                )}
              </div>
            </div>
          </div>
        ) : (
          <div className="user-hero__profile" data-testid="user-signed-out">
            <span className="user-hero__avatar avatar--letter" aria-hidden>
              ?
            </span>
            <div className="user-hero__who">
              <div className="user-hero__name">{t('user.signedOut')}</div>
              <div className="user-hero__phone">{t('viewer.user.loginPrompt')}</div>
            </div>
            <button type="button" className="btn user-hero__login" onClick={() => navigate(loginPath(pathname))} data-testid="user-login">
              {t('viewer.user.loginNow')}
            </button>
          </div>
        )}
        {user && (
          <dl className="user-counts" data-testid="user-counts">
            {(
              [
                ['favourites', user.counts.favourites],
                ['likes', user.counts.likes],
                ['comments', user.counts.comments],
                ['follows', user.counts.follows],
                ['fans', user.counts.fans],
                ['orders', user.counts.orders],
                ['points', user.counts.points],
              ] as const
            ).map(([k, v]) => (
              <div key={k} className="user-counts__item" data-testid={`count-${k}`}>
                <dd>{v}</dd>
                <dt>{t(`viewer.user.${k}`)}</dt>
              </div>
            ))}
          </dl>
        )}
      </header>
      <div className="user-body">
        <CreditBanner user={user} />
        {user && (
          <section className="user-orders" aria-label={t('viewer.user.myOrders')} data-testid="user-orders">
            {user.waitingOrderCounts.map((g) => (
              <Link key={g.group} to={g.path} className="user-orders__item" data-testid={`waiting-${g.group}`}>
                <strong>{g.count}</strong>
                <span>{t(`viewer.user.waiting.${g.group}`)}</span>
              </Link>
            ))}
          </section>
        )}
        <nav className="menu-rows">
          <Row to="/order-list" icon={ListOrdered} label={t('viewer.user.allOrders')} testId="link-all-orders" />
          <Row
            to="/user-reservation"
            icon={CalendarCheck}
            label={t('orders.reservation.title')}
            testId="link-reservations"
            badge={user?.reservationCounts?.toBeUsed ?? 0}
          />
          <Row to="/user-code" icon={QrCode} label={t('viewer.user.myCodes')} testId="link-codes" />
          {user?.writeOffGates[0] && (
            <Row to={user.writeOffGates[0].path} icon={ScanLine} label={t('viewer.user.writeOff')} testId="link-write-off" />
          )}
          <Row to="/user-order" icon={ShoppingBag} label={t('orders.shop.title')} testId="link-orders" />
          <Row to="/user-wallet" icon={Wallet} label={t('orders.wallet.title')} testId="link-wallet" />
          <Row to="/user-collection" icon={Star} label={t('viewer.user.myFavourites')} testId="link-collection" />
          <Row to="/user-comment" icon={MessageSquareText} label={t('viewer.user.myComments')} testId="link-comments" />
          <Row to="/user-credit" icon={ShieldCheck} label={t('viewer.credit.title')} testId="link-credit" />
          <Row to="/feedback" icon={MessageSquareReply} label={t('viewer.user.feedback')} testId="link-feedback" />
          <Row to="/user-focus" icon={Heart} label={t('viewer.user.myFollows')} testId="link-follows" />
          <Row to="/user-refund" icon={ReceiptText} label={t('viewer.user.myRefunds')} testId="link-refunds" />
          <Row to="/development" icon={Megaphone} label={t('viewer.user.promoter')} testId="link-promoter" />
          <Row to="/vip-index" icon={Award} label={t('viewer.user.points')} testId="link-points" />
          <Row to="/message-center" icon={Bell} label={t('viewer.user.messages')} testId="link-messages" />
          <Row to="/user-data" icon={UserRound} label={t('viewer.user.myProfile')} testId="link-profile" />
          <VerificationRow user={user} />
          <Row to="/contact-regular" icon={UsersRound} label={t('viewer.user.contacts')} testId="link-contacts" />
          <Row to="/shipping-address" icon={MapPinned} label={t('viewer.user.myAddresses')} testId="link-addresses" />
          <Row to="/cancellation" icon={UserX} label={t('viewer.user.cancelAccount')} testId="link-cancellation" />
          <div className="menu-row">
            <span className="menu-row__icon" aria-hidden>
              <Languages size={20} strokeWidth={1.8} />
            </span>
            <span className="menu-row__label">{t('viewer.user.language')}</span>
            <LanguageSwitcher />
          </div>
        </nav>
        {user && (
          <button type="button" className="logout-btn" onClick={() => void logout()} disabled={signingOut} data-testid="logout">
            {t('viewer.user.logout')}
          </button>
        )}
      </div>
    </div>
  );
}

/** The personal centre in grey while its query loads: the coloured top (avatar, name, counts), then the menu rows. */
export function ScreenSkeleton() {
  return (
    <SkeletonScreen>
      <div className="skeleton-hero">
        <SkeletonRow count={1} width={64} height={64} radius="50%" />
        <SkeletonBlock width="50%" height={18} />
        <SkeletonRow count={4} width={40} height={32} className="skeleton-row--spread" />
        <SkeletonRow count={3} width={40} height={32} className="skeleton-row--spread" />
      </div>
      <div className="skeleton-card skeleton-card--column">
        {Array.from({ length: 8 }, (_, i) => (
          <SkeletonBlock key={i} height={24} />
        ))}
      </div>
    </SkeletonScreen>
  );
}
