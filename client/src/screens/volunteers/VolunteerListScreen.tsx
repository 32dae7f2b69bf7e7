import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { VolunteerListScreenQuery } from '../../__generated__/VolunteerListScreenQuery.graphql';
import type { VolunteerListScreen_query$key } from '../../__generated__/VolunteerListScreen_query.graphql';
import type { VolunteerListPaginationQuery } from '../../__generated__/VolunteerListPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState } from '../../shell/StateViews';
import { PagedList } from '../../widgets/PagedList';
import { VolunteerCard } from './cards';

const query = graphql`
  query VolunteerListScreenQuery($orderBy: VolunteerOrder) {
    ...VolunteerListScreen_query @arguments(orderBy: $orderBy)
  }
`;

type Order = 'SERVICE_HOURS' | 'POINTS' | 'NEWEST';
const ORDERS: readonly Order[] = ['SERVICE_HOURS', 'POINTS', 'NEWEST'];
const orderOf = (value: string | null): Order => ((ORDERS as readonly string[]).includes(value ?? '') ? (value as Order) : 'SERVICE_HOURS');

export function volunteerListLoader({ request }: { request: Request }): PreloadedQuery<VolunteerListScreenQuery> {
  const search = prepareRequest(request);
  return preload<VolunteerListScreenQuery>(query, { orderBy: orderOf(search.get('order')) }, { fresh: !isBackForward() });
}

function Volunteers({ query: ref }: { query: VolunteerListScreen_query$key }) {
  const { t } = useTranslation();
  const paging = usePaginationFragment<VolunteerListPaginationQuery, VolunteerListScreen_query$key>(
    graphql`
      fragment VolunteerListScreen_query on Query
      @refetchable(queryName: "VolunteerListPaginationQuery")
      @argumentDefinitions(orderBy: { type: "VolunteerOrder" }, count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        volunteers(first: $count, after: $cursor, orderBy: $orderBy) @connection(key: "VolunteerListScreen_volunteers") {
          totalCount
          edges {
            node {
              id
              ...cards_volunteer
            }
          }
        }
      }
    `,
    ref,
  );
  return (
    <PagedList
      connection={paging.data.volunteers}
      paging={paging}
      failedTestId="volunteers-failed"
      className="vol-list"
      testId="volunteer-list"
      empty={<EmptyState text={t('volunteers.list.empty')} />}
    >
      {(node) => <VolunteerCard volunteer={node} />}
    </PagedList>
  );
}

/** /volunteer-list/all (menu VOLUNTEER_LIST): the site's volunteers with their star ratings, by hours, points or newest. */
export function VolunteerListScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<VolunteerListScreenQuery>(query);
  const [search] = useSearchParams();
  const order = orderOf(search.get('order'));
  return (
    <div className="vol-page" data-testid="volunteer-list-page">
      <PageHeader title={t('volunteers.list.title')} />
      <nav className="tabs vol-tabs" aria-label={t('volunteers.list.order')}>
        {ORDERS.map((o) => (
          <Link
            key={o}
            to={`/volunteer-list/all?order=${o}`}
            replace
            className={o === order ? 'tabs__tab tabs__tab--on' : 'tabs__tab'}
            aria-current={o === order ? 'page' : undefined}
          >
            {t(`volunteers.list.orders.${o}`)}
          </Link>
        ))}
      </nav>
      <Volunteers query={data} />
    </div>
  );
}
