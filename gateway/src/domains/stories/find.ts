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

export const findResolvers: Resolvers = {
  Query: {
    find: async (_root, args, ctx) => {
      const page = await buildConnection(args, (currPage, pageSize) => findPage(ctx.upstream, currPage, pageSize), entryOf);
      // every entry of the page asked for at once: one batched call per kind
      const items = await Promise.all(page.edges.map((e) => itemOf(e.node, ctx)));
      // an entry gone since the feed was read (deleted, taken down) is left out
      const edges = page.edges.flatMap((e, i) => {
        const node = items[i];
        return node ? [{ node, cursor: e.cursor }] : [];
      });
      return { ...page, edges };
    },
  },
  FindItem: { __resolveType: (s) => s.__typename },
};
