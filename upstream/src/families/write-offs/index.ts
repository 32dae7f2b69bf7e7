/**
 * Write-off at the gate: staff phones hold gates (places and activities of a site) and write the
 * visitors' vouchers off there; a voucher written off is used at once. API.md "Write-off at the
 * gate" documents the calls.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { registerWriteOffRoutes } from './routes.ts';
import { seed } from './seed.ts';

export const writeOffsFamily: UpstreamFamily = {
  name: 'write-offs',
  migrations,
  seed,
  routes: registerWriteOffRoutes,
};
