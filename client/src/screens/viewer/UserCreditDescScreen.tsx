import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CreditChange, UserCreditDescScreenQuery } from '../../__generated__/UserCreditDescScreenQuery.graphql';
import type { UserCreditDescScreen_user$key } from '../../__generated__/UserCreditDescScreen_user.graphql';
import type { UserCreditDescPaginationQuery } from '../../__generated__/UserCreditDescPaginationQuery.graphql';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState, ListFooter, PartFailed } from '../../shell/StateViews';
import { formatDate, formatMonth } from '../../widgets/format';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useInfiniteScroll } from '../../widgets/useInfiniteScroll';
import { currentLanguage } from '../../i18n';
import './credit.css';
export { ListSkeleton as ScreenSkeleton } from '../../widgets/Skeleton';

const query = graphql`
  query UserCreditDescScreenQuery($month: String!, $change: CreditChange!) {
    viewer {
      isSignedIn
      user {
        ...UserCreditDescScreen_user @arguments(month: $month, change: $change)
      }
    }
  }
`;

/** The `{type}` of the address and the records it shows. */
const TYPES = { all: 'ALL', add: 'ADDED', deduct: 'DEDUCTED' } as const satisfies Record<string, CreditChange>;
type TypeParam = keyof typeof TYPES;

interface LoaderData {
  month: string;
  type: TypeParam;
  ref: PreloadedQuery<UserCreditDescScreenQuery>;
}

/** `/user-credit-desc/{month}/{type}`: a month `yyyy-MM` (else this month) and all, add or deduct (else all). */
export function userCreditDescLoader({ request, params }: { request: Request; params: Record<string, string | undefined> }): LoaderData {
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(params.month ?? '') ? params.month! : new Date().toISOString().slice(0, 7);
  const type: TypeParam = params.type && params.type in TYPES ? (params.type as TypeParam) : 'all';
  return { month, type, ref: preloadSignedIn<UserCreditDescScreenQuery>(request, query, { month, change: TYPES[type] }, { fresh: true }) };
}

function Records({ user }: { user: UserCreditDescScreen_user$key }) {
  const { t } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<UserCreditDescPaginationQuery, UserCreditDescScreen_user$key>(
    graphql`
      fragment UserCreditDescScreen_user on User
      @refetchable(queryName: "UserCreditDescPaginationQuery")
      @argumentDefinitions(
        month: { type: "String!" }
        change: { type: "CreditChange!" }
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
      ) {
        credit {
          records(month: $month, change: $change, first: $count, after: $cursor)
            @connection(key: "UserCreditDescScreen_records", filters: ["month", "change"]) {
            totalCount
            edges {
              node {
                change
                reason
                resourceName
                occurredAt
              }
            }
          }
        }
      }
    `,
    user,
  );
  useInfiniteScroll(hasNext, isLoadingNext, () => loadNext(20));
  const records = data.credit?.records;
  if (!records) return <PartFailed testId="credit-records-failed" />;
  if (records.edges.length === 0 && !hasNext) return <EmptyState text={t('viewer.credit.noRecordsHere')} />;
  return (
    <>
      <ul className="credit-records" data-testid="credit-records">
        {records.edges.map(({ node }, i) => (
          // records carry no id: their place in the newest-first list is stable (it only grows at its end)
          <li key={i} className="credit-record" data-testid="credit-record">
            <div className="credit-record__main">
              <span className="credit-record__reason">
                {t(`viewer.credit.reason.${node.reason === '%future added value' ? 'OTHER' : node.reason}`)}
              </span>
              {node.resourceName && <span className="credit-record__what">{node.resourceName}</span>}
              {node.occurredAt && (
                <time className="credit-record__when" dateTime={node.occurredAt}>
                  {formatDate(node.occurredAt, currentLanguage(), true)}
                </time>
              )}
            </div>
            <span
              className={node.change > 0 ? 'credit-change credit-change--up' : 'credit-change credit-change--down'}
              data-testid="credit-record-change"
            >
              {node.change > 0 ? `+${node.change}` : `−${-node.change}`}
            </span>
          </li>
        ))}
      </ul>
      <ListFooter total={records.totalCount} hasNext={hasNext} loading={isLoadingNext} />
    </>
  );
}

/** /user-credit-desc/{month}/{type} (login): a month's credit records, all or only the points added or deducted. */
export function UserCreditDescScreen() {
  const { t } = useTranslation();
  const { month, type, ref } = useLoaderData() as LoaderData;
  const { viewer } = usePreloadedQuery<UserCreditDescScreenQuery>(query, ref);
  useSessionCheck(viewer.isSignedIn);
  const title = t('viewer.credit.monthTitle', { month: formatMonth(month, currentLanguage()) });
  return (
    <div data-testid="user-credit-desc">
      <PageHeader title={title} />
      <nav className="tabs" aria-label={title}>
        {(Object.keys(TYPES) as TypeParam[]).map((k) => (
          <Link
            key={k}
            to={`/user-credit-desc/${month}/${k}`}
            replace
            className={type === k ? 'tabs__tab tabs__tab--on' : 'tabs__tab'}
            aria-current={type === k ? 'page' : undefined}
            data-testid={`credit-tab-${k}`}
          >
            {t(`viewer.credit.type.${k}`)}
          </Link>
        ))}
      </nav>
      {viewer.user ? <Records user={viewer.user} /> : <EmptyState text={t('viewer.credit.unavailable')} />}
    </div>
  );
}
