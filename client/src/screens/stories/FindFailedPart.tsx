import { Suspense } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { RotateCw } from 'lucide-react';
import type { FindFailedPartQuery } from '../../__generated__/FindFailedPartQuery.graphql';
import { Spinner, StateIconView } from '../../shell/StateViews';
import { ErrorBoundary } from '../../shell/ErrorBoundary';
import { VideoTile } from '../media';
import { StoryCard } from './StoryCard';

const query = graphql`
  query FindFailedPartQuery($ids: [ID!]!) {
    nodes(ids: $ids) {
      id
      ...StoryCard_story @alias(as: "story")
      ...VideoTile_video @alias(as: "video")
    }
  }
`;

export type FindPart = 'STORIES' | 'VIDEOS';

/** The entries of the part read again: in feed order, the ones still missing left out. */
function Recovered({ queryRef }: { queryRef: PreloadedQuery<FindFailedPartQuery> }) {
  const { nodes } = usePreloadedQuery<FindFailedPartQuery>(query, queryRef);
  return (
    <ul className="find-grid" data-testid="find-part-recovered">
      {nodes.map((node, i) =>
        node ? (
          <li key={node.id ?? i}>{node.story ? <StoryCard story={node.story} /> : node.video ? <VideoTile video={node.video} /> : null}</li>
        ) : null,
      )}
    </ul>
  );
}

function FailedNotice({ part, onRetry }: { part?: FindPart; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div className="find-part-failed" role="alert" data-testid="find-part-failed" data-part={part}>
      <StateIconView icon="warning" size={16} />
      <span className="find-part-failed__text">{part === 'STORIES' ? t('stories.storiesFailed') : t('stories.videosFailed')}</span>
      <button type="button" className="find-part-failed__retry" onClick={onRetry} data-testid="find-part-retry">
        <RotateCw size={16} aria-hidden /> {t('common.retry')}
      </button>
    </div>
  );
}

/**
 * A part of the find feed whose call failed (the stories or the videos of the loaded pages): says
 * which, and its retry reads those entries again alone (`nodes(ids:)`, one call of that part);
 * the rest of the feed stays as it is.
 */
export function FindFailedPart({ part, ids }: { part: FindPart; ids: readonly string[] }) {
  const [queryRef, load] = useQueryLoader<FindFailedPartQuery>(query);
  const retry = () => load({ ids: [...ids] }, { fetchPolicy: 'network-only' });
  if (!queryRef) return <FailedNotice part={part} onRetry={retry} />;
  return (
    <ErrorBoundary onRetry={retry}>
      <Suspense
        fallback={
          <div className="list-footer" data-testid="find-part-loading">
            <Spinner />
          </div>
        }
      >
        <Recovered queryRef={queryRef} />
      </Suspense>
    </ErrorBoundary>
  );
}
