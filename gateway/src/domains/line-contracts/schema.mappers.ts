/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  LineContractSource as LineContractMapper,
  LineContractClauseSource as LineContractClauseMapper,
  SignLineContractPayloadSource as SignLineContractPayloadMapper,
} from './types.ts';
