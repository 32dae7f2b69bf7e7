/**
 * Applying for a refund: the application's own rules first (reason, description, pictures), then
 * the order (the user's own: ORDER_NOT_FOUND otherwise) and the amount the shop computes for it
 * (0: REFUND_NOT_ALLOWED); the shop records it with that amount, never one the user typed.
 */
import type { GatewayContext } from '../../core/context.ts';
import { mutateWith } from '../../core/mutate.ts';
import { int } from '../../core/normalise.ts';
import { rawIdOf } from '../../core/relay/global-id.ts';
import { decodeData } from '../../core/upstream/envelope.ts';
import { inputError } from '../../core/user-errors.ts';
import { codePointLength, validateText } from '../../core/validation.ts';
import type { ApplyRefundInput } from '../../generated/resolvers-types.ts';
import { uploadedFileKeys } from '../uploads/index.ts';
import { refundRefusalOf } from './refusals.ts';
import { REFUND_DESCRIPTION_MAX, REFUND_MAX_PICTURES } from './rules.ts';
import type { RefundPayloadSource } from './types.ts';
import { submitRefund } from './upstream.ts';

/** The shop's route (line) order type: its refunds go through `routeOrderRefundSubmit`. */
const LINE_ORDER_TYPE = 6;

const mutate = mutateWith(refundRefusalOf);

export function applyRefund(input: ApplyRefundInput, ctx: GatewayContext): Promise<RefundPayloadSource> {
  return mutate<{ refundId: string | null; shopOrderId: string | null }>(ctx, { refundId: null, shopOrderId: null }, async (s) => {
    s.check(validateText(input.reason, 'reason'));
    const description = (input.description ?? '').trim();
    if (codePointLength(description) > REFUND_DESCRIPTION_MAX) s.refuse(inputError('TEXT_INVALID', 'description', REFUND_DESCRIPTION_MAX));
    const ids = input.pictureIds ?? [];
    if (ids.length > REFUND_MAX_PICTURES) s.refuse(inputError('REFUND_TOO_MANY_PICTURES', 'pictureIds', REFUND_MAX_PICTURES));
    const pictures = uploadedFileKeys(ids, 'pictureIds', 'IMAGE');
    s.check(pictures.errors);
    const rawId = rawIdOf(input.orderId, ['ShopOrder'], /^[\w-]{1,64}$/);
    const row = rawId ? await ctx.loaders.shop.order.load(rawId) : null;
    if (!row) return s.refuse(inputError('ORDER_NOT_FOUND', 'orderId'));
    const orderId = String(row.orderId);
    const fen = await ctx.loaders.refunds.refundableFen.load(orderId);
    if (fen === null) s.refuse(inputError('ORDER_NOT_FOUND', 'orderId'));
    if (!fen) s.refuse(inputError('REFUND_NOT_ALLOWED', 'orderId'), { shopOrderId: orderId });
    const line = int(row.orderType) === LINE_ORDER_TYPE;
    const application = {
      orderId,
      reason: input.reason.trim(),
      description,
      pictures: pictures.keys,
      amount: ((fen ?? 0) / 100).toFixed(2),
    };
    const envelope = s.accepted(await submitRefund(ctx.upstream, await ctx.loaders.shop.session(), line, application), 'orderId', {
      extra: { shopOrderId: orderId },
    });
    ctx.loaders.shop.order.clear(orderId);
    ctx.loaders.shop.clearWallet();
    ctx.loaders.refunds.clear();
    const refundId = decodeData<{ refundId?: unknown }>(envelope)?.refundId;
    return { refundId: refundId === undefined || refundId === null ? null : String(refundId), shopOrderId: orderId };
  });
}
