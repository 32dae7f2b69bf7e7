/**
 * Paying a reservation order through a payment provider (API.md "Paying"). The reference upstream
 * plays both sides: the merchant (the platform: `user/api/activityOrder/pay` asks for a trade,
 * `user/api/pay/notify` takes the provider's signed callback) and the provider (its payment page
 * under `/paygate/`, routes/pay-provider.ts). What they share lives here: trade numbers, the
 * notification's signature, the verification code of a confirmed order.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type Database from 'better-sqlite3';
import { formatChinaTime } from './time.ts';

/** The payment methods the provider offers (`payType`). */
export const PAY_TYPES = ['WECHAT', 'ALIPAY'] as const;
export type PayType = (typeof PAY_TYPES)[number];
export const isPayType = (v: string): v is PayType => (PAY_TYPES as readonly string[]).includes(v);

/**
 * The key the provider signs its notifications with and the merchant checks them with (in real
 * life the merchant's API key at the provider). UPSTREAM_PAY_NOTIFY_KEY overrides it.
 */
export const DEFAULT_PAY_NOTIFY_KEY = 'ctp-demo-pay-notify-key-2026';

/** A notification older (or newer) than this, by its `timestamp`, is refused as stale. */
export const NOTIFY_MAX_AGE_MS = 5 * 60 * 1000;

/** The longest return address a trade keeps. */
export const RETURN_URL_MAX = 2048;

export interface TradeRow {
  id: number;
  trade_no: string;
  site_code: string;
  user_id: number;
  order_code: string;
  merchant: string;
  amount: string;
  pay_type: string;
  status: 'WAIT' | 'PAID' | 'CANCELLED' | 'CLOSED' | 'REFUNDED';
  return_url: string;
  notify_url: string;
  expires_at: number;
  created_at: number;
  paid_at: number | null;
  notify_body: string;
}

/** A trade number: "P" + China time to the second + 8 random digits. */
export function newTradeNo(nowMs: number): string {
  const digits = [...randomBytes(8)].map((b) => String(b % 10)).join('');
  return `P${formatChinaTime(nowMs).replace(/\D/g, '')}${digits}`;
}

/** The fields of a notification that the signature covers, in a fixed order. */
export const NOTIFY_FIELDS = ['amount', 'notifyId', 'orderCode', 'paidTime', 'payType', 'timestamp', 'tradeNo'] as const;
export type NotifyFields = Record<(typeof NOTIFY_FIELDS)[number], string>;

/** HMAC-SHA256 (hex) of `amount=…&notifyId=…&…&tradeNo=…` (the fields sorted by name). */
export function signNotify(fields: NotifyFields, key: string): string {
  const canonical = NOTIFY_FIELDS.map((k) => `${k}=${fields[k]}`).join('&');
  return createHmac('sha256', key).update(canonical).digest('hex');
}

/** True when `sign` is the signature of `fields` (compared in constant time). */
export function validSignature(fields: NotifyFields, sign: string, key: string): boolean {
  const want = Buffer.from(signNotify(fields, key), 'hex');
  const got = /^[0-9a-f]{64}$/i.test(sign) ? Buffer.from(sign, 'hex') : Buffer.alloc(0);
  return got.length === want.length && timingSafeEqual(got, want);
}

/** A signed notification of a paid trade, form fields included `sign`. */
export function notification(trade: TradeRow, nowMs: number, key: string): NotifyFields & { sign: string } {
  const fields: NotifyFields = {
    amount: trade.amount,
    notifyId: randomBytes(12).toString('hex'),
    orderCode: trade.order_code,
    paidTime: formatChinaTime(trade.paid_at ?? nowMs),
    payType: trade.pay_type,
    timestamp: String(nowMs),
    tradeNo: trade.trade_no,
  };
  return { ...fields, sign: signNotify(fields, key) };
}

const VERIFY_KEY = 'ctp-demo-verify-code';

/**
 * The verification code of a confirmed order: 12 digits derived from its order code (so the demo
 * data is the same on every fresh database), stored on the order the first time it is needed and
 * never changed afterwards.
 */
export function verifyCodeOf(orderCode: string): string {
  const digest = createHmac('sha256', VERIFY_KEY).update(orderCode).digest();
  return (digest.readBigUInt64BE(0) % 1_000_000_000_000n).toString().padStart(12, '0');
}

/** The order's stored verification code, created now when it has none yet. */
export function ensureVerifyCode(db: Database.Database, order: { id: number; order_code: string; verify_code: string | null }): string {
  if (order.verify_code) return order.verify_code;
  const code = verifyCodeOf(order.order_code);
  db.prepare('UPDATE reservation_orders SET verify_code = ? WHERE id = ? AND verify_code IS NULL').run(code, order.id);
  order.verify_code = code;
  return code;
}

/** "138****0001": a phone as a voucher shows it. */
export function maskPhone(phone: string): string {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

/** A return address the provider may send the browser to: empty, or an absolute http(s) URL. */
export function validReturnUrl(raw: string): boolean {
  if (raw === '') return true;
  if (raw.length > RETURN_URL_MAX) return false;
  try {
    const url = new URL(raw);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * What a visitor reads before going in, when the resource has no notes of its own: the site's
 * general entry notes in the site's language.
 */
export const DEFAULT_ENTRY_NOTES: Readonly<Record<string, string>> = {
  CN: '请在预约时段内凭核销码（二维码）入场，建议提前15分钟到达；一码一人次，请勿转让。如需取消，请在可取消时间前操作。',
  EN: 'Show the verification code (QR) at the entrance during the booked time; please arrive 15 minutes early. One code per visitor, not transferable. Cancel before the cancellation deadline if you cannot come.',
  FRENCH: "Présentez le code de validation (QR) à l'entrée pendant le créneau réservé ; arrivez 15 minutes en avance. Un code par visiteur, non cessible. Annulez avant la date limite si vous ne pouvez pas venir.",
  JAPANESE: '予約時間内に認証コード（QR）を入口でご提示ください。15分前のご来場をお勧めします。1コード1名様限り、譲渡不可。ご都合が悪い場合はキャンセル期限までにお手続きください。',
  KOREAN: '예약 시간 내에 입구에서 인증 코드(QR)를 제시해 주세요. 15분 일찍 도착하시길 권장합니다. 코드 1개당 1인, 양도 불가. 오실 수 없으면 취소 기한 전에 취소해 주세요.',
};
