/**
 * What the merchant's side and the payment provider's side of a payment share: the payment
 * methods, trade numbers, the notification's fields and signature, the return address rule.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { formatChinaTime } from '../../time.ts';

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
