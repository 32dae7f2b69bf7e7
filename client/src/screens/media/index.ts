/**
 * The media family (short videos, the multimedia library, panoramas). Other screen domains may
 * import only what this file exports; the router takes its routes from routes.tsx.
 */
export {};
