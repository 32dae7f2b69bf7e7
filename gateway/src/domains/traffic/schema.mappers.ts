/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  CallSource as TrafficCallMapper,
  SeatRow as TrafficSeatMapper,
  SearchSource as TrafficSearchResultMapper,
  StationRow as TrafficStationMapper,
  StopSource as TrafficStopMapper,
  TripSource as TrafficTripMapper,
} from './types.ts';
