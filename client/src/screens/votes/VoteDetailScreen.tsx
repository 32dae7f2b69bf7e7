import { graphql, useFragment, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FilePlus2, Images, Search } from 'lucide-react';
import type { VoteDetailScreenQuery, VoteWorkOrder } from '../../__generated__/VoteDetailScreenQuery.graphql';
import type { VoteDetailScreen_vote$key } from '../../__generated__/VoteDetailScreen_vote.graphql';
import type { VoteDetailScreen_works$key } from '../../__generated__/VoteDetailScreen_works.graphql';
import type { VoteDetailWorksPaginationQuery } from '../../__generated__/VoteDetailWorksPaginationQuery.graphql';
import type { Known } from '../../relay/enums';
import { isBackForward, preload, prepareRequest } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { Img } from '../../widgets/Img';
import { Introduction } from '../../widgets/Introduction';
import { PagedList } from '../../widgets/PagedList';
import { EmptyState } from '../../shell/StateViews';
import { DetailSkeleton } from '../../widgets/Skeleton';
import { LinkTab } from '../../widgets/LinkTabs';
import { formatDate } from '../../widgets/format';
import { VoteStatusBadge } from './VoteStatusBadge';
import { WorkCard } from './WorkCard';
import { ShareButton } from '../share';
import './votes.css';

const query = graphql`
  query VoteDetailScreenQuery($id: ID!, $orderBy: VoteWorkOrder) {
    node: nodeByUpstreamId(type: "Vote", upstreamId: $id) {
      ...VoteDetailScreen_vote @alias(as: "vote")
      ...VoteDetailScreen_works @alias(as: "works") @arguments(orderBy: $orderBy)
    }
  }
`;

interface LoaderData {
  ref: PreloadedQuery<VoteDetailScreenQuery>;
  id: string;
  order: Known<VoteWorkOrder>;
}

/** /vote-detail/:id?order=VOTES: a vote, its rules and its works (by number, or the ranking). */
export function voteDetailLoader({ request, params }: { request: Request; params: { id?: string } }): LoaderData {
  const search = prepareRequest(request);
  const order: Known<VoteWorkOrder> = search.get('order') === 'VOTES' ? 'VOTES' : 'NUMBER';
  const id = params.id ?? '';
  return { ref: preload<VoteDetailScreenQuery>(query, { id, orderBy: order }, { fresh: !isBackForward() }), id, order };
}

function Works({
  vote,
  status,
  perWorkPerDay,
  order,
}: {
  vote: VoteDetailScreen_works$key;
  status: string;
  perWorkPerDay: number;
  order: Known<VoteWorkOrder>;
}) {
  const { t } = useTranslation();
  const paging = usePaginationFragment<VoteDetailWorksPaginationQuery, VoteDetailScreen_works$key>(
    graphql`
      fragment VoteDetailScreen_works on Vote
      @refetchable(queryName: "VoteDetailWorksPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }, orderBy: { type: "VoteWorkOrder", defaultValue: NUMBER }) {
        works(orderBy: $orderBy, first: $count, after: $cursor) @connection(key: "VoteDetail_works", filters: ["orderBy"]) {
          totalCount
          edges {
            node {
              id
              ...WorkCard_work
            }
          }
        }
      }
    `,
    vote,
  );
  return (
    <PagedList
      connection={paging.data.works}
      paging={paging}
      failedTestId="works-failed"
      empty={<EmptyState text={t('votes.noWorks')} />}
      className="work-grid"
      testId="work-grid"
    >
      {(node) => <WorkCard work={node} voteStatus={status} perWorkPerDay={perWorkPerDay} showRank={order === 'VOTES'} />}
    </PagedList>
  );
}

