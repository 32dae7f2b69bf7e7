/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type { RouteForSaleSource as RouteForSaleMapper } from './types.ts';
export type { RoutePayloadSource as SetRouteReminderPayloadMapper } from './types.ts';
