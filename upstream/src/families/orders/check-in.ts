/** Checking a booking in (by the visitor or at the door): the order is used, and the day's booking task pays. */
import type Database from 'better-sqlite3';
import { awardTask } from '../points/index.ts';
import type { OrderRow } from '../reservations/index.ts';
import type { OrdersStore } from './store.ts';

export function checkInOrder(db: Database.Database, store: OrdersStore, o: OrderRow, at: number): void {
  store.checkIn(o.id, at);
  awardTask(db, o.user_id, o.site_code, 'COMPLETE_BOOKING', at);
}
