import type { NodeLoader } from '../../core/relay/node.ts';
import { channelSource, newsSource } from './source.ts';
import type { NewsArticleSource, NewsChannelSource } from './types.ts';

export const newsNodeLoaders: Record<string, NodeLoader<NewsArticleSource | NewsChannelSource>> = {
  NewsArticle: async (rawId, ctx) => {
    if (!/^[\w-]{1,64}$/.test(rawId)) return null;
    const row = await ctx.loaders.news.detail.load(rawId);
    return row ? newsSource({ ...row, id: row.id ?? rawId }, true) : null;
  },
  NewsChannel: async (rawId, ctx) => {
    const row = (await ctx.loaders.news.channels.load(ctx.siteCode)).find((c) => c.channelCode === rawId);
    return row ? channelSource(row) : null;
  },
};
