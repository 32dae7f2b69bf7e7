/** A user's invitation code as the family keeps it: the kept one, else the user's code kept now (on first use). */
import type Database from 'better-sqlite3';
import { inviteCodeOf } from './codes.ts';
import { invitationsStore } from './store.ts';

export function keptInviteCode(db: Database.Database, userId: number, at: number): string {
  const store = invitationsStore(db);
  const kept = store.codeOf(userId);
  if (kept) return kept;
  store.keepCode(userId, inviteCodeOf(userId), at);
  return store.codeOf(userId) ?? inviteCodeOf(userId);
}
