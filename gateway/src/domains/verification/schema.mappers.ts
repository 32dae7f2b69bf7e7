/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  VerificationSource as RealNameVerificationMapper,
  VerificationPayloadSource as RealNameVerificationPayloadMapper,
} from './types.ts';
