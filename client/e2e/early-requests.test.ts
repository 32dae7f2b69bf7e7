import type { Page, Request } from 'playwright-core';
import { describe, expect } from 'vitest';
import { operationOf, useSystem } from './harness';

const { test, sys } = useSystem();

/**
 * The first screen's queries leave from index.html's inline script, while the app's JavaScript
 * downloads; the network layer takes their answers instead of asking again. Every script file of
 * the build is held back here until the page is told to go on: what was asked before came from the
 * inline script.
 */
async function openHeld(page: Page, hashPath: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((r) => {
    release = r;
  });
  await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`${sys().gatewayUrl}/#${hashPath}`, { waitUntil: 'commit' });
  // the splash is in the body, after the inline script in the head: that script has run
  await page.locator('.splash__bar').waitFor();
  return release;
}

/** The requests the inline script left for the app (their keys), as the page holds them. */
function earlyKeys(page: Page): Promise<number> {
  return page.evaluate(() => Object.keys((window as unknown as { __ctpEarlyAnswers?: object }).__ctpEarlyAnswers ?? {}).length);
}

function graphqlLog(page: Page): Request[] {
  const log: Request[] = [];
  page.on('request', (req) => {
    if (operationOf(req)) log.push(req);
  });
  return log;
}

const named = (log: Request[], name: string) => log.filter((r) => operationOf(r) === name);

describe('the first screen asks from the first byte', () => {
  for (const s of [
    { path: '/index?siteCode=site510100', query: 'HomeScreenQuery', content: 'place-shelf' },
    { path: '/news-list/all?siteCode=site510100', query: 'NewsListScreenQuery', content: 'news-list' },
    { path: '/activity-home?siteCode=site510100', query: 'ActivityHomeScreenQuery', content: 'activity-home' },
    { path: '/user?siteCode=site510100', query: 'UserScreenQuery', content: 'user-page' },
  ]) {
    test(`${s.path}: the shell's and the screen's queries leave before any script file, once each`, async ({ page, pageErrors }) => {
      const log = graphqlLog(page);
      const asked = Promise.all(['AppShellQuery', s.query].map((name) => page.waitForRequest((r) => operationOf(r) === name)));
      const release = await openHeld(page, s.path);
      await asked;
      expect(await earlyKeys(page)).toBe(2);
      release();
      await page.getByTestId(s.content).first().waitFor();
      expect(named(log, 'AppShellQuery')).toHaveLength(1);
      expect(named(log, s.query)).toHaveLength(1);
      expect(named(log, s.query)[0]?.headers()['x-site-code']).toBe('site510100');
      // the answers were taken and nothing is left for a later request
      expect(await earlyKeys(page)).toBe(0);
      expect(pageErrors).toEqual([]);
    });
  }

  test('an early answer asked in another language than the app starts in is never used: the app asks again', async ({
    page,
    pageErrors,
  }) => {
    const log = graphqlLog(page);
    // the early (Chinese) answers never come: a page that took one would never show its home
    await page.route('**/graphql', async (route) => {
      if (route.request().headers()['x-language'] === 'CN') return;
      await route.continue();
    });
    const asked = page.waitForRequest((r) => operationOf(r) === 'HomeScreenQuery');
    const release = await openHeld(page, '/index?siteCode=site510100');
    expect((await asked).headers()['x-language']).toBe('CN');
    // the visitor switched to English (another tab) while the app's files were on their way
    await page.evaluate(() => localStorage.setItem('ctp.lang', 'EN'));
    release();
    await page.getByTestId('place-shelf').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    for (const name of ['AppShellQuery', 'HomeScreenQuery']) {
      expect(named(log, name).map((r) => r.headers()['x-language'])).toEqual(['CN', 'EN']);
    }
    expect(await earlyKeys(page)).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  for (const s of [
    { why: 'a session whose refresh is due (the app refreshes first)', path: '/index?siteCode=site510100', stale: true },
    { why: "an index address that switches to its language's site", path: '/index?lang=en', stale: false },
    { why: 'a screen off the bottom menu (its route table loads on demand)', path: '/scenic-list?siteCode=site510100', stale: false },
  ]) {
    test(`nothing is asked early for ${s.why}`, async ({ page, context }) => {
      if (s.stale) {
        await context.addInitScript(() => {
          const issued = Date.now() - 7_000_000;
          const session = {
            token: 'stale-token',
            issuedAt: new Date(issued).toISOString(),
            refreshAfter: new Date(issued + 6_000_000).toISOString(),
            phone: '138****0005',
          };
          localStorage.setItem('cloudUserInfo', JSON.stringify(session));
        });
      }
      const log = graphqlLog(page);
      const release = await openHeld(page, s.path);
      expect(await earlyKeys(page)).toBe(0);
      expect(log).toEqual([]);
      release();
      // the app asks itself, as without the inline script
      await page.waitForRequest((r) => operationOf(r) !== undefined);
    });
  }
});
