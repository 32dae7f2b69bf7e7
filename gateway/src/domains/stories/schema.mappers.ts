/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  TopicSource as TopicMapper,
  StorySource as StoryMapper,
  StoryTagSource as StoryTagMapper,
  PkStanceSource as PkStanceMapper,
  StoryPlaceSource as StoryPlaceMapper,
  StoryPictureSource as StoryPictureMapper,
  StrategyTripSource as StrategyTripMapper,
} from './types.ts';
