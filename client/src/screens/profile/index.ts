/**
 * The profile family (/user-data and its editors). Other screen domains may import only what
 * this file exports (dependency-cruiser enforces it). Nothing is shared; the router loads these
 * screens lazily by path.
 */
export {};
