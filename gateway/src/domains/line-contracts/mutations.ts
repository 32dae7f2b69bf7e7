/**
 * Signing a line order's travel contract. The gateway checks the contract's state, the name, the
 * ID number's checksum, the agreement, the signature and the traveller first (a refused signing
 * costs no upstream write); the upstream's one transaction settles two signings at once, the
 * loser answered as already signed with when.
 */
import type { GatewayContext } from '../../core/context.ts';
import { mutateWith } from '../../core/mutate.ts';
import { chinaDateTime } from '../../core/normalise.ts';
import { rawIdOf } from '../../core/relay/global-id.ts';
import { chinaDay } from '../../core/time.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import { inputError } from '../../core/user-errors.ts';
import type { SignLineContractInput } from '../../generated/resolvers-types.ts';
import { uploadedFileKeys } from '../uploads/index.ts';
import { refusalOf } from './refusals.ts';
import { contractStatus, matchesTraveller, ORDER_ID, validateSigning } from './rules.ts';
import { lineContractSource } from './source.ts';
import type { LineContractRow, SignLineContractPayloadSource } from './types.ts';
import { signContract } from './upstream.ts';

const mutateContract = mutateWith((envelope, field) => refusalOf(envelope, field));

type Fields = Omit<SignLineContractPayloadSource, 'errors'>;

/** The contract read fresh after a write (or a refused one). */
async function fresh(ctx: GatewayContext, id: string): Promise<LineContractRow | null> {
  ctx.loaders.lineContracts.clear();
  return ctx.loaders.lineContracts.contract.load(id);
}

export function signLineContract(input: SignLineContractInput, ctx: GatewayContext): Promise<SignLineContractPayloadSource> {
  return mutateContract<Fields>(ctx, { contract: null, signedAt: null }, async (m) => {
    const id = rawIdOf(input.orderId, 'ShopOrder', ORDER_ID) ?? m.refuse(inputError('LINE_CONTRACT_NOT_FOUND', 'orderId'));
    const row = (await ctx.loaders.lineContracts.contract.load(id)) ?? m.refuse(inputError('LINE_CONTRACT_NOT_FOUND', 'orderId'));
    const contract = lineContractSource(id, row);
    const status = contractStatus(row);
    if (status === 'VOID') m.refuse(inputError('LINE_CONTRACT_VOID', 'orderId'), { contract });
    if (status === 'SIGNED') {
      m.refuse(inputError('LINE_CONTRACT_ALREADY_SIGNED', 'orderId'), { contract, signedAt: chinaDateTime(row.signTime) });
    }
    const form = validateSigning(input, chinaDay(ctx.now.getTime()));
    const signature = input.signatureId?.trim() ? uploadedFileKeys([input.signatureId], 'signatureId', 'IMAGE') : null;
    m.check([...form.errors, ...(signature?.errors ?? [])], { contract });
    if (!matchesTraveller(row, form.name, form.idNumber))
      m.refuse(inputError('LINE_CONTRACT_TRAVELLER_MISMATCH', 'idNumber'), { contract });
    const envelope = await signContract(ctx.upstream, {
      orderId: id,
      name: form.name,
      idNumber: form.idNumber,
      agreed: '1',
      signature: signature?.keys[0] ?? '',
    });
    const refused = refusalOf(envelope, 'orderId');
    if (refused) {
      const now = await fresh(ctx, id);
      const signedAt = chinaDateTime((envelope.data as { signTime?: string } | null)?.signTime ?? now?.signTime);
      m.refuse(refused, { contract: now ? lineContractSource(id, now) : null, signedAt });
    }
    const done = decodeData<LineContractRow>(envelope);
    ctx.loaders.lineContracts.clear();
    if (done) ctx.loaders.lineContracts.contract.prime(id, done);
    return { contract: done ? lineContractSource(id, done) : null, signedAt: null };
  });
}
