import type { CarCategory } from '../../generated/resolvers-types.ts';

/** CarCategory ↔ the upstream's `carType` (the one place the pairs are written). */
export const CAR_TYPES: Readonly<Record<CarCategory, string>> = {
  ECONOMY: '1',
  SUV: '2',
  MPV: '3',
  NEW_ENERGY: '4',
  BUSINESS: '5',
};

const CATEGORIES = Object.fromEntries(Object.entries(CAR_TYPES).map(([k, v]) => [v, k])) as Readonly<Record<string, CarCategory>>;

/** The upstream's `carType` → CarCategory; null for one the gateway does not know. */
export function categoryOf(carType: string | null): CarCategory | null {
  return (carType && CATEGORIES[carType]) || null;
}
