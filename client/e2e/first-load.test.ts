import { describe, expect } from 'vitest';
import { operationOf, useSystem } from './harness';

const { test } = useSystem();

/**
 * A main screen's first load (the bottom menu's: home, news, activities, mine) is one
 * GraphQL round trip. The shell's query and the screen's leave together from the route loaders,
 * not the screen's after its chunk arrived. The screen's chunk is held back here until both
 * queries have been answered: a query that waited for it would leave after it (and never, here).
 */
const SCREENS = [
  { path: '/index?siteCode=site510100', chunk: 'HomeScreen', query: 'HomeScreenQuery', content: 'place-shelf' },
  { path: '/news-list/all?siteCode=site510100', chunk: 'NewsListScreen', query: 'NewsListScreenQuery', content: 'news-list' },
  { path: '/activity-home?siteCode=site510100', chunk: 'ActivityHomeScreen', query: 'ActivityHomeScreenQuery', content: 'activity-home' },
  { path: '/user?siteCode=site510100', chunk: 'UserScreen', query: 'UserScreenQuery', content: 'user-page' },
];

describe('first load: one GraphQL round trip', () => {
  for (const s of SCREENS) {
    test(`${s.path}: the shell and screen queries leave together, before the screen's chunk arrived`, async ({
      page,
      open,
      pageErrors,
    }) => {
      const sent: { name: string; at: number }[] = [];
      page.on('request', (req) => {
        if (new URL(req.url()).pathname !== '/graphql') return;
        sent.push({ name: operationOf(req) ?? '?', at: Date.now() });
      });
      // the shell's and the screen's queries answered: the page has all it asks for without the chunk
      const answered = Promise.all(
        ['AppShellQuery', s.query].map((name) => page.waitForResponse((res) => operationOf(res.request()) === name, { timeout: 0 })),
      );
      answered.catch(() => undefined);
      let chunkReleasedAt = Number.POSITIVE_INFINITY;
      await page.route(new RegExp(`/assets/${s.chunk}-[\\w-]+\\.js$`), async (route) => {
        await answered;
        chunkReleasedAt = Date.now();
        await route.continue();
      });
      await open(s.path);
      await page.getByTestId(s.content).first().waitFor();

      const before = sent
        .filter((x) => x.at < chunkReleasedAt)
        .map((x) => x.name)
        .sort();
      expect(before).toEqual(['AppShellQuery', s.query].sort());
      expect(pageErrors).toEqual([]);
    });
  }
});

describe('first paint: the splash before any file', () => {
  test('with the stylesheet and every script held back, the splash shows styled (its bar in the default colour) and breaks no policy; then the home replaces it', async ({
    page,
    context,
    sys,
    pageErrors,
  }) => {
    const violations: string[] = [];
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => console.error(`csp-violation ${e.effectiveDirective} ${e.blockedURI}`));
    });
    page.on('console', (m) => {
      if (/csp-violation|Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    const held: Array<() => void> = [];
    let holding = true;
    await page.route(/\/assets\/[\w-]+\.(?:css|js)$/, async (route) => {
      if (holding) await new Promise<void>((release) => held.push(release));
      await route.continue();
    });
    await page.goto(`${sys.gatewayUrl}/#/index?siteCode=site510100`, { waitUntil: 'commit' });
    const bar = page.locator('.splash__bar');
    await bar.waitFor();
    expect(held.length).toBeGreaterThan(0); // nothing of the build has arrived yet
    expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(200, 16, 46)');
    expect(await page.locator('.splash__block').count()).toBeGreaterThan(5);
    holding = false;
    held.splice(0).forEach((release) => release());
    await page.getByTestId('place-shelf').first().waitFor();
    await expect.poll(() => page.locator('#root > .splash').count()).toBe(0);
    expect(violations).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

describe('answers after the scripts: the first render waits for them', () => {
  test("with the home's answers held until its scripts have run, the home shows at once, without its skeleton first", async ({
    page,
    context,
    sys,
    pageErrors,
  }) => {
    // a skeleton is a Suspense fallback: React reveals what replaces it no sooner than 300 ms later
    await context.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('[data-testid=skeleton]')) (window as unknown as { skeletonSeen?: boolean }).skeletonSeen = true;
      }).observe(document, { childList: true, subtree: true });
    });
    // the router asks for the families' route tables once its first navigation is done: the
    // scripts have all run by then, and only the answers are missing
    const navigated = page.waitForRequest((req) => /\/assets\/familyRoutes-[\w-]+\.js$/.test(req.url()), { timeout: 0 });
    navigated.catch(() => undefined);
    await page.route('**/graphql', async (route) => {
      await navigated;
      await route.continue();
    });
    await page.goto(`${sys.gatewayUrl}/#/index?siteCode=site510100`);
    await navigated;
    await page.getByTestId('place-shelf').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { skeletonSeen?: boolean }).skeletonSeen ?? false)).toBe(false);
    expect(pageErrors).toEqual([]);
  });
});
