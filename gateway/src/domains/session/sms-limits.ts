import type { ContextSettings, GatewayContext } from '../../core/context.ts';

/** Seconds before another code may be asked for the same phone (API.md: 60 s). */
export const SMS_RETRY_SECONDS = 60;

/**
 * How many sign-in codes one client address may have sent in a window. A request sends one code
 * at most, whatever the number of aliased `sendLoginCode` fields; a phone gets one code per
 * SMS_RETRY_SECONDS, decided here before the upstream is asked (so concurrent requests for one
 * phone cannot all pass the upstream's check-then-send).
 */
export interface SmsLimits {
  perAddress: number;
  windowMs: number;
}

// generous: the visitors at a scenic area's gate often share one public address (its Wi-Fi)
export const SMS_LIMIT_DEFAULTS: SmsLimits = { perAddress: 60, windowMs: 10 * 60_000 };

/** What one gateway remembers of the codes it sent: per address the send times, per phone the last. */
class SmsLedger {
  readonly byAddress = new Map<string, number[]>();
  readonly byPhone = new Map<string, number>();
  /** Forgets what no window needs any more (at most once a minute). */
  prune(now: number, windowMs: number): void {
    if (now - this.prunedAt < 60_000) return;
    this.prunedAt = now;
    for (const [address, times] of this.byAddress) {
      const kept = times.filter((t) => now - t < windowMs);
      if (kept.length === 0) this.byAddress.delete(address);
      else this.byAddress.set(address, kept);
    }
    for (const [phone, at] of this.byPhone) if (now - at >= SMS_RETRY_SECONDS * 1000) this.byPhone.delete(phone);
  }
  private prunedAt = 0;
}

// one ledger per gateway (its settings object), one mark per request
const ledgers = new WeakMap<ContextSettings, SmsLedger>();
const requestsThatSent = new WeakSet<GatewayContext>();

/**
 * Takes the right to send a code to `phone` in this request: 0 when granted (and recorded), else
 * the seconds to wait.
 */
export function takeSmsSend(ctx: GatewayContext, phone: string): number {
  if (requestsThatSent.has(ctx)) return SMS_RETRY_SECONDS;
  const limits = ctx.settings.smsLimits ?? SMS_LIMIT_DEFAULTS;
  let ledger = ledgers.get(ctx.settings);
  if (!ledger) {
    ledger = new SmsLedger();
    ledgers.set(ctx.settings, ledger);
  }
  const now = ctx.settings.now?.() ?? Date.now();
  ledger.prune(now, limits.windowMs);
  const last = ledger.byPhone.get(phone);
  if (last !== undefined && now - last < SMS_RETRY_SECONDS * 1000) return Math.ceil((SMS_RETRY_SECONDS * 1000 - (now - last)) / 1000);
  const address = ctx.clientAddress ?? 'unknown';
  const times = (ledger.byAddress.get(address) ?? []).filter((t) => now - t < limits.windowMs);
  if (limits.perAddress > 0 && times.length >= limits.perAddress) return Math.max(1, Math.ceil((times[0]! + limits.windowMs - now) / 1000));
  times.push(now);
  ledger.byAddress.set(address, times);
  ledger.byPhone.set(phone, now);
  requestsThatSent.add(ctx);
  return 0;
}

/** Gives the phone's slot back when the upstream did not send (a refused or failed send costs nothing). */
export function releaseSmsSend(ctx: GatewayContext, phone: string): void {
  ledgers.get(ctx.settings)?.byPhone.delete(phone);
}
