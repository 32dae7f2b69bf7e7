import { Suspense } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { WaitingOrderGroup, WaitingOrdersScreenQuery } from '../../__generated__/WaitingOrdersScreenQuery.graphql';
import type { WaitingOrdersScreenListQuery } from '../../__generated__/WaitingOrdersScreenListQuery.graphql';
import type { WaitingOrdersScreen_user$key } from '../../__generated__/WaitingOrdersScreen_user.graphql';
import type { WaitingOrdersPaginationQuery } from '../../__generated__/WaitingOrdersPaginationQuery.graphql';
import { preload, useRouteQuery } from '../../shell/loader';
import { prepareSignedInRequest } from '../../shell/requireSessionLoader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { EmptyState } from '../../shell/StateViews';
import { PageHeader } from '../../widgets/PageHeader';
import { LinkTab } from '../../widgets/LinkTabs';
import { PagedList } from '../../widgets/PagedList';
import { ListSkeleton, SkeletonCards } from '../../widgets/Skeleton';
import { OrderRow } from './OrderRow';
import './order-hub.css';

/** The groups with their counts and paths. */
const query = graphql`
  query WaitingOrdersScreenQuery {
    viewer {
      user {
        waitingOrderCounts {
          group
          count
          path
        }
      }
    }
  }
`;

/** One group's orders. */
const listQuery = graphql`
  query WaitingOrdersScreenListQuery($group: WaitingOrderGroup!) {
    viewer {
      user {
        ...WaitingOrdersScreen_user @arguments(group: $group)
      }
    }
  }
`;

function loader({ request }: { request: Request }) {
  prepareSignedInRequest(request);
  return preload<WaitingOrdersScreenQuery>(query, {}, { fresh: true });
}

function GroupList({ group }: { group: WaitingOrderGroup }) {
  const { t } = useTranslation();
  const { viewer } = useLazyLoadQuery<WaitingOrdersScreenListQuery>(listQuery, { group }, { fetchPolicy: 'network-only' });
  if (!viewer.user) return <EmptyState text={t('user.signedOut')} />;
  return <GroupPages user={viewer.user} />;
}

function GroupPages({ user }: { user: WaitingOrdersScreen_user$key }) {
  const { t } = useTranslation();
  const list = usePaginationFragment<WaitingOrdersPaginationQuery, WaitingOrdersScreen_user$key>(
    graphql`
      fragment WaitingOrdersScreen_user on User
      @refetchable(queryName: "WaitingOrdersPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
        group: { type: "WaitingOrderGroup!" }
      ) {
        waitingOrders(group: $group, first: $count, after: $cursor) @connection(key: "WaitingOrders_waitingOrders", filters: ["group"]) {
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
      connection={list.data.waitingOrders}
      paging={list}
      failedTestId="waiting-failed"
      empty={<EmptyState text={t('orderHub.emptyGroup')} />}
      className="oh-list"
      testId="waiting-list"
    >
      {(node) => <OrderRow order={node} />}
    </PagedList>
  );
}

/** /some-list?group=…: the orders waiting for the visitor, one group at a time, each group with its count (login required). */
export function WaitingOrdersScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { viewer } = useRouteQuery<WaitingOrdersScreenQuery>(query);
  const groups = viewer.user?.waitingOrderCounts ?? [];
  const current = groups.find((g) => g.group === search.get('group')) ?? groups[0] ?? null;
  return (
    <div className="oh-page" data-testid="waiting-orders-page">
      <PageHeader title={t('orderHub.waitingTitle')} />
      <nav className="tabs tabs--even oh-tabs" aria-label={t('orderHub.groups')} data-testid="waiting-groups">
        {groups.map((g) => (
          <LinkTab key={g.group} to={g.path} on={g.group === current?.group} testId={`group-${g.group}`}>
            {t(`orderHub.group.${g.group}`)}
            <span className="oh-count" data-testid={`group-${g.group}-count`}>
              {g.count}
            </span>
          </LinkTab>
        ))}
      </nav>
      {current ? (
        <Suspense key={current.group} fallback={<SkeletonCards rows={4} />}>
          <GroupList group={current.group} />
        </Suspense>
      ) : (
        <EmptyState text={t('user.signedOut')} />
      )}
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: WaitingOrdersScreen,
  loader,
  skeleton: <ListSkeleton header tabs={3} />,
};
