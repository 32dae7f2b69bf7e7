/**
 * The media family (short videos, the multimedia library, panoramas). Other screen domains may
 * import only what this file exports: a short video's tile (the find feed shows them). The router
 * takes its routes from routes.tsx.
 */
export { VideoTile } from './VideoTile';
