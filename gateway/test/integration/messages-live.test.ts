/**
 * The message centre live: the upstream pushes each new message, signed, to the gateway's webhook
 * and the gateway publishes it to its owner's subscriptions (GraphQL over SSE). A subscription
 * hears only its own user's messages; a signed-out one is refused; a push with a bad signature,
 * a stale one and a replayed one are refused; with two replicas sharing a Redis, a push taken by
 * one reaches a subscriber on the other; production mode runs the subscription by persisted id.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId } from '../../src/core/relay/global-id.ts';
import { DEFAULT_MESSAGE_PUSH_KEY, signPush } from '../../src/domains/messages/index.ts';
import { startGateway } from '../../src/index.ts';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';
import { startRedisServer } from './redis-server.ts';
import type { RedisServer } from './redis-server.ts';

const SUB = 'subscription Live { messageReceived { unreadTotal message { id title isRead } messageCenter { id unreadTotal } } }';

interface Live {
  status: number;
  contentType: string;
  events: Array<{ data?: any; errors?: Array<{ message: string; extensions?: { code?: string } }> }>;
  /** Resolves once the stream sent its first bytes (the subscription is listening). */
  opened: Promise<void>;
  close(): void;
}

/** A GraphQL-over-SSE subscription (distinct connections) read event by event. */
async function subscribe(gatewayUrl: string, token: string | null, body: Record<string, unknown> = { query: SUB }): Promise<Live> {
  const abort = new AbortController();
  const res = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...(token ? { 'x-token': token } : {}) },
    body: JSON.stringify(body),
    signal: abort.signal,
  });
  const events: Live['events'] = [];
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        open();
        buffer += decoder.decode(chunk, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trim())
            .join('\n');
          if (data) events.push(JSON.parse(data));
        }
      }
    } catch {
      // closed by the test
    }
  })();
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', events, opened, close: () => abort.abort() };
}

/** A signed push as the upstream sends it. */
function push(over: Partial<Record<string, string>> = {}, key = DEFAULT_MESSAGE_PUSH_KEY, now = Date.now()) {
  const fields = {
    deliveryId: '1',
    message: JSON.stringify({ id: '1', msgClass: 'SYSTEM', title: 'x', isRead: '0' }),
    messageId: '1',
    siteCode: 'site510100',
    timestamp: String(now),
    unid: 'nobody',
    unreadTotal: '1',
    ...over,
  };
  return { ...fields, sign: signPush(fields, key) };
}

