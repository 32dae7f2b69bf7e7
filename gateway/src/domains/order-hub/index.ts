import type { DomainModule } from '../../core/module.ts';
import { orderHubResolvers } from './resolvers.ts';

/**
 * The order hub: every order of the user in one list (shop orders and reservation orders of
 * every kind, merged by time) with tabs by kind, and the orders waiting for the user (to pay, to
 * use, to review) with their counts. It owns no upstream family: it reads the order domains' lists.
 */
export const orderHubModule: DomainModule = {
  name: 'order-hub',
  resolvers: orderHubResolvers,
};
