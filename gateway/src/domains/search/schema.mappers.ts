/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type { AroundSource as PlacesAroundResultMapper } from './around.ts';
