import type { GatewayContext } from '../../core/context.ts';
import { requireToken } from '../../core/auth.ts';
import { chinaDateTime, int, text } from '../../core/normalise.ts';
import { rawIdOf, toGlobalId } from '../../core/relay/global-id.ts';
import type { NodeLoader } from '../../core/relay/node.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { reservationOrderSource } from '../orders/index.ts';
import { lookUpVoucher, writeOffVoucher } from './mutations.ts';
import { gateKind, gateOfOrder, ORDER_ID, sameGate, writeOffRefusal } from './rules.ts';
import { writeOffOrderSource } from './source.ts';
import type { GateOrderRow, WriteOffOrderSource } from './types.ts';

const nowOf = (ctx: GatewayContext) => ctx.now.getTime();

export const writeOffNodeLoaders: Record<string, NodeLoader<WriteOffOrderSource>> = {
  WriteOffOrder: async (rawId, ctx) => {
    requireToken(ctx);
    if (!ORDER_ID.test(rawId)) return null;
    const row = await ctx.loaders.writeOffs.order.load(rawId);
    return row ? writeOffOrderSource(row) : null;
  },
};

/** The seats a row took, as the gate reads them out ("zone row-seat"). */
function seatLabels(row: GateOrderRow): string[] {
  const seats = Array.isArray(row.seats) ? (row.seats as Array<Record<string, unknown>>) : [];
  return seats.map((s) => `${text(s.zoneName) ?? ''} ${text(s.rowNo) ?? ''}-${text(s.seatNo) ?? ''}`.trim());
}

export const writeOffResolvers: Resolvers = {
  User: {
    canWriteOff: async (_u, _args, ctx) => (await ctx.loaders.writeOffs.gates()).length > 0,
    writeOffGates: (_u, _args, ctx) => ctx.loaders.writeOffs.gates(),
    writeOffGate: async (_u, args, ctx) => (await ctx.loaders.writeOffs.gates()).find((g) => sameGate(g, args)) ?? null,
    writeOffVoucher: (_u, args, ctx) => lookUpVoucher(args.code, args, ctx),
    writeOffOrder: async (_u, args, ctx) => {
      const id = rawIdOf(args.id, 'WriteOffOrder', ORDER_ID);
      const row = id ? await ctx.loaders.writeOffs.order.load(id) : null;
      return row ? writeOffOrderSource(row) : null;
    },
  },
  WriteOffGate: {
    key: (g) => `${g.resourceType}:${g.resourceId}`,
    kind: (g) => gateKind(g.resourceType),
    name: (g) => g.name,
    todayCount: (g) => int(g.todayCount) ?? 0,
    path: (g) => `/write-off/${g.resourceType}/${g.resourceId}`,
  },
  WriteOffUse: {
    usedAt: (u) => chinaDateTime(u.usedTime),
    gateName: (u) => text(u.name) ?? '',
  },
  WriteOffOrder: {
    id: (o) => toGlobalId('WriteOffOrder', o.id),
    order: (o) => reservationOrderSource(o.row),
    contactName: (o) => text(o.row.contactName) ?? '',
    maskedContactPhone: (o) => text(o.row.contactPhone) ?? '',
    seatLabels: (o) => seatLabels(o.row),
    used: (o) => o.row.used ?? null,
    canWriteOff: (o, _args, ctx) => writeOffRefusal(o.row, gateOfOrder(o.row), nowOf(ctx)) === null,
    refusal: (o, _args, ctx) => writeOffRefusal(o.row, gateOfOrder(o.row), nowOf(ctx)),
  },
  WriteOffLookup: {
    errors: (p) => p.errors,
    order: (p) => p.order,
  },
  WriteOffVoucherPayload: {
    errors: (p) => p.errors,
    order: (p) => p.order,
    used: (p) => p.used,
  },
  Mutation: {
    writeOffVoucher: (_root, { input }, ctx) => writeOffVoucher(input, ctx),
  },
};
