import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronRight, Images } from 'lucide-react';
import type { UserVoteScreenQuery } from '../../__generated__/UserVoteScreenQuery.graphql';
import type { UserVoteScreen_user$key } from '../../__generated__/UserVoteScreen_user.graphql';
import type { UserVotePaginationQuery } from '../../__generated__/UserVotePaginationQuery.graphql';
import { isBackForward, preload } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { prepareSignedInRequest } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { EmptyState } from '../../shell/StateViews';
import { ListSkeleton } from '../../widgets/Skeleton';
import { formatDate } from '../../widgets/format';
import { Img } from '../../widgets/Img';
import { VoteStatusBadge } from './VoteStatusBadge';
import './votes.css';

const query = graphql`
  query UserVoteScreenQuery {
    viewer {
      isSignedIn
      user {
        ...UserVoteScreen_user
      }
    }
  }
`;

/** /user-vote (USER_VOTE; login required): the votes the user took part in, and their works. */
export function userVoteLoader({ request }: { request: Request }): PreloadedQuery<UserVoteScreenQuery> {
  prepareSignedInRequest(request);
  return preload<UserVoteScreenQuery>(query, {}, { fresh: !isBackForward() });
}

function Participations({ user }: { user: UserVoteScreen_user$key }) {
  const { t, i18n } = useTranslation();
  const paging = usePaginationFragment<UserVotePaginationQuery, UserVoteScreen_user$key>(
    graphql`
      fragment UserVoteScreen_user on User
      @refetchable(queryName: "UserVotePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        voteParticipations(first: $count, after: $cursor) @connection(key: "UserVote_voteParticipations") {
          totalCount
          edges {
            node {
              id
              votesCast
              lastVotedAt
              vote {
                upstreamId
                title
                status
                cover {
                  url(size: SMALL)
                }
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
      connection={paging.data.voteParticipations}
      paging={paging}
      failedTestId="participations-failed"
      empty={
        <div className="vote-empty">
          <EmptyState text={t('votes.noParticipations')} />
          <Link className="btn btn--primary" to="/online-vote">
            {t('votes.browse')}
          </Link>
        </div>
      }
      className="participations"
      testId="participations"
    >
      {(p) => (
        <Link className="participation" to={`/vote-detail/${p.vote.upstreamId}`} data-testid="participation">
          <Img src={p.vote.cover?.url} alt="" className="participation__img" />
          <span className="participation__body">
            <span className="participation__title">{p.vote.title}</span>
            <VoteStatusBadge status={p.vote.status} />
            <span className="participation__meta">
              {t('votes.myVotes', { count: p.votesCast })}
              {p.lastVotedAt ? ` · ${t('votes.lastVoted', { date: formatDate(p.lastVotedAt, i18n.language) })}` : ''}
            </span>
          </span>
          <ChevronRight aria-hidden size={18} />
        </Link>
      )}
    </PagedList>
  );
}

export function UserVoteScreen() {
  const { t } = useTranslation();
  const ref = useLoaderData() as PreloadedQuery<UserVoteScreenQuery>;
  const { viewer } = usePreloadedQuery<UserVoteScreenQuery>(query, ref);
  useSessionCheck(viewer.isSignedIn);
  return (
    <div data-testid="user-vote">
      <PageHeader title={t('votes.mine')} />
      <Link className="vote-my-works-link" to="/join-list" data-testid="join-list-link">
        <Images aria-hidden size={18} /> <span>{t('votes.myWorks')}</span> <ChevronRight aria-hidden size={18} />
      </Link>
      {viewer.user ? <Participations user={viewer.user} /> : <EmptyState text={t('votes.signedOut')} />}
    </div>
  );
}

export const screen: ScreenModule['screen'] = { Component: UserVoteScreen, loader: userVoteLoader, skeleton: <ListSkeleton /> };
