import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MyRecordsScreensSignInsQuery } from '../../__generated__/MyRecordsScreensSignInsQuery.graphql';
import type { MyRecordsScreens_signIns$key } from '../../__generated__/MyRecordsScreens_signIns.graphql';
import type { MyRecordsSignInsPaginationQuery } from '../../__generated__/MyRecordsSignInsPaginationQuery.graphql';
import type { MyRecordsScreensMakeUpsQuery } from '../../__generated__/MyRecordsScreensMakeUpsQuery.graphql';
import type { MyRecordsScreens_makeUps$key } from '../../__generated__/MyRecordsScreens_makeUps.graphql';
import type { MyRecordsMakeUpsPaginationQuery } from '../../__generated__/MyRecordsMakeUpsPaginationQuery.graphql';
import type { MyRecordsScreensApplicationsQuery } from '../../__generated__/MyRecordsScreensApplicationsQuery.graphql';
import type { MyRecordsScreens_applications$key } from '../../__generated__/MyRecordsScreens_applications.graphql';
import type { MyRecordsApplicationsPaginationQuery } from '../../__generated__/MyRecordsApplicationsPaginationQuery.graphql';
import { isBackForward, useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState } from '../../shell/StateViews';
import { PagedList } from '../../widgets/PagedList';
import { formatDate } from '../../widgets/format';
import { currentLanguage } from '../../i18n';
import { Badge } from './ui';
import { label, timeOfDay } from './labels';

// ---------------------------------------------------------------------------------------------
// /sign-records
// ---------------------------------------------------------------------------------------------

const signInsQuery = graphql`
  query MyRecordsScreensSignInsQuery {
    viewer {
      isSignedIn
      user {
        ...MyRecordsScreens_signIns
      }
    }
  }
`;

export function signRecordsLoader({ request }: { request: Request }): PreloadedQuery<MyRecordsScreensSignInsQuery> {
  return preloadSignedIn<MyRecordsScreensSignInsQuery>(request, signInsQuery, {}, { fresh: !isBackForward() });
}

function SignIns({ user }: { user: MyRecordsScreens_signIns$key }) {
  const { t } = useTranslation();
  const paging = usePaginationFragment<MyRecordsSignInsPaginationQuery, MyRecordsScreens_signIns$key>(
    graphql`
      fragment MyRecordsScreens_signIns on User
      @refetchable(queryName: "MyRecordsSignInsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        volunteerSignIns(first: $count, after: $cursor) @connection(key: "MyRecordsScreens_volunteerSignIns") {
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
            }
          }
        }
      }
    `,
    user,
  );
  return (
    <PagedList connection={paging.data.volunteerSignIns} paging={paging} failedTestId="sign-records-failed" className="vol-list" testId="sign-record-list" empty={<EmptyState text={t('volunteers.records.empty')} />}>
      {(n) => (
        <div className="vol-item" data-testid="sign-record">
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
        </div>
      )}
    </PagedList>
  );
}

