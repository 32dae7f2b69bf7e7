import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ShopOrderType, UserOrderScreenQuery } from '../../__generated__/UserOrderScreenQuery.graphql';
import type { UserOrderScreen_user$key } from '../../__generated__/UserOrderScreen_user.graphql';
import type { UserOrderPaginationQuery } from '../../__generated__/UserOrderPaginationQuery.graphql';
import { isBackForward, preload } from '../../shell/loader';
import { prepareSignedInRequest } from '../../session/requireSessionLoader';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState } from '../../widgets/StateViews';
import { FilterTabs } from '../../widgets/LinkTabs';
import { PagedList } from '../../widgets/PagedList';
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
  const search = prepareSignedInRequest(request);
  const type = TABS.find((s) => s === search.get('type')) ?? null;
  return { type, ref: preload<UserOrderScreenQuery>(query, { type }, { fresh: !isBackForward() }) };
}

function OrderList({ user }: { user: UserOrderScreen_user$key }) {
  const { t } = useTranslation();
  const list = usePaginationFragment<UserOrderPaginationQuery, UserOrderScreen_user$key>(
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
  return (
    <PagedList
      connection={list.data.shopOrders}
      paging={list}
      failedTestId="shop-orders-failed"
      empty={<EmptyState text={t('orders.shop.empty')} />}
      className="order-list"
      testId="shop-order-list"
    >
      {(node) => <ShopOrderCard order={node} />}
    </PagedList>
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
      <FilterTabs
        values={TABS}
        current={type}
        hrefOf={(s) => (s ? `/user-order?type=${s}` : '/user-order')}
        labelOf={(s) => t(`orders.shopType.${s}`)}
        testId="order-type-tabs"
      />
      {viewer.user ? <OrderList user={viewer.user} /> : <EmptyState text={t('user.signedOut')} />}
    </div>
  );
}
