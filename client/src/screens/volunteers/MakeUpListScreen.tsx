import { graphql, usePaginationFragment, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { MakeUpListScreenQuery } from '../../__generated__/MakeUpListScreenQuery.graphql';
import type { MakeUpListScreen_makeUps$key } from '../../__generated__/MakeUpListScreen_makeUps.graphql';
import type { MyRecordsMakeUpsPaginationQuery } from '../../__generated__/MyRecordsMakeUpsPaginationQuery.graphql';
import { isBackForward, useRouteQuery } from '../../shell/loader';
import { preloadSignedIn } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState } from '../../shell/StateViews';
import { PagedList } from '../../widgets/PagedList';
import { Badge } from './ui';
import { label, timeOfDay } from './labels';

// /make-up-list

const makeUpsQuery = graphql`
  query MakeUpListScreenQuery {
    viewer {
      isSignedIn
      user {
        ...MakeUpListScreen_makeUps
      }
    }
  }
`;

export function makeUpListLoader({ request }: { request: Request }): PreloadedQuery<MakeUpListScreenQuery> {
  return preloadSignedIn<MakeUpListScreenQuery>(request, makeUpsQuery, {}, { fresh: !isBackForward() });
}

const MAKE_UP_TONE = { PENDING: 'wait', APPROVED: 'ok', REJECTED: 'bad' } as const;

function MakeUps({ user }: { user: MakeUpListScreen_makeUps$key }) {
  const { t } = useTranslation();
  const paging = usePaginationFragment<MyRecordsMakeUpsPaginationQuery, MakeUpListScreen_makeUps$key>(
    graphql`
      fragment MakeUpListScreen_makeUps on User
      @refetchable(queryName: "MyRecordsMakeUpsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        makeUpRequests(first: $count, after: $cursor) @connection(key: "MakeUpListScreen_makeUpRequests") {
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
    <PagedList
      connection={paging.data.makeUpRequests}
      paging={paging}
      failedTestId="make-ups-failed"
      className="vol-list"
      testId="make-up-list"
      empty={<EmptyState text={t('volunteers.makeUp.empty')} />}
    >
      {(n) => (
        <div className="vol-item" data-testid="make-up">
          <div className="vol-item__body">
            <span className="vol-item__title">{n.shiftTitle}</span>
            <span className="vol-item__meta">
              {n.shiftDate} · {timeOfDay(n.claimedSignInAt)}–{timeOfDay(n.claimedSignOutAt)}
              <Badge tone={MAKE_UP_TONE[n.status as keyof typeof MAKE_UP_TONE] ?? 'plain'} testId="make-up-status">
                {label(t, 'makeUpStatus', n.status)}
              </Badge>
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
  const data = useRouteQuery<MakeUpListScreenQuery>(makeUpsQuery);
  useSessionCheck(data.viewer.isSignedIn);
  return (
    <div className="vol-page" data-testid="make-up-list-page">
      <PageHeader title={t('volunteers.makeUp.listTitle')} />
      {data.viewer.user ? <MakeUps user={data.viewer.user} /> : <EmptyState text={t('volunteers.signedOut')} />}
    </div>
  );
}
