/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  CommissionSource as CommissionMapper,
  JoinPromotionPayloadSource as JoinPromotionPayloadMapper,
  PromoterSource as PromoterMapper,
  PromotionMemberSource as PromotionMemberMapper,
  PromotionSource as PromotionMapper,
} from './types.ts';
