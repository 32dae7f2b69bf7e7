/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  NewsChannelSource as NewsChannelMapper,
  NewsArticleSource as NewsArticleMapper,
  MediaSource as MediaMapper,
} from './types.ts';
