/**
 * The caller's interaction state, at the address the place routes and their payloads
 * (routes/places.ts, format/places.ts) import it from until they are a family of their own:
 * it is the interactions family's (`families/interactions/index.ts`), which everything else imports.
 */
export { ANONYMOUS_STATUS, userStatuses, type InteractionStatus } from './families/interactions/index.ts';
