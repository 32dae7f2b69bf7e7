import type { DomainModule } from '../../core/module.ts';
import { partnerSignInErrorTexts } from './messages.ts';
import { partnerSignInResolvers } from './resolvers.ts';

/**
 * Signing in from a partner: a partner portal's link, a partner's token or a one-time login code,
 * each exchanged once by the upstream for its user's session.
 */
export const partnerSignInModule: DomainModule = {
  name: 'partner-sign-in',
  resolvers: partnerSignInResolvers,
  errorTexts: partnerSignInErrorTexts,
};
