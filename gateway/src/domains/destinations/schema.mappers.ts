/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type { CityCardSource as CityCardMapper } from './types.ts';
