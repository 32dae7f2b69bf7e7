import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.ts';
import { startGateway } from '../../src/index.ts';
import type { GatewayOptions } from '../../src/index.ts';
import { startUpstream, type RunningUpstream } from '@ctp/upstream';
import { demoImage, testNow } from '@ctp/upstream/testing';
import { startRedisServer } from '../integration/redis-server.ts';
import type { RedisServer } from '../integration/redis-server.ts';

/**
 * Two gateway replicas share the per-address rate limit through a real redis-server: an
 * address has ONE bucket whichever replica it reaches. A dead Redis makes each replica limit on
 * its own buckets (never "no limit"), and the shared bucket is back once Redis is.
 * One trusted proxy hop, so each phase uses its own client address in X-Forwarded-For.
 */
let redis: RedisServer;
let upstream: RunningUpstream;
let a: { url: string; close(): Promise<void> };
let b: { url: string; close(): Promise<void> };

beforeAll(async () => {
  redis = await startRedisServer();
  upstream = await startUpstream({ port: 0, dbPath: ':memory:', image: demoImage(), now: testNow });
  const options: GatewayOptions = {
    port: 0,
    upstreamBaseUrl: upstream.url,
    now: upstream.now,
    retry: { attempts: 0, delayMs: 0 },
    rateLimit: { burst: 3, perSecond: 0.1, trustedProxyHops: 1, redis: { url: redis.url, prefix: `rl-test:${process.pid}:` } },
  };
  a = await startGateway(options);
  b = await startGateway(options);
}, 60_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
  await upstream?.close();
  await redis?.close();
});

async function hit(gatewayUrl: string, client: string): Promise<{ status: number; retryAfter: string | null; code?: string }> {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: '{"query":"{ __typename }"}',
  });
  const body = (await response.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
  const code = body.errors?.[0]?.extensions?.code;
  return { status: response.status, retryAfter: response.headers.get('retry-after'), ...(code ? { code } : {}) };
}

const statuses = async (client: string, order: string[]) => {
  const out: number[] = [];
  for (const url of order) out.push((await hit(url, client)).status);
  return out;
};

const errorsOf = async (gatewayUrl: string) =>
  Number(/gateway_rate_limit_errors_total (\d+)/.exec(await (await fetch(`${gatewayUrl}/metrics`)).text())?.[1] ?? NaN);

describe('rate limit shared through Redis', () => {
  it('one bucket per address across the replicas: the 4th request of a burst of 3 is refused on either', async () => {
    expect(await statuses('203.0.113.1', [a.url, b.url, a.url])).toEqual([200, 200, 200]);
    const refused = await hit(b.url, '203.0.113.1');
    expect(refused).toMatchObject({ status: 429, code: 'TOO_MANY_VISITORS' });
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect((await hit(a.url, '203.0.113.1')).status).toBe(429);
    // another address has its own bucket
    expect((await hit(b.url, '203.0.113.2')).status).toBe(200);
    expect(await errorsOf(a.url)).toBe(0);
  });

  it('a dead Redis: each replica limits on its own buckets; once Redis is back the bucket is shared again', async () => {
    await redis.kill();
    // per replica now: 3 on A, then refused on A; B has its own 3
    expect(await statuses('203.0.113.10', [a.url, a.url, a.url, a.url])).toEqual([200, 200, 200, 429]);
    expect(await statuses('203.0.113.10', [b.url, b.url, b.url, b.url])).toEqual([200, 200, 200, 429]);
    expect(await errorsOf(a.url)).toBeGreaterThan(0);

    await redis.restart();
    let n = 20;
    await expect
      .poll(async () => statuses(`203.0.113.${n++}`, [a.url, b.url, a.url, b.url]), { timeout: 15_000, interval: 300 })
      .toEqual([200, 200, 200, 429]);
  }, 30_000);

  it('RATE_LIMIT_REDIS_URL selects the shared buckets; a URL that is not redis:// is refused at start', () => {
    expect(
      readConfig({ RATE_LIMIT_REDIS_URL: 'redis://limits.internal:6379', RATE_LIMIT_REDIS_PREFIX: 'prod:rl:' }).rateLimit,
    ).toMatchObject({ burst: 60, perSecond: 20, redis: { url: 'redis://limits.internal:6379', prefix: 'prod:rl:' } });
    expect(readConfig({}).rateLimit?.redis).toBeUndefined();
    expect(() => readConfig({ RATE_LIMIT_REDIS_URL: 'limits.internal' })).toThrow(/RATE_LIMIT_REDIS_URL/);
  });
});
