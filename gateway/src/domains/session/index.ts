import type { DomainModule } from '../../core/module.ts';
import { SESSION_REFUSALS } from './refusals.ts';
import { sessionResolvers } from './resolvers.ts';
import { sessionErrorTexts } from './messages.ts';

export { SMS_LIMIT_DEFAULTS } from './sms-limits.ts';
export { sendCodeTo, sessionFor, userInfoOf } from './resolvers.ts';

/** The session domain: its SDL is `schema.graphql` beside this file. */
export const sessionModule: DomainModule = {
  name: 'session',
  resolvers: sessionResolvers,
  refusals: SESSION_REFUSALS,
  errorTexts: sessionErrorTexts,
};