const hook = (gatewayUrl: string, body: unknown) =>
  fetch(`${gatewayUrl}/hooks/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

let h: Harness;
let a: string;
let b: string;
beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
  a = await h.signIn('13800000001');
  b = await h.signIn('13800000002');
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const post = (phone: string, title: string) =>
  h.dev.control<{ id: string; unid: string }>('POST', 'messages/post', { phone, siteCode: 'site510100', title, content: title });

describe('the live message centre', () => {
  it("delivers a user's new messages to that user's subscription only", async () => {
    const subA = await subscribe(h.gatewayUrl, a);
    const subB = await subscribe(h.gatewayUrl, b);
    try {
      expect(subA.status).toBe(200);
      expect(subA.contentType).toMatch(/^text\/event-stream/);
      await Promise.all([subA.opened, subB.opened]);
      await post('13800000001', 'for A');
      await expect.poll(() => subA.events.length, { timeout: 10_000 }).toBe(1);
      const event = subA.events[0]!.data.messageReceived;
      expect(event).toMatchObject({ unreadTotal: 3, message: { title: 'for A', isRead: false }, messageCenter: { unreadTotal: 3 } });
      // B hears its own message and never A's
      await post('13800000002', 'for B');
      await expect.poll(() => subB.events.length, { timeout: 10_000 }).toBe(1);
      expect(subB.events.map((e) => e.data.messageReceived.message.title)).toEqual(['for B']);
      expect(subA.events.map((e) => e.data.messageReceived.message.title)).toEqual(['for A']);
      // the event's message centre is the one the query answers (the badge updates in place)
      const centre = await h.gql('{ viewer { messageCenter { id unreadTotal } } }', {}, { 'x-token': a });
      expect(centre.data!.viewer.messageCenter).toEqual(event.messageCenter);
    } finally {
      subA.close();
      subB.close();
    }
  });

  it('refuses a signed-out subscription with UNAUTHENTICATED', async () => {
    const sub = await subscribe(h.gatewayUrl, null);
    try {
      await expect.poll(() => sub.events.length, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(sub.events[0]!.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    } finally {
      sub.close();
    }
  });

  it('refuses a push with a bad signature, a stale one and a replayed one', async () => {
    expect((await hook(h.gatewayUrl, push({}, 'not-the-key'))).status).toBe(401);
    expect((await hook(h.gatewayUrl, { ...push(), unreadTotal: '9' })).status).toBe(401);
    expect((await hook(h.gatewayUrl, push({}, DEFAULT_MESSAGE_PUSH_KEY, h.now() - 10 * 60 * 1000))).status).toBe(401);
    expect((await hook(h.gatewayUrl, { deliveryId: '1' })).status).toBe(400);
    const once = push({ deliveryId: 'replay-me' }, DEFAULT_MESSAGE_PUSH_KEY, h.now());
    expect((await hook(h.gatewayUrl, once)).status).toBe(200);
    expect((await hook(h.gatewayUrl, once)).status).toBe(409);
    expect((await fetch(`${h.gatewayUrl}/hooks/messages`)).status).toBe(405);
  });
});

describe('in production mode', () => {
  let prod: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    prod = await startGateway({
      port: 0,
      upstreamBaseUrl: h.upstreamUrl,
      now: h.now,
      mode: 'production',
      persistedDocuments: { 'live-messages': SUB },
      cache: { ttlMs: 30_000, maxEntries: 100 },
    });
    h.setMessagePushUrl(`${prod.url}/hooks/messages`);
  }, 60_000);
  afterAll(async () => {
    h.setMessagePushUrl(`${h.gatewayUrl}/hooks/messages`);
    await prod?.close();
  });

  it('runs the subscription by its persisted id only', async () => {
    const text = await subscribe(prod.url, b);
    const byId = await subscribe(prod.url, b, { documentId: 'live-messages' });
    try {
      await expect.poll(() => text.events.length).toBeGreaterThan(0);
      expect(text.events[0]!.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_ONLY');
      await byId.opened;
      await h.dev.control('POST', 'messages/post', { phone: '13800000002', siteCode: 'site510100', title: 'by id' });
      await expect.poll(() => byId.events.map((e) => e.data?.messageReceived.message.title), { timeout: 10_000 }).toEqual(['by id']);
    } finally {
      text.close();
      byId.close();
    }
  });
});

describe('two replicas sharing a Redis', () => {
  let redis: RedisServer;
  let replicaA: Harness;
  let replicaB: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    redis = await startRedisServer();
    replicaA = await startHarness({ pubsub: { redisUrl: redis.url } });
    replicaB = await startGateway({
      port: 0,
      upstreamBaseUrl: replicaA.upstreamUrl,
      retry: { attempts: 0, delayMs: 0 },
      timeoutMs: 5000,
      now: replicaA.now,
      pubsub: { redisUrl: redis.url },
    });
  }, 60_000);
  afterAll(async () => {
    await replicaB?.close();
    await replicaA?.close();
    await redis?.close();
  });

  it('a message pushed to replica A reaches a subscriber on replica B; a replay on B of what A took is refused', async () => {
    const token = await replicaA.signIn('13800000001');
    const sub = await subscribe(replicaB.url, token);
    const watcher = new Redis(redis.url);
    const me = await replicaA.gql('{ viewer { user { id } } }', {}, { 'x-token': token });
    const unid = fromGlobalId(me.data!.viewer.user.id)!.rawId;
    try {
      await sub.opened;
      // the subscriber's replica has subscribed its Redis channel
      await expect.poll(async () => ((await watcher.pubsub('NUMSUB', `ctp:messages:site510100:${unid}`)) as [string, number])[1]).toBe(1);
      await replicaA.dev.control('POST', 'messages/post', { phone: '13800000001', siteCode: 'site510100', title: 'across replicas' });
      await expect
        .poll(() => sub.events.map((e) => e.data.messageReceived.message.title), { timeout: 10_000 })
        .toContain('across replicas');
      const once = push({ deliveryId: 'shared' }, DEFAULT_MESSAGE_PUSH_KEY, replicaA.now());
      expect((await hook(replicaA.gatewayUrl, once)).status).toBe(200);
      expect((await hook(replicaB.url, once)).status).toBe(409);
    } finally {
      sub.close();
      watcher.disconnect();
    }
  });
});
