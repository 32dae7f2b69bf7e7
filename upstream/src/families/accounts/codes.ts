/**
 * Verification codes: 6 random digits, valid 5 minutes, single use, one per phone every 60 s,
 * invalidated by 5 wrong tries. The dev channel (`__dev/sms`) and the console stand in for the SMS gateway.
 */
import { randomInt } from 'node:crypto';
import type Database from 'better-sqlite3';
import { accountsStore } from './store.ts';
import { TEXTS } from './texts.ts';

export const SMS_TTL_MS = 5 * 60 * 1000;
export const SMS_RESEND_MS = 60 * 1000;
export const SMS_MAX_WRONG_TRIES = 5;
/** The purposes the sign-in calls send a code for (sendSmsCodeSm4's `type`). */
export const SMS_TYPES = ['LOGIN', 'BIND'] as const;
/** Every purpose a code is sent for: the sign-in ones and the phone of an activity's sign-up form. */
export type SmsType = (typeof SMS_TYPES)[number] | 'ACTIVITY';

export type SendResult = { ok: true; code: string } | { ok: false; message: string };

export function sendCode(db: Database.Database, phone: string, type: SmsType, nowMs: number): SendResult {
  const store = accountsStore(db);
  const last = store.lastCode(phone);
  if (last && nowMs - last.sent_at < SMS_RESEND_MS) return { ok: false, message: TEXTS.tooFrequent };
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  store.insertCode(phone, code, type, nowMs, nowMs + SMS_TTL_MS);
  return { ok: true, code };
}

export type VerifyResult = { ok: true; id: number } | { ok: false; message: string };

/**
 * Checks `code` against the latest code of that type sent to `phone`. A wrong code counts a try
 * (so the caller's transaction must commit on that refusal, not roll back); the fifth wrong try
 * invalidates the code. Does not consume it: call the store's consumeCode on success.
 */
export function verifyCode(db: Database.Database, phone: string, type: SmsType, code: string, nowMs: number): VerifyResult {
  const store = accountsStore(db);
  const row = store.lastCodeOfType(phone, type);
  if (!row) return { ok: false, message: TEXTS.wrongCode };
  if (row.used || row.wrong_tries >= SMS_MAX_WRONG_TRIES || nowMs >= row.expires_at) {
    return { ok: false, message: TEXTS.expiredCode };
  }
  if (code.trim() !== row.code) {
    store.countWrongTry(row.id);
    return { ok: false, message: TEXTS.wrongCode };
  }
  return { ok: true, id: row.id };
}

/** Marks a code verified by `verifyCode` used (single use). */
export function consumeCode(db: Database.Database, id: number): void {
  accountsStore(db).consumeCode(id);
}
