import { graphql, useFragment, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronRight, Megaphone, QrCode, UsersRound } from 'lucide-react';
import type { DevelopmentScreenQuery } from '../../__generated__/DevelopmentScreenQuery.graphql';
import type { DevelopmentScreen_promotion$key } from '../../__generated__/DevelopmentScreen_promotion.graphql';
import type { DevelopmentScreen_commissions$key } from '../../__generated__/DevelopmentScreen_commissions.graphql';
import type { DevelopmentCommissionsPaginationQuery } from '../../__generated__/DevelopmentCommissionsPaginationQuery.graphql';
import type { DevelopmentScreenJoinMutation } from '../../__generated__/DevelopmentScreenJoinMutation.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { toastOutcome, useGraphMutation } from '../../relay/useGraphMutation';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState, ListFooter } from '../../shell/StateViews';
import { SkeletonBlock, SkeletonHeader, SkeletonScreen } from '../../shell/SkeletonParts';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import './promotion.css';

const query = graphql`
  query DevelopmentScreenQuery {
    viewer {
      isSignedIn
      user {
        id
        promotion {
          ...DevelopmentScreen_promotion
        }
        ...DevelopmentScreen_commissions
      }
    }
  }
`;

const joinMutation = graphql`
  mutation DevelopmentScreenJoinMutation {
    joinPromotion {
      errors {
        ...useGraphMutation_error
      }
      user {
        id
        promotion {
          ...DevelopmentScreen_promotion
        }
        ...DevelopmentScreen_commissions
      }
    }
  }
`;

export function developmentLoader({ request }: { request: Request }): PreloadedQuery<DevelopmentScreenQuery> {
  return preloadSignedIn<DevelopmentScreenQuery>(request, query, {});
}

/** The centre's shape while it loads: the earnings card and the rows. */
export function DevelopmentSkeleton() {
  return (
    <SkeletonScreen>
      <SkeletonHeader />
      <div className="promo-card">
        <SkeletonBlock width="40%" height={16} />
        <SkeletonBlock width="70%" height={32} />
      </div>
      <div className="promo-card">
        <SkeletonBlock width="60%" height={16} />
        <SkeletonBlock width="60%" height={16} />
      </div>
    </SkeletonScreen>
  );
}

/** What the programme pays (the site's rates, as the graph says) and the join button. */
function Programme({
  rates,
  onJoin,
  pending,
}: {
  rates: { isOpen: boolean; level1Rate: string; level2Rate: string };
  onJoin: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className="promo-card promo-intro" data-testid="promotion-programme">
      <Megaphone aria-hidden size={40} className="promo-intro__icon" />
      <p className="promo-intro__text">{t('promotion.intro')}</p>
      <ul className="promo-rates">
        <li data-testid="promotion-rate-1">
          <strong>{t('promotion.level1Rate', { rate: rates.level1Rate })}</strong>
          <span className="muted">{t('promotion.level1Hint')}</span>
        </li>
        <li data-testid="promotion-rate-2">
          <strong>{t('promotion.level2Rate', { rate: rates.level2Rate })}</strong>
          <span className="muted">{t('promotion.level2Hint')}</span>
        </li>
      </ul>
      <p className="muted promo-intro__hint">{t('promotion.settleHint')}</p>
      {rates.isOpen ? (
        <button type="button" className="promo-button" onClick={onJoin} disabled={pending} data-testid="promotion-join">
          {t('promotion.join')}
        </button>
      ) : (
        <p className="promo-intro__closed">{t('promotion.notOpen')}</p>
      )}
    </section>
  );
}

