import type { DomainModule } from '../../core/module.ts';
import { orderNodeLoaders, orderPayloadResolvers, orderResolvers } from './resolvers.ts';
import { createOrderLoaders } from './loaders.ts';
import type { OrderLoaders } from './loaders.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    orders: OrderLoaders;
  }
}

/** The orders domain: its SDL is `schema.graphql` beside this file. */
export const ordersModule: DomainModule = {
  name: 'orders',
  resolvers: { ...orderResolvers, ...orderPayloadResolvers },
  nodes: { ...orderNodeLoaders },
  loaders: { orders: createOrderLoaders },
};
