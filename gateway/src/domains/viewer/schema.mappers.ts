/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  ViewerSource as ViewerMapper,
  UserSource as UserMapper,
  FavouriteEdgeSource as FavouriteEdgeMapper,
  ProfilePayloadSource as UpdateProfilePayloadMapper,
  ProfilePayloadSource as SetAvatarPayloadMapper,
} from './types.ts';
