import type { Refusal } from '../../core/user-errors.ts';
import { refusalsOf } from '../../core/user-errors.ts';

/** The shop's refund refusals (API.md "Shop": refund/apply, routeOrderRefundSubmit, refund/detail). */
export const REFUND_REFUSALS: readonly Refusal[] = [
  [/该订单已申请退款|该订单不可退款|不是线路订单|退款金额/, 'REFUND_NOT_ALLOWED'],
  [/退款记录不存在/, 'RESOURCE_NOT_FOUND'],
];

export const { refusalOf: refundRefusalOf } = refusalsOf(REFUND_REFUSALS);
