import { useState, type FormEvent } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate, type Params } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SearchScreenQuery } from '../../__generated__/SearchScreenQuery.graphql';
import { isBackForward, prepareRequest, preload } from '../../shell/loader';
import { PLACE_ROUTES, type PlaceKindName } from '../../shell/placeKinds';
import { showToast } from '../../shell/toast';
import { useGoBack } from '../../widgets/PageHeader';
import { clearRecentSearches, recentSearches, rememberSearch } from './recentSearches';
import { kindOfSearchType, searchPath } from './searchKinds';
import { SearchResults } from './SearchResults';
import './search.css';

/** The gateway's limit on a search keyword. */
export const MAX_KEYWORD = 50;

const query = graphql`
  query SearchScreenQuery($keyword: String!, $kind: PlaceKind) {
    ...SearchResults_query @arguments(keyword: $keyword, kind: $kind)
  }
`;

interface LoaderData {
  keyword: string;
  kind: PlaceKindName | null;
  ref: PreloadedQuery<SearchScreenQuery> | null;
}

export function searchLoader({ request, params }: { request: Request; params: Params }): LoaderData {
  const search = prepareRequest(request);
  const keyword = (search.get('keyword') ?? '').trim().slice(0, MAX_KEYWORD);
  const kind = kindOfSearchType(params.type);
  const ref = keyword ? preload<SearchScreenQuery>(query, { keyword, kind }, { fresh: !isBackForward() }) : null;
  return { keyword, kind, ref };
}

function Results({ preloaded, keyword }: { preloaded: PreloadedQuery<SearchScreenQuery>; keyword: string }) {
  const data = usePreloadedQuery<SearchScreenQuery>(query, preloaded);
  return <SearchResults query={data} keyword={keyword} />;
}

function Recent({ onPick }: { onPick(keyword: string): void }) {
  const { t } = useTranslation();
  const [words, setWords] = useState(recentSearches);
  if (words.length === 0) return null;
  return (
    <section className="search-recent" data-testid="search-recent">
      <header className="search-recent__head">
        <h2>{t('search.recent')}</h2>
        <button
          type="button"
          className="search-recent__clear"
          onClick={() => {
            clearRecentSearches();
            setWords([]);
          }}
          data-testid="search-recent-clear"
        >
          {t('search.clear')}
        </button>
      </header>
      <div className="search-recent__words">
        {words.map((w) => (
          <button key={w} type="button" className="search-recent__word" onClick={() => onPick(w)}>
            {w}
          </button>
        ))}
      </div>
    </section>
  );
}

/** /search and /search/{type}: places of the site by keyword, all kinds or one. */
export function SearchScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useGoBack();
  const { keyword, kind, ref } = useLoaderData() as LoaderData;
  const [text, setText] = useState(keyword);
  const go = (word: string, k: PlaceKindName | null, replace = false) => {
    rememberSearch(word);
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
  return (
    <>
      <header className="search-header">
        <button type="button" className="page-header__back" onClick={back} aria-label={t('common.back')}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden>
            <path d="M15 4 7 12l8 8" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <form className="search-form" role="search" onSubmit={submit}>
          <input
            type="search"
            className="search-form__input"
            value={text}
            maxLength={MAX_KEYWORD}
            placeholder={t('common.search')}
            aria-label={t('search.title')}
            enterKeyHint="search"
            autoFocus={!keyword}
            onChange={(e) => setText(e.target.value)}
            data-testid="search-input"
          />
          <button type="submit" className="search-form__submit" data-testid="search-submit">
            {t('search.submit')}
          </button>
        </form>
      </header>
      <main className="search" data-testid="search" data-kind={kind ?? 'ALL'}>
        <nav className="tabs search-kinds" aria-label={t('search.kinds')}>
          {[null, ...PLACE_ROUTES.map((r) => r.kind)].map((k) => (
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
        {ref ? <Results preloaded={ref} keyword={keyword} /> : <Recent onPick={(w) => go(w, kind)} />}
      </main>
    </>
  );
}
