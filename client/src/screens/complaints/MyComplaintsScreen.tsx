import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import type { ComplaintStatus, MyComplaintsScreenQuery } from '../../__generated__/MyComplaintsScreenQuery.graphql';
import type { MyComplaintsScreen_user$key } from '../../__generated__/MyComplaintsScreen_user.graphql';
import type { MyComplaintsPaginationQuery } from '../../__generated__/MyComplaintsPaginationQuery.graphql';
import type { Known } from '../../relay/enums';
import { isBackForward, preload } from '../../shell/loader';
import { prepareSignedInRequest } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { PageHeader } from '../../widgets/PageHeader';
import { EmptyState } from '../../shell/StateViews';
import { FilterTabs } from '../../widgets/LinkTabs';
import { PagedList } from '../../widgets/PagedList';
import { ComplaintCard } from './ComplaintCard';
import '../../widgets/booking/booking.css';
import './complaints.css';
import type { ScreenModule } from '../../shell/lazyScreen';
import { ListSkeleton } from '../../widgets/Skeleton';

const query = graphql`
  query MyComplaintsScreenQuery($status: ComplaintStatus) {
    viewer {
      isSignedIn
      user {
        ...MyComplaintsScreen_user @arguments(status: $status)
      }
    }
  }
`;

const TABS: ReadonlyArray<Known<ComplaintStatus> | null> = [null, 'PENDING', 'ACCEPTED', 'PROCESSED'];

interface LoaderData {
  status: Known<ComplaintStatus> | null;
  ref: PreloadedQuery<MyComplaintsScreenQuery>;
}

/** /user-complain?status=… (COMPLAINT; login required): the user's complaints by status. */
export function myComplaintsLoader({ request }: { request: Request }): LoaderData {
  const search = prepareSignedInRequest(request);
  const status = TABS.find((s) => s !== null && s === search.get('status')) ?? null;
  return { status, ref: preload<MyComplaintsScreenQuery>(query, { status }, { fresh: !isBackForward() }) };
}

function ComplaintList({ user }: { user: MyComplaintsScreen_user$key }) {
  const { t } = useTranslation();
  const list = usePaginationFragment<MyComplaintsPaginationQuery, MyComplaintsScreen_user$key>(
    graphql`
      fragment MyComplaintsScreen_user on User
      @refetchable(queryName: "MyComplaintsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }, status: { type: "ComplaintStatus" }) {
        complaints(status: $status, first: $count, after: $cursor) @connection(key: "MyComplaints_complaints", filters: ["status"]) {
          totalCount
          edges {
            node {
              id
              ...ComplaintCard_complaint
            }
          }
        }
      }
    `,
    user,
  );
  return (
    <PagedList
      connection={list.data.complaints}
      paging={list}
      failedTestId="complaints-failed"
      empty={
        <div className="complaint-empty">
          <EmptyState text={t('complaints.mine.empty')} />
          <Link className="btn btn--primary" to="/complain-save">
            {t('complaints.mine.fileOne')}
          </Link>
        </div>
      }
      className="complaint-list"
      testId="complaint-list"
    >
      {(node) => <ComplaintCard complaint={node} />}
    </PagedList>
  );
}

export function MyComplaintsScreen() {
  const { t } = useTranslation();
  const { status, ref } = useLoaderData() as LoaderData;
  const { viewer } = usePreloadedQuery<MyComplaintsScreenQuery>(query, ref);
  useSessionCheck(viewer.isSignedIn);
  return (
    <div data-testid="my-complaints">
      <PageHeader
        title={t('complaints.mine.title')}
        right={
          <Link className="cheader-action" to="/complain-save" aria-label={t('complaints.mine.fileOne')} data-testid="new-complaint">
            <Plus aria-hidden size={22} />
          </Link>
        }
      />
      <FilterTabs
        values={TABS}
        current={status}
        hrefOf={(s) => (s ? `/user-complain?status=${s}` : '/user-complain')}
        labelOf={(s) => t(`complaints.status.${s}`)}
        className="tabs tabs--even"
        testId="complaint-tabs"
      />
      {viewer.user ? <ComplaintList user={viewer.user} /> : <EmptyState text={t('complaints.signedOut')} />}
    </div>
  );
}

export const screen: ScreenModule['screen'] = { Component: MyComplaintsScreen, loader: myComplaintsLoader, skeleton: <ListSkeleton /> };
