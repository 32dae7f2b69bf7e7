/**
 * The accounts (user/api, user/wechatOpenAuth, credit/api): users and their sessions (tokens),
 * the SMS codes that sign them in, bind a phone and cancel an account, the personal centre, the
 * messaging-app sign-in, the credit records, the user's profile and who follows them, and the
 * invitation codes of registration by invitation (invitations.ts); and who is calling
 * (`callerOf`), which every family uses through the shared request kit (`src/caller.ts`). Its tables come first: every
 * other family's rows name users. Its demo users and their credit are written by the older seed
 * step `db/seed/social.ts`, with their credit records; their profiles and follows, and the demo
 * sites' invitation codes, by this family's seed.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { registerAccountDevRoutes, registerAccountRoutes } from './routes.ts';
import { seed } from './seed.ts';

export { consumeCode, sendCode, verifyCode } from './codes.ts';
export { callerKeyOf, callerOf, notLoggedIn } from './caller.ts';
export { creditView, PERIODS } from './credit.ts';
export { maskIdNumber } from './profile.ts';
export { avatarRef, liveUserByOpenId, signInPhone } from './sessions.ts';
export type { CreditReason, UserRow } from './store.ts';
export { TEXTS as ACCOUNT_TEXTS } from './texts.ts';

export const accountsFamily: UpstreamFamily = {
  name: 'accounts',
  migrations,
  seed,
  routes: registerAccountRoutes,
  devRoutes: registerAccountDevRoutes,
};
