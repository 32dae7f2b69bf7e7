/**
 * A typed client of the reference upstream's development channel (`/__dev/*`, API.md
 * "Development-only control channel", "Development-only SMS channel" and "Development-only order
 * controls"): fault rules, the call log, the SMS stand-in, the clock and the order controls.
 * The upstream's tests, the gateway's and the client's test harnesses and the bench use it
 * (`import { devClient } from '@ctp/upstream/dev-client'`). It has no run-time imports, so it
 * loads without the upstream's server and database.
 */
import type { CallRecord, FaultMode, FaultRule } from './faults.ts';

export type { CallRecord, FaultMode, FaultRule };

/** A fault rule to add (POST __dev/faults). */
export interface FaultRuleInput {
  /** Request path without leading slash (e.g. "res/api/scenic/list"), or "*" for every API path. */
  path: string;
  mode: FaultMode;
  /** How many requests the rule hits; default unlimited. */
  times?: number;
  /** `slow`: the wait before the normal answer (default 1000 ms). */
  delayMs?: number;
  /** `code`: the envelope's code (default 1) and message. */
  code?: number;
  message?: string;
  /** Only requests of this site. */
  siteCode?: string;
}

/** GET __dev/calls: the API calls since the last reset (not __dev, not files). */
export interface CallLogSnapshot {
  total: number;
  calls: CallRecord[];
}

/** GET __dev/sms: the last code sent to a phone. `sentAt` is epoch ms by the upstream's clock. */
export interface SmsRecord {
  phone: string;
  code: string;
  type: string;
  sentAt: number;
}

/** The upstream's clock: `now` (epoch ms) = its base clock (the real time, or the one it was started with) + `offsetMs`. */
export interface DevClock {
  now: number;
  offsetMs: number;
}

/** A reservation order after a dev-channel decision (status as API.md "Orders"). */
export interface DevOrderState {
  orderCode: string;
  status: number;
}

export interface DevClient {
  /** The upstream's base URL. */
  readonly url: string;
  /** Adds a fault rule; answers its id. */
  addFault(rule: FaultRuleInput): Promise<string>;
  /** The rules in force. */
  faults(): Promise<FaultRule[]>;
  clearFaults(): Promise<void>;
  calls(): Promise<CallLogSnapshot>;
  resetCalls(): Promise<void>;
  /** How many rows the database has written since it opened (equal before and after: nothing written). */
  writes(): Promise<number>;
  /** The last SMS code sent to a (plain) phone, or null when none was. */
  lastSms(phone: string): Promise<SmsRecord | null>;
  /**
   * The code of the last SMS sent to a phone. With `sentAfter` (epoch ms, upstream clock) only a
   * code sent at or after it counts; with `waitMs` the channel is asked again every 150 ms until
   * one does. Throws when there is none.
   */
  smsCode(phone: string, opts?: { sentAfter?: number; waitMs?: number }): Promise<string>;
  clock(): Promise<DevClock>;
  /** Moves the clock by `advanceMs`, or sets its offset from real time to `offsetMs`. */
  setClock(change: { advanceMs: number } | { offsetMs: number }): Promise<DevClock>;
  advanceClock(ms: number): Promise<DevClock>;
  /** Back to real time (offset 0). */
  resetClock(): Promise<DevClock>;
  /** Decides an order's pending review at once (pass → 11, refuse → 79). */
  reviewOrder(orderCode: string, pass: boolean): Promise<DevOrderState>;
  /** Checks an order in (11 → 12). */
  useOrder(orderCode: string): Promise<DevOrderState>;
  /**
   * A family's own dev control (`/__dev/<family>/<action>`, family.ts `devRoutes`), e.g.
   * `dev.control('POST', 'complaints/advance', { id })`; the answer's JSON.
   */
  control<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T>;
}

/** A refused or failed dev-channel request (HTTP status and body as answered). */
export class DevChannelError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(`${method} /__dev/${path}: HTTP ${status} ${body}`);
    this.name = 'DevChannelError';
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A client of the development channel of the upstream at `upstreamUrl`. */
export function devClient(upstreamUrl: string): DevClient {
  const url = upstreamUrl.replace(/\/+$/, '');

  /** The answer's JSON; a DevChannelError for any status but 2xx (and `allow`ed ones, answered as null). */
  async function call<T>(method: string, path: string, body?: unknown, allow: number[] = []): Promise<T> {
    const response = await fetch(`${url}/__dev/${path}`, {
      method,
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    if (allow.includes(response.status)) return null as T;
    if (!response.ok) throw new DevChannelError(method, path, response.status, await response.text());
    return (await response.json()) as T;
  }

  const client: DevClient = {
    url,
    async addFault(rule) {
      return (await call<{ id: string }>('POST', 'faults', rule)).id;
    },
    async faults() {
      return (await call<{ rules: FaultRule[] }>('GET', 'faults')).rules;
    },
    async clearFaults() {
      await call('DELETE', 'faults');
    },
    calls: () => call<CallLogSnapshot>('GET', 'calls'),
    async resetCalls() {
      await call('DELETE', 'calls');
    },
    writes: async () => (await call<{ total: number }>('GET', 'writes')).total,
    lastSms: (phone) => call<SmsRecord | null>('GET', `sms?phone=${encodeURIComponent(phone)}`, undefined, [404]),
    async smsCode(phone, opts = {}) {
      const deadline = Date.now() + (opts.waitMs ?? 0);
      for (;;) {
        const sms = await client.lastSms(phone);
        if (sms && (opts.sentAfter === undefined || sms.sentAt >= opts.sentAfter)) return sms.code;
        if (Date.now() >= deadline) throw new Error(`no SMS code for ${phone}`);
        await sleep(150);
      }
    },
    clock: () => call<DevClock>('GET', 'clock'),
    control: (method, path, body) => call(method, path.replace(/^\/+/, ''), body),
    setClock: (change) => call<DevClock>('POST', 'clock', change),
    advanceClock: (ms) => client.setClock({ advanceMs: ms }),
    resetClock: () => call<DevClock>('DELETE', 'clock'),
    reviewOrder: (orderCode, pass) => call<DevOrderState>('POST', 'orders/review', { orderCode, pass }),
    useOrder: (orderCode) => call<DevOrderState>('POST', 'orders/use', { orderCode }),
  };
  return client;
}

/**
 * The China-time date (`yyyy-MM-dd`) at least `days` days ahead of `now` on which the reference
 * upstream's activity rooms and venues take bookings: they close on Mondays, so a Monday moves to
 * the Tuesday. For harnesses that book a day ahead whatever weekday the tests run on; `now` is the
 * system's clock (the harness's `now()`).
 */
export function openDayAhead(days: number, now: number): string {
  const DAY = 86_400_000;
  let t = now + 8 * 3_600_000 + days * DAY;
  if (new Date(t).getUTCDay() === 1) t += DAY;
  return new Date(t).toISOString().slice(0, 10);
}
