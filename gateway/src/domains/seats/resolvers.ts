import type { GatewayContext } from '../../core/context.ts';
import { mutateWith } from '../../core/mutate.ts';
import { chinaDateTime, flag, strings } from '../../core/normalise.ts';
import { rawOfScopedId } from '../../core/relay/global-id.ts';
import { isUpstreamId } from '../../core/upstream/errors.ts';
import { inputError, refusalsOf } from '../../core/user-errors.ts';
import type { Resolvers, SeatMap } from '../../generated/resolvers-types.ts';
import { activityDetailRow } from '../activities/index.ts';
import { seatRefusals } from './messages.ts';
import { orderSeatsOf, seatIdOf, seatMapOf } from './rules.ts';
import type { UseSeatRow } from './types.ts';
import { seatList, useSeat } from './upstream.ts';

const { refusalOf } = refusalsOf(seatRefusals);
const mutateSeats = mutateWith(refusalOf);

async function loadSeatMap(ctx: GatewayContext, activityId: string, sessionId: string): Promise<SeatMap | null> {
  return seatMapOf(sessionId, await seatList(ctx.upstream, activityId, sessionId));
}

interface HoldFields {
  seatMap: SeatMap | null;
  heldUntil: string | null;
  takenSeatIds: string[];
}

function holdSeats(input: { activityId: string; sessionId: string; seatIds: readonly string[] }, ctx: GatewayContext) {
  return mutateSeats<HoldFields>(ctx, { seatMap: null, heldUntil: null, takenSeatIds: [] }, async (m) => {
    const activityId = m.rawId(input.activityId, ['Activity'], 'activityId');
    const sessionId = input.sessionId.trim();
    if (!isUpstreamId(sessionId)) m.refuse(inputError('RESOURCE_NOT_FOUND', 'sessionId'));
    const seatIds = [...new Set(input.seatIds.map((id) => rawOfScopedId(id, 'Seat')))];
    if (!seatIds.every(isUpstreamId)) m.refuse(inputError('RESOURCE_NOT_FOUND', 'seatIds'));
    const before = m.found(await loadSeatMap(ctx, activityId, sessionId), 'sessionId');
    // More seats than one booking may take is refused before the upstream is asked.
    if (seatIds.length > before.maxSeats) m.refuse(inputError('TOO_MANY_SEATS', 'seatIds', before.maxSeats), { seatMap: before });
    const envelope = await useSeat(ctx.upstream, { activityId, sessionId, seatIds: seatIds.join(',') });
    const data = (envelope.data ?? null) as UseSeatRow | null;
    const after = await loadSeatMap(ctx, activityId, sessionId);
    const taken = strings(data?.seatIds).map((id) => seatIdOf(sessionId, id));
    m.accepted(envelope, 'seatIds', { extra: { seatMap: after, takenSeatIds: taken } });
    return { seatMap: after, heldUntil: chinaDateTime(data?.expireTime), takenSeatIds: [] };
  });
}

export const seatResolvers: Resolvers = {
  Mutation: {
    holdSeats: (_root, { input }, ctx) => holdSeats(input, ctx),
  },
  Activity: {
    seatSelection: async (a, _, ctx) => flag((await activityDetailRow(a, ctx))?.seatSelection),
    seatMap: (a, { sessionId }, ctx) =>
      isUpstreamId(a.id) && isUpstreamId(sessionId.trim()) ? loadSeatMap(ctx, a.id, sessionId.trim()) : null,
  },
  ReservationOrder: {
    assignedSeats: (o) => orderSeatsOf(o.row.seats),
  },
};
