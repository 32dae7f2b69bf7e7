import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import type { RefundListScreenQuery, RefundProgress } from '../../__generated__/RefundListScreenQuery.graphql';
import type { RefundList_user$key } from '../../__generated__/RefundList_user.graphql';
import type { RefundListPaginationQuery } from '../../__generated__/RefundListPaginationQuery.graphql';
import { isBackForward, preload, useRouteQuery } from '../../shell/loader';
import { prepareSignedInRequest } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { PageHeader } from '../../widgets/PageHeader';
import { Img } from '../../widgets/Img';
import { FilterTabs } from '../../widgets/LinkTabs';
import { EmptyState, ListFooter, PartFailed } from '../../shell/StateViews';
import { SkeletonBlock, SkeletonHeader, SkeletonScreen } from '../../shell/SkeletonParts';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import { formatDateTime, formatMoney } from '../../widgets/booking/format';
import { PROGRESS } from './progress';
import './refunds.css';

const query = graphql`
  query RefundListScreenQuery($progress: RefundProgress) {
    viewer {
      isSignedIn
      user {
        ...RefundList_user @arguments(progress: $progress)
      }
    }
  }
`;

const progressOf = (value: string | null): RefundProgress | null =>
  value && (PROGRESS as readonly string[]).includes(value) ? (value as RefundProgress) : null;

export function refundListLoader({ request }: { request: Request }): PreloadedQuery<RefundListScreenQuery> {
  const search = prepareSignedInRequest(request);
  return preload<RefundListScreenQuery>(query, { progress: progressOf(search.get('progress')) }, { fresh: !isBackForward() });
}

/** The list's shape while it loads: the header, the tabs and a few refund cards. */
export function RefundListSkeleton() {
  return (
    <SkeletonScreen>
      <SkeletonHeader />
      <SkeletonBlock width="100%" height={40} />
      {[0, 1, 2].map((i) => (
        <div key={i} className="refund-card refund-card--skeleton">
          <SkeletonBlock width={64} height={64} />
          <div className="refund-card__body">
            <SkeletonBlock width="60%" height={16} />
            <SkeletonBlock width="40%" height={14} />
          </div>
        </div>
      ))}
    </SkeletonScreen>
  );
}

function RefundList({ user }: { user: RefundList_user$key }) {
  const { t } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<RefundListPaginationQuery, RefundList_user$key>(
    graphql`
      fragment RefundList_user on User
      @refetchable(queryName: "RefundListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }, progress: { type: "RefundProgress" }) {
        refunds(first: $count, after: $cursor, progress: $progress) @connection(key: "RefundList_refunds", filters: ["progress"]) {
          totalCount
          edges {
            node {
              id
              refundNo
              progress
              amountFen
              productName
              appliedAt
              detailPath
              thumbnail {
                url
              }
            }
          }
        }
      }
    `,
    user,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(10));
  const refunds = data.refunds;
  if (refunds == null) return <PartFailed testId="refunds-failed" />;
  if (refunds.edges.length === 0) return <EmptyState text={t('refunds.empty')} />;
  return (
    <>
      <ul className="refund-list" data-testid="refund-list">
        {refunds.edges.map(({ node }) => (
          <li key={node.id}>
            <Link to={node.detailPath} className="refund-card" data-testid="refund-row" data-progress={node.progress}>
              <Img src={node.thumbnail?.url} alt="" className="refund-card__img" />
              <div className="refund-card__body">
                <span className="refund-card__name">{node.productName}</span>
                <span className="muted">{formatDateTime(node.appliedAt)}</span>
                <span className="refund-card__line">
                  <span className={`refund-badge refund-badge--${node.progress.toLowerCase()}`} data-testid="refund-progress">
                    {t(`refunds.progress.${node.progress}`)}
                  </span>
                  <span className="price">{formatMoney(node.amountFen / 100)}</span>
                </span>
              </div>
              <ChevronRight aria-hidden size={18} className="muted" />
            </Link>
          </li>
        ))}
      </ul>
      <ListFooter total={refunds.totalCount} hasNext={hasNext} loading={isLoadingNext} />
    </>
  );
}

/** /user-refund (login required): the user's refunds, newest first, by progress (`?progress=`). */
export function RefundListScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { viewer } = useRouteQuery<RefundListScreenQuery>(query);
  useSessionCheck(viewer.isSignedIn);
  const current = progressOf(search.get('progress'));
  return (
    <div className="refunds-page" data-testid="user-refund">
      <PageHeader title={t('refunds.title')} />
      <FilterTabs
        values={[null, ...PROGRESS]}
        current={current}
        hrefOf={(v) => (v ? `/user-refund?progress=${v}` : '/user-refund')}
        labelOf={(v) => t(`refunds.progress.${v}`)}
        testId="refund-tabs"
      />
      {viewer.user ? <RefundList user={viewer.user} /> : <EmptyState text={t('user.signedOut')} />}
    </div>
  );
}
