import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CallCounter, freshForMs, UpstreamTransport } from '../../src/core/upstream/client.ts';
import { UpstreamCodeError, UpstreamMalformedError, UpstreamUnavailableError } from '../../src/core/upstream/errors.ts';

/** A tiny scripted upstream: each request takes the next behaviour of `script` (then `ok`). */
type Behaviour = 'ok' | 'reset' | 'slow' | 'malformed' | 'http500' | 'code5' | 'reference' | 'personal';
let script: Behaviour[] = [];
const seen: Array<{ method: string; url: string; body: string; contentType: string | undefined; headers?: IncomingMessage['headers'] }> =
  [];
let server: Server;
let baseUrl: string;

function handle(req: IncomingMessage, res: ServerResponse) {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', body, contentType: req.headers['content-type'], headers: req.headers });
    const behaviour = script.shift() ?? 'ok';
    const json = (value: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    switch (behaviour) {
      case 'reset':
        req.socket.destroy();
        return;
      case 'slow':
        setTimeout(() => json({ code: 0, data: { slow: true } }), 400);
        return;
      case 'malformed':
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"code":0,"data":');
        return;
      case 'http500':
        res.writeHead(500);
        res.end('boom');
        return;
      case 'code5':
        return json({ code: 5, message: '访问人数过多' });
      case 'reference':
      case 'personal':
        res.writeHead(200, {
          'content-type': 'application/json',
          etag: '"v1"',
          'cache-control': behaviour === 'reference' ? 'public, max-age=60' : 'private, max-age=60',
        });
        res.end(JSON.stringify({ code: 0, data: { tree: [{ region: '510104', name: '锦江区' }] } }));
        return;
      default:
        return json({ code: 0, data: { ok: true }, datas: [{ id: '1' }], page: { total: 1, currPage: 1, pageSize: 10, totalPage: 1 } });
    }
  });
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  script = [];
  seen.length = 0;
});

function client(opts: { attempts?: number; timeoutMs?: number; token?: string | null } = {}) {
  const transport = new UpstreamTransport({
    baseUrl,
    timeoutMs: opts.timeoutMs ?? 200,
    retry: { attempts: opts.attempts ?? 4, delayMs: 5 },
  });
  const counter = new CallCounter();
  return { upstream: transport.bind('site510100', opts.token ?? null, counter), counter, transport };
}

