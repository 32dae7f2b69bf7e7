import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.ts';
import { CircuitBreaker, upstreamFamily } from '../../src/core/upstream/breaker.ts';
import { evaluateExternalLink, EXTERNAL_LINK_DEFAULTS } from '../../src/core/external-links.ts';
import { RateLimiter } from '../../src/security/rate-limit.ts';
import { CallCounter, UpstreamTransport } from '../../src/core/upstream/client.ts';
import { startHarness } from '../integration/harness.ts';
import type { Harness } from '../integration/harness.ts';

const PLACES = 'query PlaceList { places(kind: SCENIC_AREA, first: 2) { totalCount edges { node { id name } } } }';
const codes = (r: { errors?: Array<{ extensions?: Record<string, unknown> }> }) => (r.errors ?? []).map((e) => e.extensions?.code);

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as { data?: any; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> },
  };
}

describe('persisted documents', () => {
  const ID = 'a'.repeat(64);
  let dev: Harness;
  let prod: Harness;
  beforeAll(async () => {
    dev = await startHarness({ persistedDocumentsPath: null, persistedDocuments: { [ID]: PLACES } });
    prod = await startHarness({ mode: 'production', persistedDocumentsPath: null, persistedDocuments: { [ID]: PLACES } });
  });
  afterAll(async () => {
    await dev.close();
    await prod.close();
  });

  it('development runs texts and ids', async () => {
    expect((await post(dev.gatewayUrl, { query: PLACES })).body.data.places.totalCount).toBeGreaterThan(0);
    expect((await post(dev.gatewayUrl, { documentId: ID, operationName: 'PlaceList' })).body.data.places.totalCount).toBeGreaterThan(0);
    expect((await post(dev.gatewayUrl, { doc_id: ID })).body.data.places.edges).toHaveLength(2);
  });

  it('production runs ids only and refuses any text with PERSISTED_QUERY_ONLY', async () => {
    const ok = await post(prod.gatewayUrl, { documentId: ID, variables: {}, operationName: 'PlaceList' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.places.edges).toHaveLength(2);
    const refused = await post(prod.gatewayUrl, { query: PLACES });
    expect(refused.status).toBe(400);
    expect(codes(refused.body)).toEqual(['PERSISTED_QUERY_ONLY']);
    const introspection = await post(prod.gatewayUrl, { query: '{ __schema { types { name } } }' });
    expect(codes(introspection.body)).toEqual(['PERSISTED_QUERY_ONLY']);
    const unknown = await post(prod.gatewayUrl, { documentId: 'b'.repeat(64) });
    expect(codes(unknown.body)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    const viaGet = await fetch(`${prod.gatewayUrl}/graphql?documentId=${ID}`, { headers: { accept: 'application/json' } });
    expect(((await viaGet.json()) as any).data.places.edges).toHaveLength(2);
  });

  it('GraphiQL is open in development and off in production', async () => {
    const html = { headers: { accept: 'text/html' } };
    expect(await (await fetch(`${dev.gatewayUrl}/graphql`, html)).text()).toMatch(/graphiql/i);
    const prodRes = await fetch(`${prod.gatewayUrl}/graphql`, html);
    expect(await prodRes.text()).not.toMatch(/<html/i);
  });

  it('GATEWAY_MODE and NODE_ENV select the mode', () => {
    expect(readConfig({}).mode).toBe('development');
    expect(readConfig({ GATEWAY_MODE: 'production' }).mode).toBe('production');
    expect(readConfig({ NODE_ENV: 'production' }).mode).toBe('production');
    expect(readConfig({ NODE_ENV: 'production', GATEWAY_MODE: 'development' }).mode).toBe('development');
    expect(() => readConfig({ GATEWAY_MODE: 'prod' })).toThrow(/GATEWAY_MODE/);
  });
});

describe('rate limit per client address', () => {
  it('token bucket: burst, then refill', () => {
    let now = 0;
    const limiter = new RateLimiter({ burst: 3, perSecond: 1, trustedProxyHops: 0 }, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([0, 0, 0]);
    expect(limiter.take('a')).toBe(1);
    expect(limiter.take('b')).toBe(0);
    now = 1000;
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBeGreaterThan(0);
  });

  it('answers 429 + Retry-After with TOO_MANY_VISITORS; X-Forwarded-For only behind trusted proxies', async () => {
    const h = await startHarness({ rateLimit: { burst: 2, perSecond: 0.2, trustedProxyHops: 0 } });
    const h2 = await startHarness({ rateLimit: { burst: 2, perSecond: 0.2, trustedProxyHops: 1 } });
    try {
      const q = { query: '{ __typename }' };
      // untrusted: a forged X-Forwarded-For does not buy a fresh bucket
      expect((await post(h.gatewayUrl, q, { 'x-forwarded-for': '10.0.0.1' })).status).toBe(200);
      expect((await post(h.gatewayUrl, q, { 'x-forwarded-for': '10.0.0.2' })).status).toBe(200);
      const refused = await post(h.gatewayUrl, q, { 'x-forwarded-for': '10.0.0.3' });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(refused.body.data).toBeNull();
      expect(codes(refused.body)).toEqual(['TOO_MANY_VISITORS']);
      // trusted proxy: each forwarded client has its own bucket
      for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
        expect((await post(h2.gatewayUrl, q, { 'x-forwarded-for': ip })).status).toBe(200);
        expect((await post(h2.gatewayUrl, q, { 'x-forwarded-for': ip })).status).toBe(200);
      }
      expect((await post(h2.gatewayUrl, q, { 'x-forwarded-for': '10.0.0.1' })).status).toBe(429);
    } finally {
      await h.close();
      await h2.close();
    }
  });
});

describe('circuit breaker per upstream family', () => {
  it('opens after N consecutive failures, fails fast, probes once when half-open', () => {
    let now = 0;
    const states: string[] = [];
    const b = new CircuitBreaker(
      { failureThreshold: 3, cooldownMs: 1000 },
      (s) => states.push(s),
      () => now,
    );
    b.failure();
    b.failure();
    b.success();
    b.failure();
    b.failure();
    expect(b.tryAcquire()).toBe(true);
    b.failure();
    expect(b.current).toBe('open');
    expect(b.tryAcquire()).toBe(false);
    now = 1000;
    expect(b.tryAcquire()).toBe(true); // the probe
    expect(b.tryAcquire()).toBe(false); // one probe at a time
    b.failure();
    expect(b.current).toBe('open');
    now = 2000;
    expect(b.tryAcquire()).toBe(true);
    b.success();
    expect(b.current).toBe('closed');
    expect(states).toEqual(['open', 'half_open', 'open', 'half_open', 'closed']);
    expect(upstreamFamily('res/api/scenic/list')).toBe('res');
    expect(upstreamFamily('/culturalcloud/x')).toBe('culturalcloud');
  });

  it('an open family fails fast with UPSTREAM_UNAVAILABLE while the rest of the graph answers', async () => {
    const h = await startHarness({ breaker: { failureThreshold: 3, cooldownMs: 400 }, retry: { attempts: 0, delayMs: 0 } });
    try {
      await h.dev.addFault({ path: 'res/api/scenic/list', mode: 'http500' });
      for (let i = 0; i < 3; i += 1) await h.gql(PLACES);
      await h.dev.clearFaults();
      await h.dev.resetCalls();
      const started = Date.now();
      const r = await h.gql(`{ site { name } ${PLACES.slice(PLACES.indexOf('{') + 1, -1)} }`);
      expect(Date.now() - started).toBeLessThan(300);
      expect(r.data?.site?.name).toBeTruthy(); // `user` family still closed
      expect(r.data?.places).toBeNull();
      expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', reason: 'CIRCUIT_OPEN' });
      expect((await h.dev.calls()).calls.some((c) => c.path.startsWith('res/'))).toBe(false);
      const metrics = await (await fetch(`${h.gatewayUrl}/metrics`)).text();
      expect(metrics).toMatch(/gateway_circuit_breaker_state\{family="res"\} 2/);
      // after the cool-down one probe goes out; it succeeds and closes the circuit
      await new Promise((r2) => setTimeout(r2, 450));
      const healed = await h.gql(PLACES);
      expect(healed.errors).toBeUndefined();
      expect(await (await fetch(`${h.gatewayUrl}/metrics`)).text()).toMatch(/gateway_circuit_breaker_state\{family="res"\} 0/);
    } finally {
      await h.close();
    }
  });
});

describe('response cache', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ cache: { ttlMs: 600 } });
  });
  afterAll(() => h.close());

  const hits = async () =>
    Number(/gateway_response_cache_total\{result="hit"\} (\d+)/.exec(await (await fetch(`${h.gatewayUrl}/metrics`)).text())?.[1]);

  it('serves anonymous repeats from the cache, per site, and counts hits', async () => {
    const before = await hits();
    const first = await h.gql(PLACES);
    expect(first.upstreamCalls).toBeGreaterThan(0);
    const second = await h.gql(PLACES);
    expect(second.upstreamCalls).toBe(0);
    expect(second.data).toEqual(first.data);
    expect(await hits()).toBe(before + 1);
    const otherSite = await h.gql(PLACES, {}, { 'x-site-code': 'site513225' });
    expect(otherSite.upstreamCalls).toBeGreaterThan(0);
    expect(otherSite.data).not.toEqual(first.data);
  });

  it('never shares a response across users', async () => {
    const anon = await h.gql('query S { site { name } }');
    expect(anon.data).toBeTruthy();
    const a = await h.gql('query S { site { name } }', {}, { 'x-token': 'a'.repeat(32) });
    expect(a.upstreamCalls).toBeGreaterThan(0);
    const b = await h.gql('query S { site { name } }', {}, { 'x-token': 'b'.repeat(32) });
    expect(b.upstreamCalls).toBeGreaterThan(0);
  });

  it('expires after the TTL', async () => {
    await h.gql('query T { site { code } }');
    expect((await h.gql('query T { site { code } }')).upstreamCalls).toBe(0);
    await new Promise((r) => setTimeout(r, 700));
    expect((await h.gql('query T { site { code } }')).upstreamCalls).toBeGreaterThan(0);
  });

  it('does not cache errors', async () => {
    await h.dev.addFault({ path: 'res/api/scenic/list', mode: 'code', code: 1, message: 'x', times: 1 });
    const q = 'query E { places(kind: SCENIC_AREA, first: 3) { totalCount } }';
    expect((await h.gql(q)).errors).toBeDefined();
    const again = await h.gql(q);
    expect(again.errors).toBeUndefined();
    expect(again.upstreamCalls).toBeGreaterThan(0);
  });
});

