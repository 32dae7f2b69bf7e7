/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type { AgencySource as TravelAgencyMapper, AgencyListSource as TravelAgencyListResultMapper } from './types.ts';
