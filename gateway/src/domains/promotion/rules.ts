/** The programme's rules the gateway applies before calling the upstream, and what its values mean. */
import type { UserErrorSource } from '../../core/user-errors.ts';
import { inputError } from '../../core/user-errors.ts';
import { flag } from '../../core/normalise.ts';
import type { PromotionInfoRow } from './types.ts';

/** A commission's id as the upstream gives it. */
export const COMMISSION_ID = /^\d{1,15}$/;

export type CommissionStatus = 'PENDING' | 'SETTLED' | 'CANCELLED';
const STATUSES: readonly CommissionStatus[] = ['PENDING', 'SETTLED', 'CANCELLED'];

/** The upstream's status; anything unknown reads as pending (not yet paid out). */
export function commissionStatus(value: unknown): CommissionStatus {
  return STATUSES.find((s) => s === value) ?? 'PENDING';
}

/** An amount of money as the upstream writes it ("12.50"); "0.00" for anything else. */
export function money(value: unknown): string {
  return typeof value === 'string' && /^-?\d{1,12}\.\d{2}$/.test(value) ? value : '0.00';
}

/** Why the viewer may not join (null: they may): the site has no programme, or they promote already. */
export function joinRefusal(info: PromotionInfoRow): UserErrorSource | null {
  if (!flag(info.open)) return inputError('PROMOTION_NOT_OPEN', null);
  if (flag(info.promoter)) return inputError('PROMOTION_ALREADY_JOINED', null);
  return null;
}
