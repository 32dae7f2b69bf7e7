import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MyRecruitmentScreenQuery } from '../../__generated__/MyRecruitmentScreenQuery.graphql';
import type { MyRecruitmentScreen_applications$key } from '../../__generated__/MyRecruitmentScreen_applications.graphql';
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
import { label } from './labels';

// /my-recruitment

const applicationsQuery = graphql`
  query MyRecruitmentScreenQuery {
    viewer {
      isSignedIn
      user {
        ...MyRecruitmentScreen_applications
      }
    }
  }
`;

export function myRecruitmentLoader({ request }: { request: Request }): PreloadedQuery<MyRecruitmentScreenQuery> {
  return preloadSignedIn<MyRecruitmentScreenQuery>(request, applicationsQuery, {}, { fresh: !isBackForward() });
}

const APPLICATION_TONE = { PENDING: 'wait', APPROVED: 'ok', REJECTED: 'bad', RESERVE: 'primary', CANCELLED: 'plain' } as const;

function Applications({ user }: { user: MyRecruitmentScreen_applications$key }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const paging = usePaginationFragment<MyRecordsApplicationsPaginationQuery, MyRecruitmentScreen_applications$key>(
    graphql`
      fragment MyRecruitmentScreen_applications on User
      @refetchable(queryName: "MyRecordsApplicationsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        recruitmentApplications(first: $count, after: $cursor) @connection(key: "MyRecruitmentScreen_recruitmentApplications") {
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
    <PagedList
      connection={paging.data.recruitmentApplications}
      paging={paging}
      failedTestId="applications-failed"
      className="vol-list"
      testId="my-application-list"
      empty={<EmptyState text={t('volunteers.home.noApplications')} />}
    >
      {(n) => (
        <Link to={n.activity?.detailPath ?? '/recruit-list'} className="vol-item" data-testid="my-application">
          <div className="vol-item__body">
            <span className="vol-item__title">{n.activity?.name}</span>
            <span className="vol-item__meta">
              <Badge tone={APPLICATION_TONE[n.status as keyof typeof APPLICATION_TONE] ?? 'plain'}>
                {label(t, 'applicationStatus', n.status)}
              </Badge>
              {n.activity?.teamName} · {n.activity?.startDate}
            </span>
            {n.rejectReason && <span className="vol-muted">{t('volunteers.service.reason', { reason: n.rejectReason })}</span>}
            {n.appliedAt && (
              <span className="vol-muted">{t('volunteers.recruit.appliedAt', { date: formatDate(n.appliedAt, lang, true) })}</span>
            )}
          </div>
        </Link>
      )}
    </PagedList>
  );
}

/** /my-recruitment: the volunteer's applications to recruitment activities and their results. */
export function MyRecruitmentScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<MyRecruitmentScreenQuery>(applicationsQuery);
  useSessionCheck(data.viewer.isSignedIn);
  return (
    <div className="vol-page" data-testid="my-recruitment-page">
      <PageHeader title={t('volunteers.home.applications')} />
      {data.viewer.user ? <Applications user={data.viewer.user} /> : <EmptyState text={t('volunteers.signedOut')} />}
    </div>
  );
}
