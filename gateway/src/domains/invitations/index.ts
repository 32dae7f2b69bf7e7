import type { DomainModule } from '../../core/module.ts';
import { createInvitationLoaders } from './loaders.ts';
import type { InvitationLoaders } from './loaders.ts';
import { invitationErrorTexts } from './messages.ts';
import { INVITATION_REFUSALS } from './refusals.ts';
import { invitationResolvers } from './resolvers.ts';

declare module '../../core/context.ts' {
  interface Loaders {
    invitations: InvitationLoaders;
  }
}

/** Invitations: the user's code, what it brought, the invitees, binding someone's code. */
export const invitationsModule: DomainModule = {
  name: 'invitations',
  resolvers: invitationResolvers,
  loaders: { invitations: createInvitationLoaders },
  errorTexts: invitationErrorTexts,
  refusals: INVITATION_REFUSALS,
};
