import { request } from 'node:http';
import { startUpstream } from '@ctp/upstream';
import { devClient } from '@ctp/upstream/dev-client';
import { demoImage, testNow } from '@ctp/upstream/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, startGateway } from '../../src/index.ts';

/**
 * The probes an orchestrator runs and the graceful stop it sends: `/healthz` (alive), `/readyz`
 * (ready for traffic: persisted documents, the upstream, not draining) and SIGTERM's drain.
 */

type Upstream = Awaited<ReturnType<typeof startUpstream>>;
type Gateway = Awaited<ReturnType<typeof startGateway>>;

let upstream: Upstream;

beforeAll(async () => {
  upstream = await startUpstream({ port: 0, dbPath: ':memory:', image: demoImage(), now: testNow });
});
afterAll(() => upstream?.close());

const gatewayOn = (upstreamBaseUrl: string, extra: Partial<Parameters<typeof startGateway>[0]> = {}) =>
  startGateway({ port: 0, upstreamBaseUrl, retry: { attempts: 0, delayMs: 1 }, timeoutMs: 3000, ...extra });

async function readyz(
  gateway: Gateway,
): Promise<{ status: number; body: { status: string; checks: Record<string, { ok: boolean; detail: string }> } }> {
  const res = await fetch(`${gateway.url}/readyz`);
  return { status: res.status, body: await res.json() };
}

const SCENIC_LIST = '{ places(kind: SCENIC_AREA, first: 2) { edges { node { id } } } }';

/** One POST on its own connection, answered as status and parsed body (or the connection's error). */
function post(
  url: string,
  query: string,
): Promise<{ status: number; body: { data?: unknown; errors?: { extensions?: { code?: string } }[] } }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/graphql`,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json', accept: 'application/json', connection: 'close' } },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => {
          text += c.toString('utf8');
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ query }));
  });
}

describe('/healthz and /readyz', () => {
  it('ready with the upstream answering: each check says what it saw', async () => {
    const gateway = await gatewayOn(upstream.url);
    try {
      expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
      const { status, body } = await readyz(gateway);
      expect(status).toBe(200);
      expect(body.status).toBe('ready');
      expect(body.checks.upstream).toMatchObject({ ok: true });
      expect(body.checks.serving).toMatchObject({ ok: true });
      expect(body.checks.persistedDocuments).toMatchObject({ ok: true });
    } finally {
      await gateway.close();
    }
  });

  it('not ready while the upstream is down, alive all the same', async () => {
    const gateway = await gatewayOn('http://127.0.0.1:9', { timeoutMs: 300 });
    try {
      expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
      const { status, body } = await readyz(gateway);
      expect(status).toBe(503);
      expect(body.status).toBe('not ready');
      expect(body.checks.upstream).toEqual({ ok: false, required: true, detail: 'unreachable' });
    } finally {
      await gateway.close();
    }
  });

  it('a production gateway without the app’s persisted documents is not ready', async () => {
    const gateway = await gatewayOn(upstream.url, { mode: 'production', persistedDocumentsPath: null });
    try {
      const { status, body } = await readyz(gateway);
      expect(status).toBe(503);
      expect(body.checks.persistedDocuments).toMatchObject({ ok: false });
      expect(body.checks.upstream).toMatchObject({ ok: true });
    } finally {
      await gateway.close();
    }
  });
});

describe('the graceful stop', () => {
  it('a request in flight when the stop begins completes; one that comes after is refused', async () => {
    const gateway = await gatewayOn(upstream.url);
    const dev = devClient(upstream.url);
    await dev.addFault({ path: 'res/api/scenic/list', mode: 'slow', delayMs: 1500, times: 1 });
    try {
      const slow = post(gateway.url, SCENIC_LIST);
      // the slow call has reached the upstream: the request is in flight
      await expect
        .poll(async () => (await dev.calls()).calls.some((c) => c.path.includes('res/api/scenic/list')), { timeout: 5000 })
        .toBe(true);
      const stopped = gateway.shutdown(10_000);
      // a new connection is refused (the server no longer listens) or, on one still open, answered 503
      const late = await post(gateway.url, SCENIC_LIST).then(
        (r) => `status ${r.status} ${r.body.errors?.[0]?.extensions?.code ?? ''}`,
        (error: NodeJS.ErrnoException) => error.code ?? 'error',
      );
      expect(['ECONNREFUSED', 'ECONNRESET', 'status 503 SHUTTING_DOWN']).toContain(late);
      const done = await slow;
      expect(done.status).toBe(200);
      expect((done.body.data as { places: { edges: unknown[] } }).places.edges).toHaveLength(2);
      await stopped;
    } finally {
      await dev.clearFaults();
    }
  });

  it('draining: readiness turns false at once, and a request that arrives is answered 503 SHUTTING_DOWN', async () => {
    const handler = createGateway({ upstreamBaseUrl: upstream.url, retry: { attempts: 0, delayMs: 1 } });
    try {
      expect((await handler.readiness()).ready).toBe(true);
      await handler.drain(1000);
      const readiness = await handler.readiness();
      expect(readiness.ready).toBe(false);
      expect(readiness.checks.serving).toEqual({ ok: false, required: true, detail: 'draining: shutting down' });
      const server = (await import('node:http')).createServer(handler);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as { port: number };
      const refused = await post(`http://127.0.0.1:${port}`, SCENIC_LIST);
      expect(refused.status).toBe(503);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('SHUTTING_DOWN');
      expect((await fetch(`http://127.0.0.1:${port}/healthz`, { headers: { connection: 'close' } })).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/readyz`, { headers: { connection: 'close' } })).status).toBe(503);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    } finally {
      await handler.close();
    }
  });
});
