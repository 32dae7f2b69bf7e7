import type { DomainModule } from '../../core/module.ts';
import { MEDIA_REFUSALS } from './refusals.ts';
import { mediaResolvers } from './resolvers.ts';
import { mediaNodeLoaders } from './nodes.ts';
import { createMediaLoaders } from './loaders.ts';
import type { MediaLoaders } from './loaders.ts';
import type { UpstreamClient } from '../../core/upstream/client.ts';
import { shortVideoSource } from './source.ts';
import type { ShortVideoSource } from './types.ts';
import { streamMediaList } from './upstream.ts';

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

/** A page of the site's short videos (the stream-media list's order): one list call. */
export async function shortVideoList(upstream: UpstreamClient, currPage: number, pageSize: number): Promise<ShortVideoSource[]> {
  return (await streamMediaList(upstream, null, currPage, pageSize)).items.map((row) => shortVideoSource(row));
}
