/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  RegionalPackSource as RegionalPackMapper,
  RegionalPlaceRow as RegionalPlaceMapper,
  DrivingRouteRow as DrivingRouteMapper,
  RegionalChannelSource as RegionalChannelMapper,
  RegionalArticleRow as RegionalArticleMapper,
} from './types.ts';
