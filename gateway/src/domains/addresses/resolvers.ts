import type { Resolvers } from '../../generated/resolvers-types.ts';
import { requireToken, requireViewer } from '../../core/auth.ts';
import { chinaDateTime, flag, text } from '../../core/normalise.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import type { NodeLoader } from '../../core/relay/node.ts';
import { userSource } from '../viewer/index.ts';
import { addressMutations } from './mutations.ts';
import { ADDRESS_LIMITS, addressTag } from './rules.ts';
import { addressRegion, addressSource, ownAddress } from './source.ts';
import type { AddressSource } from './types.ts';

export const addressNodeLoaders: Record<string, NodeLoader<AddressSource>> = {
  ShippingAddress: async (rawId, ctx) => {
    requireToken(ctx);
    const row = await ownAddress(ctx, rawId);
    return row ? addressSource(row) : null;
  },
};

export const addressResolvers: Resolvers = {
  InputLimits: {
    shippingAddressReceiverMaxLength: () => ADDRESS_LIMITS.shippingAddressReceiverMaxLength,
    shippingAddressDetailMaxLength: () => ADDRESS_LIMITS.shippingAddressDetailMaxLength,
    postcodeDigits: () => ADDRESS_LIMITS.postcodeDigits,
    shippingAddressMaxCount: () => ADDRESS_LIMITS.shippingAddressMaxCount,
  },
  User: {
    shippingAddresses: async (_u, _args, ctx) => {
      requireToken(ctx);
      return { rows: await ctx.loaders.addresses.list() };
    },
  },
  Site: {
    addressRegions: (_s, _args, ctx) => ctx.loaders.addresses.regions(),
  },
  ShippingAddressList: {
    nodes: (l) => l.rows.map(addressSource),
    totalCount: (l) => l.rows.length,
  },
  ShippingAddress: {
    id: (a) => toGlobalId('ShippingAddress', a.id),
    receiverName: (a) => text(a.row.receiverName) ?? '',
    maskedPhone: (a) => text(a.row.phone) ?? '',
    region: (a, _args, ctx) => addressRegion(a.row, ctx),
    regionNames: (a) => [a.row.provinceName, a.row.cityName, a.row.districtName].map(text).filter((n): n is string => n !== null),
    detail: (a) => text(a.row.detailAddress) ?? '',
    postcode: (a) => text(a.row.postcode),
    tag: (a) => addressTag(a.row.tag),
    isDefault: (a) => flag(a.row.isDefault),
    createdAt: (a) => chinaDateTime(a.row.createTime),
    updatedAt: (a) => chinaDateTime(a.row.updateTime),
  },
  ShippingAddressPayload: {
    address: async (p, _args, ctx) => {
      if (!p.addressId) return null;
      const row = await ownAddress(ctx, p.addressId);
      return row ? addressSource(row) : null;
    },
    deletedAddressId: (p) => (p.deletedAddressId ? toGlobalId('ShippingAddress', p.deletedAddressId) : null),
    user: async (p, _args, ctx) => (p.withUser ? userSource(await requireViewer(ctx)) : null),
  },
  Mutation: addressMutations,
};
