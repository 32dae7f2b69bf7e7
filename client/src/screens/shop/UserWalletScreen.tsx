import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ArrowDownToLine, History } from 'lucide-react';
import type { UserWalletScreenQuery } from '../../__generated__/UserWalletScreenQuery.graphql';
import type { UserWalletScreen_user$key } from '../../__generated__/UserWalletScreen_user.graphql';
import type { UserWalletPaginationQuery } from '../../__generated__/UserWalletPaginationQuery.graphql';
import { isBackForward, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState, ListFooter, PartFailed } from '../../shell/StateViews';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import { formatDateTime, formatMoney } from '../../widgets/booking/format';
import '../../widgets/booking/booking.css';
import { preloadSignedIn } from '../../shell/requireSessionLoader';

const query = graphql`
  query UserWalletScreenQuery {
    viewer {
      user {
        ...UserWalletScreen_user
      }
    }
  }
`;

export function userWalletLoader({ request }: { request: Request }): PreloadedQuery<UserWalletScreenQuery> {
  return preloadSignedIn<UserWalletScreenQuery>(request, query, {}, { fresh: !isBackForward() });
}

function Wallet({ user }: { user: UserWalletScreen_user$key }) {
  const { t } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<UserWalletPaginationQuery, UserWalletScreen_user$key>(
    graphql`
      fragment UserWalletScreen_user on User
      @refetchable(queryName: "UserWalletPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        wallet {
          balance
          frozen
          withdrawable
          records(first: $count, after: $cursor) @connection(key: "UserWallet_records") {
            totalCount
            edges {
              node {
                id
                type
                amount
                createdAt
                status
              }
            }
          }
        }
      }
    `,
    user,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(10));
  const w = data.wallet;
  if (w == null) return <PartFailed testId="wallet-failed" />;
  return (
    <>
      <section className="wallet-hero" data-testid="wallet">
        <span className="wallet-hero__label">{t('shop.wallet.balance')}</span>
        <strong className="wallet-hero__balance" data-testid="wallet-balance">
          {formatMoney(w.balance)}
        </strong>
        <div className="wallet-hero__row">
          <span>
            {t('shop.wallet.frozen')} <b>{formatMoney(w.frozen)}</b>
          </span>
          <span>
            {t('shop.wallet.withdrawable')} <b>{formatMoney(w.withdrawable)}</b>
          </span>
        </div>
      </section>
      <nav className="order-card__foot" data-testid="wallet-actions">
        <Link to="/withdrawal-balance" className="btn btn--small" data-testid="link-withdraw">
          <ArrowDownToLine aria-hidden size={16} /> {t('shop.withdrawal.title')}
        </Link>
        <Link to="/withdrawal-record" className="btn btn--small" data-testid="link-withdrawals">
          <History aria-hidden size={16} /> {t('shop.withdrawal.records')}
        </Link>
      </nav>
      <h2 className="list-title">{t('shop.wallet.records')}</h2>
      {w.records == null ? (
        <PartFailed testId="records-failed" />
      ) : (
        <>
          <ul className="detail__card wallet-records" data-testid="wallet-records">
            {w.records.edges.map(({ node }) => (
              <li key={node.id} className="wallet-record" data-testid="wallet-record">
                <div>
                  <b>{t(`shop.walletRecord.${node.type}`)}</b>
                  <span className="muted">{formatDateTime(node.createdAt)}</span>
                </div>
                <span className={node.type === 'WITHDRAW' ? 'wallet-record__amount wallet-record__amount--out' : 'wallet-record__amount'}>
                  {node.type === 'WITHDRAW' ? '−' : '+'}
                  {formatMoney(Math.abs(node.amount))}
                </span>
              </li>
            ))}
          </ul>
          <ListFooter total={w.records.totalCount} hasNext={hasNext} loading={isLoadingNext} />
        </>
      )}
    </>
  );
}

/** /user-wallet (login required): balance, frozen, withdrawable, the way to withdraw and the records. */
export function UserWalletScreen() {
  const { t } = useTranslation();
  const { viewer } = useRouteQuery<UserWalletScreenQuery>(query);
  return (
    <div data-testid="user-wallet">
      <PageHeader title={t('orders.wallet.title')} />
      {viewer.user ? <Wallet user={viewer.user} /> : <EmptyState text={t('user.signedOut')} />}
    </div>
  );
}
