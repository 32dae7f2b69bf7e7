/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type { ColumnSource as ColumnMapper } from './types.ts';
