import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { VipIntegralScreenQuery } from '../../__generated__/VipIntegralScreenQuery.graphql';
import type { VipIntegralScreen_account$key } from '../../__generated__/VipIntegralScreen_account.graphql';
import type { VipIntegralPaginationQuery } from '../../__generated__/VipIntegralPaginationQuery.graphql';
import { isBackForward, useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState, ListFooter } from '../../shell/StateViews';
import { SkeletonBlock, SkeletonHeader, SkeletonScreen } from '../../shell/SkeletonParts';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import './points.css';

const query = graphql`
  query VipIntegralScreenQuery {
    viewer {
      isSignedIn
      user {
        id
        ...VipIntegralScreen_account
      }
    }
  }
`;

export function vipIntegralLoader({ request }: { request: Request }): PreloadedQuery<VipIntegralScreenQuery> {
  return preloadSignedIn<VipIntegralScreenQuery>(request, query, {}, { fresh: !isBackForward() });
}

/** The history's shape while it loads: a few lines. */
export function VipIntegralSkeleton() {
  return (
    <SkeletonScreen>
      <SkeletonHeader />
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="vip-record vip-record--skeleton">
          <SkeletonBlock width="45%" height={16} />
          <SkeletonBlock width="15%" height={16} />
        </div>
      ))}
    </SkeletonScreen>
  );
}

function History({ account }: { account: VipIntegralScreen_account$key }) {
  const { t } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<VipIntegralPaginationQuery, VipIntegralScreen_account$key>(
    graphql`
      fragment VipIntegralScreen_account on User
      @refetchable(queryName: "VipIntegralPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        pointsAccount {
          history(first: $count, after: $cursor) @connection(key: "VipIntegralScreen_history") {
            totalCount
            edges {
              node {
                id
                title
                points
                createdAt
              }
            }
          }
        }
      }
    `,
    account,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(20));
  const history = data.pointsAccount.history;
  if (history.edges.length === 0 && !hasNext) return <EmptyState text={t('points.empty')} />;
  return (
    <>
      <ul className="vip-records" data-testid="vip-records">
        {history.edges.map(({ node }) => (
          <li key={node.id} className="vip-record" data-testid="vip-record">
            <div className="vip-record__body">
              <div className="vip-record__title">{node.title}</div>
              <div className="vip-record__time muted">{node.createdAt}</div>
            </div>
            <span className={`vip-record__points${node.points < 0 ? ' vip-record__points--minus' : ''}`} data-testid="vip-record-points">
              {node.points > 0 ? `+${node.points}` : node.points}
            </span>
          </li>
        ))}
      </ul>
      <ListFooter total={history.totalCount} hasNext={hasNext} loading={isLoadingNext} />
    </>
  );
}

/** /vip-integral (login required): the points history, newest first, page by page. */
export function VipIntegralScreen() {
  const { t } = useTranslation();
  const { viewer } = useRouteQuery<VipIntegralScreenQuery>(query);
  useSessionCheck(viewer.isSignedIn);
  return (
    <div className="vip-page" data-testid="vip-integral">
      <PageHeader title={t('points.history')} />
      {viewer.user ? <History account={viewer.user} /> : <EmptyState text={t('user.signedOut')} />}
    </div>
  );
}
