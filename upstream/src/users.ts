/**
 * Users and sessions: token → user, token issue / rotation / revocation, the UserInfo payload,
 * and the caller's interaction state on resources.
 */
import { createHash, randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { maskPhone, sm4Encrypt } from './crypto/sm4.ts';

export const TOKEN_TTL_MS = 7 * 24 * 3600 * 1000;
/** How long a token stays valid after userInfo/refresh replaced it. */
export const REFRESH_GRACE_MS = 10 * 60 * 1000;

export const NOT_LOGGED_IN_MESSAGE = '登录已失效，请重新登录';

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
}

interface TokenRow {
  token: string;
  user_id: number;
  issued_at: number;
  expires_at: number;
  revoked: number;
  grace_until: number | null;
}

/** The live (not cancelled) user behind a valid token, or null. */
export function resolveUser(db: Database.Database, token: string, nowMs: number): UserRow | null {
  if (!/^[0-9a-f]{32}$/.test(token)) return null;
  const t = db.prepare('SELECT * FROM tokens WHERE token = ?').get(token) as TokenRow | undefined;
  if (!t || t.revoked || nowMs >= t.expires_at) return null;
  if (t.grace_until !== null && nowMs >= t.grace_until) return null;
  const user = db.prepare('SELECT * FROM users WHERE id = ? AND cancelled = 0').get(t.user_id) as UserRow | undefined;
  return user ?? null;
}

/** A new token; it starts a session of its own unless it continues `session` (a refresh). */
export function issueToken(db: Database.Database, userId: number, nowMs: number, session?: string): string {
  const token = randomBytes(16).toString('hex');
  db.prepare('INSERT INTO tokens (token, user_id, issued_at, expires_at, session) VALUES (?, ?, ?, ?, ?)').run(
    token,
    userId,
    nowMs,
    nowMs + TOKEN_TTL_MS,
    session ?? token,
  );
  return token;
}

/** The session a token belongs to (a token issued before sessions were recorded is its own). */
const SESSION_OF = 'SELECT COALESCE(session, token) FROM tokens WHERE token = ?';

/**
 * userInfo/refresh: a new token in the old one's session; the old one keeps working for
 * REFRESH_GRACE_MS (never longer than it would have).
 */
export function rotateToken(db: Database.Database, oldToken: string, userId: number, nowMs: number): string {
  return db.transaction(() => {
    db.prepare(`UPDATE tokens SET grace_until = MIN(COALESCE(grace_until, ?), ?, expires_at) WHERE token = ?`).run(
      nowMs + REFRESH_GRACE_MS,
      nowMs + REFRESH_GRACE_MS,
      oldToken,
    );
    const session = db.prepare(SESSION_OF).pluck().get(oldToken) as string | undefined;
    return issueToken(db, userId, nowMs, session ?? oldToken);
  })();
}

/** Sign-out: every token of the token's session ends, the ones a refresh replaced included. */
export function revokeToken(db: Database.Database, token: string): void {
  // `session = ?` (indexed) finds the session's tokens; `token = ?` the token itself when it predates sessions.
  db.prepare(`UPDATE tokens SET revoked = 1 WHERE session = (${SESSION_OF}) OR token = ?`).run(token, token);
}

export function revokeAllTokens(db: Database.Database, userId: number): void {
  db.prepare('UPDATE tokens SET revoked = 1 WHERE user_id = ?').run(userId);
}

/** A second opaque token the vendor's user centre uses; derived, so it needs no storage. */
export function userCenterToken(token: string): string {
  return createHash('sha256').update(`user-center:${token}`).digest('hex').slice(0, 32);
}

export function avatarRef(unid: string): string {
  return `@/files/avatars/${unid}.svg`;
}

/** The UserInfo payload of API.md. */
export function userInfo(user: UserRow, token: string): Record<string, unknown> {
  const phone = user.phone ?? '';
  return {
    unid: user.unid,
    userToken: token,
    userCenterToken: userCenterToken(token),
    encryption: phone ? sm4Encrypt(phone) : '',
    phone: phone ? maskPhone(phone) : '',
    nickName: user.nickname,
    headImg: user.head_img,
    siteId: user.site_id,
    volunteerStatus: user.volunteer_status,
    wechatOpenId: user.wechat_open_id ?? '',
  };
}

export interface NewUser {
  unid?: string;
  phone: string | null;
  nickname: string;
  siteId: string;
  volunteerStatus?: '0' | '1';
  wechatOpenId?: string | null;
  integral?: number;
}

export function createUser(db: Database.Database, u: NewUser, nowMs: number): UserRow {
  const unid = u.unid ?? randomBytes(16).toString('hex');
  const info = db
    .prepare(
      `INSERT INTO users (unid, phone, nickname, head_img, site_id, volunteer_status, wechat_open_id, integral, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(unid, u.phone, u.nickname, avatarRef(unid), u.siteId, u.volunteerStatus ?? '0', u.wechatOpenId ?? null, u.integral ?? 0, nowMs);
  return db.prepare('SELECT * FROM users WHERE id = ?').get(info.lastInsertRowid) as UserRow;
}

export function liveUserByPhone(db: Database.Database, phone: string): UserRow | null {
  return (db.prepare('SELECT * FROM users WHERE phone = ? AND cancelled = 0').get(phone) as UserRow | undefined) ?? null;
}

export function liveUserByOpenId(db: Database.Database, openId: string): UserRow | null {
  return (db.prepare('SELECT * FROM users WHERE wechat_open_id = ? AND cancelled = 0').get(openId) as UserRow | undefined) ?? null;
}

export interface InteractionStatus {
  likeStatus: number;
  collectionStatus: number;
  focusStatus: number;
}

export const ANONYMOUS_STATUS: InteractionStatus = { likeStatus: 0, collectionStatus: 0, focusStatus: 0 };

/** The caller's like / collection / follow state on each id (all 0 for an anonymous caller). */
export function userStatuses(
  db: Database.Database,
  userId: string | null,
  resourceType: string,
  ids: readonly number[],
): Map<number, InteractionStatus> {
  const out = new Map<number, InteractionStatus>();
  for (const id of ids) out.set(id, { ...ANONYMOUS_STATUS });
  if (!userId || ids.length === 0) return out;
  const rows = db
    .prepare(
      `SELECT resource_id AS id, liked, collected, followed FROM user_interactions
       WHERE user_id = ? AND resource_type = ? AND resource_id IN (${ids.map(() => '?').join(',')})`,
    )
    .all(userId, resourceType, ...ids) as { id: number; liked: number; collected: number; followed: number }[];
  for (const r of rows) {
    out.set(r.id, { likeStatus: r.liked ? 1 : 0, collectionStatus: r.collected ? 1 : 0, focusStatus: r.followed ? 1 : 0 });
  }
  return out;
}
