/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type { FeedbackSource as FeedbackMapper, FeedbackPayloadSource as SendFeedbackPayloadMapper } from './types.ts';
