/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type { MemorialSource as MemorialMapper } from './types.ts';
