/** The address mutations: add, update, delete, make default; each answers the user's list afresh. */
import type { GatewayContext } from '../../core/context.ts';
import { mutateWith } from '../../core/mutate.ts';
import type { MutationSteps } from '../../core/mutate.ts';
import { text } from '../../core/normalise.ts';
import { UPSTREAM_ID } from '../../core/relay/global-id.ts';
import { encryptPhone } from '../../core/sm4.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import { UpstreamMalformedError } from '../../core/upstream/errors.ts';
import type { MutationResolvers, ShippingAddressInput } from '../../generated/resolvers-types.ts';
import { refusalOf } from './refusals.ts';
import { ADDRESS_LIMITS, capError, validateAddress } from './rules.ts';
import { ownAddress } from './source.ts';
import type { AddressForm } from './upstream.ts';
import { deleteAddress, saveAddress, setDefaultAddress, updateAddress } from './upstream.ts';
import type { AddressPayloadSource, AddressRow } from './types.ts';

/** A cap refusal names the cap (the upstream's words do not). */
const mutateAddresses = mutateWith((envelope, field) => {
  const refusal = refusalOf(envelope, field);
  if (refusal?.code === 'ADDRESS_LIMIT_REACHED') return { ...refusal, field: null, limit: ADDRESS_LIMITS.shippingAddressMaxCount };
  return refusal;
});

type Fields = Omit<AddressPayloadSource, 'errors'>;

/**
 * The input checked against the site's regions, as the upstream takes it (the phone
 * SM4-encrypted); `storedPhone`, of a change, is sent back when the input leaves the phone out.
 */
async function checkedForm(
  m: MutationSteps<Fields>,
  ctx: GatewayContext,
  input: ShippingAddressInput,
  storedPhone: string | null = null,
): Promise<AddressForm> {
  const regions = await ctx.loaders.addresses.regions();
  m.check(
    validateAddress(
      input,
      regions.map((r) => r.code),
      storedPhone !== null,
    ),
  );
  const phone = (input.phone ?? '').trim();
  return {
    receiverName: input.receiverName!.trim(),
    phone: phone === '' && storedPhone !== null ? storedPhone : encryptPhone(phone, ctx.settings.sm4Key),
    region: input.regionCode!.trim(),
    detailAddress: input.detail!.trim(),
    postcode: (input.postcode ?? '').trim(),
    tag: input.tag ?? '',
    isDefault: input.isDefault ? '1' : '0',
  };
}

/** After a change: the list is read afresh. */
function changed(ctx: GatewayContext, id: string): void {
  ctx.loaders.addresses.forget();
  ctx.forgetNode('ShippingAddress', id);
}

/** The address of a global id, one of the user's; RESOURCE_NOT_FOUND on `addressId` otherwise (another user's answers the same). */
async function ownId(m: MutationSteps<Fields>, ctx: GatewayContext, globalId: string): Promise<{ id: string; row: AddressRow }> {
  const id = m.rawId(globalId, 'ShippingAddress', 'addressId', UPSTREAM_ID);
  return { id, row: m.found(await ownAddress(ctx, id), 'addressId') };
}

export const addressMutations: MutationResolvers = {
  addShippingAddress: (_root, { input }, ctx) =>
    mutateAddresses<Fields>(ctx, {}, async (m) => {
      const form = await checkedForm(m, ctx, input);
      m.check(capError((await ctx.loaders.addresses.list()).length));
      const envelope = m.accepted(await saveAddress(ctx.upstream, form));
      const id = text(decodeData<{ id?: unknown }>(envelope)?.id);
      if (!id) throw new UpstreamMalformedError();
      changed(ctx, id);
      return { addressId: id, withUser: true };
    }),
  updateShippingAddress: (_root, { input }, ctx) =>
    mutateAddresses<Fields>(ctx, {}, async (m) => {
      const { id, row } = await ownId(m, ctx, input.addressId);
      const form = await checkedForm(m, ctx, input.address, text(row.encryption) ?? '');
      m.accepted(await updateAddress(ctx.upstream, id, form), 'addressId');
      changed(ctx, id);
      return { addressId: id, withUser: true };
    }),
  deleteShippingAddress: (_root, { input }, ctx) =>
    mutateAddresses<Fields>(ctx, {}, async (m) => {
      const { id } = await ownId(m, ctx, input.addressId);
      m.accepted(await deleteAddress(ctx.upstream, id), 'addressId');
      changed(ctx, id);
      return { deletedAddressId: id, withUser: true };
    }),
  setDefaultShippingAddress: (_root, { input }, ctx) =>
    mutateAddresses<Fields>(ctx, {}, async (m) => {
      const { id } = await ownId(m, ctx, input.addressId);
      m.accepted(await setDefaultAddress(ctx.upstream, id), 'addressId');
      changed(ctx, id);
      return { addressId: id, withUser: true };
    }),
};
