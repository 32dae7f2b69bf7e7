import type { DomainModule } from '../../core/module.ts';
import { liveResolvers, LIVE_RESOURCE_TYPE } from './resolvers.ts';
import { liveNodeLoaders } from './nodes.ts';
import { createLiveLoaders } from './loaders.ts';
import type { LiveLoaders } from './loaders.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    live: LiveLoaders;
  }
}

/** The live domain (live streams and slow lives): its SDL is `schema.graphql` beside this file. */
export const liveModule: DomainModule = {
  name: 'live',
  resolvers: liveResolvers,
  nodes: { ...liveNodeLoaders },
  loaders: { live: createLiveLoaders },
  forget: (typeName, rawId, loaders) => {
    if (typeName === 'LiveStream') {
      loaders.live.byId.clear(rawId);
      loaders.live.detail.clear(rawId);
    }
  },
  resourceTypes: [{ typeName: 'LiveStream', resourceType: LIVE_RESOURCE_TYPE, detailPath: '/live-detail/{id}' }],
};
