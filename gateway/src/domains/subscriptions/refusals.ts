import type { Refusal } from '../../core/user-errors.ts';
import { refusalsOf } from '../../core/user-errors.ts';

/** What the subscriptions family's refusal messages mean: read before the core's, by this domain's calls only. */
const SUBSCRIPTION_REFUSALS: readonly Refusal[] = [
  [/资源不存在/, 'RESOURCE_NOT_FOUND'],
  [/订阅不存在/, 'RESOURCE_NOT_FOUND'],
  [/日期不正确/, 'DATE_INVALID'],
  [/该日期已过/, 'BOOKING_SUBSCRIPTION_DAY_PAST'],
  [/尚有余票/, 'BOOKING_SUBSCRIPTION_DAY_AVAILABLE'],
  [/已订阅/, 'BOOKING_SUBSCRIPTION_EXISTS'],
];

export const { refusalOf } = refusalsOf(SUBSCRIPTION_REFUSALS);
