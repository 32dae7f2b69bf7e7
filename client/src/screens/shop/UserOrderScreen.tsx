import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ShopOrderType, UserOrderScreenQuery } from '../../__generated__/UserOrderScreenQuery.graphql';
import type { UserOrderScreen_user$key } from '../../__generated__/UserOrderScreen_user.graphql';
import type { UserOrderPaginationQuery } from '../../__generated__/UserOrderPaginationQuery.graphql';
import { isBackForward, preload } from '../../shell/loader';
import { prepareSignedInRequest } from '../../shell/requireSessionLoader';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState } from '../../shell/StateViews';
import { FilterTabs } from '../../widgets/LinkTabs';
import { PagedList } from '../../widgets/PagedList';
import { ShopOrderCard } from './ShopOrderCard';
import '../../widgets/booking/booking.css';
import { ListSkeleton } from '../../widgets/Skeleton';

const TABS: ReadonlyArray<ShopOrderType | null> = [null, 'MATERIAL', 'FICTITIOUS', 'SCENIC', 'DIRECT', 'HOTEL', 'LINE'];

const query = graphql`
  query UserOrderScreenQuery($type: ShopOrderType, $toPay: Boolean) {
    viewer {
      user {
        ...UserOrderScreen_user @arguments(type: $type, toPay: $toPay)
      }
    }
  }
`;

interface LoaderData {
  type: ShopOrderType | null;
  /** Only the orders awaiting payment (`?pay=1`). */
  toPay: boolean;
  ref: PreloadedQuery<UserOrderScreenQuery>;
}

export function userOrderLoader({ request }: { request: Request }): LoaderData {
  const search = prepareSignedInRequest(request);
  const type = TABS.find((s) => s === search.get('type')) ?? null;
  const toPay = search.get('pay') === '1';
  return { type, toPay, ref: preload<UserOrderScreenQuery>(query, { type, toPay }, { fresh: !isBackForward() }) };
}

/** The address of the list for a type and the "to pay" filter. */
function listPath(type: ShopOrderType | null, toPay: boolean): string {
  const q = new URLSearchParams();
  if (type) q.set('type', type);
  if (toPay) q.set('pay', '1');
  const s = q.toString();
  return s ? `/user-order?${s}` : '/user-order';
}

function OrderList({ user }: { user: UserOrderScreen_user$key }) {
  const { t } = useTranslation();
  const list = usePaginationFragment<UserOrderPaginationQuery, UserOrderScreen_user$key>(
    graphql`
      fragment UserOrderScreen_user on User
      @refetchable(queryName: "UserOrderPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
        type: { type: "ShopOrderType" }
        toPay: { type: "Boolean", defaultValue: false }
      ) {
        shopOrders(type: $type, awaitingPayment: $toPay, first: $count, after: $cursor) @connection(key: "UserOrder_shopOrders", filters: ["type", "awaitingPayment"]) {
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
      empty={<EmptyState text={t('shop.order.empty')} />}
      className="order-list"
      testId="shop-order-list"
    >
      {(node) => <ShopOrderCard order={node} />}
    </PagedList>
  );
}

/** /user-order (login required): the shop orders by type, all or only those to pay. */
export function UserOrderScreen() {
  const { t } = useTranslation();
  const { type, toPay, ref } = useLoaderData() as LoaderData;
  const { viewer } = usePreloadedQuery<UserOrderScreenQuery>(query, ref);
  return (
    <div data-testid="user-order">
      <PageHeader title={t('orders.shop.title')} />
      <nav className="kind-chips" aria-label={t('orders.shop.title')} data-testid="order-pay-filter">
        {[false, true].map((pay) => (
          <Link
            key={String(pay)}
            to={listPath(type, pay)}
            replace
            className={pay === toPay ? 'kind-chip kind-chip--on' : 'kind-chip'}
            aria-current={pay === toPay ? 'page' : undefined}
            data-testid={pay ? 'filter-to-pay' : 'filter-all'}
          >
            {pay ? t('orders.reservationStatus.AWAITING_PAYMENT') : t('common.all')}
          </Link>
        ))}
      </nav>
      <FilterTabs
        values={TABS}
        current={type}
        hrefOf={(s) => listPath(s, toPay)}
        labelOf={(s) => t(`shop.shopType.${s}`)}
        testId="order-type-tabs"
      />
      {viewer.user ? <OrderList user={viewer.user} /> : <EmptyState text={t('user.signedOut')} />}
    </div>
  );
}

/** The skeleton while the query loads: my orders: the header, the filter, the orders. */
export const ScreenSkeleton = () => <ListSkeleton header tabs={2} />;
