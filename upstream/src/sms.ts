/**
 * Verification codes: 6 random digits, valid 5 minutes, single use, one per phone every 60 s,
 * invalidated by 5 wrong tries. The dev channel (`__dev/sms`) and the console stand in for the SMS gateway.
 */
import { randomInt } from 'node:crypto';
import type Database from 'better-sqlite3';

export const SMS_TTL_MS = 5 * 60 * 1000;
export const SMS_RESEND_MS = 60 * 1000;
export const SMS_MAX_WRONG_TRIES = 5;
export const SMS_TYPES = ['LOGIN', 'BIND'] as const;
export type SmsType = (typeof SMS_TYPES)[number];

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

export type SendResult = { ok: true; code: string } | { ok: false; message: string };

export function sendCode(db: Database.Database, phone: string, type: SmsType, nowMs: number): SendResult {
  const last = lastCode(db, phone);
  if (last && nowMs - last.sent_at < SMS_RESEND_MS) return { ok: false, message: '发送过于频繁，请60秒后再试' };
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  db.prepare('INSERT INTO sms_codes (phone, code, type, sent_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    phone,
    code,
    type,
    nowMs,
    nowMs + SMS_TTL_MS,
  );
  return { ok: true, code };
}

export function lastCode(db: Database.Database, phone: string): SmsRow | null {
  return (
    (db.prepare('SELECT * FROM sms_codes WHERE phone = ? ORDER BY sent_at DESC, id DESC LIMIT 1').get(phone) as SmsRow | undefined) ?? null
  );
}

export type VerifyResult = { ok: true; id: number } | { ok: false; message: string };

/**
 * Checks `code` against the latest code of that type sent to `phone`. A wrong code counts a try;
 * the fifth wrong try invalidates the code. Does not consume it: call consumeCode on success.
 */
export function verifyCode(db: Database.Database, phone: string, type: SmsType, code: string, nowMs: number): VerifyResult {
  const row = db.prepare('SELECT * FROM sms_codes WHERE phone = ? AND type = ? ORDER BY sent_at DESC, id DESC LIMIT 1').get(phone, type) as
    | SmsRow
    | undefined;
  if (!row) return { ok: false, message: '验证码错误' };
  if (row.used || row.wrong_tries >= SMS_MAX_WRONG_TRIES || nowMs >= row.expires_at) {
    return { ok: false, message: '验证码已过期' };
  }
  if (code.trim() !== row.code) {
    db.prepare('UPDATE sms_codes SET wrong_tries = wrong_tries + 1 WHERE id = ?').run(row.id);
    return { ok: false, message: '验证码错误' };
  }
  return { ok: true, id: row.id };
}

export function consumeCode(db: Database.Database, id: number): void {
  db.prepare('UPDATE sms_codes SET used = 1 WHERE id = ?').run(id);
}
