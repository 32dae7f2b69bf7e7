/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  PointsAccountSource as PointsAccountMapper,
  PointsClaimPayloadSource as PointsClaimPayloadMapper,
  PointsRecordRow as PointsLedgerEntryMapper,
  PointsTaskRow as PointsTaskMapper,
  VipLevelRow as VipLevelMapper,
} from './types.ts';
