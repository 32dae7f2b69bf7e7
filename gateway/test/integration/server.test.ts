import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '../../src/index.ts';

let dist: string;
let gateway: { url: string; close(): Promise<void> };

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'gateway-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'index-abc123.css'), 'body{}');
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  // No upstream needed for these: the upstream address is never called.
  gateway = await startGateway({ port: 0, upstreamBaseUrl: 'http://127.0.0.1:9', clientDist: dist, retry: { attempts: 0, delayMs: 1 }, timeoutMs: 200 });
});
afterAll(() => gateway.close());

describe('http server', () => {
  it('url is http://host:port with a real port', () => {
    expect(gateway.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(gateway.url.endsWith(':0')).toBe(false);
  });

  it('/health answers 200 JSON', async () => {
    const response = await fetch(`${gateway.url}/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('serves index.html for / without caching', async () => {
    const response = await fetch(`${gateway.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>app</title>');
  });

  it('serves hashed assets with a long cache and the right types', async () => {
    const js = await fetch(`${gateway.url}/assets/index-abc123.js`);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toContain('max-age=31536000');
    expect((await fetch(`${gateway.url}/assets/index-abc123.css`)).headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect((await fetch(`${gateway.url}/favicon.svg`)).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('404 for missing files and path traversal', async () => {
    expect((await fetch(`${gateway.url}/nope.js`)).status).toBe(404);
    expect((await fetch(`${gateway.url}/assets/`)).status).toBe(404);
    expect((await fetch(`${gateway.url}/..%2f..%2fetc%2fpasswd`)).status).toBe(404);
    expect((await fetch(`${gateway.url}/%2e%2e/%2e%2e/etc/passwd`)).status).toBe(404);
  });

  it('GraphiQL renders offline for browsers', async () => {
    const response = await fetch(`${gateway.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.toLowerCase()).toContain('graphiql');
    expect(html).not.toMatch(/unpkg\.com|cdn\.jsdelivr|esm\.sh/);
  });

  it('an unreachable upstream is UPSTREAM_UNAVAILABLE, the message hides the address', async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ site { name } }' }),
    });
    const body = (await response.json()) as { errors: Array<{ message: string; extensions: Record<string, unknown> }> };
    expect(body.errors[0]!.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(JSON.stringify(body)).not.toContain('127.0.0.1:9');
  });
});

describe('no client build', () => {
  it('everything but /graphql and /health is 404', async () => {
    const bare = await startGateway({ port: 0, upstreamBaseUrl: 'http://127.0.0.1:9' });
    try {
      expect((await fetch(`${bare.url}/`)).status).toBe(404);
      expect((await fetch(`${bare.url}/health`)).status).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
