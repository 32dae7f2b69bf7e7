/** Money another family pays into a user's wallet (the promoters' settled commissions): a credit with its record. */
import type Database from 'better-sqlite3';
import { shopStore } from './store.ts';

/** Credits `cents` to the user's wallet with a record of `type` (inside the caller's transaction); answers the record's id. */
export function creditWallet(db: Database.Database, userId: number, cents: number, type: string, at: number): number {
  return shopStore(db).credit(userId, cents, type, at);
}
