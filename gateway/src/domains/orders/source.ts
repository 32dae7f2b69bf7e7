import type { ReservationOrderRow, ReservationOrderSource } from './types.ts';

export function reservationOrderSource(row: ReservationOrderRow): ReservationOrderSource {
  return { __typename: 'ReservationOrder', id: String(row.orderCode), row };
}
