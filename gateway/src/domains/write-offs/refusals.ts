import type { Refusal } from '../../core/user-errors.ts';
import { refusalsOf } from '../../core/user-errors.ts';

/** What the write-offs family's refusal messages mean: read before the core's, by this domain's calls only. */
export const WRITE_OFF_REFUSALS: readonly Refusal[] = [
  [/^核销码不存在$/, 'WRITE_OFF_NOT_FOUND'],
  [/^无权核销该场馆或活动$|^该凭证不属于当前核销点$/, 'WRITE_OFF_WRONG_GATE'],
  [/^该凭证已核销$/, 'WRITE_OFF_ALREADY_USED'],
  [/^该订单已取消$/, 'WRITE_OFF_CANCELLED'],
  [/^该凭证已过期$/, 'WRITE_OFF_EXPIRED'],
  [/^该订单未确认，不能核销$/, 'WRITE_OFF_NOT_CONFIRMED'],
  [/^该凭证不是今日的预约$/, 'WRITE_OFF_NOT_TODAY'],
];

export const { refusalOf } = refusalsOf(WRITE_OFF_REFUSALS);
