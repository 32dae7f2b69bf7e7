/**
 * Every SQL statement of the promotion family. Who invited whom is the invitations family's
 * binding (`invite_bindings`, one per invitee): the members are read from it, never copied. A
 * commission's unique key (order, level) keeps one per order and level however often a payment
 * is applied; joining is one row per user and site.
 */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';
import { COMMISSION_STATUS } from './texts.ts';

export interface RatesRow {
  level1_bp: number;
  level2_bp: number;
}

export interface MemberRow {
  user_id: number;
  phone: string | null;
  nickname: string;
  head_img: string;
  joined_at: number;
  earned_cents: number;
}

export interface CommissionRow {
  id: number;
  site_code: string;
  promoter_id: number;
  member_id: number;
  member_nickname: string;
  level: number;
  order_code: string;
  title: string;
  order_cents: number;
  rate_bp: number;
  amount_cents: number;
  status: string;
  created_at: number;
  decided_at: number | null;
}

export interface NewCommission {
  siteCode: string;
  promoterId: number;
  memberId: number;
  level: 1 | 2;
  orderCode: string;
  title: string;
  orderCents: number;
  rateBp: number;
  amountCents: number;
  status: string;
  at: number;
}

/** A level's members of a promoter: level 1 their invitees, level 2 their invitees' invitees (never the promoter). */
const MEMBERS_OF: Record<1 | 2, { from: string; where: string }> = {
  1: { from: 'invite_bindings b', where: 'b.inviter_id = @promoter AND b.invitee_id != @promoter' },
  2: {
    from: 'invite_bindings b JOIN invite_bindings f ON f.invitee_id = b.inviter_id',
    where: 'f.inviter_id = @promoter AND b.invitee_id != @promoter',
  },
};

const COMMISSION_COLUMNS = `c.*, COALESCE(u.nickname, '') AS member_nickname`;

