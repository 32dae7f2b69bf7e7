/**
 * THE withdrawal rules the gateway publishes (`InputLimits`) and checks before the shop: the
 * smallest withdrawal and the daily limit (the shop's own, API.md "Shop": wallet/withdraw), the
 * attempt key's form. The balance and today's total are the shop's to decide, in its transaction.
 */

/** The smallest withdrawal, in fen (1 yuan). */
export const WITHDRAWAL_MIN_FEN = 100;
/** Most a user may withdraw in one China day, in fen (5,000 yuan). */
export const WITHDRAWAL_DAILY_LIMIT_FEN = 500_000;
/** An attempt's key: made by the client once per form submission. */
export const REQUEST_KEY = /^[\w-]{8,64}$/;

export type WithdrawalStatusValue = 'PROCESSING' | 'SUCCEEDED';

export const withdrawalStatus = (value: string | null): WithdrawalStatusValue => (value === 'SUCCESS' ? 'SUCCEEDED' : 'PROCESSING');

/** Fen as the shop's yuan amount ("12.30"). */
export const yuanOf = (fen: number) => (fen / 100).toFixed(2);
