import type { DomainModule } from '../../core/module.ts';
import { viewerResolvers } from './resolvers.ts';
import { viewerNodeLoaders } from './nodes.ts';
import { createViewerLoaders } from './loaders.ts';
import type { ViewerLoaders } from './loaders.ts';
import { viewerErrorTexts } from './messages.ts';
import { VIEWER_REFUSALS } from './refusals.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    viewer: ViewerLoaders;
  }
}

/** The viewer domain: the signed-in user, their personal centre and their profile; its SDL is `schema.graphql` beside this file. */
export const viewerModule: DomainModule = {
  name: 'viewer',
  resolvers: viewerResolvers,
  nodes: { ...viewerNodeLoaders },
  loaders: { viewer: createViewerLoaders },
  errorTexts: viewerErrorTexts,
  refusals: VIEWER_REFUSALS,
};

// What other domains use of this one (they import it from here only).
export { userSource } from './source.ts';
export type { UserInfoRow, UserSource } from './types.ts';
