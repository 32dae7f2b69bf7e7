import type { DomainModule } from '../../core/module.ts';
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
  refusals: [
    [/请先绑定手机号再求助/, 'HELP_PHONE_NOT_BOUND'],
    [/位置信息不正确/, 'HELP_POSITION_INVALID'],
  ],
};
