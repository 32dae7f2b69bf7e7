/**
 * The places domain (place lists, place details, map).
 * Other screen domains may import only what this file exports (dependency-cruiser enforces it).
 * The router loads these screens lazily by path; other families link to the open-map page.
 */
export { isVenueType, venueTypeOfCode } from './levels';
