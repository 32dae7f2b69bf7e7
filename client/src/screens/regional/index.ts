/**
 * The regional pack (the Xinjiang edition's pages): its home, hot places, self-drive routes,
 * panoramas, channels, common services and the visitor's health code; the configurable service
 * pages (/configure-service, /gs-service).
 * Other screen families may import only what this file exports (dependency-cruiser enforces it).
 */
export { REGIONAL_ROUTES } from './routes';
