/**
 * Every statement of the accounts: users, their tokens and sessions, the SMS codes, the credit
 * records and the personal centre's counts. Prepared once per database (db/prepared.ts); the
 * caller runs each write inside its own transaction when it needs one.
 */
import type Database from 'better-sqlite3';
import { statementsOf } from '../../db/prepared.ts';

export interface UserRow {
  id: number;
  unid: string;
  phone: string | null;
  nickname: string;
  head_img: string;
  site_id: string;
  volunteer_status: string;
  wechat_open_id: string | null;
  integral: number;
  cancelled: number;
  created_at: number;
  signature: string;
  email: string;
  school_name: string;
  company_name: string;
  real_name: string;
  /** The ID number SM4-encrypted (hex), '' when none. */
  id_card_sm4: string;
  region_code: string;
  address: string;
}

/** The profile columns a user edits (profile.ts reads them from a call). */
export const PROFILE_COLUMNS = [
  'nickname',
  'signature',
  'email',
  'school_name',
  'company_name',
  'real_name',
  'id_card_sm4',
  'region_code',
  'address',
] as const;

export type ProfileColumn = (typeof PROFILE_COLUMNS)[number];

export interface TokenRow {
  token: string;
  user_id: number;
  issued_at: number;
  expires_at: number;
  revoked: number;
  grace_until: number | null;
}

export interface SmsRow {
  id: number;
  phone: string;
  code: string;
  type: string;
  sent_at: number;
  expires_at: number;
  used: number;
  wrong_tries: number;
}

export interface CreditRow {
  phone: string;
  score: number;
  status: string;
  lose_promise_count: number;
  period: string | null;
  start: string | null;
  end: string | null;
}

/** Why a credit score changed (the credit service's reason codes). */
export type CreditReason = 'MISSED_BOOKING' | 'LATE_CANCEL' | 'VENUE_VIOLATION' | 'RESTORED' | 'VOLUNTEER_SERVICE';

/** One change of a credit score: at an instant, or (demo records) on a day counted back from the month of the request. */
export interface CreditRecordRow {
  id: number;
  phone: string;
  change: number;
  reason: CreditReason;
  resource_name: string;
  occurred_at: number | null;
  months_ago: number | null;
  on_day: number | null;
}

/** A user row to insert (every column but the id, the cancellation and the creation's defaults). */
export interface UserInsert {
  unid: string;
  phone: string | null;
  nickname: string;
  headImg: string;
  siteId: string;
  volunteerStatus: string;
  wechatOpenId: string | null;
  integral: number;
  createdAt: number;
}

/** The session a token belongs to (a token issued before sessions were recorded is its own). */
const SESSION_OF = 'SELECT COALESCE(session, token) FROM tokens WHERE token = ?';