describe('upstream client', () => {
  it('adds siteCode and token to every call and drops empty params', async () => {
    const { upstream, transport } = client({ token: 'secret-token' });
    await upstream.getData('res/api/scenic/list', { currPage: 2, keyword: '', region: null });
    const url = new URL(seen[0]!.url, baseUrl);
    expect(url.pathname).toBe('/res/api/scenic/list');
    expect(Object.fromEntries(url.searchParams)).toEqual({ currPage: '2', siteCode: 'site510100', token: 'secret-token' });
    await upstream.post('res/api/x', { a: 1 });
    expect(new URL(seen[1]!.url, baseUrl).searchParams.get('token')).toBe('secret-token');
    await transport.close();
  });

  it("sends per-call headers (the shop's domain and session-id) and keeps the empty params asked for", async () => {
    const { upstream, transport } = client({ token: 't' });
    await upstream.get(
      'culturalcloud/1.0/wallet/info',
      { orderType: '', other: '' },
      { headers: { domain: 'h5.example.cn', 'session-id': 's1' }, keepEmpty: ['orderType'] },
    );
    expect(seen[0]!.headers).toMatchObject({ domain: 'h5.example.cn', 'session-id': 's1', accept: 'application/json' });
    expect(Object.fromEntries(new URL(seen[0]!.url, baseUrl).searchParams)).toEqual({ orderType: '', siteCode: 'site510100', token: 't' });
    await upstream.post(
      'culturalcloud/1.0/userOrder/refund/apply',
      { orderId: '1' },
      { headers: { domain: 'h5.example.cn', 'session-id': 's1' }, json: true },
    );
    expect(seen[1]!.headers).toMatchObject({ domain: 'h5.example.cn', 'session-id': 's1', 'content-type': 'application/json' });
    await upstream.get('a');
    expect(seen[2]!.headers?.['session-id']).toBeUndefined();
    await transport.close();
  });

  it('an empty token is sent as token=', async () => {
    const { upstream, transport } = client();
    await upstream.get('a');
    expect(new URL(seen[0]!.url, baseUrl).searchParams.get('token')).toBe('');
    await transport.close();
  });

  it('retries a GET after connection resets and succeeds', async () => {
    script = ['reset', 'reset'];
    const { upstream, counter, transport } = client();
    expect(await upstream.getData('a')).toEqual({ ok: true });
    expect(counter.calls).toBe(3);
    await transport.close();
  });

  it('gives up after `attempts` retries with UPSTREAM_UNAVAILABLE', async () => {
    script = Array<Behaviour>(10).fill('reset');
    const { upstream, counter, transport } = client({ attempts: 4 });
    const error = await upstream.get('a').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamUnavailableError);
    expect((error as UpstreamUnavailableError).extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE', reason: 'NETWORK' });
    expect((error as Error).message).not.toContain('127.0.0.1');
    expect(counter.calls).toBe(5);
    await transport.close();
  });

  it('never retries a POST', async () => {
    script = ['reset', 'ok'];
    const { upstream, counter, transport } = client();
    await expect(upstream.post('res/api/interactManage/like', { resourceId: 1 })).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(counter.calls).toBe(1);
    expect(seen.filter((s) => s.method === 'POST')).toHaveLength(1);
    await transport.close();
  });

  it('POST bodies are form-encoded, or JSON on request', async () => {
    const { upstream, transport } = client();
    await upstream.post('p', { a: 1, b: 'x y', c: null });
    await upstream.post('p', { a: 1 }, { json: true });
    expect(seen[0]).toMatchObject({ body: 'a=1&b=x+y', contentType: 'application/x-www-form-urlencoded' });
    expect(seen[1]).toMatchObject({ body: '{"a":1}', contentType: 'application/json' });
    await transport.close();
  });

  it('times out, retries, then fails with reason TIMEOUT', async () => {
    script = ['slow', 'slow'];
    const { upstream, transport } = client({ attempts: 1, timeoutMs: 100 });
    const error = await upstream.get('a').catch((e: unknown) => e);
    expect((error as UpstreamUnavailableError).extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE', reason: 'TIMEOUT' });
    await transport.close();
  });

  it('a slow answer within the time-out succeeds after a timed-out try', async () => {
    script = ['slow'];
    const { upstream, counter, transport } = client({ attempts: 2, timeoutMs: 150 });
    expect(await upstream.getData('a')).toEqual({ ok: true });
    expect(counter.calls).toBe(2);
    await transport.close();
  });

  it('malformed JSON is a typed error, not retried', async () => {
    script = ['malformed'];
    const { upstream, counter, transport } = client();
    await expect(upstream.get('a')).rejects.toBeInstanceOf(UpstreamMalformedError);
    expect(counter.calls).toBe(1);
    await transport.close();
  });

  it('HTTP 500 is UPSTREAM_UNAVAILABLE', async () => {
    script = ['http500'];
    const { upstream, transport } = client();
    await expect(upstream.get('a')).rejects.toMatchObject({ extensions: { code: 'UPSTREAM_UNAVAILABLE', reason: 'HTTP_STATUS' } });
    await transport.close();
  });

  it('business codes map to GraphQL errors', async () => {
    script = ['code5'];
    const { upstream, transport } = client();
    const error = await upstream.getData('a').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamCodeError);
    expect((error as UpstreamCodeError).extensions.code).toBe('TOO_MANY_VISITORS');
    await transport.close();
  });

  it('reuses one pool per origin (keep-alive connections)', async () => {
    const { upstream, transport } = client();
    await upstream.get('a');
    await upstream.get('b');
    await upstream.forSite('site530700').get('c');
    expect(new URL(seen[2]!.url, baseUrl).searchParams.get('siteCode')).toBe('site530700');
    await transport.close();
  });

  it('answers a fresh cached reference answer from memory: one upstream request, the same frozen envelope', async () => {
    script = ['reference', 'personal', 'personal'];
    const transport = new UpstreamTransport({
      baseUrl,
      timeoutMs: 200,
      retry: { attempts: 0, delayMs: 5 },
      httpCache: { maxEntries: 10, maxBytes: 1024 * 1024 },
    });
    const counter = new CallCounter();
    const upstream = transport.bind('site510100', null, counter);
    const first = await upstream.get('res/api/region/siteDownRegion', { region: '510100' });
    const second = await upstream.get('res/api/region/siteDownRegion', { region: '510100' });
    expect(seen).toHaveLength(1);
    expect(second).toBe(first);
    expect(Object.isFrozen(second.data)).toBe(true);
    expect(counter.calls).toBe(1);
    // a private answer is never kept: both calls reach the upstream
    await upstream.get('user/api/userInfo/getDsUserInfo');
    await upstream.get('user/api/userInfo/getDsUserInfo');
    expect(seen).toHaveLength(3);
    expect(counter.calls).toBe(3);
    await transport.close();
  });
});

describe('freshForMs', () => {
  const h = (headers: Record<string, string>) => freshForMs({ etag: '"x"', ...headers });
  it("is the shared max-age left after the answer's age, for public answers with an ETag", () => {
    expect(h({ 'cache-control': 'public, max-age=60, stale-while-revalidate=300' })).toBe(60_000);
    expect(h({ 'cache-control': 'public, max-age=60', age: '45' })).toBe(15_000);
    expect(h({ 'cache-control': 'public, max-age=60, s-maxage=10' })).toBe(10_000);
    expect(h({ 'cache-control': 'public, max-age=60', age: '75' })).toBe(0);
  });
  it('is 0 for what the HTTP cache would ask the upstream about', () => {
    expect(h({ 'cache-control': 'private, max-age=60' })).toBe(0);
    expect(h({ 'cache-control': 'public, no-cache, max-age=60' })).toBe(0);
    expect(h({ 'cache-control': 'no-store' })).toBe(0);
    expect(h({ 'cache-control': 'max-age=60' })).toBe(0);
    expect(h({ 'cache-control': 'public, max-age=60', vary: 'x-token' })).toBe(0);
    expect(freshForMs({ 'cache-control': 'public, max-age=60' })).toBe(0);
    expect(h({})).toBe(0);
  });
});
