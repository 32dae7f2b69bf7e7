import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RecruitListScreenQuery, RecruitmentStatus } from '../../__generated__/RecruitListScreenQuery.graphql';
import type { RecruitListScreen_query$key } from '../../__generated__/RecruitListScreen_query.graphql';
import type { RecruitListPaginationQuery } from '../../__generated__/RecruitListPaginationQuery.graphql';
import { isBackForward, prepareRequest, preload, useRouteQuery } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState } from '../../shell/StateViews';
import { PagedList } from '../../widgets/PagedList';
import { RecruitmentCard } from './cards';
import { label } from './labels';

const query = graphql`
  query RecruitListScreenQuery($status: RecruitmentStatus) {
    ...RecruitListScreen_query @arguments(status: $status)
  }
`;

const TABS = ['RECRUITING', 'IN_PROGRESS', 'FINISHED'] as const;
type Tab = (typeof TABS)[number] | 'ALL';
const tabOf = (value: string | null): Tab => ((TABS as readonly string[]).includes(value ?? '') ? (value as Tab) : 'ALL');

export function recruitListLoader({ request }: { request: Request }): PreloadedQuery<RecruitListScreenQuery> {
  const tab = tabOf(prepareRequest(request).get('status'));
  return preload<RecruitListScreenQuery>(query, { status: tab === 'ALL' ? null : (tab as RecruitmentStatus) }, { fresh: !isBackForward() });
}

function Activities({ query: ref }: { query: RecruitListScreen_query$key }) {
  const { t } = useTranslation();
  const paging = usePaginationFragment<RecruitListPaginationQuery, RecruitListScreen_query$key>(
    graphql`
      fragment RecruitListScreen_query on Query
      @refetchable(queryName: "RecruitListPaginationQuery")
      @argumentDefinitions(status: { type: "RecruitmentStatus" }, count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        recruitmentActivities(first: $count, after: $cursor, status: $status) @connection(key: "RecruitListScreen_recruitmentActivities") {
          totalCount
          edges {
            node {
              id
              ...cards_activity
            }
          }
        }
      }
    `,
    ref,
  );
  return (
    <PagedList
      connection={paging.data.recruitmentActivities}
      paging={paging}
      failedTestId="recruit-failed"
      className="vol-list"
      testId="recruit-list"
      empty={<EmptyState text={t('volunteers.recruit.none')} />}
    >
      {(node) => <RecruitmentCard activity={node} />}
    </PagedList>
  );
}

/** /recruit-list: volunteer recruitment activities of the site (recruiting first), by state. */
export function RecruitListScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<RecruitListScreenQuery>(query);
  const [search] = useSearchParams();
  const tab = tabOf(search.get('status'));
  return (
    <div className="vol-page" data-testid="recruit-list-page">
      <PageHeader title={t('volunteers.recruit.listTitle')} />
      <nav className="tabs vol-tabs" aria-label={t('volunteers.recruit.listTitle')}>
        {(['ALL', ...TABS] as const).map((s) => (
          <Link
            key={s}
            to={s === 'ALL' ? '/recruit-list' : `/recruit-list?status=${s}`}
            replace
            className={s === tab ? 'tabs__tab tabs__tab--on' : 'tabs__tab'}
            aria-current={s === tab ? 'page' : undefined}
          >
            {s === 'ALL' ? t('volunteers.all') : label(t, 'recruitStatus', s)}
          </Link>
        ))}
      </nav>
      <Activities query={data} />
    </div>
  );
}