function Commissions({ user }: { user: DevelopmentScreen_commissions$key }) {
  const { t } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    DevelopmentCommissionsPaginationQuery,
    DevelopmentScreen_commissions$key
  >(
    graphql`
      fragment DevelopmentScreen_commissions on User
      @refetchable(queryName: "DevelopmentCommissionsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        promotion {
          promoter {
            commissions(first: $count, after: $cursor) @connection(key: "DevelopmentScreen_commissions") {
              totalCount
              edges {
                node {
                  id
                  level
                  title
                  memberNickname
                  orderAmount
                  amount
                  status
                  earnedAt
                }
              }
            }
          }
        }
      }
    `,
    user,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(10));
  const list = data.promotion.promoter?.commissions;
  if (!list) return null;
  return (
    <section className="promo-section" aria-labelledby="promo-latest">
      <h2 id="promo-latest" className="promo-section__title">
        {t('promotion.latest')}
      </h2>
      {list.edges.length === 0 && !hasNext ? (
        <EmptyState text={t('promotion.noCommissions')} />
      ) : (
        <>
          <ul className="promo-list" data-testid="promotion-commissions">
            {list.edges.map(({ node }) => (
              <li key={node.id} className="promo-commission" data-testid="promotion-commission">
                <div className="promo-commission__body">
                  <div className="promo-commission__title">
                    <span className="promo-tag">{t('promotion.levelTag', { level: node.level })}</span>
                    <span>{node.title}</span>
                  </div>
                  <div className="muted promo-commission__meta">
                    {t('promotion.from', { name: node.memberNickname, amount: node.orderAmount })}
                  </div>
                  <div className="muted promo-commission__meta">{node.earnedAt ?? ''}</div>
                </div>
                <div className="promo-commission__amount">
                  <strong>{t('promotion.yuan', { amount: node.amount })}</strong>
                  <span className={`promo-status promo-status--${node.status.toLowerCase()}`} data-testid="promotion-commission-status">
                    {t(`promotion.status.${node.status}`)}
                  </span>
                </div>
              </li>
            ))}
          </ul>
          <ListFooter total={list.totalCount} hasNext={hasNext} loading={isLoadingNext} />
        </>
      )}
    </section>
  );
}

/** The centre of a promoter (earnings, members, the poster), or the programme and its join button. */
function Centre({ promotion, user }: { promotion: DevelopmentScreen_promotion$key; user: DevelopmentScreen_commissions$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment DevelopmentScreen_promotion on Promotion {
        isOpen
        level1Rate
        level2Rate
        promoter {
          pendingEarnings
          settledEarnings
          totalEarnings
          level1Count
          level2Count
        }
      }
    `,
    promotion,
  );
  const [commit, pending] = useGraphMutation<DevelopmentScreenJoinMutation>(joinMutation);
  const join = async () => {
    toastOutcome(await commit({ variables: {} }), { message: t('promotion.joined'), type: 'success' });
  };
  const p = data.promoter;
  if (!p) return <Programme rates={data} onJoin={() => void join()} pending={pending} />;
  return (
    <div data-testid="promotion-centre">
      <section className="promo-card promo-earnings">
        <div className="promo-earnings__total">
          <span className="muted">{t('promotion.total')}</span>
          <strong data-testid="promotion-total">{t('promotion.yuan', { amount: p.totalEarnings })}</strong>
        </div>
        <dl className="promo-earnings__parts">
          <div>
            <dt className="muted">{t('promotion.pending')}</dt>
            <dd data-testid="promotion-pending">{t('promotion.yuan', { amount: p.pendingEarnings })}</dd>
          </div>
          <div>
            <dt className="muted">{t('promotion.settled')}</dt>
            <dd data-testid="promotion-settled">{t('promotion.yuan', { amount: p.settledEarnings })}</dd>
          </div>
        </dl>
      </section>
      <nav className="promo-links" aria-label={t('promotion.title')}>
        <Link to="/play-talent-lv1" className="promo-links__item" data-testid="promotion-level1-link">
          <UsersRound aria-hidden size={18} />
          <span className="promo-links__label">{t('promotion.level1')}</span>
          <span className="muted" data-testid="promotion-level1-count">
            {t('promotion.members', { count: p.level1Count })}
          </span>
          <ChevronRight aria-hidden size={16} />
        </Link>
        <Link to="/play-talent-lv2" className="promo-links__item" data-testid="promotion-level2-link">
          <UsersRound aria-hidden size={18} />
          <span className="promo-links__label">{t('promotion.level2')}</span>
          <span className="muted" data-testid="promotion-level2-count">
            {t('promotion.members', { count: p.level2Count })}
          </span>
          <ChevronRight aria-hidden size={16} />
        </Link>
        <Link to="/qr-code" className="promo-links__item" data-testid="promotion-poster-link">
          <QrCode aria-hidden size={18} />
          <span className="promo-links__label">{t('promotion.poster')}</span>
          <ChevronRight aria-hidden size={16} />
        </Link>
      </nav>
      <Commissions user={user} />
    </div>
  );
}

/** /development (login required): the promoter centre, or what the programme is and joining it. */
export function DevelopmentScreen() {
  const { t } = useTranslation();
  const { viewer } = useRouteQuery<DevelopmentScreenQuery>(query);
  useSessionCheck(viewer.isSignedIn);
  return (
    <div className="promo-page" data-testid="promotion-page">
      <PageHeader title={t('promotion.title')} />
      {viewer.user ? <Centre promotion={viewer.user.promotion} user={viewer.user} /> : <EmptyState text={t('user.signedOut')} />}
    </div>
  );
}
