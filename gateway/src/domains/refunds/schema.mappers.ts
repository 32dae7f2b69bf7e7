/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type { RefundSource as RefundMapper, RefundPayloadSource as ApplyRefundPayloadMapper } from './types.ts';