export function promotionStore(db: Database.Database) {
  const sql = statementsOf(db);
  return {
    rates: (siteCode: string) =>
      sql('SELECT level1_bp, level2_bp FROM promotion_rates WHERE site_code = ?').get(siteCode) as RatesRow | undefined,
    setRates(siteCode: string, level1: number, level2: number): void {
      sql('INSERT OR REPLACE INTO promotion_rates (site_code, level1_bp, level2_bp) VALUES (?, ?, ?)').run(siteCode, level1, level2);
    },
    joinedAt: (userId: number, siteCode: string) =>
      (
        sql('SELECT joined_at FROM promoters WHERE user_id = ? AND site_code = ?').get(userId, siteCode) as
          | { joined_at: number }
          | undefined
      )?.joined_at,
    /** Makes the user a promoter of the site; true when this call did (a second join changes nothing). */
    join: (userId: number, siteCode: string, at: number) =>
      sql('INSERT OR IGNORE INTO promoters (user_id, site_code, joined_at) VALUES (?, ?, ?)').run(userId, siteCode, at).changes === 1,
    /** Who invited the user (the invitations family's binding), if anyone. */
    inviterOf: (userId: number) =>
      (sql('SELECT inviter_id FROM invite_bindings WHERE invitee_id = ?').get(userId) as { inviter_id: number } | undefined)?.inviter_id,
    memberCount: (promoterId: number, level: 1 | 2) =>
      (
        sql(`SELECT COUNT(*) AS n FROM ${MEMBERS_OF[level].from} WHERE ${MEMBERS_OF[level].where}`).get({ promoter: promoterId }) as {
          n: number;
        }
      ).n,
    /** One page of a level's members, newest first, with what each earned the promoter on the site (cancelled commissions aside). */
    members: (promoterId: number, siteCode: string, level: 1 | 2, limit: number, offset: number) =>
      sql(
        `SELECT b.invitee_id AS user_id, u.phone, u.nickname, u.head_img, b.created_at AS joined_at,
           (SELECT COALESCE(SUM(c.amount_cents), 0) FROM promotion_commissions c
             WHERE c.promoter_id = @promoter AND c.site_code = @site AND c.member_id = b.invitee_id
               AND c.status != '${COMMISSION_STATUS.CANCELLED}') AS earned_cents
         FROM ${MEMBERS_OF[level].from} JOIN users u ON u.id = b.invitee_id WHERE ${MEMBERS_OF[level].where}
         ORDER BY b.created_at DESC, b.invitee_id DESC LIMIT @limit OFFSET @offset`,
      ).all({ promoter: promoterId, site: siteCode, limit, offset }) as MemberRow[],
    /** The promoter's earnings on the site by state, in cents. */
    earnings: (promoterId: number, siteCode: string) =>
      sql(
        `SELECT COALESCE(SUM(CASE WHEN status = '${COMMISSION_STATUS.PENDING}' THEN amount_cents END), 0) AS pending,
           COALESCE(SUM(CASE WHEN status = '${COMMISSION_STATUS.SETTLED}' THEN amount_cents END), 0) AS settled
         FROM promotion_commissions WHERE promoter_id = ? AND site_code = ?`,
      ).get(promoterId, siteCode) as { pending: number; settled: number },
    commissionCount: (promoterId: number, siteCode: string) =>
      (
        sql('SELECT COUNT(*) AS n FROM promotion_commissions WHERE promoter_id = ? AND site_code = ?').get(promoterId, siteCode) as {
          n: number;
        }
      ).n,
    commissions: (promoterId: number, siteCode: string, limit: number, offset: number) =>
      sql(
        `SELECT ${COMMISSION_COLUMNS} FROM promotion_commissions c LEFT JOIN users u ON u.id = c.member_id
         WHERE c.promoter_id = ? AND c.site_code = ? ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`,
      ).all(promoterId, siteCode, limit, offset) as CommissionRow[],
    /** The promoter's commissions on the site among `ids` (another user's answer as missing ones). */
    commissionsByIds: (promoterId: number, siteCode: string, ids: readonly number[]) =>
      sql(
        `SELECT ${COMMISSION_COLUMNS} FROM promotion_commissions c LEFT JOIN users u ON u.id = c.member_id
         WHERE c.promoter_id = ? AND c.site_code = ? AND c.id IN (SELECT value FROM json_each(?)) ORDER BY c.id`,
      ).all(promoterId, siteCode, JSON.stringify(ids)) as CommissionRow[],
    /** Records a commission unless the order has one at this level already; true when written. */
    record: (c: NewCommission) =>
      sql(
        `INSERT OR IGNORE INTO promotion_commissions
           (site_code, promoter_id, member_id, level, order_code, title, order_cents, rate_bp, amount_cents, status, created_at, decided_at)
         VALUES (@siteCode, @promoterId, @memberId, @level, @orderCode, @title, @orderCents, @rateBp, @amountCents, @status, @at,
           CASE WHEN @status = '${COMMISSION_STATUS.PENDING}' THEN NULL ELSE @at END)`,
      ).run(c).changes === 1,
    /** Pending commissions whose reservation order reached an outcome: used (12) or cancelled and refunded (14, 79). */
    decided: (used: number, cancelled: readonly number[]) =>
      sql(
        `SELECT c.id, c.promoter_id, c.amount_cents, o.status AS order_status FROM promotion_commissions c
         JOIN reservation_orders o ON o.order_code = c.order_code AND o.site_code = c.site_code
         WHERE c.status = '${COMMISSION_STATUS.PENDING}' AND (o.status = ? OR o.status IN (SELECT value FROM json_each(?)))`,
      ).all(used, JSON.stringify(cancelled)) as { id: number; promoter_id: number; amount_cents: number; order_status: number }[],
    /** Turns a pending commission settled (with its wallet record) or cancelled; true when this call did. */
    decide: (id: number, status: string, walletRecordId: number | null, at: number) =>
      sql(
        `UPDATE promotion_commissions SET status = ?, wallet_record_id = ?, decided_at = ? WHERE id = ? AND status = '${COMMISSION_STATUS.PENDING}'`,
      ).run(status, walletRecordId, at, id).changes === 1,
    commissionsByCode: (orderCode: string, level: number) =>
      sql('SELECT id FROM promotion_commissions WHERE order_code = ? AND level = ?').get(orderCode, level) as { id: number } | undefined,
    setWalletRecord(id: number, recordId: number): void {
      sql('UPDATE promotion_commissions SET wallet_record_id = ? WHERE id = ?').run(recordId, id);
    },
  };
}

export type PromotionStore = ReturnType<typeof promotionStore>;
