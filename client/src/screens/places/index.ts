/**
 * The places domain (place lists, place details, map).
 * Other screen domains may import only what this file exports (dependency-cruiser enforces it).
 * Nothing is shared yet; the router loads these screens lazily by path.
 */
export {};
