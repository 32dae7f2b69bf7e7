/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  ItinerarySource as ItineraryMapper,
  ItineraryDaySource as ItineraryDayMapper,
  ItineraryStopSource as ItineraryStopMapper,
  TravelRow as ItineraryRouteMapper,
  RouteEndRow as ItineraryRouteEndMapper,
  ItineraryPayloadSource as ItineraryPayloadMapper,
  DeleteItineraryPayloadSource as DeleteItineraryPayloadMapper,
} from './types.ts';
