/**
 * A binding another family's demo data stands on (the promoters' demo team): written as a binding
 * is, with the inviter's code, but without the gift (the demo team was bound before the gift, so
 * the points ledger and the users' demo points stay as they are).
 */
import type Database from 'better-sqlite3';
import { keptInviteCode } from './kept-code.ts';
import { invitationsStore } from './store.ts';

export function seedDemoBinding(db: Database.Database, b: { inviteeId: number; inviterId: number; siteCode: string; at: number }): boolean {
  const code = keptInviteCode(db, b.inviterId, b.at);
  return invitationsStore(db).bind(b.inviteeId, b.inviterId, code, b.siteCode, 0, b.at);
}
