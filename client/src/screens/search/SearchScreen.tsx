import { Suspense, useEffect, useState, type FormEvent } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate, type Params } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SearchScreenQuery } from '../../__generated__/SearchScreenQuery.graphql';
import type { SearchScreenIdleQuery } from '../../__generated__/SearchScreenIdleQuery.graphql';
import { isBackForward, prepareRequest, preload } from '../../shell/loader';
import { LISTED_PLACE_ROUTES, type KnownPlaceKind } from '../../shell/placeKinds';
import { showToast } from '../../env/toast';
import { ChevronLeft } from 'lucide-react';
import { useDocumentTitle, useGoBack } from '../../widgets/PageHeader';
import { ErrorBoundary } from '../../shell/ErrorBoundary';
import { ListSkeleton, SkeletonRow, SkeletonScreen } from '../../widgets/Skeleton';
import { SearchIdle } from './SearchIdle';
import { useRecordSearch } from './useRecordSearch';
import { kindOfSearchType, searchPath } from './searchKinds';
import { SearchResults } from './SearchResults';
import { useInputLimits } from '../../shell/inputLimits';
import './search.css';
import { AroundLink } from '../around';

const query = graphql`
  query SearchScreenQuery($keyword: String!, $kind: PlaceKind) {
    ...SearchResults_query @arguments(keyword: $keyword, kind: $kind)
  }
`;

const idleQuery = graphql`
  query SearchScreenIdleQuery {
    ...SearchIdle_query
  }
`;

interface LoaderData {
  keyword: string;
  kind: KnownPlaceKind | null;
  ref: PreloadedQuery<SearchScreenQuery> | null;
  idle: PreloadedQuery<SearchScreenIdleQuery> | null;
}

export function searchLoader({ request, params }: { request: Request; params: Params }): LoaderData {
  const search = prepareRequest(request);
  // the gateway refuses a keyword over its limit (inputLimits.searchKeywordMaxLength); the box below caps typing at it
  const keyword = (search.get('keyword') ?? '').trim();
  const kind = kindOfSearchType(params.type);
  const ref = keyword ? preload<SearchScreenQuery>(query, { keyword, kind }, { fresh: !isBackForward() }) : null;
  // before a search: hot words and recent searches, always fresh (a search elsewhere changes them)
  const idle = keyword ? null : preload<SearchScreenIdleQuery>(idleQuery, {}, { fresh: true });
  return { keyword, kind, ref, idle };
}

function Results({ preloaded, keyword }: { preloaded: PreloadedQuery<SearchScreenQuery>; keyword: string }) {
  const data = usePreloadedQuery<SearchScreenQuery>(query, preloaded);
  return <SearchResults query={data} keyword={keyword} />;
}

function Idle({
  preloaded,
  onPick,
  onClear,
}: {
  preloaded: PreloadedQuery<SearchScreenIdleQuery>;
  onPick(keyword: string): void;
  onClear(): void;
}) {
  const data = usePreloadedQuery<SearchScreenIdleQuery>(idleQuery, preloaded);
  return <SearchIdle query={data} onPick={onPick} onClear={onClear} />;
}

/** /search and /search/{type}: places of the site by keyword, all kinds or one. */
export function SearchScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useGoBack();
  const { keyword, kind, ref, idle } = useLoaderData() as LoaderData;
  const limits = useInputLimits();
  const [text, setText] = useState(keyword);
  // the box shows the search on screen: a word tapped, back/forward, or none on the page before a search
  useEffect(() => setText(keyword), [keyword]);
  const searches = useRecordSearch();
  const go = (word: string, k: KnownPlaceKind | null, replace = false) => {
    searches.record(word);
    navigate(searchPath(word, k), { replace });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const word = text.trim();
    if (!word) {
      showToast({ message: t('search.enterKeyword') });
      return;
    }
    go(word, kind);
  };
  useDocumentTitle(t('search.title'));
  return (
    <>
      <h1 className="sr-only">{t('search.title')}</h1>
      <header className="search-header">
        <button type="button" className="page-header__back" onClick={back} aria-label={t('common.back')}>
          <ChevronLeft aria-hidden size={24} strokeWidth={2.2} />
        </button>
        <form className="search-form" role="search" onSubmit={submit}>
          <input
            type="search"
            className="search-form__input"
            value={text}
            maxLength={limits.searchKeywordMaxLength}
            placeholder={t('common.search')}
            aria-label={t('search.title')}
            enterKeyHint="search"
            // biome-ignore lint/a11y/noAutofocus: the search page exists to type a keyword: the field takes focus when none is given yet
            autoFocus={!keyword}
            onChange={(e) => setText(e.target.value)}
            data-testid="search-input"
          />
          <button type="submit" className="search-form__submit" data-testid="search-submit">
            {t('search.submit')}
          </button>
        </form>
      </header>
      <div className="search" data-testid="search" data-kind={kind ?? 'ALL'}>
        <nav className="tabs search-kinds" aria-label={t('search.kinds')}>
          {[null, ...LISTED_PLACE_ROUTES.map((r) => r.kind)].map((k) => (
            <button
              key={k ?? 'ALL'}
              type="button"
              className={k === kind ? 'tabs__tab tabs__tab--on' : 'tabs__tab'}
              aria-pressed={k === kind}
              onClick={() => navigate(searchPath(keyword, k), { replace: true })}
              data-testid={`search-kind-${k ?? 'ALL'}`}
            >
              {k ? t(`kinds.${k}`) : t('common.all')}
            </button>
          ))}
        </nav>
        {!keyword && <AroundLink />}
        {ref && (
          // the box and the tabs stay while the results load: the results' cards in grey
          <Suspense fallback={<ListSkeleton rows={4} />}>
            <Results preloaded={ref} keyword={keyword} />
          </Suspense>
        )}
        {idle && (
          // its own boundary: the box and the tabs work at once, while words load or if they fail
          <ErrorBoundary>
            <Suspense
              fallback={
                <SkeletonScreen>
                  <SkeletonRow count={4} width={64} height={28} radius={14} />
                </SkeletonScreen>
              }
            >
              <Idle preloaded={idle} onPick={(w) => go(w, kind)} onClear={searches.clear} />
            </Suspense>
          </ErrorBoundary>
        )}
      </div>
    </>
  );
}

/** The skeleton while the query loads: the search: the box, the kind tabs, the results. */
export const ScreenSkeleton = () => <ListSkeleton header tabs={4} />;
