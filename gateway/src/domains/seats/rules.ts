/** The seat map's shape from the upstream's seat list: rows of seats, their states, zones and aisles. */
import { chinaDateTime, int, num, text } from '../../core/normalise.ts';
import { scopedGlobalId } from '../../core/relay/global-id.ts';
import type { OrderSeat, Seat, SeatMap, SeatState, SeatZone } from '../../generated/resolvers-types.ts';
import type { SeatListRow, SeatUpstreamRow } from './types.ts';

const STATES: Readonly<Record<string, SeatState>> = { '0': 'FREE', '1': 'SOLD', '2': 'HELD', '3': 'MINE' };

const rowsOf = (value: unknown): SeatUpstreamRow[] =>
  Array.isArray(value) ? (value as unknown[]).filter((v): v is SeatUpstreamRow => typeof v === 'object' && v !== null) : [];

/** A seat's id in the graph: one per session, so a Relay store never merges two sessions' seats. */
export const seatIdOf = (sessionId: string, rawId: string): string => scopedGlobalId('Seat', sessionId, rawId);

/** The hall of a session as the viewer sees it; null when the upstream's answer has no seat. */
export function seatMapOf(sessionId: string, row: SeatListRow | null): SeatMap | null {
  if (!row) return null;
  const aisles = new Set(
    String(row.aislesAfter ?? '')
      .split(',')
      .map((s) => Number.parseInt(s, 10)),
  );
  const byRow = new Map<number, Seat[]>();
  const zones = new Map<string, SeatZone>();
  for (const s of rowsOf(row.seats)) {
    const id = text(s.id);
    const rowNo = int(s.rowNo);
    const number = int(s.seatNo);
    if (!id || rowNo === null || number === null) continue;
    const zone = text(s.zoneName) ?? '';
    const price = num(s.price) ?? 0;
    if (!zones.has(zone)) zones.set(zone, { name: zone, price });
    const seat: Seat = {
      id: seatIdOf(sessionId, id),
      row: rowNo,
      number,
      zone,
      price,
      state: STATES[text(s.status) ?? ''] ?? 'SOLD',
      aisleAfter: aisles.has(number),
    };
    byRow.set(rowNo, [...(byRow.get(rowNo) ?? []), seat]);
  }
  if (byRow.size === 0) return null;
  return {
    hallName: text(row.hallName) ?? '',
    maxSeats: int(row.maxNum) ?? 1,
    holdMinutes: int(row.holdMinutes) ?? 0,
    heldUntil: chinaDateTime(row.expireTime),
    zones: [...zones.values()],
    rows: [...byRow.entries()]
      .sort(([a], [b]) => a - b)
      .map(([number, seats]) => ({ number, seats: seats.sort((a, b) => a.number - b.number) })),
  };
}

/** An order's seats (its `seats` on the upstream's order), front row first. */
export function orderSeatsOf(value: unknown): OrderSeat[] {
  return rowsOf(value)
    .flatMap((s) => {
      const row = int(s.rowNo);
      const number = int(s.seatNo);
      return row === null || number === null ? [] : [{ row, number, zone: text(s.zoneName) ?? '' }];
    })
    .sort((a, b) => a.row - b.row || a.number - b.number);
}
