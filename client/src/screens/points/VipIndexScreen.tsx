import { graphql, useFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Award, BookOpenText, ChevronRight, Gift, History } from 'lucide-react';
import type { VipIndexScreenQuery } from '../../__generated__/VipIndexScreenQuery.graphql';
import type { VipIndexScreen_user$key } from '../../__generated__/VipIndexScreen_user.graphql';
import type { VipIndexScreenSignInMutation } from '../../__generated__/VipIndexScreenSignInMutation.graphql';
import type { VipIndexScreenShareMutation } from '../../__generated__/VipIndexScreenShareMutation.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { toastOutcome, useGraphMutation } from '../../relay/useGraphMutation';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState } from '../../shell/StateViews';
import { SkeletonBlock, SkeletonHeader, SkeletonScreen } from '../../shell/SkeletonParts';
import { TaskRow, type TaskAction } from './TaskRow';
import './points.css';

const query = graphql`
  query VipIndexScreenQuery {
    viewer {
      isSignedIn
      user {
        ...VipIndexScreen_user
      }
    }
  }
`;

const signInMutation = graphql`
  mutation VipIndexScreenSignInMutation {
    claimDailySignIn {
      awardedPoints
      errors {
        ...useGraphMutation_error
      }
      user {
        ...VipIndexScreen_user
        # the personal centre shows the same figure: fresh in the store after a claim
        counts {
          points
        }
      }
    }
  }
`;

const shareMutation = graphql`
  mutation VipIndexScreenShareMutation {
    recordShare {
      awardedPoints
      errors {
        ...useGraphMutation_error
      }
      user {
        ...VipIndexScreen_user
        # the personal centre shows the same figure: fresh in the store after a claim
        counts {
          points
        }
      }
    }
  }
`;

export function vipIndexLoader({ request }: { request: Request }): PreloadedQuery<VipIndexScreenQuery> {
  // always fresh: points move on with every task
  return preloadSignedIn<VipIndexScreenQuery>(request, query, {});
}

/** The VIP page's shape while it loads: the level card and a few task rows. */
export function VipIndexSkeleton() {
  return (
    <SkeletonScreen>
      <SkeletonHeader />
      <div className="vip-card vip-card--skeleton">
        <SkeletonBlock width="40%" height={18} />
        <SkeletonBlock width="30%" height={32} />
        <SkeletonBlock width="100%" height={8} />
      </div>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="vip-task vip-task--skeleton">
          <SkeletonBlock width="60%" height={16} />
        </div>
      ))}
    </SkeletonScreen>
  );
}

/** Shares the page with the device's share sheet when there is one (a share dismissed still counts as tried). */
async function shareSheet(title: string): Promise<void> {
  if (typeof navigator.share !== 'function') return;
  try {
    await navigator.share({ title, url: window.location.href.replace(/#.*$/, '') });
  } catch {
    // dismissed: the visitor chose not to share this time
  }
}

function VipAccount({ user }: { user: VipIndexScreen_user$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment VipIndexScreen_user on User {
        id
        pointsAccount {
          balance
          earned
          pointsToNextLevel
          level {
            level
            name
            minPoints
          }
          nextLevel {
            name
            minPoints
          }
          tasks {
            kind
            ...TaskRow_task
          }
        }
      }
    `,
    user,
  );
  const [signIn, signingIn] = useGraphMutation<VipIndexScreenSignInMutation>(signInMutation);
  const [share, sharing] = useGraphMutation<VipIndexScreenShareMutation>(shareMutation);
  const acc = data.pointsAccount;
  const span = acc.nextLevel ? acc.nextLevel.minPoints - acc.level.minPoints : 0;
  const progress = acc.nextLevel && span > 0 ? Math.min(100, Math.round(((acc.earned - acc.level.minPoints) / span) * 100)) : 100;
  const onAction = async (action: TaskAction) => {
    if (action === 'SIGN_IN') {
      const res = await signIn({ variables: {} });
      toastOutcome(res, { message: t('points.claimed', { points: res?.awardedPoints ?? 0 }), type: 'success' });
      return;
    }
    await shareSheet(document.title);
    const res = await share({ variables: {} });
    const points = res?.awardedPoints ?? 0;
    toastOutcome(res, { message: points > 0 ? t('points.claimed', { points }) : t('points.sharedThanks'), type: 'success' });
  };
  return (
    <>
      <section className="vip-card" data-testid="vip-card">
        <div className="vip-card__level">
          <Award aria-hidden size={20} />
          <span data-testid="vip-level-name">{acc.level.name}</span>
          <span className="vip-card__badge">{t('points.levelNumber', { level: acc.level.level })}</span>
        </div>
        <div className="vip-card__label">{t('points.balance')}</div>
        <div className="vip-card__balance" data-testid="vip-balance">
          {acc.balance}
        </div>
        <div className="vip-card__progress" aria-hidden>
          <span style={{ width: `${progress}%` }} />
        </div>
        <p className="vip-card__next" data-testid="vip-next">
          {acc.nextLevel ? t('points.toNext', { points: acc.pointsToNextLevel ?? 0, name: acc.nextLevel.name }) : t('points.topLevel')}
        </p>
        <p className="vip-card__earned">{t('points.earned', { points: acc.earned })}</p>
      </section>
      <nav className="vip-links">
        <Link to="/vip-integral" className="vip-links__item" data-testid="vip-history-link">
          <History aria-hidden size={18} />
          <span>{t('points.history')}</span>
          <ChevronRight aria-hidden size={16} />
        </Link>
        <Link to="/invite-gift" className="vip-links__item" data-testid="vip-invite-link">
          <Gift aria-hidden size={18} />
          <span>{t('points.invite')}</span>
          <ChevronRight aria-hidden size={16} />
        </Link>
        <Link to="/vip-rules" className="vip-links__item" data-testid="vip-rules-link">
          <BookOpenText aria-hidden size={18} />
          <span>{t('points.rules')}</span>
          <ChevronRight aria-hidden size={16} />
        </Link>
      </nav>
      <h2 className="vip-section-title">{t('points.tasks')}</h2>
      <ul className="vip-tasks" data-testid="vip-tasks">
        {acc.tasks.map((task) => (
          <TaskRow key={task.kind} task={task} busy={signingIn || sharing} onAction={(a) => void onAction(a)} />
        ))}
      </ul>
    </>
  );
}

/** /vip-index (login required, menu INTEGRAL): the level, the points, the progress to the next level, the tasks. */
export function VipIndexScreen() {
  const { t } = useTranslation();
  const { viewer } = useRouteQuery<VipIndexScreenQuery>(query);
  useSessionCheck(viewer.isSignedIn);
  return (
    <div className="vip-page" data-testid="vip-index">
      <PageHeader title={t('points.title')} />
      {viewer.user ? <VipAccount user={viewer.user} /> : <EmptyState text={t('user.signedOut')} />}
    </div>
  );
}
