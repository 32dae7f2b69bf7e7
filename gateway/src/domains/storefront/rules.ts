import type { StorefrontCategoryCode } from '../../generated/resolvers-types.ts';
import { inputError, type UserErrorSource } from '../../core/user-errors.ts';

/** Most pieces of one product in one order, owned here once (clients read `inputLimits`). */
export const STOREFRONT_MAX_QUANTITY = 10;

const CODES: readonly StorefrontCategoryCode[] = ['PICKLE', 'SPECIALTY', 'CRAFT', 'CULTURE'];

/** The upstream's categoryId → the enum; null for one the gateway does not know. */
export function categoryCode(value: string | null): StorefrontCategoryCode | null {
  return CODES.find((c) => c === value) ?? null;
}

/** The quantity rule: 1 to the limit. */
export function quantityError(quantity: number): UserErrorSource | null {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= STOREFRONT_MAX_QUANTITY
    ? null
    : inputError('STOREFRONT_QUANTITY_INVALID', 'quantity', STOREFRONT_MAX_QUANTITY);
}

/** The stock rule: the pieces left cover the quantity. */
export function stockError(stock: number, quantity: number): UserErrorSource | null {
  return stock >= quantity ? null : inputError('STOREFRONT_OUT_OF_STOCK', 'quantity', Math.max(0, stock));
}
