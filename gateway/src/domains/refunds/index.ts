import type { DomainModule } from '../../core/module.ts';
import { createRefundLoaders } from './loaders.ts';
import type { RefundLoaders } from './loaders.ts';
import { refundErrorTexts } from './messages.ts';
import { REFUND_REFUSALS } from './refusals.ts';
import { refundNodeLoaders, refundResolvers } from './resolvers.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    refunds: RefundLoaders;
  }
}

/** Shop refunds: the user's refunds and their progress, applying for one (the shop computes the amount). */
export const refundsModule: DomainModule = {
  name: 'refunds',
  resolvers: refundResolvers,
  nodes: refundNodeLoaders,
  loaders: { refunds: createRefundLoaders },
  errorTexts: refundErrorTexts,
  refusals: REFUND_REFUSALS,
};
