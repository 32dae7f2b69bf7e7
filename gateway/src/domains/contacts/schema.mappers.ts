/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  ContactSource as ContactMapper,
  ContactPayloadSource as ContactPayloadMapper,
  ContactPayloadSource as DeleteContactPayloadMapper,
} from './types.ts';
