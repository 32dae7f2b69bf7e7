/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  EmoticonSource as EmoticonMapper,
  CommentSource as CommentMapper,
  CommentReplySource as CommentReplyMapper,
  CommentSummarySource as CommentSummaryMapper,
} from './types.ts';
