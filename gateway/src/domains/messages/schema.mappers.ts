/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  MessageSource as MessageMapper,
  ReplyDetailRow as MessageReplyMapper,
  ClassCountRow as MessageClassCountMapper,
  MessageCenterSource as MessageCenterMapper,
  MarkReadPayloadSource as MarkMessageReadPayloadMapper,
  MarkReadPayloadSource as MarkAllMessagesReadPayloadMapper,
  MessageReceivedSource as MessageReceivedEventMapper,
} from './types.ts';
