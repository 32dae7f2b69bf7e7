/**
 * Real-name verification (`res/api/realNameAuth/*`): a person submits their real name and mainland
 * ID number (stored SM4-encrypted), optionally a face photo; the verification provider (played here:
 * provider.ts) passes or rejects it a short time later. One verification per number across users; a
 * pending one can be withdrawn, a passed one cancelled (both back to none).
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { routes } from './routes.ts';
import { seed } from './seed.ts';

export const realNameFamily: UpstreamFamily = {
  name: 'real-name',
  migrations,
  seed,
  routes,
};
