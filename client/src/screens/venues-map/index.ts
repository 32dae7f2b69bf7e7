/** The venues map; other screen families may import only what this file exports. */
export { projection } from './project';
export type { LngLat } from './project';
