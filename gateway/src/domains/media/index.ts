import type { DomainModule } from '../../core/module.ts';
import { MEDIA_REFUSALS } from './refusals.ts';
import { mediaResolvers } from './resolvers.ts';
import { mediaNodeLoaders } from './nodes.ts';
import { createMediaLoaders } from './loaders.ts';
import type { MediaLoaders } from './loaders.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    media: MediaLoaders;
  }
}

/**
 * The media domain (short videos with the stream-media likes and comments, the multimedia
 * library with panoramas): its SDL is `schema.graphql` beside this file.
 */
export const mediaModule: DomainModule = {
  name: 'media',
  resolvers: mediaResolvers,
  nodes: { ...mediaNodeLoaders },
  loaders: { media: createMediaLoaders },
  forget: (typeName, rawId, loaders) => {
    if (typeName === 'ShortVideo') loaders.media.video.clear(rawId);
  },
  refusals: MEDIA_REFUSALS,
};

// What other domains use of this one (they import it from here only).
export { shortVideoSource } from './source.ts';