describe('request ids', () => {
  it('echoes a given x-request-id, generates one otherwise, and sends it upstream', async () => {
    const seen: Array<string | undefined> = [];
    const fake = createServer((req, res) => {
      seen.push(req.headers['x-request-id'] as string | undefined);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"code":0,"data":{}}');
    });
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
    const transport = new UpstreamTransport({
      baseUrl: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
      timeoutMs: 1000,
      retry: { attempts: 0, delayMs: 0 },
    });
    await transport.bind('site510100', null, new CallCounter('req-123')).get('res/api/x');
    expect(seen).toEqual(['req-123']);
    await transport.close();
    fake.close();

    const h = await startHarness();
    try {
      const given = await fetch(`${h.gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'abc-42' },
        body: '{"query":"{ __typename }"}',
      });
      expect(given.headers.get('x-request-id')).toBe('abc-42');
      const generated = await fetch(`${h.gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'bad id with spaces' },
        body: '{"query":"{ __typename }"}',
      });
      expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await h.close();
    }
  });
});

describe('external links', () => {
  it('allow-list, disclaimer rule and the provincial site', () => {
    const p = EXTERNAL_LINK_DEFAULTS;
    expect(EXTERNAL_LINK_DEFAULTS.allowedHosts).toHaveLength(8);
    expect(evaluateExternalLink('https://mp.weixin.qq.com/s/abc', 'site510100', p)).toEqual({
      url: 'https://mp.weixin.qq.com/s/abc',
      allowed: true,
      needsDisclaimer: false,
    });
    expect(evaluateExternalLink('https://wlt.sc.gov.cn/a', 'site510100', p).allowed).toBe(true);
    expect(evaluateExternalLink('https://evil.example/x', 'site510100', p)).toMatchObject({ allowed: false, needsDisclaimer: true });
    expect(evaluateExternalLink('https://evilsc.gov.cn/x', 'site510100', p).allowed).toBe(false);
    expect(evaluateExternalLink('https://evil.example/x', 'site510000', p).needsDisclaimer).toBe(false);
    expect(evaluateExternalLink('javascript:alert(1)', 'site510100', p)).toEqual({ url: null, allowed: false, needsDisclaimer: false });
  });

  it("a scenic area's website follows the verdict, disabled on the provincial site; navigation only on the configured sites", async () => {
    const h = await startHarness({
      externalLinks: { ...EXTERNAL_LINK_DEFAULTS, noDisclaimerSites: ['site513225'], scenicNavigationSites: ['site510100'] },
    });
    try {
      const q =
        '{ places(kind: SCENIC_AREA, first: 20) { edges { node { ... on ScenicArea { websiteUrl websiteLink { url needsDisclaimer } showsNavigation } } } } }';
      const chengdu = (await h.gql(q, {}, { 'x-site-code': 'site510100' })).data!.places.edges.map(
        (e: { node: Record<string, any> }) => e.node,
      );
      const withSite = chengdu.filter((n: Record<string, any>) => n.websiteUrl);
      expect(withSite.length).toBeGreaterThan(0);
      for (const n of withSite) expect(n.websiteLink?.url).toBe(new URL(n.websiteUrl).toString());
      expect(chengdu.every((n: Record<string, any>) => n.showsNavigation === true)).toBe(true);
      const jiuzhai = (await h.gql(q, {}, { 'x-site-code': 'site513225' })).data!.places.edges.map(
        (e: { node: Record<string, any> }) => e.node,
      );
      expect(jiuzhai.some((n: Record<string, any>) => n.websiteUrl)).toBe(true);
      expect(jiuzhai.every((n: Record<string, any>) => n.websiteLink === null && n.showsNavigation === false)).toBe(true);
    } finally {
      await h.close();
    }
  });

  it('Query.externalLink names the site in the disclaimer', async () => {
    const h = await startHarness({
      externalLinks: { allowedHosts: ['ok.example'], noDisclaimerSites: ['site513225'], scenicNavigationSites: [] },
    });
    try {
      const q = 'query L($u: String!) { externalLink(url: $u) { url allowed needsDisclaimer disclaimerText } }';
      const out = await h.gql(q, { u: 'https://other.example/page' });
      expect(out.data?.externalLink).toMatchObject({ allowed: false, needsDisclaimer: true });
      expect(out.data?.externalLink.disclaimerText).toContain('成都');
      expect((await h.gql(q, { u: 'https://ok.example/' })).data?.externalLink).toMatchObject({
        allowed: true,
        needsDisclaimer: false,
        disclaimerText: null,
      });
      expect((await h.gql(q, { u: 'https://other.example/' }, { 'x-site-code': 'site513225' })).data?.externalLink.needsDisclaimer).toBe(
        false,
      );
    } finally {
      await h.close();
    }
  });
});
