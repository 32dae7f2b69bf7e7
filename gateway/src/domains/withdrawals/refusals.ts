import type { Refusal } from '../../core/user-errors.ts';
import { refusalsOf } from '../../core/user-errors.ts';

/** The shop's withdrawal refusals (API.md "Shop": wallet/withdraw, withdraw/detail). */
export const WITHDRAWAL_REFUSALS: readonly Refusal[] = [
  [/余额不足/, 'WITHDRAWAL_OVER_BALANCE'],
  [/超过今日提现限额/, 'WITHDRAWAL_OVER_DAILY_LIMIT'],
  [/低于最低提现金额|提现金额不正确/, 'WITHDRAWAL_BELOW_MINIMUM'],
  [/提现记录不存在/, 'RESOURCE_NOT_FOUND'],
];

export const { refusalOf: withdrawalRefusalOf } = refusalsOf(WITHDRAWAL_REFUSALS);
