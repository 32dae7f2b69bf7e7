/** The gateway's public API (tests, `npm start`, the bench): the composition root and its options. */
export { createGateway, DEFAULTS, startGateway } from './server/gateway.ts';
export type { GatewayHandler, GatewayOptions } from './server/gateway.ts';
export { UPSTREAM_CALLS_HEADER } from './server/graphql.ts';
export type { GraphQLExecutor, ServerContext } from './server/graphql.ts';
/** The menu-code table: each code's in-app path (the route contract tests read it). */
export { MENU_CODES } from './domains/site/menu-codes.ts';
export type { MenuPathParams } from './domains/site/menu-codes.ts';
