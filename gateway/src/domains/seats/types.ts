/** The upstream's seat rows (API.md "Seats"): strings where the upstream sends strings. */
export interface SeatUpstreamRow {
  id?: unknown;
  rowNo?: unknown;
  seatNo?: unknown;
  zoneName?: unknown;
  price?: unknown;
  status?: unknown;
}

/** `act/api/activityOrder/seatList`'s `data`. */
export interface SeatListRow {
  hallName?: unknown;
  aislesAfter?: unknown;
  maxNum?: unknown;
  holdMinutes?: unknown;
  expireTime?: unknown;
  seats?: unknown;
}

/** `useSeat`'s `data`: on success the seats held and until when; on SEAT_TAKEN the seats taken. */
export interface UseSeatRow {
  seatIds?: unknown;
  expireTime?: unknown;
}
