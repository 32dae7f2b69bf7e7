import type { NodeLoader } from '../../core/relay/node.ts';
import { libraryKey } from './loaders.ts';
import { KIND_OF_TYPE } from './rules.ts';
import { scenicMediaSource, shortVideoSource } from './source.ts';
import type { ScenicMediaSource, ScenicMediaTypeName, ShortVideoSource } from './types.ts';
import { isUpstreamId } from '../../core/upstream/errors.ts';

const libraryNode =
  (typeName: ScenicMediaTypeName): NodeLoader<ScenicMediaSource> =>
  async (rawId, ctx) => {
    if (!isUpstreamId(rawId)) return null;
    const kind = KIND_OF_TYPE[typeName];
    const row = await ctx.loaders.media.item.load(libraryKey(kind, rawId));
    return row ? scenicMediaSource(kind, row) : null;
  };

export const mediaNodeLoaders: Record<string, NodeLoader<ShortVideoSource | ScenicMediaSource>> = {
  ShortVideo: async (rawId, ctx) => {
    if (!isUpstreamId(rawId)) return null;
    const row = await ctx.loaders.media.video.load(rawId);
    return row ? shortVideoSource(row) : null;
  },
  ScenicImage: libraryNode('ScenicImage'),
  ScenicVideo: libraryNode('ScenicVideo'),
  ScenicAudio: libraryNode('ScenicAudio'),
  Panorama: libraryNode('Panorama'),
};
