/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  BindInvitationCodePayloadSource as BindInvitationCodePayloadMapper,
  InvitationSummarySource as InvitationSummaryMapper,
  InviteeRow as InviteeMapper,
} from './types.ts';
