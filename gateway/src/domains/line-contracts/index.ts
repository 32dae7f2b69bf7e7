import type { DomainModule } from '../../core/module.ts';
import { createLineContractLoaders } from './loaders.ts';
import type { LineContractLoaders } from './loaders.ts';
import { lineContractErrorTexts } from './messages.ts';
import { LINE_CONTRACT_REFUSALS } from './refusals.ts';
import { lineContractNodeLoaders, lineContractResolvers } from './resolvers.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    lineContracts: LineContractLoaders;
  }
}

/**
 * Line travel contracts: a line (route) shop order's electronic contract, as travel agencies issue
 * for group tours, read from its order and signed once by the traveller (name, ID number,
 * agreement and a drawn signature).
 */
export const lineContractsModule: DomainModule = {
  name: 'line-contracts',
  resolvers: lineContractResolvers,
  nodes: lineContractNodeLoaders,
  loaders: { lineContracts: createLineContractLoaders },
  errorTexts: lineContractErrorTexts,
  refusals: LINE_CONTRACT_REFUSALS,
  forget: (typeName, _rawId, loaders) => {
    if (typeName === 'LineContract' || typeName === 'ShopOrder') loaders.lineContracts.clear();
  },
};
