import { useState } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronRight, Search } from 'lucide-react';
import type { CommonProblemsScreenQuery } from '../../__generated__/CommonProblemsScreenQuery.graphql';
import type { CommonProblemsScreen_query$key } from '../../__generated__/CommonProblemsScreen_query.graphql';
import type { CommonProblemsPaginationQuery } from '../../__generated__/CommonProblemsPaginationQuery.graphql';
import { isBackForward, preload, prepareRequest } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { PageHeader } from '../../widgets/PageHeader';
import { PagedList } from '../../widgets/PagedList';
import { EmptyState } from '../../shell/StateViews';
import { ListSkeleton } from '../../widgets/Skeleton';
import './help.css';

const query = graphql`
  query CommonProblemsScreenQuery($keyword: String) {
    ...CommonProblemsScreen_query @arguments(keyword: $keyword)
  }
`;

interface LoaderData {
  ref: PreloadedQuery<CommonProblemsScreenQuery>;
  keyword: string;
}

/** /common-problem?q=…: the site's common problems. */
export function commonProblemsLoader({ request }: { request: Request }): LoaderData {
  const keyword = (prepareRequest(request).get('q') ?? '').trim();
  return { ref: preload<CommonProblemsScreenQuery>(query, { keyword: keyword || null }, { fresh: !isBackForward() }), keyword };
}

function Problems({ data }: { data: CommonProblemsScreen_query$key }) {
  const { t } = useTranslation();
  const paging = usePaginationFragment<CommonProblemsPaginationQuery, CommonProblemsScreen_query$key>(
    graphql`
      fragment CommonProblemsScreen_query on Query
      @refetchable(queryName: "CommonProblemsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }, keyword: { type: "String" }) {
        commonProblems(keyword: $keyword, first: $count, after: $cursor) @connection(key: "CommonProblems_commonProblems", filters: ["keyword"]) {
          totalCount
          edges {
            node {
              id
              upstreamId
              title
              summary
              category
            }
          }
        }
      }
    `,
    data,
  );
  return (
    <PagedList
      connection={paging.data.commonProblems}
      paging={paging}
      failedTestId="problems-failed"
      empty={<EmptyState text={t('help.noProblems')} icon="search" />}
      className="problem-list"
      testId="problem-list"
    >
      {(p) => (
        <Link className="problem-item" to={`/problem-detail/${p.upstreamId}`} data-testid="problem-item">
          <span className="problem-item__text">
            {p.category && <span className="problem-item__category">{p.category}</span>}
            <span className="problem-item__title">{p.title}</span>
            {p.summary && <span className="problem-item__summary">{p.summary}</span>}
          </span>
          <ChevronRight aria-hidden size={18} />
        </Link>
      )}
    </PagedList>
  );
}

export function CommonProblemsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ref, keyword } = useLoaderData() as LoaderData;
  const data = usePreloadedQuery<CommonProblemsScreenQuery>(query, ref);
  const [text, setText] = useState(keyword);
  return (
    <div className="help-page" data-testid="common-problems">
      <PageHeader title={t('help.problems')} />
      <form
        className="help-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          const q = text.trim();
          navigate(q ? `/common-problem?q=${encodeURIComponent(q)}` : '/common-problem', { replace: true });
        }}
      >
        <label className="sr-only" htmlFor="problem-keyword">
          {t('help.searchLabel')}
        </label>
        <input
          id="problem-keyword"
          type="search"
          className="help-search__input"
          value={text}
          placeholder={t('help.searchPlaceholder')}
          onChange={(e) => setText(e.target.value)}
          data-testid="problem-keyword"
        />
        <button type="submit" className="help-search__btn" aria-label={t('help.search')}>
          <Search aria-hidden size={18} />
        </button>
      </form>
      <Problems data={data} />
    </div>
  );
}

export const screen: ScreenModule['screen'] = { Component: CommonProblemsScreen, loader: commonProblemsLoader, skeleton: <ListSkeleton /> };
