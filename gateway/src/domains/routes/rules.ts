/**
 * THE rule of routes for sale: the sale button. Every function takes `now` explicitly so that tests can pin any boundary.
 */

export type SaleButtonValue = 'BOOK' | 'REMIND' | 'REMINDED' | 'NONE';

/**
 * saleType 1 → BOOK. saleType 2 → BOOK between upperTime and lowerTime (inclusive); before
 * upperTime REMIND, or REMINDED once reminded; NONE after lowerTime. Unknown times of a timed
 * sale count as open on that side.
 */
export function routeSaleButton(
  saleType: number | null,
  upper: number | null,
  lower: number | null,
  reminded: boolean,
  now: number,
): SaleButtonValue {
  if (saleType !== 2) return 'BOOK';
  if (upper !== null && now < upper) return reminded ? 'REMINDED' : 'REMIND';
  if (lower !== null && now > lower) return 'NONE';
  return 'BOOK';
}
