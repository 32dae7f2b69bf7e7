/**
 * Looking a voucher up at a gate and writing it off. The gateway checks the role, the gate, the
 * order's state and its day first (a refused write costs no upstream write); the upstream's one
 * transaction settles two staff at once, the loser answered as already used with when and where.
 */
import type { GatewayContext } from '../../core/context.ts';
import { mutateWith } from '../../core/mutate.ts';
import { rawIdOf } from '../../core/relay/global-id.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import { inputError } from '../../core/user-errors.ts';
import { orderByCode } from './loaders.ts';
import { refusalOf } from './refusals.ts';
import { gateOfOrder, holdsGate, ORDER_ID, sameGate, VOUCHER_CODE, writeOffRefusal, type GateRef } from './rules.ts';
import { writeOffOrderSource } from './source.ts';
import type { GateOrderRow, UsedRow, WriteOffLookupSource, WriteOffPayloadSource } from './types.ts';
import { useVoucher } from './upstream.ts';

const mutateWriteOff = mutateWith((envelope, field) => refusalOf(envelope, field));
const nowOf = (ctx: GatewayContext) => ctx.now.getTime();

/** The order behind a code typed at a gate of the caller. */
export async function lookUpVoucher(code: string, gate: GateRef, ctx: GatewayContext): Promise<WriteOffLookupSource> {
  const refused = (c: 'WRITE_OFF_CODE_INVALID' | 'WRITE_OFF_NOT_FOUND' | 'WRITE_OFF_WRONG_GATE'): WriteOffLookupSource => ({
    errors: [inputError(c, 'code')],
    order: null,
  });
  const trimmed = code.replace(/\s+/g, '');
  if (!VOUCHER_CODE.test(trimmed)) return refused('WRITE_OFF_CODE_INVALID');
  // Without the role, every code answers as one that does not exist (no call tells them apart).
  if (!holdsGate(await ctx.loaders.writeOffs.gates(), gate)) return refused('WRITE_OFF_NOT_FOUND');
  const row = await orderByCode(ctx, trimmed);
  if (!row) return refused('WRITE_OFF_NOT_FOUND');
  if (!sameGate(gateOfOrder(row), gate)) return refused('WRITE_OFF_WRONG_GATE');
  ctx.loaders.writeOffs.order.prime(String(row.id), row);
  return { errors: [], order: writeOffOrderSource(row) };
}

interface WriteOffInput {
  orderId: string;
  resourceType?: string | null;
  resourceId?: string | null;
}

type Fields = Omit<WriteOffPayloadSource, 'errors'>;

/** The order read fresh after a write (or a refused one). */
async function freshOrder(ctx: GatewayContext, id: string): Promise<GateOrderRow | null> {
  ctx.loaders.writeOffs.clear();
  return ctx.loaders.writeOffs.order.load(id);
}

export function writeOffVoucher(input: WriteOffInput, ctx: GatewayContext): Promise<WriteOffPayloadSource> {
  return mutateWriteOff<Fields>(ctx, { order: null, used: null }, async (m) => {
    const notFound = inputError('WRITE_OFF_NOT_FOUND', 'orderId');
    const id = rawIdOf(input.orderId, 'WriteOffOrder', ORDER_ID) ?? m.refuse(notFound);
    const gates = await ctx.loaders.writeOffs.gates();
    if (gates.length === 0) m.refuse(notFound);
    const row = (await ctx.loaders.writeOffs.order.load(id)) ?? m.refuse(notFound);
    const gate: GateRef =
      input.resourceType && input.resourceId ? { resourceType: input.resourceType, resourceId: input.resourceId } : gateOfOrder(row);
    const order = writeOffOrderSource(row);
    if (!holdsGate(gates, gate)) m.refuse(inputError('WRITE_OFF_WRONG_GATE', 'orderId'), { order });
    const refusal = writeOffRefusal(row, gate, nowOf(ctx));
    if (refusal) m.refuse(inputError(refusal, 'orderId'), { order, used: row.used ?? null });
    const envelope = await useVoucher(ctx.upstream, { orderId: id, ...gate });
    const lost = refusalOf(envelope, 'orderId');
    if (lost) {
      const fresh = await freshOrder(ctx, id);
      const used = (envelope.data as UsedRow | null) ?? fresh?.used ?? null;
      m.refuse(lost, { order: fresh ? writeOffOrderSource(fresh) : null, used });
    }
    const done = decodeData<GateOrderRow>(envelope);
    ctx.loaders.writeOffs.clear();
    if (done) ctx.loaders.writeOffs.order.prime(id, done);
    return { order: done ? writeOffOrderSource(done) : null, used: done?.used ?? null };
  });
}
