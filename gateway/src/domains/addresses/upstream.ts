import type { UpstreamClient } from '../../core/upstream/client.ts';
import type { Envelope } from '../../core/upstream/envelope.ts';
import type { AddressRow } from './types.ts';

/** Upstream calls of shipping addresses (API.md "Shipping addresses"). */

/** The token's user's addresses on the site, the default first (no paging: the cap is small). */
export async function addressList(upstream: UpstreamClient): Promise<AddressRow[]> {
  return (await upstream.getPage<AddressRow>('user/api/userAddress/list', { pageSize: 50 })).items;
}

/** The form body of `save` and `update` (the phone SM4-encrypted). */
export interface AddressForm {
  receiverName: string;
  phone: string;
  region: string;
  detailAddress: string;
  postcode: string;
  tag: string;
  isDefault: '1' | '0';
}

export function saveAddress(upstream: UpstreamClient, form: AddressForm): Promise<Envelope> {
  return upstream.post('user/api/userAddress/save', { ...form });
}

export function updateAddress(upstream: UpstreamClient, id: string, form: AddressForm): Promise<Envelope> {
  return upstream.post('user/api/userAddress/update', { id, ...form });
}

export function deleteAddress(upstream: UpstreamClient, id: string): Promise<Envelope> {
  return upstream.post('user/api/userAddress/delete', { id });
}

export function setDefaultAddress(upstream: UpstreamClient, id: string): Promise<Envelope> {
  return upstream.post('user/api/userAddress/setDefault', { id });
}
