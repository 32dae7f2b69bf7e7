import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { WithdrawalRecordScreenQuery } from '../../__generated__/WithdrawalRecordScreenQuery.graphql';
import type { WithdrawalRecord_user$key } from '../../__generated__/WithdrawalRecord_user.graphql';
import type { WithdrawalRecordPaginationQuery } from '../../__generated__/WithdrawalRecordPaginationQuery.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState, ListFooter, PartFailed } from '../../shell/StateViews';
import { SkeletonHeader, SkeletonRow, SkeletonScreen } from '../../shell/SkeletonParts';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import { formatDateTime, formatMoney } from '../../widgets/booking/format';
import '../../widgets/booking/booking.css';

const query = graphql`
  query WithdrawalRecordScreenQuery {
    viewer {
      isSignedIn
      user {
        ...WithdrawalRecord_user
      }
    }
  }
`;

export function withdrawalRecordLoader({ request }: { request: Request }): PreloadedQuery<WithdrawalRecordScreenQuery> {
  // always fresh: a withdrawal just made shows on arrival, whichever way the page is reached
  return preloadSignedIn<WithdrawalRecordScreenQuery>(request, query, {});
}

/** The list's shape while it loads. */
export function WithdrawalRecordSkeleton() {
  return (
    <SkeletonScreen>
      <SkeletonHeader />
      <SkeletonRow count={4} width="100%" height={48} />
    </SkeletonScreen>
  );
}

function Records({ user }: { user: WithdrawalRecord_user$key }) {
  const { t } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<WithdrawalRecordPaginationQuery, WithdrawalRecord_user$key>(
    graphql`
      fragment WithdrawalRecord_user on User
      @refetchable(queryName: "WithdrawalRecordPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        wallet {
          withdrawals(first: $count, after: $cursor) @connection(key: "WithdrawalRecord_withdrawals") {
            totalCount
            edges {
              node {
                id
                amountFen
                status
                createdAt
                detailPath
              }
            }
          }
        }
      }
    `,
    user,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(10));
  if (data.wallet == null) return <PartFailed testId="wallet-failed" />;
  const list = data.wallet.withdrawals;
  if (list == null) return <PartFailed testId="withdrawals-failed" />;
  if (list.edges.length === 0) return <EmptyState text={t('shop.withdrawal.empty')} />;
  return (
    <>
      <ul className="detail__card wallet-records" data-testid="withdrawal-records">
        {list.edges.map(({ node }) => (
          <li key={node.id}>
            <Link to={node.detailPath} className="wallet-record" data-testid="withdrawal-record" data-status={node.status}>
              <div>
                <b>{t(`shop.withdrawal.status.${node.status}`)}</b>
                <span className="muted">{formatDateTime(node.createdAt)}</span>
              </div>
              <span className="wallet-record__amount wallet-record__amount--out" data-testid="withdrawal-record-amount">
                −{formatMoney(node.amountFen / 100)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <ListFooter total={list.totalCount} hasNext={hasNext} loading={isLoadingNext} />
    </>
  );
}

/** /withdrawal-record (login required): the wallet's withdrawals, newest first. */
export function WithdrawalRecordScreen() {
  const { t } = useTranslation();
  const { viewer } = useRouteQuery<WithdrawalRecordScreenQuery>(query);
  useSessionCheck(viewer.isSignedIn);
  return (
    <div data-testid="withdrawal-record-page">
      <PageHeader title={t('shop.withdrawal.records')} />
      {viewer.user ? <Records user={viewer.user} /> : <EmptyState text={t('user.signedOut')} />}
    </div>
  );
}
