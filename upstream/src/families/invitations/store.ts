/**
 * Every SQL statement of the invitations family. A user binds one code ever: the binding's
 * primary key is the invitee, so a second binding is refused by the database inside the
 * transaction that would write it.
 */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';

export interface InviteeRow {
  invitee_id: number;
  nickname: string;
  head_img: string;
  gift_points: number;
  created_at: number;
}

export interface BindingRow {
  inviter_id: number;
  nickname: string;
}

export function invitationsStore(db: Database.Database) {
  const sql = statementsOf(db);
  return {
    codeOf: (userId: number) => (sql('SELECT code FROM invite_codes WHERE user_id = ?').get(userId) as { code: string } | undefined)?.code,
    /** Keeps the user's code (once: a user's first code stays theirs). */
    keepCode: (userId: number, code: string, at: number) =>
      void sql('INSERT OR IGNORE INTO invite_codes (user_id, code, created_at) VALUES (?, ?, ?)').run(userId, code, at),
    ownerOf: (code: string) =>
      (sql('SELECT user_id FROM invite_codes WHERE code = ?').get(code) as { user_id: number } | undefined)?.user_id,
    /** Who invited the user (their binding), if anyone. */
    bindingOf: (inviteeId: number) =>
      sql('SELECT b.inviter_id, u.nickname FROM invite_bindings b JOIN users u ON u.id = b.inviter_id WHERE b.invitee_id = ?').get(
        inviteeId,
      ) as BindingRow | undefined,
    /** Writes the binding when the invitee has none; true when written. */
    bind: (inviteeId: number, inviterId: number, code: string, siteCode: string, giftPoints: number, at: number): boolean =>
      sql(
        'INSERT OR IGNORE INTO invite_bindings (invitee_id, inviter_id, code, site_code, gift_points, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(inviteeId, inviterId, code, siteCode, giftPoints, at).changes === 1,
    summary: (inviterId: number) =>
      sql('SELECT COUNT(*) AS n, COALESCE(SUM(gift_points), 0) AS points FROM invite_bindings WHERE inviter_id = ?').get(inviterId) as {
        n: number;
        points: number;
      },
    invitees: (inviterId: number, limit: number, offset: number) =>
      sql(
        `SELECT b.invitee_id, u.nickname, u.head_img, b.gift_points, b.created_at FROM invite_bindings b JOIN users u ON u.id = b.invitee_id
         WHERE b.inviter_id = ? ORDER BY b.created_at DESC, b.invitee_id DESC LIMIT ? OFFSET ?`,
      ).all(inviterId, limit, offset) as InviteeRow[],
  };
}
