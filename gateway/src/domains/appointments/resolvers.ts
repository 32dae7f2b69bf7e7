import type { GatewayContext } from '../../core/context.ts';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { buildConnection, fixedPageSize } from '../../core/relay/connection.ts';
import { toGlobalId } from '../../core/relay/global-id.ts';
import type { NodeLoader } from '../../core/relay/node.ts';
import { imagesFrom } from '../../core/image.ts';
import { chinaDateTime, int, num, text } from '../../core/normalise.ts';
import {
  appointmentStatus,
  appointmentStatusCode,
  canCancelAppointment,
  canPayAppointment,
  CANCELLABLE_APPOINTMENT,
  isFreeAppointment,
} from './rules.ts';
import { cancelDeadline, cancelVerdict } from '../../core/order-rules.ts';
import type { CancelRule } from '../../core/order-rules.ts';
import { chinaMs, isoChina } from '../../core/time.ts';
import { rawIdOf } from '../../core/relay/global-id.ts';
import type { AppointmentPayloadSource } from './types.ts';
import { requireToken } from '../../core/auth.ts';
import { inputError, refusalOf } from '../../core/user-errors.ts';
import { withIdentity } from './links.ts';
import { appointmentList, cancelAppointment, ZYTF_PAGE_SIZE } from './upstream.ts';
import type { AppointmentOrderRow, AppointmentOrderSource } from './types.ts';

const source = (row: AppointmentOrderRow): AppointmentOrderSource => ({ __typename: 'AppointmentOrder', id: String(row.orderCode), row });
const ruleOf = (row: AppointmentOrderRow): CancelRule => ({
  cancelStatus: int(row.cancelStatus),
  cancelTime: int(row.cancelTime),
  useStart: chinaMs(row.orderStartTime),
});

export const appointmentNodeLoaders: Record<string, NodeLoader<AppointmentOrderSource>> = {
  AppointmentOrder: async (rawId, ctx) => {
    if (!/^[\w-]{1,64}$/.test(rawId)) return null;
    const row = await ctx.loaders.appointments.order(rawId);
    return row ? source(row) : null;
  },
};

async function cancel(orderId: string, ctx: GatewayContext): Promise<AppointmentPayloadSource> {
  requireToken(ctx);
  const code = rawIdOf(orderId, ['AppointmentOrder']);
  const row = code ? await ctx.loaders.appointments.order(code) : null;
  if (!code || !row) return { errors: [inputError('ORDER_NOT_FOUND', 'orderId')] };
  const verdict = cancelVerdict(int(row.orderStatus), ruleOf(row), ctx.now.getTime(), CANCELLABLE_APPOINTMENT);
  if (verdict === 'NOT_ALLOWED') return { errors: [inputError('CANCEL_NOT_ALLOWED', 'orderId')], appointmentCode: code };
  if (verdict === 'WINDOW_CLOSED') return { errors: [inputError('CANCEL_WINDOW_CLOSED', 'orderId')], appointmentCode: code };
  const refusal = refusalOf(await cancelAppointment(ctx.upstream, code), 'orderId');
  ctx.loaders.appointments.clear();
  return { errors: refusal ? [refusal] : [], appointmentCode: code };
}

export const appointmentResolvers: Resolvers = {
  User: {
    appointmentOrders: (_u, args, ctx) => {
      const status = args.status ? appointmentStatusCode(args.status) : null;
      const upstream = ctx.upstream;
      return buildConnection(
        args,
        fixedPageSize(ZYTF_PAGE_SIZE, (page, size) => appointmentList(upstream, status, page, size)),
        source,
      );
    },
  },
  AppointmentOrder: {
    id: (o) => toGlobalId('AppointmentOrder', o.id),
    orderCode: (o) => o.id,
    status: (o) => appointmentStatus(int(o.row.orderStatus)),
    statusCode: (o) => int(o.row.orderStatus) ?? -1,
    resourceName: (o) => text(o.row.resource?.resourceName),
    cover: (o) => imagesFrom(o.row.resource?.images, text(o.row.resource?.resourceName) ?? '')[0] ?? null,
    startsAt: (o) => chinaDateTime(o.row.orderStartTime),
    endsAt: (o) => chinaDateTime(o.row.orderEndTime),
    quantity: (o) => int(o.row.orderNum),
    paidAmount: (o) => num(o.row.payMoney),
    amount: (o) => num(o.row.payMoney),
    isFree: (o) => isFreeAppointment(int(o.row.orderStatus), num(o.row.payMoney)),
    canCancel: (o, _, ctx) => canCancelAppointment(int(o.row.orderStatus), ruleOf(o.row), ctx.now.getTime()),
    cancelDeadline: (o) => isoChina(cancelDeadline(ruleOf(o.row))),
    canPay: (o) => canPayAppointment(int(o.row.orderStatus)),
    detailUrl: (o, _, ctx) => withIdentity(text(o.row.infoUrl), '/appointment-query-zytf', ctx),
  },
  Mutation: {
    cancelAppointmentOrder: (_root, { input }, ctx) => cancel(input.orderId, ctx),
  },
  CancelAppointmentOrderPayload: {
    errors: (p) => p.errors,
    order: async (p, _, ctx) => (p.appointmentCode ? appointmentNodeLoaders.AppointmentOrder!(p.appointmentCode, ctx) : null),
  },
};
