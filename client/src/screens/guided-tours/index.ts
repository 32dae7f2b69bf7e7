/**
 * The guided-tours family (audio guides over hand-drawn maps). Other screen domains may import
 * only what this file exports; the router takes its routes from routes.tsx.
 */
export {};
