/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type { AgreementRow as AgreementMapper } from './types.ts';
