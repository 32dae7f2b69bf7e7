import type { DomainModule } from '../../core/module.ts';
import { HELP_REFUSALS } from './refusals.ts';
import { helpNodeLoaders, helpResolvers } from './resolvers.ts';
import { createHelpLoaders } from './loaders.ts';
import type { HelpLoaders } from './loaders.ts';
import { helpErrorTexts } from './messages.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    help: HelpLoaders;
  }
}

/** One-key help, the site's emergency numbers, common problems and service information. */
export const helpModule: DomainModule = {
  name: 'help',
  resolvers: helpResolvers,
  nodes: helpNodeLoaders,
  loaders: { help: createHelpLoaders },
  errorTexts: helpErrorTexts,
  refusals: HELP_REFUSALS,
};
