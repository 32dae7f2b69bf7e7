/**
 * The promoter programme (推广达人 / 分销): a user joins a site's programme (approved at once in
 * the demo); their invitees (the invitations family's binding) are their level-1 members, the
 * invitees' invitees their level-2 members. A member's paid order earns the promoter the site's
 * level-1 rate and the member's inviter's inviter the level-2 rate, pending until the order is
 * used (then paid into the wallet, family `shop`) or cancelled. API.md "Promoter programme"
 * documents the calls.
 */
import type { UpstreamFamily } from '../../family.ts';
import { followOrderTransitions } from '../reservations/index.ts';
import { decideCommissions } from './commissions.ts';
import { migrations } from './migrations.ts';
import { routes } from './routes.ts';
import { seed } from './seed.ts';

export { earnCommissions } from './commissions.ts';

followOrderTransitions(decideCommissions);

export const promotionFamily: UpstreamFamily = {
  name: 'promotion',
  migrations,
  seed,
  routes,
};
