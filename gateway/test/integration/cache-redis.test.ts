import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { readConfig } from '../../src/config.ts';
import { startGateway } from '../../src/index.ts';
import { createRedisStore } from '../../src/cache/redis-store.ts';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';
import { startRedisServer } from './redis-server.ts';
import type { RedisServer } from './redis-server.ts';

/**
 * Two gateway replicas in front of one reference upstream share a real redis-server as their
 * response cache: a response cached by one is a hit on the other, a mutation answered by one
 * invalidates the other's entries, and a dead Redis only costs the cache (the graph answers).
 */
let redis: RedisServer;
let a: Harness;
let b: { url: string; close(): Promise<void> };
const PREFIX = `test:${process.pid}:`;

beforeAll(async () => {
  redis = await startRedisServer();
  const cache = { ttlMs: 30_000, redis: { url: redis.url, prefix: PREFIX } };
  a = await startHarness({ cache });
  b = await startGateway({
    port: 0,
    upstreamBaseUrl: a.upstreamUrl,
    retry: { attempts: 0, delayMs: 0 },
    timeoutMs: 2000,
    cache,
    now: a.now,
  });
}, 60_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
  await redis?.close();
});

interface Answer {
  data: Record<string, any> | null;
  errors?: unknown[];
  upstreamCalls: number;
  ms: number;
}

async function ask(gatewayUrl: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-token': token } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, any>; errors?: unknown[] };
  return {
    data: body.data ?? null,
    ...(body.errors ? { errors: body.errors } : {}),
    upstreamCalls: Number(response.headers.get('x-upstream-calls')),
    ms: performance.now() - started,
  };
}

const metric = async (gatewayUrl: string, pattern: RegExp) =>
  Number(pattern.exec(await (await fetch(`${gatewayUrl}/metrics`)).text())?.[1] ?? NaN);
const hits = (url: string) => metric(url, /gateway_response_cache_total\{result="hit"\} (\d+)/);
const storeErrors = (url: string) => metric(url, /gateway_response_cache_errors_total (\d+)/);

async function signIn(gatewayUrl: string, phone: string): Promise<string> {
  await ask(gatewayUrl, 'mutation($p: String!) { sendLoginCode(input: { phone: $p }) { sent } }', { p: phone });
  const code = await a.dev.smsCode(phone);
  const out = await ask(gatewayUrl, 'mutation($p: String!, $c: String!) { signIn(input: { phone: $p, code: $c }) { session { token } } }', {
    p: phone,
    c: code,
  });
  const token = out.data?.signIn.session?.token as string;
  expect(token).toBeTruthy();
  return token;
}

const FIRST = 'query FirstScenic { places(kind: SCENIC_AREA, first: 1) { edges { node { id } } } }';
const LIKES = 'query SharedLikes($id: ID!) { node(id: $id) { ... on ScenicArea { id name interactions { likeCount } } } }';

