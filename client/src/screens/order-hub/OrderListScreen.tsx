import { Suspense } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { OrderKind, OrderListScreenQuery } from '../../__generated__/OrderListScreenQuery.graphql';
import type { OrderListScreenListQuery } from '../../__generated__/OrderListScreenListQuery.graphql';
import type { OrderListScreen_user$key } from '../../__generated__/OrderListScreen_user.graphql';
import type { OrderListPaginationQuery } from '../../__generated__/OrderListPaginationQuery.graphql';
import { isBackForward, preload, useRouteQuery } from '../../shell/loader';
import { prepareSignedInRequest } from '../../shell/requireSessionLoader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { EmptyState } from '../../shell/StateViews';
import { PageHeader } from '../../widgets/PageHeader';
import { FilterTabs } from '../../widgets/LinkTabs';
import { PagedList } from '../../widgets/PagedList';
import { ListSkeleton, SkeletonCards } from '../../widgets/Skeleton';
import { OrderRow } from './OrderRow';
import './order-hub.css';

/** The tabs: the kinds the graph lists. */
const query = graphql`
  query OrderListScreenQuery {
    viewer {
      user {
        orderKinds
      }
    }
  }
`;

/** One tab's orders. */
const listQuery = graphql`
  query OrderListScreenListQuery($kind: OrderKind) {
    viewer {
      user {
        ...OrderListScreen_user @arguments(kind: $kind)
      }
    }
  }
`;

function loader({ request }: { request: Request }) {
  prepareSignedInRequest(request);
  return preload<OrderListScreenQuery>(query, {});
}

function OrderList({ kind }: { kind: OrderKind | null }) {
  const { t } = useTranslation();
  const { viewer } = useLazyLoadQuery<OrderListScreenListQuery>(
    listQuery,
    { kind },
    { fetchPolicy: isBackForward() ? 'store-or-network' : 'network-only' },
  );
  if (!viewer.user) return <EmptyState text={t('user.signedOut')} />;
  return <OrderPages user={viewer.user} />;
}

function OrderPages({ user }: { user: OrderListScreen_user$key }) {
  const { t } = useTranslation();
  const list = usePaginationFragment<OrderListPaginationQuery, OrderListScreen_user$key>(
    graphql`
      fragment OrderListScreen_user on User
      @refetchable(queryName: "OrderListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }, kind: { type: "OrderKind" }) {
        allOrders(kind: $kind, first: $count, after: $cursor) @connection(key: "OrderList_allOrders", filters: ["kind"]) {
          totalCount
          edges {
            node {
              id
              ...OrderRow_order
            }
          }
        }
      }
    `,
    user,
  );
  return (
    <PagedList
      connection={list.data.allOrders}
      paging={list}
      failedTestId="orders-failed"
      empty={<EmptyState text={t('orderHub.empty')} />}
      className="oh-list"
      testId="order-list"
    >
      {(node) => <OrderRow order={node} />}
    </PagedList>
  );
}

/** /order-list?kind=…: every order of the visitor, newest first, with a tab per kind (login required). */
export function OrderListScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { viewer } = useRouteQuery<OrderListScreenQuery>(query);
  const kinds = viewer.user?.orderKinds ?? [];
  const kind = kinds.find((k) => k === search.get('kind')) ?? null;
  const hrefOf = (k: OrderKind | null) => {
    const next = new URLSearchParams(search);
    if (k) next.set('kind', k);
    else next.delete('kind');
    const q = next.toString();
    return `/order-list${q ? `?${q}` : ''}`;
  };
  return (
    <div className="oh-page" data-testid="order-list-page">
      <PageHeader title={t('orderHub.title')} />
      <FilterTabs
        values={[null, ...kinds]}
        current={kind}
        hrefOf={hrefOf}
        labelOf={(k) => t(`orderHub.kind.${k}`)}
        className="tabs tabs--even oh-tabs"
        testId="order-kinds"
      />
      {viewer.user ? (
        <Suspense key={kind ?? 'ALL'} fallback={<SkeletonCards rows={5} />}>
          <OrderList kind={kind} />
        </Suspense>
      ) : (
        <EmptyState text={t('user.signedOut')} />
      )}
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: OrderListScreen,
  loader,
  skeleton: <ListSkeleton header tabs={5} />,
};
