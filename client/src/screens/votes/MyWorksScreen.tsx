import { graphql, useFragment, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Pencil } from 'lucide-react';
import type { MyWorksScreenQuery } from '../../__generated__/MyWorksScreenQuery.graphql';
import type { MyWorksScreenVoteQuery } from '../../__generated__/MyWorksScreenVoteQuery.graphql';
import type { MyWorksScreen_vote$key } from '../../__generated__/MyWorksScreen_vote.graphql';
import type { MyWorksVotePaginationQuery } from '../../__generated__/MyWorksVotePaginationQuery.graphql';
import type { MyWorksScreen_user$key } from '../../__generated__/MyWorksScreen_user.graphql';
import type { MyWorksScreen_work$key } from '../../__generated__/MyWorksScreen_work.graphql';
import type { MyWorksPaginationQuery } from '../../__generated__/MyWorksPaginationQuery.graphql';
import { isBackForward, preload } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { prepareSignedInRequest } from '../../shell/requireSessionLoader';
import { useSessionCheck } from '../../relay/useSessionCheck';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { EmptyState } from '../../shell/StateViews';
import { ListSkeleton } from '../../widgets/Skeleton';
import { Img } from '../../widgets/Img';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import './votes.css';

const query = graphql`
  query MyWorksScreenQuery {
    viewer {
      isSignedIn
      user {
        ...MyWorksScreen_user
      }
    }
  }
`;

const voteQuery = graphql`
  query MyWorksScreenVoteQuery($id: ID!) {
    viewer {
      isSignedIn
    }
    node: nodeByUpstreamId(type: "Vote", upstreamId: $id) {
      ... on Vote {
        title
      }
      ...MyWorksScreen_vote @alias(as: "vote")
    }
  }
`;

type LoaderData = { all: PreloadedQuery<MyWorksScreenQuery> } | { one: PreloadedQuery<MyWorksScreenVoteQuery> };

/** /my-join/:id[/:voteType] (one vote's) and /join-list (all; login required): the works the user joined. */
export function myWorksLoader({ request, params }: { request: Request; params: { id?: string } }): LoaderData {
  prepareSignedInRequest(request);
  const fresh = !isBackForward();
  return params.id
    ? { one: preload<MyWorksScreenVoteQuery>(voteQuery, { id: params.id }, { fresh }) }
    : { all: preload<MyWorksScreenQuery>(query, {}, { fresh }) };
}

function MyWork({ work }: { work: MyWorksScreen_work$key }) {
  const { t } = useTranslation();
  const w = useFragment(
    graphql`
      fragment MyWorksScreen_work on VoteWork {
        upstreamId
        number
        title
        status
        refusalReason
        voteCount
        rank
        images {
          url(size: SMALL)
        }
        video {
          poster {
            url
          }
        }
        vote {
          upstreamId
          title
          canJoin
        }
      }
    `,
    work,
  );
  const status = w.status === 'APPROVED' || w.status === 'REFUSED' ? w.status : 'PENDING';
  return (
    <article className="my-work" data-testid="my-work" data-status={status}>
      <Img src={w.images[0]?.url ?? w.video?.poster?.url} alt={w.title} className="my-work__img" />
      <div className="my-work__body">
        <h2 className="my-work__title">
          {w.title} <span className="my-work__number">No.{w.number}</span>
        </h2>
        {w.vote && (
          <Link className="my-work__vote" to={`/vote-detail/${w.vote.upstreamId}`}>
            {w.vote.title}
          </Link>
        )}
        <p className={`my-work__status my-work__status--${status.toLowerCase()}`} data-testid="my-work-status">
          {t(`votes.workStatus.${status}`)}
          {status === 'APPROVED' &&
            ` · ${t('votes.votes', { count: w.voteCount })}${w.rank ? ` · ${t('votes.rank', { rank: w.rank })}` : ''}`}
        </p>
        {status === 'REFUSED' && w.refusalReason && (
          <p className="my-work__reason">{t('votes.refusedBecause', { reason: w.refusalReason })}</p>
        )}
        {w.vote?.canJoin && (
          <Link className="my-work__edit" to={`/vote-join/${w.vote.upstreamId}/${w.upstreamId}`} data-testid="edit-work">
            <Pencil aria-hidden size={14} /> {t('votes.editWork')}
          </Link>
        )}
      </div>
    </article>
  );
}

function Works({ user }: { user: MyWorksScreen_user$key }) {
  const { t } = useTranslation();
  const paging = usePaginationFragment<MyWorksPaginationQuery, MyWorksScreen_user$key>(
    graphql`
      fragment MyWorksScreen_user on User
      @refetchable(queryName: "MyWorksPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        voteWorks(first: $count, after: $cursor) @connection(key: "MyWorks_voteWorks") {
          totalCount
          edges {
            node {
              id
              ...MyWorksScreen_work
            }
          }
        }
      }
    `,
    user,
  );
  return (
    <PagedList
      connection={paging.data.voteWorks}
      paging={paging}
      failedTestId="my-works-failed"
      empty={<EmptyState text={t('votes.noMyWorks')} />}
      className="my-works"
      testId="my-works"
    >
      {(node) => <MyWork work={node} />}
    </PagedList>
  );
}

function VoteWorks({ vote }: { vote: MyWorksScreen_vote$key }) {
  const { t } = useTranslation();
  const paging = usePaginationFragment<MyWorksVotePaginationQuery, MyWorksScreen_vote$key>(
    graphql`
      fragment MyWorksScreen_vote on Vote
      @refetchable(queryName: "MyWorksVotePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        viewerWorks(first: $count, after: $cursor) @connection(key: "MyWorks_viewerWorks") {
          totalCount
          edges {
            node {
              id
              ...MyWorksScreen_work
            }
          }
        }
      }
    `,
    vote,
  );
  return (
    <PagedList
      connection={paging.data.viewerWorks}
      paging={paging}
      failedTestId="my-works-failed"
      empty={<EmptyState text={t('votes.noMyWorks')} />}
      className="my-works"
      testId="my-works"
    >
      {(node) => <MyWork work={node} />}
    </PagedList>
  );
}

function AllWorks({ refOf }: { refOf: PreloadedQuery<MyWorksScreenQuery> }) {
  const { t } = useTranslation();
  const { viewer } = usePreloadedQuery<MyWorksScreenQuery>(query, refOf);
  useSessionCheck(viewer.isSignedIn);
  return (
    <>
      <PageHeader title={t('votes.myWorks')} />
      {viewer.user ? <Works user={viewer.user} /> : <EmptyState text={t('votes.signedOut')} />}
    </>
  );
}

function OneVoteWorks({ refOf }: { refOf: PreloadedQuery<MyWorksScreenVoteQuery> }) {
  const { t } = useTranslation();
  const data = usePreloadedQuery<MyWorksScreenVoteQuery>(voteQuery, refOf);
  useSessionCheck(data.viewer.isSignedIn);
  if (!data.node?.vote) return <NotFoundPage title={t('votes.myWorks')} text={t('votes.notFound')} />;
  return (
    <>
      <PageHeader title={t('votes.myWorks')} />
      {data.node.title && <p className="my-works__vote">{data.node.title}</p>}
      <VoteWorks vote={data.node.vote} />
    </>
  );
}

export function MyWorksScreen() {
  const data = useLoaderData() as LoaderData;
  return <div data-testid="my-works-page">{'one' in data ? <OneVoteWorks refOf={data.one} /> : <AllWorks refOf={data.all} />}</div>;
}

export const screen: ScreenModule['screen'] = { Component: MyWorksScreen, loader: myWorksLoader, skeleton: <ListSkeleton /> };
