/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type { UserErrorSource as UserErrorMapper } from './user-errors.ts';
export type { InputLimitsSource as InputLimitsMapper } from './limits.ts';
