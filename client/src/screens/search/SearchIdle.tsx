import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { SearchIdle_query$key } from '../../__generated__/SearchIdle_query.graphql';
import { PartFailed } from '../../shell/StateViews';
import { recentSearches } from './recentSearches';
import { Content } from '../../widgets/Content';

/**
 * The search page before a search: the site's hot words, then the recent searches (a signed-in
 * user's from the server, an anonymous visitor's from this device). Tapping a word searches it.
 */
export function SearchIdle({ query, onPick, onClear }: { query: SearchIdle_query$key; onPick(keyword: string): void; onClear(): void }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment SearchIdle_query on Query {
        site {
          hotSearchWords {
            word
          }
        }
        viewer {
          isSignedIn
          recentSearches
        }
      }
    `,
    query,
  );
  const [local, setLocal] = useState(recentSearches);
  const signedIn = data.viewer.isSignedIn;
  // null: the search service failed for a signed-in user (said in place below)
  const recent = signedIn ? data.viewer.recentSearches : local;
  const hot = data.site?.hotSearchWords ?? [];
  return (
    <>
      {hot.length > 0 && (
        <section className="search-recent" data-testid="search-hot">
          <header className="search-recent__head">
            <h2>{t('search.hot')}</h2>
          </header>
          <div className="search-recent__words">
            {hot.map((w, i) => (
              <button
                key={w.word}
                type="button"
                className={i < 3 ? 'search-recent__word search-recent__word--hot' : 'search-recent__word'}
                onClick={() => onPick(w.word)}
              >
                <Content>{w.word}</Content>
              </button>
            ))}
          </div>
        </section>
      )}
      {recent === null && <PartFailed testId="search-recent-failed" />}
      {recent && recent.length > 0 && (
        <section className="search-recent" data-testid="search-recent">
          <header className="search-recent__head">
            <h2>{t('search.recent')}</h2>
            <button
              type="button"
              className="search-recent__clear"
              onClick={() => {
                onClear();
                if (!signedIn) setLocal([]);
              }}
              data-testid="search-recent-clear"
            >
              {t('search.clear')}
            </button>
          </header>
          <div className="search-recent__words">
            {recent.map((w) => (
              <button key={w} type="button" className="search-recent__word" onClick={() => onPick(w)}>
                {w}
              </button>
            ))}
          </div>
        </section>
      )}
    </>
  );
}
