import type { DomainModule } from '../../core/module.ts';
import { createWeatherLoaders, type WeatherLoaders } from './loaders.ts';
import { weatherResolvers } from './resolvers.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    weather: WeatherLoaders;
  }
}

/**
 * Weather and air quality: the city's weather and its air-quality index with China's national
 * levels and colours (bands.ts), and today's weather on a scenic area's detail. Its SDL is
 * `schema.graphql` beside this file.
 */
export const weatherModule: DomainModule = {
  name: 'weather',
  resolvers: weatherResolvers,
  loaders: { weather: createWeatherLoaders },
};