function Detail({
  vote,
  works,
  id,
  order,
}: {
  vote: VoteDetailScreen_vote$key;
  works: VoteDetailScreen_works$key;
  id: string;
  order: Known<VoteWorkOrder>;
}) {
  const { t, i18n } = useTranslation();
  const v = useFragment(
    graphql`
      fragment VoteDetailScreen_vote on Vote {
        id
        title
        status
        workKind
        description
        startsAt
        endsAt
        joinStartsAt
        joinEndsAt
        canJoin
        workCount
        voteCount
        visitCount
        shareCard {
          ...ShareButton_card
        }
        viewerVotesToday
        viewerVotesLeftToday
        viewerWorkCount
        cover {
          url(size: COVER)
          alt
        }
        rules {
          votesPerDay
          votesPerWorkPerDay
          text
        }
      }
    `,
    vote,
  );
  const date = (iso: string | null | undefined) => (iso ? formatDate(iso, i18n.language, true) : '…');
  const voteType = v.workKind === 'VIDEO' ? 2 : 1;
  return (
    <div className="vote-detail" data-testid="vote-detail" data-status={v.status}>
      <div className="vote-detail__cover">
        <Img src={v.cover?.url} alt={v.title} className="vote-detail__img" eager />
      </div>
      <section className="vote-section vote-detail__head">
        <VoteStatusBadge status={v.status} />
        <h1 className="vote-detail__title">{v.title}</h1>
        <dl className="vote-figures">
          <div>
            <dt>{t('votes.figureWorks')}</dt>
            <dd>{v.workCount}</dd>
          </div>
          <div>
            <dt>{t('votes.figureVotes')}</dt>
            <dd data-testid="vote-total">{v.voteCount}</dd>
          </div>
          <div>
            <dt>{t('votes.figureVisits')}</dt>
            <dd>{v.visitCount}</dd>
          </div>
        </dl>
        <p className="vote-detail__line">{t('votes.votingPeriod', { from: date(v.startsAt), to: date(v.endsAt) })}</p>
        <ShareButton card={v.shareCard} />
        <p className="vote-detail__line">{t('votes.joinPeriod', { from: date(v.joinStartsAt), to: date(v.joinEndsAt) })}</p>
        <p className="vote-rules" data-testid="vote-rules">
          {t('votes.rules', { day: v.rules.votesPerDay, work: v.rules.votesPerWorkPerDay })}
        </p>
        {v.viewerVotesLeftToday !== null && v.viewerVotesLeftToday !== undefined && v.status === 'ONGOING' && (
          <p className="vote-left" data-testid="votes-left" aria-live="polite">
            {t('votes.leftToday', { count: v.viewerVotesLeftToday })}
          </p>
        )}
        <div className="vote-actions">
          <Link className="vote-action" to={`/vote-search/${id}/${voteType}`} data-testid="vote-search-link">
            <Search aria-hidden size={18} /> {t('votes.search')}
          </Link>
          {v.canJoin && (
            <Link className="vote-action vote-action--primary" to={`/vote-join/${id}`} data-testid="vote-join-link">
              <FilePlus2 aria-hidden size={18} /> {t('votes.join')}
            </Link>
          )}
          {(v.viewerWorkCount ?? 0) > 0 && (
            <Link className="vote-action" to={`/my-join/${id}/${voteType}`} data-testid="my-works-link">
              <Images aria-hidden size={18} /> {t('votes.myWorks')}
            </Link>
          )}
        </div>
      </section>
      {(v.description || v.rules.text) && (
        <section className="vote-section">
          <h2 className="vote-section__title">{t('votes.about')}</h2>
          {v.description && <Introduction html={v.description} />}
          {v.rules.text && <p className="vote-rules-text">{v.rules.text}</p>}
        </section>
      )}
      <section className="vote-section vote-section--works" aria-labelledby="vote-works-title">
        <h2 className="vote-section__title" id="vote-works-title">
          {t('votes.worksTitle')}
        </h2>
        <nav className="tabs tabs--inline" aria-label={t('votes.order')}>
          <LinkTab to={`/vote-detail/${id}`} on={order === 'NUMBER'} testId="order-NUMBER">
            {t('votes.byNumber')}
          </LinkTab>
          <LinkTab to={`/vote-detail/${id}?order=VOTES`} on={order === 'VOTES'} testId="order-VOTES">
            {t('votes.byVotes')}
          </LinkTab>
        </nav>
        <Works vote={works} status={v.status} perWorkPerDay={v.rules.votesPerWorkPerDay} order={order} />
      </section>
    </div>
  );
}

export function VoteDetailScreen() {
  const { t } = useTranslation();
  const { ref, id, order } = useLoaderData() as LoaderData;
  const node = usePreloadedQuery<VoteDetailScreenQuery>(query, ref).node;
  if (!node?.vote || !node.works) return <NotFoundPage title={t('votes.title')} text={t('votes.notFound')} />;
  return (
    <div data-testid="vote-detail-page">
      <PageHeader title={t('votes.detailTitle')} />
      <Detail vote={node.vote} works={node.works} id={id} order={order} />
    </div>
  );
}

export const screen: ScreenModule['screen'] = { Component: VoteDetailScreen, loader: voteDetailLoader, skeleton: <DetailSkeleton /> };
