import type { DomainModule } from '../../core/module.ts';
import { createWriteOffLoaders } from './loaders.ts';
import type { WriteOffLoaders } from './loaders.ts';
import { writeOffErrorTexts } from './messages.ts';
import { WRITE_OFF_REFUSALS } from './refusals.ts';
import { writeOffNodeLoaders, writeOffResolvers } from './resolvers.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    writeOffs: WriteOffLoaders;
  }
}

/**
 * Write-off at the gate: gate staff (the upstream's role) see their gates with today's count,
 * look a voucher up by its code and write it off; the visitor's voucher is used at once.
 */
export const writeOffsModule: DomainModule = {
  name: 'write-offs',
  resolvers: writeOffResolvers,
  nodes: writeOffNodeLoaders,
  loaders: { writeOffs: createWriteOffLoaders },
  errorTexts: writeOffErrorTexts,
  refusals: WRITE_OFF_REFUSALS,
  forget: (typeName, _rawId, loaders) => {
    if (typeName === 'WriteOffOrder') loaders.writeOffs.clear();
  },
};
