import type { ReservationOrderKind } from '../../__generated__/UserReservationScreenQuery.graphql';

/**
 * The route's `orderType` (a menu path such as MY_ACTIVITY's) names one kind of order; without
 * one the list shows venue orders, and the
 * kind chips reach the others.
 */
export const ORDER_TYPES: Record<string, ReservationOrderKind> = {
  CONTENT_TYPE_VENUE: 'VENUE',
  CONTENT_TYPE_SCENERY: 'SCENIC',
  CONTENT_TYPE_ACTIVITY_SHIU: 'ACTIVITY_ROOM',
  CONTENT_TYPE_ACTIVITY: 'ACTIVITY',
  CONTENT_TYPE_TRIPARTITE: 'THIRD_PARTY',
  CONTENT_TYPE_NARRATOR: 'NARRATOR',
  CONTENT_TYPE_INTERPRETATION: 'INTERPRETATION',
};
export const KIND_CODES = Object.entries(ORDER_TYPES) as ReadonlyArray<[string, ReservationOrderKind]>;

/** The `orderType` of a kind of order (the list's address for it). */
export function orderTypeOf(kind: string | null | undefined): string | null {
  return KIND_CODES.find(([, k]) => k === kind)?.[0] ?? null;
}
