/** The request's invitation summary, read once per request however many fields ask; `clear` forgets it after a binding. */
import type { RequestScope } from '../../core/context.ts';
import { inviteInfo } from './upstream.ts';
import type { InviteInfoRow } from './types.ts';

export interface InvitationLoaders {
  info(): Promise<InviteInfoRow | null>;
  clear(): void;
}

export function createInvitationLoaders(scope: RequestScope): InvitationLoaders {
  let info: Promise<InviteInfoRow | null> | null = null;
  return {
    info: () => (info ??= inviteInfo(scope.upstream)),
    clear: () => {
      info = null;
    },
  };
}
