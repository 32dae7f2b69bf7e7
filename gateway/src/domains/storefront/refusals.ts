import type { Refusal } from '../../core/user-errors.ts';
import { refusalsOf } from '../../core/user-errors.ts';
import { STOREFRONT_MAX_QUANTITY } from './rules.ts';

/** What the storefront's refusal messages mean: read before the core's, by this domain's calls only. */
const STOREFRONT_REFUSALS: readonly Refusal[] = [
  [/商品不存在/, 'RESOURCE_NOT_FOUND'],
  [/购买数量/, 'STOREFRONT_QUANTITY_INVALID'],
  [/库存不足/, 'STOREFRONT_OUT_OF_STOCK'],
];

const { refusalOf: own } = refusalsOf(STOREFRONT_REFUSALS);

/** The typed refusal of an answer; the quantity's carries the limit. */
export const refusalOf: typeof own = (envelope, field) => {
  const error = own(envelope, field);
  if (error?.code === 'STOREFRONT_QUANTITY_INVALID') return { ...error, field: 'quantity', limit: STOREFRONT_MAX_QUANTITY };
  if (error?.code === 'STOREFRONT_OUT_OF_STOCK') return { ...error, field: 'quantity', limit: 0 };
  return error;
};
