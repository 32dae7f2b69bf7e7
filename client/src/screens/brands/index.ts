/**
 * The brands family (brand list, a brand's page and its introduction, places and news).
 * Other screen families may import only what this file exports: the brand banner of a place.
 */
export { BrandBanner } from './BrandBanner';
