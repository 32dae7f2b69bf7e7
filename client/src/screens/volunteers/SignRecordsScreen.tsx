import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SignRecordsScreenQuery } from '../../__generated__/SignRecordsScreenQuery.graphql';
import type { SignRecordsScreen_signIns$key } from '../../__generated__/SignRecordsScreen_signIns.graphql';
import type { MyRecordsSignInsPaginationQuery } from '../../__generated__/MyRecordsSignInsPaginationQuery.graphql';
import { isBackForward, useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState } from '../../shell/StateViews';
import { PagedList } from '../../widgets/PagedList';
import { Badge } from './ui';
import { label, timeOfDay } from './labels';

// /sign-records

const signInsQuery = graphql`
  query SignRecordsScreenQuery {
    viewer {
      isSignedIn
      user {
        ...SignRecordsScreen_signIns
      }
    }
  }
`;

export function signRecordsLoader({ request }: { request: Request }): PreloadedQuery<SignRecordsScreenQuery> {
  return preloadSignedIn<SignRecordsScreenQuery>(request, signInsQuery, {}, { fresh: !isBackForward() });
}

function SignIns({ user }: { user: SignRecordsScreen_signIns$key }) {
  const { t } = useTranslation();
  const paging = usePaginationFragment<MyRecordsSignInsPaginationQuery, SignRecordsScreen_signIns$key>(
    graphql`
      fragment SignRecordsScreen_signIns on User
      @refetchable(queryName: "MyRecordsSignInsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        volunteerSignIns(first: $count, after: $cursor) @connection(key: "SignRecordsScreen_volunteerSignIns") {
          totalCount
          edges {
            node {
              id
              shiftTitle
              shiftDate
              signedInAt
              signedOutAt
              signInMethod
              serviceMinutes
              detailPath
            }
          }
        }
      }
    `,
    user,
  );
  return (
    <PagedList
      connection={paging.data.volunteerSignIns}
      paging={paging}
      failedTestId="sign-records-failed"
      className="vol-list"
      testId="sign-record-list"
      empty={<EmptyState text={t('volunteers.records.empty')} />}
    >
      {(n) => (
        <Link className="vol-item" to={n.detailPath} data-testid="sign-record">
          <div className="vol-item__body">
            <span className="vol-item__title">{n.shiftTitle}</span>
            <span className="vol-item__meta">
              {n.shiftDate} · {timeOfDay(n.signedInAt)}–{n.signedOutAt ? timeOfDay(n.signedOutAt) : t('volunteers.records.notOut')}
            </span>
            <span className="vol-item__meta">
              <Badge tone="primary">{label(t, 'signMethod', n.signInMethod)}</Badge>
              {t('volunteers.records.minutes', { count: n.serviceMinutes })}
            </span>
          </div>
        </Link>
      )}
    </PagedList>
  );
}

/** /sign-records: the volunteer's sign-in records (method, times, minutes counted); each opens its check-in detail. */
export function SignRecordsScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<SignRecordsScreenQuery>(signInsQuery);
  useSessionCheck(data.viewer.isSignedIn);
  return (
    <div className="vol-page" data-testid="sign-records-page">
      <PageHeader title={t('volunteers.records.title')} />
      {data.viewer.user ? <SignIns user={data.viewer.user} /> : <EmptyState text={t('volunteers.signedOut')} />}
    </div>
  );
}
