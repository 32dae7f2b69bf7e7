/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type { RouteForSaleSource as RouteForSaleMapper } from './types.ts';
export type { MutationResultSource as SetRouteReminderPayloadMapper } from '../orders/types.ts';
