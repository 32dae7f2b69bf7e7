/**
 * The upstream's message pushes (API.md "Message centre", Push): the webhook that takes them
 * (`POST /hooks/messages`, server to server) and the topic each user's subscriptions listen on.
 * A push is taken only when its signature is right (hex HMAC-SHA256 over its fields sorted by
 * name, with the shared push key), its timestamp within PUSH_MAX_AGE_MS of the gateway's clock
 * and it was not taken before (the same signed body twice is a replay: refused, on every replica
 * when they share a Redis); it is then published to its owner's topic, on every replica.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Redis } from 'ioredis';
import type { GatewayPubSub } from '../../core/pubsub.ts';
import { int } from '../../core/normalise.ts';
import type { MessageReceivedSource, MessageRow } from './types.ts';

/**
 * The key pushes are signed with when UPSTREAM_MESSAGE_PUSH_KEY does not give one: the reference
 * upstream's demo key (a deployment sets UPSTREAM_MESSAGE_PUSH_KEY on both sides).
 */
export const DEFAULT_MESSAGE_PUSH_KEY = 'ctp-demo-message-push-key-2026';

/** A push whose timestamp is further than this from the gateway's clock is refused as stale. */
export const PUSH_MAX_AGE_MS = 5 * 60 * 1000;

/** Where the webhook listens. */
export const MESSAGE_HOOK_PATH = '/hooks/messages';

/** The largest push body taken. */
const MAX_PUSH_BYTES = 64 * 1024;

/** The signed fields of a push, in the order they are signed (sorted by name). */
const PUSH_FIELDS = ['deliveryId', 'message', 'messageId', 'siteCode', 'timestamp', 'unid', 'unreadTotal'] as const;
type PushFields = Record<(typeof PUSH_FIELDS)[number], string>;

/** The pub/sub topic of the message pushes; its id is `topicKey(siteCode, unid)`. */
export const MESSAGE_TOPIC = 'ctp:messages';
export const topicKey = (siteCode: string, unid: string): string => `${siteCode}:${unid}`;

export function signPush(fields: PushFields, key: string): string {
  return createHmac('sha256', key)
    .update(PUSH_FIELDS.map((k) => `${k}=${fields[k]}`).join('&'))
    .digest('hex');
}

function validSignature(fields: PushFields, sign: string, key: string): boolean {
  const want = Buffer.from(signPush(fields, key), 'hex');
  const got = /^[0-9a-f]{64}$/i.test(sign) ? Buffer.from(sign, 'hex') : Buffer.alloc(0);
  return got.length === want.length && timingSafeEqual(got, want);
}

export interface MessageHookOptions {
  pubsub: GatewayPubSub;
  /** Shared by the replicas: a push taken by one is a replay on the others. Null: this process only. */
  redis: Redis | null;
  key: string;
  now: () => number;
}

/** Remembers each taken push's signature for twice the freshness window: true the first time only. */
function firstTime(redis: Redis | null): (sign: string, now: number) => Promise<boolean> {
  const seen = new Map<string, number>();
  const ttl = 2 * PUSH_MAX_AGE_MS;
  const locally = (sign: string, now: number): boolean => {
    if (seen.size > 10_000) for (const [k, until] of seen) if (until < now) seen.delete(k);
    if ((seen.get(sign) ?? 0) > now) return false;
    seen.set(sign, now + ttl);
    return true;
  };
  return async (sign, now) => {
    if (!redis) return locally(sign, now);
    try {
      return (await redis.set(`ctp:messages:push:${sign}`, '1', 'PX', ttl, 'NX')) === 'OK';
    } catch {
      return locally(sign, now);
    }
  };
}

async function readBody(req: IncomingMessage): Promise<string | null> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_PUSH_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The push's fields and signature, or null when a field is missing or not a string. */
function fieldsOf(text: string): { fields: PushFields; sign: string } | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  const values = [...PUSH_FIELDS, 'sign'].map((k) => record[k]);
  if (values.some((v) => typeof v !== 'string')) return null;
  const fields = Object.fromEntries(PUSH_FIELDS.map((k) => [k, record[k] as string])) as PushFields;
  return { fields, sign: record.sign as string };
}

function answer(res: ServerResponse, status: number, body: Record<string, unknown>): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** The decision on one push body: the HTTP status, and the event to publish when taken. */
async function takePush(
  text: string | null,
  options: MessageHookOptions,
  seen: (sign: string, now: number) => Promise<boolean>,
): Promise<{ status: number; error?: string; event?: { key: string; payload: MessageReceivedSource } }> {
  const push = text === null ? null : fieldsOf(text);
  if (!push) return { status: 400, error: 'malformed push' };
  if (!validSignature(push.fields, push.sign, options.key)) return { status: 401, error: 'bad signature' };
  const now = options.now();
  if (Math.abs(now - Number(push.fields.timestamp)) > PUSH_MAX_AGE_MS || !/^\d+$/.test(push.fields.timestamp))
    return { status: 401, error: 'stale push' };
  if (!(await seen(push.sign, now))) return { status: 409, error: 'replayed push' };
  let row: MessageRow;
  try {
    row = JSON.parse(push.fields.message) as MessageRow;
  } catch {
    return { status: 400, error: 'malformed message' };
  }
  const payload: MessageReceivedSource = {
    message: { __typename: 'Message', row },
    unreadTotal: int(push.fields.unreadTotal) ?? 0,
    siteCode: push.fields.siteCode,
    unid: push.fields.unid,
  };
  return { status: 200, event: { key: topicKey(push.fields.siteCode, push.fields.unid), payload } };
}

/** The webhook: POST only; answers 200 when taken, 400/401/409 when refused. */
export function messageHook(options: MessageHookOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const seen = firstTime(options.redis);
  return (req, res) => {
    if (req.method !== 'POST') {
      answer(res, 405, { error: 'POST only' });
      return;
    }
    readBody(req)
      .then((text) => takePush(text, options, seen))
      .then(
        (outcome) => {
          if (outcome.event) options.pubsub.publish(MESSAGE_TOPIC, outcome.event.key, outcome.event.payload);
          answer(res, outcome.status, outcome.error ? { error: outcome.error } : { ok: true });
        },
        () => answer(res, 500, { error: 'push not taken' }),
      );
  };
}
