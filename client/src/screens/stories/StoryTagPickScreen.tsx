import { graphql, type PreloadedQuery } from 'react-relay';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import type { StoryTagPickScreenQuery } from '../../__generated__/StoryTagPickScreenQuery.graphql';
import { prepareSignedInRequest } from '../../shell/requireSessionLoader';
import { preload, useRouteQuery } from '../../shell/loader';
import { PageHeader, useGoBack } from '../../widgets/PageHeader';
import { EmptyState, PartFailed } from '../../shell/StateViews';
import { useDraft } from './draft';
import './stories.css';
export { FormSkeleton as Skeleton } from '../../widgets/Skeleton';

const query = graphql`
  query StoryTagPickScreenQuery {
    inputLimits {
      storyMaxTags
    }
    storyTags {
      id
      name
      storyCount
    }
  }
`;

export function storyTagPickLoader({ request }: { request: Request }): PreloadedQuery<StoryTagPickScreenQuery> {
  prepareSignedInRequest(request);
  return preload<StoryTagPickScreenQuery>(query, {});
}

/** /add-story-tag?draft= — choose the tags of the story being written (up to the gateway's limit), then back to the form. */
export function StoryTagPickScreen() {
  const { t } = useTranslation();
  const back = useGoBack();
  const draftKey = new URLSearchParams(useLocation().search).get('draft') ?? '';
  const data = useRouteQuery<StoryTagPickScreenQuery>(query);
  const [draft, update] = useDraft(draftKey);
  const max = data.inputLimits.storyMaxTags;
  const chosen = draft?.tags ?? [];
  const full = chosen.length >= max;
  if (!draftKey) return <EmptyState text={t('stories.form.noDraft')} />;
  return (
    <>
      <PageHeader title={t('stories.form.tags')} />
      <p className="page-note" role="status" data-testid="tag-pick-count">
        {t('stories.form.tagsPick', { count: chosen.length, max })}
      </p>
      {data.storyTags ? (
        <div className="tag-cloud" role="group" aria-label={t('stories.form.tags')} data-testid="tag-pick">
          {data.storyTags.map((tag) => {
            const on = chosen.some((c) => c.id === tag.id);
            return (
              <button
                key={tag.id}
                type="button"
                className={on ? 'tag-chip tag-chip--on' : 'tag-chip'}
                aria-pressed={on}
                disabled={!on && full}
                onClick={() =>
                  update((prev) => ({
                    ...prev,
                    tags: on ? prev.tags.filter((c) => c.id !== tag.id) : [...prev.tags, { id: tag.id, name: tag.name }],
                  }))
                }
                data-testid="tag-option"
              >
                {on && <Check aria-hidden size={14} />}#{tag.name}
              </button>
            );
          })}
        </div>
      ) : (
        <PartFailed testId="tags-failed" />
      )}
      <div className="form-actions">
        <button type="button" className="btn btn--primary btn--block" onClick={back} data-testid="tag-pick-done">
          {t('stories.form.done')}
        </button>
      </div>
    </>
  );
}
