/**
 * The weather family (the air-quality page). Other screen families may import only what this
 * file exports: a scenic area's weather line.
 */
export { PlaceWeather } from './PlaceWeather';
