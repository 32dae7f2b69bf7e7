import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import type { FindStrategyScreenQuery, TripLength } from '../../__generated__/FindStrategyScreenQuery.graphql';
import { isBackForward, prepareRequest, preload } from '../../shell/loader';
import { useInputLimits } from '../../shell/inputLimits';
import { PageHeader } from '../../widgets/PageHeader';
import { StrategyFeed } from './StoryFeed';
import './stories.css';
export { WaterfallSkeleton as Skeleton } from './WaterfallSkeleton';

const query = graphql`
  query FindStrategyScreenQuery($keyword: String, $length: TripLength, $tagId: ID) {
    storyTags {
      id
      name
    }
    ...StrategyFeed_query @arguments(keyword: $keyword, length: $length, tagId: $tagId)
  }
`;

const LENGTHS: readonly TripLength[] = ['SHORT', 'MEDIUM', 'LONG'];

interface Params {
  keyword: string | null;
  length: TripLength | null;
  tagId: string | null;
}

interface LoaderData extends Params {
  ref: PreloadedQuery<FindStrategyScreenQuery>;
}

export function findStrategyLoader({ request }: { request: Request }): LoaderData {
  const search = prepareRequest(request);
  const lengthParam = search.get('length');
  const params: Params = {
    keyword: search.get('q')?.trim() || null,
    length: LENGTHS.includes(lengthParam as TripLength) ? (lengthParam as TripLength) : null,
    tagId: search.get('tag') || null,
  };
  return { ...params, ref: preload<FindStrategyScreenQuery>(query, params, { fresh: !isBackForward() }) };
}

function address(p: Params): string {
  const search = new URLSearchParams();
  if (p.keyword) search.set('q', p.keyword);
  if (p.length) search.set('length', p.length);
  if (p.tagId) search.set('tag', p.tagId);
  const s = search.toString();
  return s ? `/find-strategy?${s}` : '/find-strategy';
}

/** /find-strategy — strategies by words, trip length and tag. */
export function FindStrategyScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const limits = useInputLimits();
  const { ref, ...params } = useLoaderData() as LoaderData;
  const data = usePreloadedQuery<FindStrategyScreenQuery>(query, ref);
  const [text, setText] = useState(params.keyword ?? '');
  const go = (next: Partial<Params>) => navigate(address({ ...params, ...next }), { replace: true });
  return (
    <>
      <PageHeader title={t('stories.findStrategy')} />
      <form
        className="search-form"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          go({ keyword: text.trim() || null });
        }}
      >
        <label className="field">
          <span className="field__label">{t('stories.searchLabel')}</span>
          <input
            className="field__input"
            type="search"
            value={text}
            maxLength={limits.searchKeywordMaxLength}
            placeholder={t('stories.searchPlaceholder')}
            onChange={(e) => setText(e.target.value)}
            data-testid="strategy-keyword"
          />
        </label>
        <button type="submit" className="btn btn--primary" data-testid="strategy-search">
          <Search aria-hidden size={16} /> {t('stories.search')}
        </button>
      </form>
      <div className="filter-row" role="group" aria-label={t('stories.tripLength')}>
        {[null, ...LENGTHS].map((l) => (
          <button
            key={l ?? 'ANY'}
            type="button"
            className={params.length === l ? 'tag-chip tag-chip--on' : 'tag-chip'}
            aria-pressed={params.length === l}
            onClick={() => go({ length: l })}
            data-testid={`length-${l ?? 'ANY'}`}
          >
            {t(`stories.length.${l ?? 'ANY'}`)}
          </button>
        ))}
      </div>
      {data.storyTags && (
        <div className="filter-row" role="group" aria-label={t('stories.tags')}>
          <button
            type="button"
            className={params.tagId ? 'tag-chip' : 'tag-chip tag-chip--on'}
            aria-pressed={!params.tagId}
            onClick={() => go({ tagId: null })}
          >
            {t('common.all')}
          </button>
          {data.storyTags.map((tag) => (
            <button
              key={tag.id}
              type="button"
              className={params.tagId === tag.id ? 'tag-chip tag-chip--on' : 'tag-chip'}
              aria-pressed={params.tagId === tag.id}
              onClick={() => go({ tagId: tag.id })}
            >
              #{tag.name}
            </button>
          ))}
        </div>
      )}
      <div data-testid="find-strategy">
        <StrategyFeed key={address(params)} query={data} title={t('stories.results')} />
      </div>
    </>
  );
}
