/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  FollowedRow as FollowedResourceMapper,
  PersonSource as PersonMapper,
  PersonPayloadSource as SetPersonFollowPayloadMapper,
} from './types.ts';
