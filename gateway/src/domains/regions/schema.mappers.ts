/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type { RegionSource as RegionMapper } from './types.ts';
