import type { DomainModule } from '../../core/module.ts';
import { routeNodeLoaders, routeResolvers } from './resolvers.ts';
import { createRouteLoaders } from './loaders.ts';
import type { RouteLoaders } from './loaders.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    routes: RouteLoaders;
  }
}

/** The routes domain: its SDL is `schema.graphql` beside this file. */
export const routesModule: DomainModule = {
  name: 'routes',
  resolvers: routeResolvers,
  nodes: { ...routeNodeLoaders },
  loaders: { routes: createRouteLoaders },
};
