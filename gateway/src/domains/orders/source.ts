import type { ReservationOrderRow, ReservationOrderSource } from './types.ts';

export function reservationOrderSource(row: ReservationOrderRow): ReservationOrderSource {
  return { __typename: 'ReservationOrder', id: String(row.orderCode), row };
}

/** In-app path of a reservation order's page. */
export const reservationOrderPath = (orderCode: string) => `/reservation-detail/${encodeURIComponent(orderCode)}`;
