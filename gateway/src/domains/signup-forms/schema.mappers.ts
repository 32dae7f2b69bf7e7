/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  SignUpFieldValue as SignUpFieldMapper,
  SignUpFormValue as SignUpFormMapper,
  SignUpAnswerValue as SignUpAnswerMapper,
} from './types.ts';
export type { JoinActivityPayloadSource as JoinActivityPayloadMapper } from './resolvers.ts';
