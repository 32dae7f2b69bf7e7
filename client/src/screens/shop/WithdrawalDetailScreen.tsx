import { graphql, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { WithdrawalDetailScreenQuery } from '../../__generated__/WithdrawalDetailScreenQuery.graphql';
import { useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { SkeletonBlock, SkeletonHeader, SkeletonLines, SkeletonScreen } from '../../shell/SkeletonParts';
import { formatDateTime, formatMoney } from '../../widgets/booking/format';
import '../../widgets/booking/booking.css';

const query = graphql`
  query WithdrawalDetailScreenQuery($id: ID!) {
    viewer {
      isSignedIn
    }
    node(id: $id) {
      __typename
      ... on Withdrawal {
        withdrawalNo
        amountFen
        destination
        status
        createdAt
        finishedAt
      }
    }
  }
`;

export function withdrawalDetailLoader({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): PreloadedQuery<WithdrawalDetailScreenQuery> {
  return preloadSignedIn<WithdrawalDetailScreenQuery>(request, query, { id: params.id ?? '' });
}

/** The page's shape while it loads. */
export function WithdrawalDetailSkeleton() {
  return (
    <SkeletonScreen>
      <SkeletonHeader />
      <SkeletonBlock width="100%" height={90} />
      <SkeletonLines count={4} />
    </SkeletonScreen>
  );
}

/** /withdrawal-detail/:id (login required): one withdrawal. */
export function WithdrawalDetailScreen() {
  const { t } = useTranslation();
  const { viewer, node } = useRouteQuery<WithdrawalDetailScreenQuery>(query);
  useSessionCheck(viewer.isSignedIn);
  const w = node?.__typename === 'Withdrawal' ? node : null;
  if (!w) return <NotFoundPage title={t('shop.withdrawal.detail')} text={t('shop.withdrawal.notFound')} />;
  return (
    <div data-testid="withdrawal-detail" data-status={w.status}>
      <PageHeader title={t('shop.withdrawal.detail')} />
      <section className="wallet-hero">
        <span className="wallet-hero__label">{t(`shop.withdrawal.status.${w.status}`)}</span>
        <strong className="wallet-hero__balance" data-testid="withdrawal-detail-amount">
          {formatMoney(w.amountFen / 100)}
        </strong>
      </section>
      <ul className="detail__card wallet-records">
        <li className="wallet-record">
          <span className="muted">{t('shop.withdrawal.destination')}</span>
          <span>{t(`shop.withdrawal.${w.destination}`)}</span>
        </li>
        <li className="wallet-record">
          <span className="muted">{t('shop.withdrawal.number')}</span>
          <span data-testid="withdrawal-detail-no">{w.withdrawalNo}</span>
        </li>
        <li className="wallet-record">
          <span className="muted">{t('shop.withdrawal.createdAt')}</span>
          <span>{formatDateTime(w.createdAt)}</span>
        </li>
        {w.finishedAt && (
          <li className="wallet-record">
            <span className="muted">{t('shop.withdrawal.finishedAt')}</span>
            <span>{formatDateTime(w.finishedAt)}</span>
          </li>
        )}
      </ul>
    </div>
  );
}