/** /sign-records: the volunteer's sign-in records (method, times, minutes counted). */
export function SignRecordsScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<MyRecordsScreensSignInsQuery>(signInsQuery);
  useSessionCheck(data.viewer.isSignedIn);
  return (
    <div className="vol-page" data-testid="sign-records-page">
      <PageHeader title={t('volunteers.records.title')} />
      {data.viewer.user ? <SignIns user={data.viewer.user} /> : <EmptyState text={t('volunteers.signedOut')} />}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// /make-up-list
// ---------------------------------------------------------------------------------------------

const makeUpsQuery = graphql`
  query MyRecordsScreensMakeUpsQuery {
    viewer {
      isSignedIn
      user {
        ...MyRecordsScreens_makeUps
      }
    }
  }
`;

export function makeUpListLoader({ request }: { request: Request }): PreloadedQuery<MyRecordsScreensMakeUpsQuery> {
  return preloadSignedIn<MyRecordsScreensMakeUpsQuery>(request, makeUpsQuery, {}, { fresh: !isBackForward() });
}

const MAKE_UP_TONE = { PENDING: 'wait', APPROVED: 'ok', REJECTED: 'bad' } as const;

function MakeUps({ user }: { user: MyRecordsScreens_makeUps$key }) {
  const { t } = useTranslation();
  const paging = usePaginationFragment<MyRecordsMakeUpsPaginationQuery, MyRecordsScreens_makeUps$key>(
    graphql`
      fragment MyRecordsScreens_makeUps on User
      @refetchable(queryName: "MyRecordsMakeUpsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        makeUpRequests(first: $count, after: $cursor) @connection(key: "MyRecordsScreens_makeUpRequests") {
          totalCount
          edges {
            node {
              id
              shiftTitle
              shiftDate
              reason
              status
              rejectReason
              claimedSignInAt
              claimedSignOutAt
            }
          }
        }
      }
    `,
    user,
  );
  return (
    <PagedList connection={paging.data.makeUpRequests} paging={paging} failedTestId="make-ups-failed" className="vol-list" testId="make-up-list" empty={<EmptyState text={t('volunteers.makeUp.empty')} />}>
      {(n) => (
        <div className="vol-item" data-testid="make-up">
          <div className="vol-item__body">
            <span className="vol-item__title">{n.shiftTitle}</span>
            <span className="vol-item__meta">
              {n.shiftDate} · {timeOfDay(n.claimedSignInAt)}–{timeOfDay(n.claimedSignOutAt)}
              <Badge tone={MAKE_UP_TONE[n.status as keyof typeof MAKE_UP_TONE] ?? 'plain'} testId="make-up-status">{label(t, 'makeUpStatus', n.status)}</Badge>
            </span>
            <span className="vol-muted">{n.reason}</span>
            {n.rejectReason && <span className="vol-muted">{t('volunteers.service.reason', { reason: n.rejectReason })}</span>}
          </div>
        </div>
      )}
    </PagedList>
  );
}

/** /make-up-list: the volunteer's make-up sign-in requests and their decisions. */
export function MakeUpListScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<MyRecordsScreensMakeUpsQuery>(makeUpsQuery);
  useSessionCheck(data.viewer.isSignedIn);
  return (
    <div className="vol-page" data-testid="make-up-list-page">
      <PageHeader title={t('volunteers.makeUp.listTitle')} />
      {data.viewer.user ? <MakeUps user={data.viewer.user} /> : <EmptyState text={t('volunteers.signedOut')} />}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// /my-recruitment
// ---------------------------------------------------------------------------------------------

const applicationsQuery = graphql`
  query MyRecordsScreensApplicationsQuery {
    viewer {
      isSignedIn
      user {
        ...MyRecordsScreens_applications
      }
    }
  }
`;

export function myRecruitmentLoader({ request }: { request: Request }): PreloadedQuery<MyRecordsScreensApplicationsQuery> {
  return preloadSignedIn<MyRecordsScreensApplicationsQuery>(request, applicationsQuery, {}, { fresh: !isBackForward() });
}

const APPLICATION_TONE = { PENDING: 'wait', APPROVED: 'ok', REJECTED: 'bad', RESERVE: 'primary', CANCELLED: 'plain' } as const;

function Applications({ user }: { user: MyRecordsScreens_applications$key }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const paging = usePaginationFragment<MyRecordsApplicationsPaginationQuery, MyRecordsScreens_applications$key>(
    graphql`
      fragment MyRecordsScreens_applications on User
      @refetchable(queryName: "MyRecordsApplicationsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        recruitmentApplications(first: $count, after: $cursor) @connection(key: "MyRecordsScreens_recruitmentApplications") {
          totalCount
          edges {
            node {
              id
              status
              rejectReason
              appliedAt
              activity {
                name
                detailPath
                teamName
                startDate
              }
            }
          }
        }
      }
    `,
    user,
  );
  return (
    <PagedList connection={paging.data.recruitmentApplications} paging={paging} failedTestId="applications-failed" className="vol-list" testId="my-application-list" empty={<EmptyState text={t('volunteers.home.noApplications')} />}>
      {(n) => (
        <Link to={n.activity?.detailPath ?? '/recruit-list'} className="vol-item" data-testid="my-application">
          <div className="vol-item__body">
            <span className="vol-item__title">{n.activity?.name}</span>
            <span className="vol-item__meta">
              <Badge tone={APPLICATION_TONE[n.status as keyof typeof APPLICATION_TONE] ?? 'plain'}>{label(t, 'applicationStatus', n.status)}</Badge>
              {n.activity?.teamName} · {n.activity?.startDate}
            </span>
            {n.rejectReason && <span className="vol-muted">{t('volunteers.service.reason', { reason: n.rejectReason })}</span>}
            {n.appliedAt && <span className="vol-muted">{t('volunteers.recruit.appliedAt', { date: formatDate(n.appliedAt, lang, true) })}</span>}
          </div>
        </Link>
      )}
    </PagedList>
  );
}

/** /my-recruitment: the volunteer's applications to recruitment activities and their results. */
export function MyRecruitmentScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<MyRecordsScreensApplicationsQuery>(applicationsQuery);
  useSessionCheck(data.viewer.isSignedIn);
  return (
    <div className="vol-page" data-testid="my-recruitment-page">
      <PageHeader title={t('volunteers.home.applications')} />
      {data.viewer.user ? <Applications user={data.viewer.user} /> : <EmptyState text={t('volunteers.signedOut')} />}
    </div>
  );
}
