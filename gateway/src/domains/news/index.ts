import type { DomainModule } from '../../core/module.ts';
import { NEWS_RESOURCE_TYPE, newsResolvers } from './resolvers.ts';
import { newsNodeLoaders } from './nodes.ts';
import { createNewsLoaders } from './loaders.ts';
import type { NewsLoaders } from './loaders.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    news: NewsLoaders;
  }
}

/** The news domain: its SDL is `schema.graphql` beside this file. */
export const newsModule: DomainModule = {
  name: 'news',
  resolvers: newsResolvers,
  nodes: { ...newsNodeLoaders },
  loaders: { news: createNewsLoaders },
  forget: (typeName, rawId, loaders) => {
    if (typeName === 'NewsArticle') loaders.news.detail.clear(rawId);
  },
  resourceTypes: [{ typeName: 'NewsArticle', resourceType: NEWS_RESOURCE_TYPE, aliases: ['CONTENT'], detailPath: '/news-detail/{id}' }],
};

// What other domains use of this one (they import it from here only).
export { channelSource, newsSource } from './source.ts';
export { newsList, newsListLinkedTo, newsSimplifyList } from './upstream.ts';
