/**
 * The seat rules: how long a choice is held, a seat's state as the caller sees it, and a seated
 * sign-up's seats (its order takes the seats the caller holds in the session).
 */
import type Database from 'better-sqlite3';
import { refuse } from '../../refusal.ts';
import { money } from '../reservations/index.ts';
import { seatsStore, type SeatRow, type SeatsStore, type SeatStateRow } from './store.ts';
import { TEXTS } from './texts.ts';

/** How long seats chosen stay held for the visitor before they are ordered (THE hold time). */
export const SEAT_HOLD_MS = 10 * 60 * 1000;

const stores = new WeakMap<Database.Database, SeatsStore>();

/** The family's statements, prepared once per database. */
export function seatsOf(db: Database.Database): SeatsStore {
  let store = stores.get(db);
  if (!store) {
    store = seatsStore(db);
    stores.set(db, store);
  }
  return store;
}

/** "0" free, "1" sold, "2" held by another visitor, "3" held by the caller. */
export function seatStatus(s: SeatStateRow, userId: number | null): string {
  if (s.holder === null) return '0';
  if (s.sold === 1) return '1';
  return userId !== null && s.holder === userId ? '3' : '2';
}

export function seatPayload(s: SeatRow) {
  return { id: String(s.id), rowNo: String(s.row_no), seatNo: String(s.seat_no), zoneName: s.zone_name, price: s.price };
}

/** A seated activity's sign-up: the seats the user holds in the session, their count and total. */
export interface SeatedChoice {
  seats: SeatRow[];
  num: number;
  total: string;
  /** Makes the held seats the order's (inside the sign-up's transaction). */
  bind(orderId: number): void;
}

/**
 * The held seats a sign-up of a seated activity orders (null for an activity without a hall);
 * refuses when the user holds none in the session at `nowMs`.
 */
export function seatedChoice(
  db: Database.Database,
  siteCode: string,
  activityId: number,
  sessionId: number,
  userId: number,
  nowMs: number,
): SeatedChoice | null {
  const store = seatsOf(db);
  if (!store.hall(siteCode, activityId)) return null;
  const seats = store.ownHolds(sessionId, userId, nowMs);
  if (seats.length === 0) refuse(TEXTS.chooseSeats);
  return {
    seats,
    num: seats.length,
    total: money(seats.reduce((sum, s) => sum + Number(s.price), 0)),
    bind: (orderId) => store.bindToOrder(sessionId, userId, orderId, nowMs),
  };
}

/** The seats of an order (row, number, zone, price), for its payload; empty for an order without seats. */
export function orderSeats(db: Database.Database, orderId: number) {
  return seatsOf(db).ofOrder(orderId).map(seatPayload);
}
