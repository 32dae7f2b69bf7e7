/**
 * Users and sessions: token → user, token issue / rotation / revocation, new users and the
 * UserInfo payload.
 */
import { createHash, randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { maskPhone, sm4Encrypt } from '../../crypto/sm4.ts';
import { idNumberOf, maskIdNumber } from './profile.ts';
import { accountsStore, type UserRow } from './store.ts';
import { TEXTS } from './texts.ts';

export const TOKEN_TTL_MS = 7 * 24 * 3600 * 1000;
/** How long a token stays valid after userInfo/refresh replaced it. */
export const REFRESH_GRACE_MS = 10 * 60 * 1000;

/** The live (not cancelled) user behind a valid token, or null. */
export function resolveUser(db: Database.Database, token: string, nowMs: number): UserRow | null {
  if (!/^[0-9a-f]{32}$/.test(token)) return null;
  const store = accountsStore(db);
  const t = store.token(token);
  if (!t || t.revoked || nowMs >= t.expires_at) return null;
  if (t.grace_until !== null && nowMs >= t.grace_until) return null;
  return store.liveUser(t.user_id) ?? null;
}

/** A new token; it starts a session of its own unless it continues `session` (a refresh). */
export function issueToken(db: Database.Database, userId: number, nowMs: number, session?: string): string {
  const token = randomBytes(16).toString('hex');
  accountsStore(db).insertToken(token, userId, nowMs, nowMs + TOKEN_TTL_MS, session ?? token);
  return token;
}

/**
 * userInfo/refresh: a new token in the old one's session; the old one keeps working for
 * REFRESH_GRACE_MS (never longer than it would have).
 */
export function rotateToken(db: Database.Database, oldToken: string, userId: number, nowMs: number): string {
  const store = accountsStore(db);
  return db.transaction(() => {
    store.limitGrace(oldToken, nowMs + REFRESH_GRACE_MS);
    return issueToken(db, userId, nowMs, store.sessionOf(oldToken) ?? oldToken);
  })();
}

/** The live (not cancelled) user signed in with the messaging app's open id, or null. */
export function liveUserByOpenId(db: Database.Database, openId: string): UserRow | null {
  return accountsStore(db).liveUserByOpenId(openId) ?? null;
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
  const idNumber = idNumberOf(user);
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
    signature: user.signature,
    email: user.email,
    schoolName: user.school_name,
    companyName: user.company_name,
    realName: user.real_name,
    idCard: idNumber ? maskIdNumber(idNumber) : '',
    idCardEncryption: user.id_card_sm4,
    regionCode: user.region_code,
    address: user.address,
  };
}

export interface NewUser {
  phone: string | null;
  nickname: string;
  siteId: string;
  wechatOpenId?: string | null;
}

/** A new user with a random unid and the default avatar. */
export function createUser(db: Database.Database, u: NewUser, nowMs: number): UserRow {
  const store = accountsStore(db);
  const unid = randomBytes(16).toString('hex');
  const id = store.insertUser({
    unid,
    phone: u.phone,
    nickname: u.nickname,
    headImg: avatarRef(unid),
    siteId: u.siteId,
    volunteerStatus: '0',
    wechatOpenId: u.wechatOpenId ?? null,
    integral: 0,
    createdAt: nowMs,
  });
  return store.user(id);
}

/**
 * Signs a phone in by a credential checked elsewhere (a partner's ticket): its live user, or a new
 * one registered on first use, with a new session. Answers the UserInfo.
 */
export function signInPhone(db: Database.Database, phone: string, siteId: string, nowMs: number): Record<string, unknown> {
  const user = accountsStore(db).liveUserByPhone(phone) ?? createUser(db, { phone, nickname: TEXTS.phoneUserName(phone), siteId }, nowMs);
  return userInfo(user, issueToken(db, user.id, nowMs));
}
