/** The invitations family's demo data: every demo user's invitation code (the same on every site: codes are per user). */
import type Database from 'better-sqlite3';
import type { SeedEnv } from '../../family.ts';
import { inviteCodeOf } from './codes.ts';
import { invitationsStore } from './store.ts';

export function seed(db: Database.Database, env: SeedEnv): void {
  const store = invitationsStore(db);
  const users = db.prepare('SELECT id FROM users ORDER BY id').all() as { id: number }[];
  for (const { id } of users) store.keepCode(id, inviteCodeOf(id), env.nowMs);
}
