/**
 * The credit records' relative ban periods, at the address the older demo-user seed step
 * (db/seed/social.ts) imports them from until it is the accounts family's seed: they are the
 * accounts family's (`families/accounts/index.ts`), which everything else imports.
 */
export { PERIODS } from './families/accounts/index.ts';
