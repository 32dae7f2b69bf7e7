import DataLoader from 'dataloader';
import type { RequestScope } from '../../core/context.ts';
import { asError, byIds } from '../../core/loaders.ts';
import type { UpstreamClient } from '../../core/upstream/client.ts';
import { storiesByIds, storyDetail, storyTags, topicDetail, topicsByIds } from './upstream.ts';
import type { StoryRow, StoryTagRow, TopicRow } from './types.ts';
import { isUpstreamId } from '../../core/upstream/errors.ts';

export interface StoryLoaders {
  /**
   * Topics by id: one id (a detail page) is the detail call, several (favourites, comments) one
   * batched list call; null when missing.
   */
  topic: DataLoader<string, TopicRow | null>;
  /** Topic details (with the rules) by id. */
  topicDetail: DataLoader<string, TopicRow | null>;
  /** Stories by id, as `topic`: the detail for one, one batched list call for several. */
  story: DataLoader<string, StoryRow | null>;
  /** Story details (with the text) by id. */
  storyDetail: DataLoader<string, StoryRow | null>;
  /** The story tags by site code. */
  tags: DataLoader<string, StoryTagRow[]>;
}

/** A loader of rows by id: the detail call for a single id, one batched call for several. */
function byId<R extends { id: string | number }>(
  detail: (id: string) => Promise<R | null>,
  batch: (ids: readonly string[]) => Promise<R[]>,
) {
  return new DataLoader<string, R | null>(
    async (ids) => {
      const valid = ids.filter((id) => isUpstreamId(id));
      if (valid.length === 0) return ids.map(() => null);
      try {
        if (valid.length === 1) {
          const row = await detail(valid[0]!);
          return ids.map((id) => (id === valid[0] ? row : null));
        }
        const rows = await byIds(batch)(valid);
        const found = new Map(valid.map((id, i) => [id, rows[i]!]));
        return ids.map((id) => found.get(id) ?? null);
      } catch (error) {
        return ids.map(() => asError(error));
      }
    },
    { maxBatchSize: 50 },
  );
}

export function createStoryLoaders({ upstream }: RequestScope): StoryLoaders {
  const detailOf = <R>(load: (u: UpstreamClient, id: string) => Promise<R | null>) =>
    new DataLoader<string, R | null>((ids) =>
      Promise.all(ids.map((id) => (isUpstreamId(id) ? load(upstream, id).catch(asError) : Promise.resolve(null)))),
    );
  const topicDetails = detailOf(topicDetail);
  const storyDetails = detailOf(storyDetail);
  return {
    topic: byId(
      (id) => topicDetails.load(id),
      (ids) => topicsByIds(upstream, ids),
    ),
    topicDetail: topicDetails,
    story: byId(
      (id) => storyDetails.load(id),
      (ids) => storiesByIds(upstream, ids),
    ),
    storyDetail: storyDetails,
    tags: new DataLoader((codes: readonly string[]) => Promise.all(codes.map((code) => storyTags(upstream.forSite(code)).catch(asError)))),
  };
}