export function accountsStore(db: Database.Database) {
  const sql = statementsOf(db);
  const count = (text: string, key: unknown) => String((sql(text).get(key) as { n: number }).n);
  return {
    token: (token: string) => sql('SELECT * FROM tokens WHERE token = ?').get(token) as TokenRow | undefined,
    liveUser: (id: number) => sql('SELECT * FROM users WHERE id = ? AND cancelled = 0').get(id) as UserRow | undefined,
    user: (id: number | bigint) => sql('SELECT * FROM users WHERE id = ?').get(id) as UserRow,
    liveUserByPhone: (phone: string) => sql('SELECT * FROM users WHERE phone = ? AND cancelled = 0').get(phone) as UserRow | undefined,
    liveUserByOpenId: (openId: string) =>
      sql('SELECT * FROM users WHERE wechat_open_id = ? AND cancelled = 0').get(openId) as UserRow | undefined,
    /** Inserts a user; answers its id. */
    insertUser: (u: UserInsert) =>
      sql(
        `INSERT INTO users (unid, phone, nickname, head_img, site_id, volunteer_status, wechat_open_id, integral, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(u.unid, u.phone, u.nickname, u.headImg, u.siteId, u.volunteerStatus, u.wechatOpenId, u.integral, u.createdAt).lastInsertRowid,
    setOpenId(userId: number, openId: string): void {
      sql('UPDATE users SET wechat_open_id = ? WHERE id = ?').run(openId, userId);
    },
    setPhone(userId: number, phone: string): void {
      sql('UPDATE users SET phone = ? WHERE id = ?').run(phone, userId);
    },
    /** Writes the given profile columns (only those) of the user. */
    updateProfile(userId: number, changes: Partial<Record<ProfileColumn, string>>): void {
      const columns = PROFILE_COLUMNS.filter((c) => changes[c] !== undefined);
      if (columns.length === 0) return;
      sql(`UPDATE users SET ${columns.map((c) => `${c} = ?`).join(', ')} WHERE id = ?`).run(...columns.map((c) => changes[c]), userId);
    },
    setHeadImg(userId: number, headImg: string): void {
      sql('UPDATE users SET head_img = ? WHERE id = ?').run(headImg, userId);
    },
    /** True when `name` is a picture the file service stored (uploads: `uploaded_files`, its type read from the bytes). */
    isUploadedImage: (name: string) => sql("SELECT 1 FROM uploaded_files WHERE name = ? AND kind = 'IMAGE'").get(name) !== undefined,
    cancelUser(userId: number): void {
      sql('UPDATE users SET cancelled = 1 WHERE id = ?').run(userId);
    },

    insertToken(token: string, userId: number, issuedAt: number, expiresAt: number, session: string): void {
      sql('INSERT INTO tokens (token, user_id, issued_at, expires_at, session) VALUES (?, ?, ?, ?, ?)').run(
        token,
        userId,
        issuedAt,
        expiresAt,
        session,
      );
    },
    /** The token's session, or undefined when there is no such token. */
    sessionOf: (token: string) => sql(SESSION_OF).pluck().get(token) as string | undefined,
    /** The token keeps working until `until` at the latest (never longer than it would have). */
    limitGrace(token: string, until: number): void {
      sql('UPDATE tokens SET grace_until = MIN(COALESCE(grace_until, ?), ?, expires_at) WHERE token = ?').run(until, until, token);
    },
    /** Every token of the token's session ends, the token itself included. */
    revokeSession(token: string): void {
      // `session = ?` (indexed) finds the session's tokens; `token = ?` the token itself when it predates sessions.
      sql(`UPDATE tokens SET revoked = 1 WHERE session = (${SESSION_OF}) OR token = ?`).run(token, token);
    },
    revokeAllOf(userId: number): void {
      sql('UPDATE tokens SET revoked = 1 WHERE user_id = ?').run(userId);
    },

    lastCode: (phone: string) =>
      sql('SELECT * FROM sms_codes WHERE phone = ? ORDER BY sent_at DESC, id DESC LIMIT 1').get(phone) as SmsRow | undefined,
    lastCodeOfType: (phone: string, type: string) =>
      sql('SELECT * FROM sms_codes WHERE phone = ? AND type = ? ORDER BY sent_at DESC, id DESC LIMIT 1').get(phone, type) as
        | SmsRow
        | undefined,
    insertCode(phone: string, code: string, type: string, sentAt: number, expiresAt: number): void {
      sql('INSERT INTO sms_codes (phone, code, type, sent_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
        phone,
        code,
        type,
        sentAt,
        expiresAt,
      );
    },
    countWrongTry(id: number): void {
      sql('UPDATE sms_codes SET wrong_tries = wrong_tries + 1 WHERE id = ?').run(id);
    },
    consumeCode(id: number): void {
      sql('UPDATE sms_codes SET used = 1 WHERE id = ?').run(id);
    },

    /** The site's invitation code `code` when it is still valid at `nowMs`. */
    liveInvitation: (siteCode: string, code: string, nowMs: number) =>
      sql('SELECT code FROM invitation_codes WHERE site_code = ? AND code = ? AND (expires_at IS NULL OR expires_at > ?)').get(
        siteCode,
        code,
        nowMs,
      ) as { code: string } | undefined,
    countInvitationUse(siteCode: string, code: string): void {
      sql('UPDATE invitation_codes SET registrations = registrations + 1 WHERE site_code = ? AND code = ?').run(siteCode, code);
    },

    credit: (phone: string) => sql('SELECT * FROM credit WHERE phone = ?').get(phone) as CreditRow | undefined,
    creditRecords: (phone: string) => sql('SELECT * FROM credit_records WHERE phone = ?').all(phone) as CreditRecordRow[],

    /**
     * The personal centre's counts of a user (by unid in the interaction state, by id in the
     * comments, follows and orders). Orders: the user's reservation orders and shop orders on the
     * site, in every state (what "my orders" of the site lists).
     */
    personalCounts: (user: { id: number; unid: string }, siteCode: string) => ({
      collected: count('SELECT COUNT(*) AS n FROM user_interactions WHERE user_id = ? AND collected = 1', user.unid),
      liked: count('SELECT COUNT(*) AS n FROM user_interactions WHERE user_id = ? AND liked = 1', user.unid),
      followed: count('SELECT COUNT(*) AS n FROM user_interactions WHERE user_id = ? AND followed = 1', user.unid),
      comments: count('SELECT COUNT(*) AS n FROM comments WHERE user_id = ?', user.id),
      fans: count('SELECT COUNT(*) AS n FROM user_follows WHERE followee_id = ?', user.id),
      orders: String(
        (
          sql(
            `SELECT (SELECT COUNT(*) FROM reservation_orders WHERE user_id = @user AND site_code = @site)
                  + (SELECT COUNT(*) FROM shop_orders WHERE user_id = @user AND site_code = @site) AS n`,
          ).get({ user: user.id, site: siteCode }) as { n: number }
        ).n,
      ),
    }),
  };
}

export type AccountsStore = ReturnType<typeof accountsStore>;
