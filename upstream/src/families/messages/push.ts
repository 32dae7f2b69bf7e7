/**
 * Pushing new messages to the gateway, server to server: each message written through `post`
 * leaves an outbox entry; one worker per upstream delivers the entries in order to the push
 * address (a JSON POST of string fields signed with hex HMAC-SHA256 over the fields sorted by
 * name, `timestamp` among them, with the shared push key). A delivery the receiver does not take
 * is retried with a doubling back-off (the later entries wait behind it, so order holds). The
 * write that made a message never waits for its push: the worker starts on the next turn of the
 * event loop. Without a push address the entries wait until one is set.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { messageItem } from './answers.ts';
import { type MessageRow, messagesStore } from './store.ts';

/**
 * The key pushes are signed with when UPSTREAM_MESSAGE_PUSH_KEY does not give one (the gateway's
 * demo key is the same: `UPSTREAM_MESSAGE_PUSH_KEY` sets both in a deployment).
 */
export const DEFAULT_MESSAGE_PUSH_KEY = 'ctp-demo-message-push-key-2026';

/** The first retry waits this long; each further one twice as long, up to PUSH_RETRY_MAX_MS. */
const PUSH_RETRY_FIRST_MS = 250;
const PUSH_RETRY_MAX_MS = 30_000;
/** A receiver that has not answered in this long counts as a failed delivery. */
const PUSH_TIMEOUT_MS = 5_000;

/** Where and with which key an upstream pushes (mutable: the address may be set after start). */
export interface MessagePushTarget {
  url: string;
  key: string;
}

/** The fields of a push (every value a string); `sign` covers all of them. */
export interface PushFields {
  deliveryId: string;
  message: string;
  messageId: string;
  siteCode: string;
  timestamp: string;
  /** The owner's `unid` (the user's id as the accounts calls answer it). */
  unid: string;
  unreadTotal: string;
}

/** Hex HMAC-SHA256 of `k=v&…` over the fields sorted by name. */
export function signPush(fields: Readonly<Record<string, string>>, key: string): string {
  const canonical = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
  return createHmac('sha256', key).update(canonical).digest('hex');
}

/** True when `sign` is the signature of `fields` (constant time). */
export function validPushSignature(fields: Readonly<Record<string, string>>, sign: string, key: string): boolean {
  const want = Buffer.from(signPush(fields, key), 'hex');
  const got = /^[0-9a-f]{64}$/i.test(sign) ? Buffer.from(sign, 'hex') : Buffer.alloc(0);
  return got.length === want.length && timingSafeEqual(got, want);
}

interface Worker {
  running: boolean;
  again: boolean;
  timer: NodeJS.Timeout | null;
  stopped: boolean;
  abort: AbortController;
  /** Rows the worker's own bookkeeping (delivered, failed) changed: written by no request. */
  writes: number;
}

const workers = new WeakMap<AppContext, Worker>();

function workerOf(ctx: AppContext): Worker {
  let w = workers.get(ctx);
  if (!w) {
    w = { running: false, again: false, timer: null, stopped: false, abort: new AbortController(), writes: 0 };
    workers.set(ctx, w);
  }
  return w;
}

/** The back-off before the `attempts`-th retry. */
const retryDelay = (attempts: number): number => Math.min(PUSH_RETRY_MAX_MS, PUSH_RETRY_FIRST_MS * 2 ** (attempts - 1));

async function deliver(target: MessagePushTarget, fields: PushFields, signal: AbortSignal): Promise<string | null> {
  try {
    const res = await fetch(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...fields, sign: signPush({ ...fields }, target.key) }),
      signal: AbortSignal.any([signal, AbortSignal.timeout(PUSH_TIMEOUT_MS)]),
    });
    await res.arrayBuffer();
    // 409: the receiver has this delivery already (an earlier attempt reached it).
    return res.ok || res.status === 409 ? null : `HTTP ${res.status}`;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

/** A message's push: the message as the calls answer it, its owner and the owner's unread total now. */
function fieldsOf(ctx: AppContext, row: MessageRow, deliveryId: number): PushFields {
  const store = messagesStore(ctx.db);
  return {
    deliveryId: String(deliveryId),
    message: JSON.stringify(messageItem(row)),
    messageId: String(row.id),
    siteCode: row.site_code,
    timestamp: String(ctx.clock.now()),
    unid: store.unidOf(row.user_id) ?? '',
    unreadTotal: String(store.unreadTotal(row.user_id, row.site_code)),
  };
}

async function drain(ctx: AppContext, w: Worker): Promise<void> {
  const store = messagesStore(ctx.db);
  for (;;) {
    const target = ctx.messagePush;
    if (w.stopped || !target?.url) return;
    const entry = store.nextPush();
    if (!entry) return;
    const wait = entry.next_at - ctx.clock.now();
    if (wait > 0) return schedule(ctx, w, Math.min(wait, PUSH_RETRY_MAX_MS));
    const message = store.byId(entry.message_id);
    const error = message ? await deliver(target, fieldsOf(ctx, message, entry.id), w.abort.signal) : null;
    if (w.stopped) return;
    if (error === null) {
      w.writes += store.delivered(entry.id, ctx.clock.now());
      continue;
    }
    const attempts = entry.attempts + 1;
    w.writes += store.failed(entry.id, attempts, ctx.clock.now() + retryDelay(attempts), error);
    return schedule(ctx, w, retryDelay(attempts));
  }
}

function schedule(ctx: AppContext, w: Worker, delayMs: number): void {
  if (w.timer) clearTimeout(w.timer);
  w.timer = setTimeout(() => {
    w.timer = null;
    startPushing(ctx);
  }, delayMs);
  w.timer.unref();
}

/**
 * The rows the push worker changed in the background (an entry delivered, an attempt failed): not
 * written by any request, so the development write count leaves them out.
 */
export function pushBookkeepingWrites(ctx: AppContext): number {
  return workers.get(ctx)?.writes ?? 0;
}

/** Delivers what the outbox holds, on a later turn of the event loop (never in the caller's write). */
export function startPushing(ctx: AppContext): void {
  const w = workerOf(ctx);
  if (w.stopped) return;
  if (w.running) {
    w.again = true;
    return;
  }
  w.running = true;
  setImmediate(() => {
    void (async () => {
      try {
        do {
          w.again = false;
          await drain(ctx, w);
        } while (w.again && !w.stopped);
      } finally {
        w.running = false;
      }
    })();
  });
}

/** Stops the worker of an upstream that closes (an entry in flight is abandoned and retried next start). */
export function stopPushing(ctx: AppContext): void {
  const w = workerOf(ctx);
  w.stopped = true;
  w.abort.abort();
  if (w.timer) clearTimeout(w.timer);
  w.timer = null;
}
