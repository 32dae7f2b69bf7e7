/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type { FreeSource as FreeElectricityMapper, StationRow as ChargingStationMapper } from './types.ts';
