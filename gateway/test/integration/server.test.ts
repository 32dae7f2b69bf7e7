import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '../../src/index.ts';

let dist: string;
const BIG = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i} * 2; // some repetitive source`).join('\n');

/** The raw response (no transparent decompression), to see what travels. */
function raw(
  path: string,
  acceptEncoding?: string,
  method = 'GET',
  body?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    if (body) headers['content-type'] = 'application/json';
    const req = request(`${gateway.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
let gateway: { url: string; close(): Promise<void> };

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'gateway-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'index-abc123.css'), 'body{}');
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(join(dist, 'assets', 'app-big.js'), BIG);
  writeFileSync(join(dist, 'assets', 'pre-built.js'), BIG);
  // A precompressed sibling (as the client build writes them): served instead of compressing.
  writeFileSync(join(dist, 'assets', 'pre-built.js.br'), brotliCompressSync(Buffer.from(`${BIG}// from the .br file`)));
  writeFileSync(join(dist, 'assets', 'photo.png'), Buffer.alloc(4096, 1));
  // No upstream needed for these: the upstream address is never called.
  gateway = await startGateway({
    port: 0,
    upstreamBaseUrl: 'http://127.0.0.1:9',
    clientDist: dist,
    retry: { attempts: 0, delayMs: 1 },
    timeoutMs: 200,
  });
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

  it("serves the app's service worker as a script that is never long-cached, under a policy that lets the app run it", async () => {
    const sw = await fetch(`${gateway.url}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    // the browser looks for a new build's worker on every visit: the file must be asked for again
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('content-security-policy')).toContain("worker-src 'self'");
  });

  it('compresses text assets as the browser accepts: brotli first, then gzip, else as they are', async () => {
    const br = await raw('/assets/app-big.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(BIG.length / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG);

    const gz = await raw('/assets/app-big.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(BIG);

    for (const none of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await raw('/assets/app-big.js', none);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(BIG);
    }
    const head = await raw('/assets/app-big.js', 'br', 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(br.body.length);
    expect(head.body.length).toBe(0);
  });

  it('serves a precompressed sibling when the build wrote one, and images as they are', async () => {
    const pre = await raw('/assets/pre-built.js', 'br');
    expect(pre.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(pre.body).toString()).toContain('// from the .br file');
    // no .gz sibling: compressed on the fly
    expect(gunzipSync((await raw('/assets/pre-built.js', 'gzip')).body).toString()).toBe(BIG);
    const png = await raw('/assets/photo.png', 'br, gzip');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body.length).toBe(4096);
  });

  it('gzips GraphQL responses of 1 KiB and more when accepted; small ones and refusals go as they are', async () => {
    const big = JSON.stringify({ query: '{ __schema { types { name description } } }' });
    const zipped = await raw('/graphql', 'gzip, deflate, br', 'POST', big);
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    const json = JSON.parse(gunzipSync(zipped.body).toString()) as { data: { __schema: { types: unknown[] } } };
    expect(json.data.__schema.types.length).toBeGreaterThan(50);
    expect(zipped.body.length).toBeLessThan(JSON.stringify(json).length / 3);
    expect(zipped.headers['x-upstream-calls']).toBe('0');

    const plain = await raw('/graphql', 'gzip;q=0', 'POST', big);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(json);
    const small = await raw('/graphql', 'gzip', 'POST', JSON.stringify({ query: '{ __typename }' }));
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ data: { __typename: 'Query' } });
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
    // the page is small; its 8 MB bundle and styles are separate, compressed, immutable assets
    expect(html.length).toBeLessThan(64 * 1024);
    const assets = [...html.matchAll(/(?:src|href)="(\/graphiql-assets\/[\w-]+\.(js|css))"/g)].map((m) => m[1]!);
    expect(assets.map((a) => a.split('.').pop()).sort()).toEqual(['css', 'js']);
    expect(html).toMatch(/rel="icon" href="\/graphiql-assets\/[\w-]+\.ico"/);
    for (const asset of assets) {
      const br = await fetch(`${gateway.url}${asset}`, { headers: { 'accept-encoding': 'br' } });
      expect(br.status).toBe(200);
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const compressed = Number(br.headers.get('content-length'));
      const plain = await fetch(`${gateway.url}${asset}`, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      const body = Buffer.from(await plain.arrayBuffer());
      expect(compressed).toBeLessThan(body.length * 0.6);
      expect(plain.headers.get('content-type')).toMatch(asset.endsWith('.js') ? /^text\/javascript/ : /^text\/css/);
    }
    expect((await fetch(`${gateway.url}/graphiql-assets/nope.js`)).status).toBe(404);
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
