/** Upstream rows of shipping addresses (API.md "Shipping addresses") and what the types resolve from. */
import type { PayloadSource } from '../../core/payload.ts';

export interface AddressRow {
  id: string | number;
  receiverName?: string | null;
  /** Masked (`138****0001`). */
  phone?: string | null;
  /** The phone SM4-encrypted (never answered to the graph: a change that keeps the phone sends it back). */
  encryption?: string | null;
  region?: string | null;
  provinceName?: string | null;
  cityName?: string | null;
  districtName?: string | null;
  detailAddress?: string | null;
  postcode?: string | null;
  tag?: string | null;
  isDefault?: string | number | null;
  createTime?: string | null;
  updateTime?: string | null;
}

export interface AddressSource {
  __typename: 'ShippingAddress';
  id: string;
  row: AddressRow;
}

export interface AddressListSource {
  rows: AddressRow[];
}

export interface AddressPayloadSource extends PayloadSource {
  addressId?: string | null;
  deletedAddressId?: string | null;
  /** True when the payload answers the user afresh. */
  withUser?: boolean;
}
