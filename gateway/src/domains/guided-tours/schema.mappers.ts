/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  GuidedTourSource as GuidedTourMapper,
  TourMapSource as TourMapMapper,
  TourPointSource as TourPointMapper,
  TourRouteSource as TourRouteMapper,
  TourMapPositionSource as TourMapPositionMapper,
} from './types.ts';
