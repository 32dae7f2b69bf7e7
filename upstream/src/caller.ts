/**
 * Who is calling, as every route asks it: `callerOf` (the signed-in user behind a request's
 * `token`, resolved once per request), `callerKeyOf` (their key in the per-user tables) and
 * `notLoggedIn` (the answer when there is none). The resolution is the accounts family's.
 */
export { callerKeyOf, callerOf, notLoggedIn } from './families/accounts/index.ts';
