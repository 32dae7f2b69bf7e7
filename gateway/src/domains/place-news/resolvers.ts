import type { GatewayContext } from '../../core/context.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { buildConnection } from '../../core/relay/connection.ts';
import { newsListLinkedTo, newsSource } from '../news/index.ts';
import { detailKey, kindInfo, kindOfResourceType, PLACE_KINDS, placeSource, type PlaceSource } from '../places/index.ts';
import { NEWS_PREVIEW_SIZE, placeNewsPath, validResourceId } from './rules.ts';

const resourceTypeOf = (s: PlaceSource) => kindInfo(s.kind).resourceType;

async function newsPreview(s: PlaceSource, _: unknown, ctx: GatewayContext) {
  const resourceType = resourceTypeOf(s);
  const page = await newsListLinkedTo(ctx.upstream, resourceType, s.id, 1, NEWS_PREVIEW_SIZE);
  const totalCount = Math.max(page.total, page.items.length);
  return {
    articles: page.items.slice(0, NEWS_PREVIEW_SIZE).map((row) => newsSource(row, false)),
    totalCount,
    morePath: totalCount > NEWS_PREVIEW_SIZE ? placeNewsPath(resourceType, s.id) : null,
  };
}

function news(s: PlaceSource, args: { first?: number | null; after?: string | null }, ctx: GatewayContext) {
  return buildConnection(
    args,
    (currPage, pageSize) => newsListLinkedTo(ctx.upstream, resourceTypeOf(s), s.id, currPage, pageSize),
    (row) => newsSource(row, false),
  );
}

export const placeNewsResolvers: Resolvers = {
  Query: {
    placeOfResource: async (_root, { resourceType, resourceId }, ctx) => {
      const info = kindOfResourceType(resourceType);
      if (!info || !validResourceId(resourceId)) return null;
      const row = await ctx.loaders.places.detail.load(detailKey(info.kind, resourceId));
      return row ? placeSource(info.kind, { ...row, id: row.id ?? resourceId }, 'detail') : null;
    },
  },
  ...Object.fromEntries(PLACE_KINDS.map((info) => [info.typeName, { newsPreview, news }])),
};
