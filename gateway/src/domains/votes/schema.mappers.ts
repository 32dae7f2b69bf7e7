/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  VoteSource as VoteMapper,
  VoteWorkSource as VoteWorkMapper,
  VoteParticipationSource as VoteParticipationMapper,
  VoteRow as VoteRulesMapper,
  VotePayloadSource as CastVotePayloadMapper,
  VotePayloadSource as JoinVotePayloadMapper,
} from './types.ts';
