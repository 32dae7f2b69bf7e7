import type { GatewayContext } from '../../core/context.ts';
import { text } from '../../core/normalise.ts';
import type { RegionSource } from '../regions/index.ts';
import type { AddressRow, AddressSource } from './types.ts';

export const addressSource = (row: AddressRow): AddressSource => ({ __typename: 'ShippingAddress', id: String(row.id), row });

/** One of the user's addresses by upstream id, from the request's list; null when it is not theirs. */
export async function ownAddress(ctx: GatewayContext, id: string): Promise<AddressRow | null> {
  return (await ctx.loaders.addresses.list()).find((row) => String(row.id) === id) ?? null;
}

/**
 * The region of an address: the site's region of that code (from the cached tree), else the
 * region as the address names it (a region that has left the site's tree since it was saved).
 */
export async function addressRegion(row: AddressRow, ctx: GatewayContext): Promise<RegionSource> {
  const code = text(row.region) ?? '';
  const found = (await ctx.loaders.addresses.regions()).find((r) => r.code === code);
  return found ?? { __typename: 'Region', code, name: text(row.districtName) ?? code, children: null };
}
