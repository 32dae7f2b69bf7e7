/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type { BrandSource as BrandMapper } from './types.ts';
