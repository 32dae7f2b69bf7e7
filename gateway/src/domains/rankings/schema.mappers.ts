/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type { PlaceRankingEntrySource as PlaceRankingEntryMapper, RegionRankingEntrySource as RegionRankingEntryMapper } from './types.ts';
