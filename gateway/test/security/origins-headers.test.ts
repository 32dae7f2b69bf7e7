// CORS from an allow-list and the security headers of every answer, on a gateway over
// the real reference upstream serving a small built app.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.ts';
import { startHarness } from '../integration/harness.ts';
import type { Harness } from '../integration/harness.ts';

const ALLOWED = 'https://portal.example-region.cn';
const REFUSED = 'https://evil.example.com';
const QUERY = JSON.stringify({ query: '{ site { name } }' });

describe('CORS allow-list on /graphql', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ cors: { allowedOrigins: [ALLOWED], maxAgeSeconds: 600 } });
  });
  afterAll(async () => {
    await h.close();
  });

  const preflight = (origin: string) =>
    fetch(`${h.gatewayUrl}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-token, x-site-code, graphql-client-name',
      },
    });
  const actual = (origin: string) =>
    fetch(`${h.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', accept: 'application/json' },
      body: QUERY,
    });

  it('an allowed origin: the preflight grants it, without credentials, cached', async () => {
    const res = await preflight(ALLOWED);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, POST');
    const allowedHeaders = (res.headers.get('access-control-allow-headers') ?? '').split(', ');
    expect(allowedHeaders).toEqual(expect.arrayContaining(['content-type', 'x-token', 'x-site-code', 'graphql-client-name']));
    expect(res.headers.get('access-control-max-age')).toBe('600');
    expect(res.headers.get('vary')).toMatch(/Origin/);
  });

  it('an allowed origin: the answer grants it, without credentials', async () => {
    const res = await actual(ALLOWED);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { site: { name: string } } }).data.site.name).toEqual(expect.any(String));
    expect(res.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('access-control-expose-headers')).toMatch(/x-request-id/);
    expect(res.headers.get('vary')).toMatch(/\bOrigin\b/);
  });

  it('another origin: the preflight is refused and no answer grants it', async () => {
    const pre = await preflight(REFUSED);
    expect(pre.status).toBe(403);
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    expect(pre.headers.get('access-control-allow-methods')).toBeNull();
    expect(pre.headers.get('access-control-allow-credentials')).toBeNull();
    const res = await actual(REFUSED);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('vary')).toMatch(/\bOrigin\b/);
    // the `null` origin of sandboxed frames and files is another origin too
    expect((await preflight('null')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it("the app's own origin is always fine", async () => {
    const res = await actual(h.gatewayUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(h.gatewayUrl);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('CORS_ALLOWED_ORIGINS: comma-separated origins; anything else stops the start', () => {
    expect(readConfig({ CORS_ALLOWED_ORIGINS: `${ALLOWED}, http://127.0.0.1:5173/` }).cors).toEqual({
      allowedOrigins: [ALLOWED, 'http://127.0.0.1:5173'],
      maxAgeSeconds: 600,
    });
    expect(readConfig({}).cors?.allowedOrigins).toEqual([]);
    expect(readConfig({ CORS_MAX_AGE_SECONDS: '7200' }).cors?.maxAgeSeconds).toBe(7200);
    for (const bad of ['*', 'null', 'portal.example-region.cn', 'https://portal.example-region.cn/app', 'ftp://files.example.cn']) {
      expect(() => readConfig({ CORS_ALLOWED_ORIGINS: bad }), bad).toThrow(/origin/);
    }
  });
});

describe('security headers on every answer', () => {
  const dist = mkdtempSync(join(tmpdir(), 'ctp-dist-'));
  const styledDist = mkdtempSync(join(tmpdir(), 'ctp-dist-'));
  const SPLASH_STYLE = '.splash{background:#f5f5f5}';
  const FIRST_SCREEN_SCRIPT = 'window.__early={};';
  let h: Harness;
  let framed: Harness;
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><script type="module" src="./assets/app.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(dist, 'assets', 'app.js'), 'document.getElementById("root").textContent = "app";');
    writeFileSync(join(dist, 'assets', 'app.css'), 'body{}');
    writeFileSync(join(dist, 'assets', 'maplibre-gl-csp-worker-abc123.js'), 'self.onmessage = () => undefined;');
    writeFileSync(join(dist, 'assets', 'photo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // the built app's splash style is inline (painted before any file arrives), and so is the
    // script that sends the first screen's queries while the files download
    mkdirSync(join(styledDist, 'assets'));
    writeFileSync(
      join(styledDist, 'index.html'),
      `<!doctype html><html><head><script>${FIRST_SCREEN_SCRIPT}</script><style>${SPLASH_STYLE}</style></head><body><div id="root"></div><script type="module" src="./assets/app.js"></script></body></html>`,
    );
    h = await startHarness({ clientDist: dist });
    framed = await startHarness({
      clientDist: styledDist,
      securityHeaders: {
        frameAncestors: ["'self'", 'https://webview.example-messenger.cn'],
        mediaOrigins: ['https://files.example-region.cn'],
      },
    });
  });
  afterAll(async () => {
    await h.close();
    await framed.close();
    rmSync(dist, { recursive: true, force: true });
    rmSync(styledDist, { recursive: true, force: true });
  });

  const directives = (csp: string | null) =>
    new Map(
      (csp ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...sources]) => [name!, sources]),
    );
  const common = (res: Response) => {
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toBe('geolocation=(self), camera=(self), microphone=(self)');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).not.toMatch(/unsafe-eval/);
  };

  it("the app's HTML: its own scripts, styles, images and media, the upstream's files, frames from itself only", async () => {
    const res = await fetch(`${h.gatewayUrl}/`);
    expect(res.status).toBe(200);
    common(res);
    const csp = directives(res.headers.get('content-security-policy'));
    const upstream = new URL(h.upstreamUrl).origin;
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', upstream]);
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:', upstream]);
    // the HLS player and the panorama viewer fetch their media from the upstream's file server
    expect(csp.get('connect-src')).toEqual(["'self'", upstream]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('every static answer a browser reads them from carries them: documents, workers, images, a missing file, a refused method', async () => {
    const app = (await fetch(`${h.gatewayUrl}/`)).headers.get('content-security-policy');
    for (const [path, init, status] of [
      ['/assets/maplibre-gl-csp-worker-abc123.js', {}, 200],
      ['/assets/photo.svg', {}, 200],
      ['/logo.svg', {}, 200],
      ['/missing.png', {}, 404],
      ['/', { method: 'DELETE' }, 405],
    ] as const) {
      const res = await fetch(`${h.gatewayUrl}${path}`, init);
      expect(res.status, path).toBe(status);
      common(res);
      expect(res.headers.get('content-security-policy'), path).toBe(app);
    }
  });

  it("the build's scripts and stylesheets carry nosniff only: a browser reads no document policy from them", async () => {
    for (const path of ['/assets/app.js', '/assets/app.css']) {
      const res = await fetch(`${h.gatewayUrl}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      for (const name of ['content-security-policy', 'permissions-policy', 'referrer-policy'])
        expect(res.headers.get(name), `${path} ${name}`).toBeNull();
    }
  });

  it("the app's inline splash style and first-screen script are allowed by their hashes, and no other inline style or script", async () => {
    const csp = directives((await fetch(`${framed.gatewayUrl}/`)).headers.get('content-security-policy'));
    const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    expect(csp.get('style-src')).toEqual(["'self'", sha256(SPLASH_STYLE)]);
    expect(csp.get('script-src')).toEqual(["'self'", sha256(FIRST_SCREEN_SCRIPT)]);
  });

  it("FRAME_ANCESTORS and CSP_MEDIA_ORIGINS (the messaging app's page, a file server)", async () => {
    const csp = directives((await fetch(`${framed.gatewayUrl}/`)).headers.get('content-security-policy'));
    expect(csp.get('frame-ancestors')).toEqual(["'self'", 'https://webview.example-messenger.cn']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://files.example-region.cn']);
    expect(readConfig({ FRAME_ANCESTORS: "'self', https://webview.example-messenger.cn" }).securityHeaders?.frameAncestors).toEqual([
      "'self'",
      'https://webview.example-messenger.cn',
    ]);
    expect(readConfig({ FRAME_ANCESTORS: 'none' }).securityHeaders?.frameAncestors).toEqual(["'none'"]);
    expect(readConfig({}).securityHeaders).toEqual({ frameAncestors: ["'self'"] });
    expect(readConfig({ CSP_MEDIA_ORIGINS: 'https://files.example-region.cn' }).securityHeaders?.mediaOrigins).toEqual([
      'https://files.example-region.cn',
    ]);
    // the reference upstream's public address (npm start) joins the upstream's own by default
    expect(
      readConfig({ UPSTREAM_BASE_URL: 'http://127.0.0.1:4010/', UPSTREAM_PUBLIC_URL: 'http://192.168.1.20:4010' }).securityHeaders
        ?.mediaOrigins,
    ).toEqual(['http://127.0.0.1:4010', 'http://192.168.1.20:4010']);
    expect(() => readConfig({ CSP_MEDIA_ORIGINS: 'files.example-region.cn' })).toThrow(/origin/);
    expect(() => readConfig({ FRAME_ANCESTORS: "https://a.cn; script-src 'unsafe-inline'" })).toThrow(/origin/);
  });

  it('GraphiQL: no inline script, its bundle and styles from the gateway itself', async () => {
    const res = await fetch(`${h.gatewayUrl}/graphql`, { headers: { accept: 'text/html' } });
    const html = await res.text();
    expect(html).toMatch(/graphiql/i);
    common(res);
    const csp = directives(res.headers.get('content-security-policy'));
    expect([...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]).toHaveLength(0);
    expect(html).toMatch(/<script src="\/graphiql-assets\/[\w-]+\.js"><\/script>/);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('worker-src')).toEqual(['blob:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('data answers: /graphql JSON, /health, 404 — no page may render or frame them', async () => {
    const graphql = await fetch(`${h.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: QUERY,
    });
    const health = await fetch(`${h.gatewayUrl}/health`);
    const bare = await startHarness();
    try {
      const missing = await fetch(`${bare.gatewayUrl}/nothing`);
      for (const res of [graphql, health, missing]) {
        common(res);
        expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      }
    } finally {
      await bare.close();
    }
  });
});
