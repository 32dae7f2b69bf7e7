/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type { SessionSource as SessionMapper } from './types.ts';
