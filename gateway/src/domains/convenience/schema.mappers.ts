/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type { FacilitySource as FacilityMapper } from './types.ts';
