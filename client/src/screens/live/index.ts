/**
 * The live family (live streams and slow lives). Other screen domains may import only what this
 * file exports; the router takes its routes from routes.tsx.
 */
export {};
