import type { DomainModule } from '../../core/module.ts';
import { createPageLoaders } from './loaders.ts';
import type { PageLoaders } from './loaders.ts';
import { loadPage, pageResolvers } from './resolvers.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    pages: PageLoaders;
  }
}

/**
 * The pages domain: operator-made pages (edition homes, campaigns, topic sections) of typed
 * sections, their shelves resolved as the owning domains' nodes (one upstream call per distinct
 * list). Its SDL is `schema.graphql` beside this file.
 */
export const pagesModule: DomainModule = {
  name: 'pages',
  resolvers: pageResolvers,
  nodes: { Page: loadPage },
  loaders: { pages: createPageLoaders },
};
