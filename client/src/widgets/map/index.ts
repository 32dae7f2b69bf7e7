export { MapView } from './MapView';
export { lngLatOf, projection } from './project';
export type { LngLat, Projected } from './project';
export type { MapPin, MapViewProps } from './types';