describe('response cache in Redis, shared by two replicas', () => {
  it('a response cached by replica A is a hit on replica B, under the configured prefix', async () => {
    const errorsBefore = await storeErrors(a.gatewayUrl);
    const id = (await ask(a.gatewayUrl, FIRST)).data!.places.edges[0].node.id as string;
    const before = await hits(b.url);
    const first = await ask(a.gatewayUrl, LIKES, { id });
    expect(first.errors).toBeUndefined();
    expect(first.upstreamCalls).toBeGreaterThan(0);
    const other = await ask(b.url, LIKES, { id });
    expect(other.upstreamCalls).toBe(0);
    expect(other.data).toEqual(first.data);
    expect(await hits(b.url)).toBe(before + 1);
    // both replicas were connected before they took their first request
    expect(errorsBefore).toBe(0);
    expect(await storeErrors(b.url)).toBe(0);

    const client = new Redis(redis.url);
    try {
      const keys = await client.keys('*');
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.every((k) => k.startsWith(PREFIX))).toBe(true);
      // the entity index expires (never an ever-growing set) and names the place
      const index = keys.find((k) => k.includes(`e:ScenicArea:${id}`));
      expect(index).toBeDefined();
      expect(await client.type(index!)).toBe('zset');
      expect(await client.pttl(index!)).toBeGreaterThan(0);
    } finally {
      client.disconnect();
    }
  });

  it('a like through replica B invalidates what replica A cached: A answers the new count at once', async () => {
    const id = (await ask(a.gatewayUrl, FIRST)).data!.places.edges[0].node.id as string;
    await ask(a.gatewayUrl, LIKES, { id });
    const cached = await ask(a.gatewayUrl, LIKES, { id });
    expect(cached.upstreamCalls).toBe(0);
    const count = cached.data!.node.interactions.likeCount as number;

    const token = await signIn(b.url, '13911113001');
    const liked = await ask(
      b.url,
      'mutation($in: SetInteractionInput!) { setLike(input: $in) { resource { id } interactions { likeCount } errors { code } } }',
      { in: { resourceId: id, active: true } },
      token,
    );
    expect(liked.errors).toBeUndefined();
    expect(liked.data!.setLike.errors).toEqual([]);
    expect(liked.data!.setLike.interactions.likeCount).toBe(count + 1);

    // A's entry is gone: A reads the upstream again and caches the new count, which B then shares
    const fresh = await ask(a.gatewayUrl, LIKES, { id });
    expect(fresh.upstreamCalls).toBeGreaterThan(0);
    expect(fresh.data!.node.interactions.likeCount).toBe(count + 1);
    const shared = await ask(b.url, LIKES, { id });
    expect(shared.upstreamCalls).toBe(0);
    expect(shared.data).toEqual(fresh.data);
  });

  it('a dead Redis costs only the cache: both replicas answer from the upstream, count the store errors, and cache again once it is back', async () => {
    const id = (await ask(a.gatewayUrl, FIRST)).data!.places.edges[0].node.id as string;
    const errorsBefore = await storeErrors(a.gatewayUrl);
    await redis.kill();
    for (const url of [a.gatewayUrl, b.url, a.gatewayUrl]) {
      const answer = await ask(url, LIKES, { id });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.node.id).toBe(id);
      expect(answer.upstreamCalls).toBeGreaterThan(0);
      expect(answer.ms).toBeLessThan(1500);
    }
    expect(await storeErrors(a.gatewayUrl)).toBeGreaterThan(errorsBefore);

    await redis.restart();
    // the replicas reconnect on their own (backing off up to 2 s)
    await expect
      .poll(
        async () => {
          await ask(a.gatewayUrl, LIKES, { id });
          return (await ask(b.url, LIKES, { id })).upstreamCalls;
        },
        { timeout: 15_000, interval: 300 },
      )
      .toBe(0);
  }, 30_000);
});

describe('the Redis store itself', () => {
  it("an entity's index keeps only live responses, and invalidating by entity or by type removes them", async () => {
    const store = createRedisStore({ url: redis.url, prefix: `unit:${process.pid}:`, maxTtlMs: 10_000 });
    const client = new Redis(redis.url, { keyPrefix: `unit:${process.pid}:` });
    try {
      await store.ready();
      const place = { typename: 'ScenicArea', id: 'p1' };
      await store.set('short', { data: { n: 1 } }, [place], 100);
      await store.set('other', { data: { n: 2 } }, [{ typename: 'Venue', id: 'v1' }], 10_000);
      expect(await store.get('short')).toEqual({ data: { n: 1 } });
      await new Promise((r) => setTimeout(r, 150));
      expect(await store.get('short')).toBeUndefined();
      await store.set('long', { data: { n: 3 } }, [place], 10_000);
      // the expired response left the index when the next one was written
      expect(await client.zrange('e:ScenicArea:p1', 0, -1)).toEqual(['long']);
      expect(await client.zcard('t:ScenicArea')).toBe(1);
      // a TTL above the store's maximum is cut to it
      await store.set('capped', { data: {} }, [], 60_000);
      expect(await client.pttl('r:capped')).toBeLessThanOrEqual(10_000);

      await store.invalidate([place]);
      expect(await store.get('long')).toBeUndefined();
      expect(await store.get('other')).toEqual({ data: { n: 2 } });
      await store.invalidate([{ typename: 'Venue' }]);
      expect(await store.get('other')).toBeUndefined();
      expect(await client.exists('t:Venue', 'e:ScenicArea:p1')).toBe(0);
    } finally {
      client.disconnect();
      await store.close();
    }
  });
});

describe('RESPONSE_CACHE_REDIS_URL', () => {
  it('selects the shared store, with its prefix; a URL that is not redis:// is refused at start', () => {
    expect(
      readConfig({ RESPONSE_CACHE_REDIS_URL: 'redis://cache.internal:6379/2', RESPONSE_CACHE_REDIS_PREFIX: 'prod:' }).cache,
    ).toMatchObject({ ttlMs: 30_000, redis: { url: 'redis://cache.internal:6379/2', prefix: 'prod:' } });
    expect(readConfig({}).cache?.redis).toBeUndefined();
    expect(() => readConfig({ RESPONSE_CACHE_REDIS_URL: 'cache.internal:6379' })).toThrow(/redis:\/\//);
  });
});
