/**
 * The session domain (login, registration, phone binding, account cancellation).
 * Other screen domains may import only what this file exports (dependency-cruiser enforces it).
 * Nothing is shared yet; the router loads these screens lazily by path.
 */
export {};
