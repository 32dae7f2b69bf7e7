/**
 * Invitations (the invite-gift pages): each user's invitation code, binding someone's code once
 * (never one's own; an unknown code refused), the inviter's gift in points through the points
 * ledger (once per invitee, in the binding's transaction), the inviter's summary and invitees.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { routes } from './routes.ts';
import { seed } from './seed.ts';

export { keptInviteCode } from './kept-code.ts';
export { seedDemoBinding } from './demo-binding.ts';

export const invitationsFamily: UpstreamFamily = {
  name: 'invitations',
  migrations,
  seed,
  routes,
};
