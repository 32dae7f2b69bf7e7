import type { DomainModule } from '../../core/module.ts';
import { createWithdrawalLoaders } from './loaders.ts';
import type { WithdrawalLoaders } from './loaders.ts';
import { withdrawalErrorTexts } from './messages.ts';
import { WITHDRAWAL_REFUSALS } from './refusals.ts';
import { withdrawalNodeLoaders, withdrawalResolvers } from './resolvers.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    withdrawals: WithdrawalLoaders;
  }
}

/** Withdrawals from the shop wallet to the user's WeChat change: the form's rules, once per attempt key, the records. */
export const withdrawalsModule: DomainModule = {
  name: 'withdrawals',
  resolvers: withdrawalResolvers,
  nodes: withdrawalNodeLoaders,
  loaders: { withdrawals: createWithdrawalLoaders },
  errorTexts: withdrawalErrorTexts,
  refusals: WITHDRAWAL_REFUSALS,
};
