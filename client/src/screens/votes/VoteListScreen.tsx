import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { VoteListScreenQuery, VoteStatus } from '../../__generated__/VoteListScreenQuery.graphql';
import type { VoteListScreen_query$key } from '../../__generated__/VoteListScreen_query.graphql';
import type { VoteListPaginationQuery } from '../../__generated__/VoteListPaginationQuery.graphql';
import type { Known } from '../../relay/enums';
import { isBackForward, preload, prepareRequest } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { PageHeader } from '../../widgets/PageHeader';
import { FilterTabs } from '../../widgets/LinkTabs';
import { PagedList } from '../../widgets/PagedList';
import { EmptyState } from '../../shell/StateViews';
import { ListSkeleton } from '../../widgets/Skeleton';
import { VoteCard } from './VoteCard';
import './votes.css';

const query = graphql`
  query VoteListScreenQuery($status: VoteStatus) {
    ...VoteListScreen_query @arguments(status: $status)
  }
`;

const TABS: ReadonlyArray<Known<VoteStatus> | null> = [null, 'ONGOING', 'NOT_STARTED', 'ENDED'];

interface LoaderData {
  status: Known<VoteStatus> | null;
  ref: PreloadedQuery<VoteListScreenQuery>;
}

/** /online-vote?status=… (VOTE_LIST): the site's votes. */
export function voteListLoader({ request }: { request: Request }): LoaderData {
  const search = prepareRequest(request);
  const status = TABS.find((s) => s !== null && s === search.get('status')) ?? null;
  return { status, ref: preload<VoteListScreenQuery>(query, { status }, { fresh: !isBackForward() }) };
}

function Votes({ data }: { data: VoteListScreen_query$key }) {
  const { t } = useTranslation();
  const paging = usePaginationFragment<VoteListPaginationQuery, VoteListScreen_query$key>(
    graphql`
      fragment VoteListScreen_query on Query
      @refetchable(queryName: "VoteListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }, status: { type: "VoteStatus" }) {
        votes(status: $status, first: $count, after: $cursor) @connection(key: "VoteList_votes", filters: ["status"]) {
          totalCount
          edges {
            node {
              id
              ...VoteCard_vote
            }
          }
        }
      }
    `,
    data,
  );
  return (
    <PagedList
      connection={paging.data.votes}
      paging={paging}
      failedTestId="votes-failed"
      empty={<EmptyState text={t('votes.none')} />}
      className="vote-list"
      testId="vote-list"
    >
      {(node) => <VoteCard vote={node} />}
    </PagedList>
  );
}

export function VoteListScreen() {
  const { t } = useTranslation();
  const { status, ref } = useLoaderData() as LoaderData;
  const data = usePreloadedQuery<VoteListScreenQuery>(query, ref);
  return (
    <div data-testid="vote-list-page">
      <PageHeader title={t('votes.title')} />
      <FilterTabs
        values={TABS}
        current={status}
        hrefOf={(s) => (s ? `/online-vote?status=${s}` : '/online-vote')}
        labelOf={(s) => t(`votes.status.${s}`)}
        testId="vote-tabs"
      />
      <Votes data={data} />
    </div>
  );
}

export const screen: ScreenModule['screen'] = { Component: VoteListScreen, loader: voteListLoader, skeleton: <ListSkeleton /> };
