/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type { OrderSource as OrderMapper, OrderSummarySource as OrderSummaryMapper } from './types.ts';
