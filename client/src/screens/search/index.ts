/**
 * The search domain (search page, hot and recent searches).
 * Other screen domains may import only what this file exports (dependency-cruiser enforces it).
 * Nothing is shared yet; the router loads these screens lazily by path.
 */
export {};
