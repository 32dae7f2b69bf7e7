import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ShopOrderType, UserOrderScreenQuery } from '../../__generated__/UserOrderScreenQuery.graphql';
import type { UserOrderScreen_user$key } from '../../__generated__/UserOrderScreen_user.graphql';
import type { UserOrderPaginationQuery } from '../../__generated__/UserOrderPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload } from '../../shell/loader';
import { redirectIfSignedOut } from '../../session/requireSessionLoader';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState, ListFooter, PartFailed } from '../../widgets/StateViews';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import { ShopOrderCard } from './ShopOrderCard';
import '../../widgets/booking/booking.css';

const TABS: ReadonlyArray<ShopOrderType | null> = [null, 'MATERIAL', 'FICTITIOUS', 'SCENIC', 'DIRECT', 'HOTEL', 'LINE'];

const query = graphql`
  query UserOrderScreenQuery($type: ShopOrderType) {
    viewer {
      user {
        ...UserOrderScreen_user @arguments(type: $type)
      }
    }
  }
`;

interface LoaderData {
  type: ShopOrderType | null;
  ref: PreloadedQuery<UserOrderScreenQuery>;
}

export function userOrderLoader({ request }: { request: Request }): LoaderData {
  redirectIfSignedOut(request);
  const search = prepareRequest(request);
  const type = TABS.find((s) => s === search.get('type')) ?? null;
  return { type, ref: preload<UserOrderScreenQuery>(query, { type }, { fresh: !isBackForward() }) };
}

function OrderList({ user }: { user: UserOrderScreen_user$key }) {
  const { t } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<UserOrderPaginationQuery, UserOrderScreen_user$key>(
    graphql`
      fragment UserOrderScreen_user on User
      @refetchable(queryName: "UserOrderPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }, type: { type: "ShopOrderType" }) {
        shopOrders(type: $type, first: $count, after: $cursor) @connection(key: "UserOrder_shopOrders", filters: ["type"]) {
          totalCount
          edges {
            node {
              id
              ...ShopOrderCard_order
            }
          }
        }
      }
    `,
    user,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(10));
  const orders = data.shopOrders;
  if (orders == null) return <PartFailed testId="shop-orders-failed" />;
  if (orders.totalCount === 0 && orders.edges.length === 0) return <EmptyState text={t('orders.shop.empty')} />;
  return (
    <>
      <ul className="order-list" data-testid="shop-order-list">
        {orders.edges.map(({ node }) => (
          <li key={node.id}>
            <ShopOrderCard order={node} />
          </li>
        ))}
      </ul>
      <ListFooter total={orders.totalCount} hasNext={hasNext} loading={isLoadingNext} />
    </>
  );
}

/** /user-order (login required): the shop orders by type. */
export function UserOrderScreen() {
  const { t } = useTranslation();
  const { type, ref } = useLoaderData() as LoaderData;
  const { viewer } = usePreloadedQuery<UserOrderScreenQuery>(query, ref);
  return (
    <div data-testid="user-order">
      <PageHeader title={t('orders.shop.title')} />
      <nav className="tabs" data-testid="order-type-tabs">
        {TABS.map((s) => (
          <Link
            key={s ?? 'all'}
            to={s ? `/user-order?type=${s}` : '/user-order'}
            replace
            className={s === type ? 'tabs__tab tabs__tab--on' : 'tabs__tab'}
            aria-current={s === type ? 'page' : undefined}
            data-testid={`tab-${s ?? 'ALL'}`}
          >
            {s ? t(`orders.shopType.${s}`) : t('common.all')}
          </Link>
        ))}
      </nav>
      {viewer.user ? <OrderList user={viewer.user} /> : <EmptyState text={t('user.signedOut')} />}
    </div>
  );
}
