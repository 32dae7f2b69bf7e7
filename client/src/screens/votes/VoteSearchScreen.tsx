import { useState } from 'react';
import { graphql, useFragment, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import type { VoteSearchScreenQuery } from '../../__generated__/VoteSearchScreenQuery.graphql';
import type { VoteSearchScreen_vote$key } from '../../__generated__/VoteSearchScreen_vote.graphql';
import type { VoteSearchScreen_works$key } from '../../__generated__/VoteSearchScreen_works.graphql';
import type { VoteSearchPaginationQuery } from '../../__generated__/VoteSearchPaginationQuery.graphql';
import { isBackForward, preload, prepareRequest } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { PageHeader } from '../../widgets/PageHeader';
import { NotFoundPage } from '../../widgets/NotFoundPage';
import { PagedList } from '../../widgets/PagedList';
import { EmptyState } from '../../shell/StateViews';
import { ListSkeleton } from '../../widgets/Skeleton';
import { WorkCard } from './WorkCard';
import './votes.css';

const query = graphql`
  query VoteSearchScreenQuery($id: ID!, $keyword: String) {
    node: nodeByUpstreamId(type: "Vote", upstreamId: $id) {
      ...VoteSearchScreen_vote @alias(as: "vote")
      ...VoteSearchScreen_works @alias(as: "works") @arguments(keyword: $keyword)
    }
  }
`;

interface LoaderData {
  ref: PreloadedQuery<VoteSearchScreenQuery> | null;
  id: string;
  voteType: string;
  keyword: string;
}

/** /vote-search/:id/:voteType?q=…: a vote's works found by title, author or number. */
export function voteSearchLoader({ request, params }: { request: Request; params: { id?: string; voteType?: string } }): LoaderData {
  const keyword = (prepareRequest(request).get('q') ?? '').trim();
  const id = params.id ?? '';
  // nothing is looked up before the person types something
  return {
    ref: keyword ? preload<VoteSearchScreenQuery>(query, { id, keyword }, { fresh: !isBackForward() }) : null,
    id,
    voteType: params.voteType ?? '1',
    keyword,
  };
}

function Results({ node }: { node: { vote: VoteSearchScreen_vote$key; works: VoteSearchScreen_works$key } }) {
  const { t } = useTranslation();
  const v = useFragment(
    graphql`
      fragment VoteSearchScreen_vote on Vote {
        status
        rules {
          votesPerWorkPerDay
        }
      }
    `,
    node.vote,
  );
  const paging = usePaginationFragment<VoteSearchPaginationQuery, VoteSearchScreen_works$key>(
    graphql`
      fragment VoteSearchScreen_works on Vote
      @refetchable(queryName: "VoteSearchPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }, keyword: { type: "String" }) {
        works(keyword: $keyword, first: $count, after: $cursor) @connection(key: "VoteSearch_works", filters: ["keyword"]) {
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
    node.works,
  );
  return (
    <PagedList
      connection={paging.data.works}
      paging={paging}
      failedTestId="works-failed"
      empty={<EmptyState text={t('votes.noMatch')} icon="search" />}
      className="work-grid"
      testId="work-grid"
    >
      {(work) => <WorkCard work={work} voteStatus={v.status} perWorkPerDay={v.rules.votesPerWorkPerDay} showRank={false} />}
    </PagedList>
  );
}

function Found({ refOf }: { refOf: PreloadedQuery<VoteSearchScreenQuery> }) {
  const { t } = useTranslation();
  const node = usePreloadedQuery<VoteSearchScreenQuery>(query, refOf).node;
  if (!node?.vote || !node.works) return <NotFoundPage title={t('votes.search')} text={t('votes.notFound')} />;
  return <Results node={{ vote: node.vote, works: node.works }} />;
}

export function VoteSearchScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ref, id, voteType, keyword } = useLoaderData() as LoaderData;
  const [text, setText] = useState(keyword);
  return (
    <div data-testid="vote-search">
      <PageHeader title={t('votes.search')} />
      <form
        className="vote-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          const q = text.trim();
          navigate(`/vote-search/${id}/${voteType}${q ? `?q=${encodeURIComponent(q)}` : ''}`, { replace: true });
        }}
      >
        <label className="sr-only" htmlFor="work-keyword">
          {t('votes.searchLabel')}
        </label>
        <input
          id="work-keyword"
          type="search"
          className="vote-search__input"
          value={text}
          placeholder={t('votes.searchPlaceholder')}
          onChange={(e) => setText(e.target.value)}
          data-testid="work-keyword"
        />
        <button type="submit" className="vote-search__btn" aria-label={t('votes.search')}>
          <Search aria-hidden size={18} />
        </button>
      </form>
      {ref ? <Found refOf={ref} /> : <EmptyState text={t('votes.searchHint')} icon="search" />}
    </div>
  );
}

export const screen: ScreenModule['screen'] = { Component: VoteSearchScreen, loader: voteSearchLoader, skeleton: <ListSkeleton /> };
