import type { DomainModule } from '../../core/module.ts';
import { guidedTourResolvers, GUIDED_TOUR_RESOURCE_TYPE } from './resolvers.ts';
import { guidedTourNodeLoaders } from './nodes.ts';
import { createGuidedTourLoaders } from './loaders.ts';
import type { GuidedTourLoaders } from './loaders.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    guidedTours: GuidedTourLoaders;
  }
}

/** The guided-tours domain (audio guides over hand-drawn maps): its SDL is `schema.graphql` beside this file. */
export const guidedToursModule: DomainModule = {
  name: 'guided-tours',
  resolvers: guidedTourResolvers,
  nodes: { ...guidedTourNodeLoaders },
  loaders: { guidedTours: createGuidedTourLoaders },
  forget: (typeName, rawId, loaders) => {
    if (typeName === 'GuidedTour') {
      loaders.guidedTours.byId.clear(rawId);
      loaders.guidedTours.detail.clear(rawId);
    }
  },
  resourceTypes: [{ typeName: 'GuidedTour', resourceType: GUIDED_TOUR_RESOURCE_TYPE, detailPath: '/guide-map/{id}' }],
};
