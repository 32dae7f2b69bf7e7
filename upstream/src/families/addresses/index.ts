/**
 * Shipping addresses (the user's delivery addresses, `user/api/userAddress/*`): list, detail,
 * save, update, delete and setDefault. An address names a receiver, their phone (SM4-encrypted at
 * rest, answered masked and as SM4 hex), a county-level region of the site's region tree, a detail
 * line, an optional postcode and tag. While the user has any address exactly one is the default;
 * a user keeps at most 20 per site (routes.ts). Another user's address answers as an unknown one.
 */
import type { UpstreamFamily } from '../../family.ts';
import { migrations } from './migrations.ts';
import { routes } from './routes.ts';
import { seed } from './seed.ts';

export const addressesFamily: UpstreamFamily = {
  name: 'addresses',
  migrations,
  seed,
  routes,
};

// What other families use of this one (they import it from here only).
export { addressesStore, type AddressRow } from './store.ts';
export { addressItem } from './answer.ts';
