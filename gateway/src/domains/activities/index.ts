import type { DomainModule } from '../../core/module.ts';
import { activityResolvers } from './resolvers.ts';
import { activityNodeLoaders, activityRoomNodeLoaders } from './nodes.ts';
import { createActivityLoaders } from './loaders.ts';
import type { ActivityLoaders } from './loaders.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    activities: ActivityLoaders;
  }
}

/** The activities domain: its SDL is `schema.graphql` beside this file. */
export const activitiesModule: DomainModule = {
  name: 'activities',
  resolvers: activityResolvers,
  nodes: { ...activityNodeLoaders, ...activityRoomNodeLoaders },
  loaders: { activities: createActivityLoaders },
};
