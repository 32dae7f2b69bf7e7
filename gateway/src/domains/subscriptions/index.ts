import type { DomainModule } from '../../core/module.ts';
import { subscriptionErrorTexts } from './messages.ts';
import { subscriptionNodeLoaders, subscriptionResolvers } from './resolvers.ts';

/**
 * Booking subscriptions (`/jmg-sub`): the viewer's subscriptions to sold-out or not-yet-open days
 * of the site's places, subscribing and cancelling. Its SDL is `schema.graphql` beside this file.
 */
export const subscriptionsModule: DomainModule = {
  name: 'subscriptions',
  resolvers: subscriptionResolvers,
  nodes: subscriptionNodeLoaders,
  errorTexts: subscriptionErrorTexts,
};
