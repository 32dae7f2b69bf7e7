/** What the GraphQL types of this folder resolve from (codegen mappers: `<Type>Mapper`). */
export type {
  AirQualityIndexSource as AirQualityIndexMapper,
  AirQualityRow as AirQualityMapper,
  CityWeatherRow as CityWeatherMapper,
  ReadingSource as PollutantReadingMapper,
  ScenicWeatherRow as PlaceWeatherMapper,
  WeatherDayRow as WeatherDayMapper,
} from './types.ts';
