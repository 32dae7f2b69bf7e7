/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  BusLineSource as BusLineMapper,
  BusStopSource as BusStopMapper,
  BusDirectionSource as BusDirectionMapper,
  BusLineStopSource as BusLineStopMapper,
  BusDepartureSource as BusDepartureMapper,
  BusSearchSource as BusLineSearchMapper,
  BusSearchSource as BusStopSearchMapper,
  BusStopsNearSource as BusStopsNearMapper,
} from './types.ts';
