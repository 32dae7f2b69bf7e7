/**
 * Travel contracts of line (route) orders: the electronic contract a travel agency issues for a
 * group tour, one per line shop order, made from the order when first read; the traveller signs it
 * once (name, ID number, agreement and a drawn signature). API.md "Line travel contracts"
 * documents the calls.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { registerLineContractRoutes } from './routes.ts';
import { seed } from './seed.ts';

export const lineContractsFamily: UpstreamFamily = {
  name: 'line-contracts',
  migrations,
  seed,
  routes: registerLineContractRoutes,
};
