/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  ShortVideoSource as ShortVideoMapper,
  ShortVideoCommentSource as ShortVideoCommentMapper,
  ShortVideoAuthorSource as ShortVideoAuthorMapper,
  ScenicMediaSource as ScenicMediaMapper,
  ScenicMediaSource as ScenicImageMapper,
  ScenicMediaSource as ScenicVideoMapper,
  ScenicMediaSource as ScenicAudioMapper,
  ScenicMediaSource as PanoramaMapper,
} from './types.ts';
