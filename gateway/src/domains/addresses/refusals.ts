import type { Refusal } from '../../core/user-errors.ts';
import { refusalsOf } from '../../core/user-errors.ts';

/** What the addresses family's refusal messages mean: read before the core's, by this domain's calls only. */
export const ADDRESS_REFUSALS: readonly Refusal[] = [
  [/收货地址不存在/, 'RESOURCE_NOT_FOUND'],
  [/收货地址最多保存/, 'ADDRESS_LIMIT_REACHED'],
  [/所在地区不正确/, 'ADDRESS_REGION_INVALID'],
  [/邮政编码格式不正确/, 'ADDRESS_POSTCODE_INVALID'],
];

export const { refusalOf } = refusalsOf(ADDRESS_REFUSALS);
