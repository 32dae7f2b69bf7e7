/**
 * The stories family (issue 15: topics, stories, travel strategies, works, PK entries, tags).
 * Other screen domains may import only what this file exports; nothing is shared yet. The router
 * takes its routes from `routes.tsx` (FAMILY_ROUTES).
 */
export {};
