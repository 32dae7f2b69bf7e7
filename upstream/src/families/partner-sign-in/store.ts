/** The partner tickets' SQL. */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';

export interface TicketRow {
  ticket: string;
  kind: string;
  phone: string;
  expires_at: number;
  used_at: number | null;
}

export function partnerStore(db: Database.Database) {
  const sql = statementsOf(db);
  return {
    insert: (ticket: string, kind: string, phone: string, expiresAt: number) =>
      sql('INSERT INTO partner_tickets (ticket, kind, phone, expires_at) VALUES (?, ?, ?, ?)').run(ticket, kind, phone, expiresAt),
    ticket: (ticket: string, kind: string) =>
      sql('SELECT * FROM partner_tickets WHERE ticket = ? AND kind = ?').get(ticket, kind) as TicketRow | undefined,
    /** Marks a live ticket used; false when it was used meanwhile. */
    use: (ticket: string, at: number) =>
      sql('UPDATE partner_tickets SET used_at = ? WHERE ticket = ? AND used_at IS NULL').run(at, ticket).changes === 1,
  };
}
