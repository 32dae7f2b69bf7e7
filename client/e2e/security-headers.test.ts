// The Content-Security-Policy in a real browser: the app, its images, audio and video,
// and GraphiQL work under the gateway's policies without a single violation, and a script that got
// into upstream HTML past both sanitisers is blocked by the policy.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { CLIENT_DIST, useSystem } from './harness';

const { test, sys } = useSystem();

interface Violation {
  directive: string;
  blockedURI: string;
  sample: string;
}

declare global {
  interface Window {
    __violations?: Violation[];
    __pwned?: string[];
  }
}

/** Records every CSP violation of every page of the context, and the console's CSP complaints. */
async function watchViolations(context: BrowserContext, page: Page): Promise<{ console: string[] }> {
  await context.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__violations!.push({ directive: e.effectiveDirective, blockedURI: e.blockedURI, sample: e.sample });
    });
  });
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  return { console };
}

const violations = (page: Page) => page.evaluate(() => window.__violations ?? []);

/** The id of a news article of the default site with the given content type (asked of the gateway). */
async function newsWith(contentType: 'VIDEO' | 'AUDIO'): Promise<string> {
  const res = await fetch(`${sys().gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-site-code': 'site510100' },
    body: JSON.stringify({ query: '{ news(first: 50) { edges { node { upstreamId contentType } } } }' }),
  });
  const body = (await res.json()) as { data: { news: { edges: Array<{ node: { upstreamId: string; contentType: string } }> } } };
  const hit = body.data.news.edges.find((e) => e.node.contentType === contentType);
  if (!hit) throw new Error(`no ${contentType} article on site510100`);
  return hit.node.upstreamId;
}

describe('Content-Security-Policy in the browser', () => {
  test('the app and its images load with no violation', async ({ page, context, open, pageErrors }) => {
    const csp = await watchViolations(context, page);
    const res = await page.goto(`${sys().gatewayUrl}/#/index?siteCode=site510100`);
    expect(res?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
    await page.getByTestId('home').waitFor();
    await page.getByTestId('place-shelf').first().waitFor();
    // images from the upstream's file server, decoded
    const upstream = new URL(sys().upstreamUrl).origin;
    await page.waitForFunction(
      (origin) => Array.from(document.images).some((img) => img.src.startsWith(origin) && img.complete && img.naturalWidth > 0),
      upstream,
    );
    await open('/scenic-list?siteCode=site510100');
    await page.getByTestId('place-card').first().waitFor();
    expect(await violations(page)).toEqual([]);
    expect(csp.console).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test("the build's worker scripts run under the app's policy; its other scripts and styles carry no document policy", async () => {
    const assets = readdirSync(join(CLIENT_DIST, 'assets'));
    const workers = assets.filter((f) => /worker.*\.js$/.test(f));
    // the map's worker (MapLibre's CSP build); the service worker is served from the root
    expect(workers.length).toBeGreaterThan(0);
    const app = (await fetch(`${sys().gatewayUrl}/`)).headers.get('content-security-policy');
    for (const file of [...workers, 'sw.js']) {
      const res = await fetch(`${sys().gatewayUrl}/${workers.includes(file) ? 'assets/' : ''}${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('content-security-policy'), file).toBe(app);
    }
    const entry = assets.find((f) => /^index-.*\.js$/.test(f))!;
    const styles = assets.find((f) => /^index-.*\.css$/.test(f))!;
    for (const file of [entry, styles]) {
      const res = await fetch(`${sys().gatewayUrl}/assets/${file}`);
      expect(res.headers.get('x-content-type-options'), file).toBe('nosniff');
      expect(res.headers.get('content-security-policy'), file).toBeNull();
    }
  });

  test('video and audio of the upstream play under the policy', async ({ page, context, open }) => {
    const csp = await watchViolations(context, page);
    for (const [kind, selector] of [
      ['VIDEO', 'video'],
      ['AUDIO', 'audio'],
    ] as const) {
      await open(`/news-detail/${await newsWith(kind)}?siteCode=site510100`);
      await page.locator(selector).first().waitFor();
      // the app says preload="none": load the media now, as a tap on play would
      await page
        .locator(selector)
        .first()
        .evaluate((el: HTMLMediaElement) => {
          el.preload = 'metadata';
          el.load();
        });
      await page.waitForFunction((s) => {
        const el = document.querySelector<HTMLMediaElement>(s);
        return !!el && (el.readyState >= HTMLMediaElement.HAVE_METADATA || el.error !== null);
      }, selector);
      const state = await page
        .locator(selector)
        .first()
        .evaluate((el: HTMLMediaElement) => ({ ready: el.readyState, error: el.error?.code ?? null, duration: el.duration }));
      expect(state.error, kind).toBeNull();
      expect(state.duration, kind).toBeGreaterThan(0);
    }
    expect(await violations(page)).toEqual([]);
    expect(csp.console).toEqual([]);
  });

  test('GraphiQL renders and introspects under its own policy', async ({ page, context }) => {
    const csp = await watchViolations(context, page);
    const introspected = page.waitForResponse((r) => r.url().endsWith('/graphql') && r.request().method() === 'POST' && r.status() === 200);
    const res = await page.goto(`${sys().gatewayUrl}/graphql`, { timeout: 60_000 }); // 8 MB of GraphiQL script on a busy machine
    expect(res?.headers()['content-security-policy']).toMatch(/script-src 'self'(;|$)/); // its bundle is a gateway asset, no inline script
    await page.locator('.graphiql-container').first().waitFor();
    await page.locator('.graphiql-editor').first().waitFor();
    await introspected;
    // the schema arrived: the docs explorer lists the root types
    await page.getByRole('button', { name: /documentation explorer/i }).click();
    await page.getByText('Query', { exact: true }).first().waitFor();
    expect(await violations(page)).toEqual([]);
    expect(csp.console).toEqual([]);
  });

  /** What the app would insert with dangerouslySetInnerHTML had the upstream's HTML kept them. */
  const inject = (page: Page) =>
    page.evaluate(() => {
      window.__pwned = [];
      const article = document.createElement('div');
      article.innerHTML =
        '<img src="/missing.png" onerror="window.__pwned.push(\'onerror\')"><a id="js-link" href="javascript:window.__pwned.push(\'href\')">link</a>';
      document.body.append(article);
      const script = document.createElement('script');
      script.textContent = "window.__pwned.push('script')";
      document.body.append(script);
      (document.getElementById('js-link') as HTMLAnchorElement).click();
    });

  test(
    'a script in upstream HTML that escaped the sanitisers does not run',
    async ({ page, context, open }) => {
      await watchViolations(context, page);
      await open('/index?siteCode=site510100');
      await page.getByTestId('home').waitFor();
      // an inline event handler, an inline script element, a javascript: URL
      await inject(page);
      await page.waitForFunction(() => {
        const directives = (window.__violations ?? []).map((v) => v.directive);
        return directives.includes('script-src-attr') && directives.filter((d) => d === 'script-src-elem').length >= 2;
      });
      expect(await page.evaluate(() => window.__pwned)).toEqual([]);
      const seen = await violations(page);
      expect(seen.every((v) => v.blockedURI === 'inline')).toBe(true);
    },
    { axe: false },
  ); // it plants an image without alt on purpose

  test(
    'control: without the policy the same injection runs (the test above is not vacuous)',
    async ({ page, open }) => {
      await page.route(`${sys().gatewayUrl}/`, async (route) => {
        const response = await route.fetch();
        const headers = { ...response.headers() };
        delete headers['content-security-policy'];
        await route.fulfill({ response, headers });
      });
      await open('/index?siteCode=site510100');
      await page.getByTestId('home').waitFor();
      await inject(page);
      await page.waitForFunction(() => (window.__pwned ?? []).length >= 3);
      expect((await page.evaluate(() => window.__pwned ?? [])).sort()).toEqual(['href', 'onerror', 'script']);
    },
    { axe: false },
  ); // it plants an image without alt on purpose
});
