import type { DomainModule } from '../../core/module.ts';
import { messagingAppErrorTexts } from './messages.ts';
import { messagingAppResolvers } from './resolvers.ts';

export { MESSAGING_APP_PRODUCTION, messagingAppDevelopment, type MessagingAppEndpoints } from './endpoints.ts';

/**
 * Signing in inside the messaging app (WeChat): the authorize page's address for a return
 * address on the app's own origins, and the code-for-session exchange.
 */
export const messagingAppModule: DomainModule = {
  name: 'messaging-app',
  resolvers: messagingAppResolvers,
  errorTexts: messagingAppErrorTexts,
};
