/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type { ReservationSource as ReservationMapper } from './types.ts';
export type { ReserveDayPayloadSource as ReserveDayPayloadMapper } from './types.ts';
