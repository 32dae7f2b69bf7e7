import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TagListScreenQuery } from '../../__generated__/TagListScreenQuery.graphql';
import { isBackForward, prepareRequest, preload } from '../../shell/loader';
import { PageHeader } from '../../widgets/PageHeader';
import { PartFailed } from '../../shell/StateViews';
import { StoryFeed } from './StoryFeed';
import './stories.css';
export { WaterfallSkeleton as Skeleton } from './WaterfallSkeleton';

const query = graphql`
  query TagListScreenQuery($tagId: ID) {
    storyTags {
      id
      name
      storyCount
    }
    ...StoryFeed_query @arguments(tagId: $tagId)
  }
`;

interface LoaderData {
  tagId: string | null;
  ref: PreloadedQuery<TagListScreenQuery>;
}

export function tagListLoader({ request }: { request: Request }): LoaderData {
  const search = prepareRequest(request);
  const tagId = search.get('tag') || null;
  return { tagId, ref: preload<TagListScreenQuery>(query, { tagId }, { fresh: !isBackForward() }) };
}

/** /tag-list[?tag=] — the story tags with their counts; the stories of the chosen one (or all) as a waterfall. */
export function TagListScreen() {
  const { t } = useTranslation();
  const { tagId, ref } = useLoaderData() as LoaderData;
  const data = usePreloadedQuery<TagListScreenQuery>(query, ref);
  const current = data.storyTags?.find((tag) => tag.id === tagId) ?? null;
  return (
    <>
      <PageHeader title={current ? `#${current.name}` : t('stories.tags')} />
      {data.storyTags ? (
        <nav className="tag-cloud" aria-label={t('stories.tags')} data-testid="tag-cloud">
          <Link to="/tag-list" replace className={tagId ? 'tag-chip' : 'tag-chip tag-chip--on'} aria-current={tagId ? undefined : 'page'}>
            {t('common.all')}
          </Link>
          {data.storyTags.map((tag) => (
            <Link
              key={tag.id}
              to={`/tag-list?tag=${encodeURIComponent(tag.id)}`}
              replace
              className={tag.id === tagId ? 'tag-chip tag-chip--on' : 'tag-chip'}
              aria-current={tag.id === tagId ? 'page' : undefined}
              data-testid="tag-link"
            >
              #{tag.name} <small>{tag.storyCount}</small>
            </Link>
          ))}
        </nav>
      ) : (
        <PartFailed testId="tags-failed" />
      )}
      <StoryFeed key={tagId ?? 'all'} query={data} title={current ? current.name : t('stories.latestStories')} />
    </>
  );
}
