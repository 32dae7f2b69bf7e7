/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type { CreditSource as CreditViewMapper } from './types.ts';
