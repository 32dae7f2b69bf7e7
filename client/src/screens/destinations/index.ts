/**
 * The destinations family (destinations, a destination's page, city cards, rural tourism by
 * region). Other screen families may import only what this file exports (nothing yet).
 */
export {};
