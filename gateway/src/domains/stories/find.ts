/**
 * The find feed: the feed's page names its entries (a story or a short video, by id); the
 * stories and the videos are then read by id in one batched call each (the domains' loaders).
 */
import type { GatewayContext } from '../../core/context.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { text } from '../../core/normalise.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { shortVideoSource } from '../media/index.ts';
import { storySource } from './source.ts';
import { findPage, type FindRow } from './upstream.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';

interface Entry {
  kind: 'story' | 'video';
  id: string;
}

function entryOf(row: FindRow): Entry | null {
  const id = text(row.id);
  const kind = row.findType === 'story' || row.findType === 'video' ? row.findType : null;
  return id && kind ? { kind, id } : null;
}

async function itemOf(entry: Entry, ctx: GatewayContext) {
  if (entry.kind === 'story') {
    const row = await ctx.loaders.stories.story.load(entry.id);
    return row ? storySource(row, false) : null;
  }
  const row = await ctx.loaders.media.video.load(entry.id);
  return row ? shortVideoSource(row) : null;
}

/** The parts of the feed, each read in its own batched call; the graph's FindPart. */
const PART_OF = { story: 'STORIES', video: 'VIDEOS' } as const;
const TYPE_OF = { story: 'Story', video: 'ShortVideo' } as const;

export const findResolvers: Resolvers = {
  Query: {
    find: async (_root, args, ctx) => {
      const page = await buildConnection(args, (currPage, pageSize) => findPage(ctx.upstream, currPage, pageSize), entryOf);
      // every entry of the page asked for at once: one batched call per kind; a kind whose call
      // failed leaves its entries out and is named with their ids, the other kind's stay
      const settled = await Promise.allSettled(page.edges.map((e) => itemOf(e.node, ctx)));
      const failed = new Map<Entry['kind'], string[]>();
      const edges = page.edges.flatMap((e, i) => {
        const result = settled[i]!;
        if (result.status === 'rejected') {
          failed.set(e.node.kind, [...(failed.get(e.node.kind) ?? []), toGlobalId(TYPE_OF[e.node.kind], e.node.id)]);
          return [];
        }
        // an entry gone since the feed was read (deleted, taken down) is left out
        return result.value ? [{ node: result.value, cursor: e.cursor }] : [];
      });
      // every part failed: the feed itself failed (as before: the list's error)
      if (failed.size > 0 && edges.length === 0) {
        const first = settled.find((r) => r.status === 'rejected');
        throw (first as PromiseRejectedResult).reason;
      }
      // a page missing a part is served but not cached: the gap must not outlive the fault
      if (failed.size > 0) ctx.response.degraded();
      const failedParts = [...failed].map(([kind, ids]) => ({ part: PART_OF[kind], ids }));
      return { ...page, edges, failedParts };
    },
  },
  FindItem: { __resolveType: (s) => s.__typename },
};
