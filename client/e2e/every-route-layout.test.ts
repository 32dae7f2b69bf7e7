import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { settled, signIn, useSystem } from './harness';
import { CRAWL_LIMITS, Crawl, readSchema } from './graphCrawl';
import { inspect, report } from './layoutCheck';
import { completeTable, opens } from './routeTable';

/**
 * Every screen the app can reach, not only the main ones, fits a 320 px phone: the in-app paths
 * the graph emits on a site (its menus, lists, details, and the signed-in traveller's records)
 * are opened one per route, each on a fresh load, and measured once it has settled. The French
 * site in French has the longest words of the demo languages; the Chengdu site signed in, in
 * Korean (words kept whole), covers the personal pages. Each walk is cut into parts, one test
 * each, so no test runs long on a busy machine.
 */
const { test, sys } = useSystem({ gateway: { limits: CRAWL_LIMITS } });

const TRAVELLER = '13800000001';
const WIDTH = 320;
const PARTS = 4;

interface Walk {
  site: string;
  lang: string;
  signedIn: boolean;
}
const WALKS: readonly Walk[] = [
  { site: 'site530700', lang: 'FRENCH', signedIn: false },
  { site: 'site510100', lang: 'KOREAN', signedIn: true },
];

/** The traveller's stored session, once the first part of the signed-in walk has signed in through the login page. */
let storedSession: string | null = null;
/** Per walk, one path per route of the app (the first the crawl met), outside the catch-all. */
const routesOf = new Map<Walk, Promise<string[]>>();

function routes(walk: Walk, token: string | null): Promise<string[]> {
  let known = routesOf.get(walk);
  if (!known) {
    known = (async () => {
      const crawl = new Crawl(sys(), await readSchema(sys().gatewayUrl), walk.site, token);
      await crawl.roots();
      await crawl.nodes();
      const table = await completeTable();
      const seen = new Map<string, string>();
      for (const { path } of crawl.paths) {
        const route = opens(table, path);
        if (route && route !== '*' && !seen.has(route)) seen.set(route, path);
      }
      return [...seen.values()];
    })();
    routesOf.set(walk, known);
  }
  return known;
}

/** Signs the page in as the traveller: through the login page the first time, from the stored session after. */
async function signedIn(page: Page, context: BrowserContext, open: (hashPath: string) => Promise<void>, walk: Walk): Promise<string> {
  if (storedSession) {
    const session = storedSession;
    await context.addInitScript((value) => localStorage.setItem('cloudUserInfo', value), session);
    await open(`/user?siteCode=${walk.site}&lang=${walk.lang}`);
    await page.getByTestId('user-profile').waitFor();
  } else {
    // the site and language first (applying them may load the page again), then the sign-in
    await open(`/index?siteCode=${walk.site}&lang=${walk.lang}`);
    await page.locator('[data-testid="home"]').waitFor();
    await signIn(page, sys().upstreamUrl, TRAVELLER, { open, returnTo: '/user' });
    await page.getByTestId('user-profile').waitFor();
    storedSession = await page.evaluate(() => localStorage.getItem('cloudUserInfo'));
  }
  return (JSON.parse(storedSession ?? '{}') as { token: string }).token;
}

describe('every route fits the phone', () => {
  for (const walk of WALKS) {
    for (let part = 0; part < PARTS; part += 1) {
      const name = `${walk.site} in ${walk.lang}${walk.signedIn ? ', signed in' : ''}: every route its graph leads to, part ${part + 1} of ${PARTS}`;
      test(name, async ({ page, context, open }) => {
        let token: string | null = null;
        if (walk.signedIn) token = await signedIn(page, context, open, walk);
        else {
          await open(`/index?siteCode=${walk.site}&lang=${walk.lang}`);
          await page.locator('[data-testid="home"]').waitFor();
        }
        const all = await routes(walk, token);
        expect(all.length).toBeGreaterThan(40);
        const size = Math.ceil(all.length / PARTS);
        const problems: string[] = [];
        await page.setViewportSize({ width: WIDTH, height: 640 });
        for (const path of all.slice(part * size, (part + 1) * size)) {
          // a fresh load per route: the router keeps the last screen while the next one's data loads
          await page.goto('about:blank');
          await page.goto(`${sys().gatewayUrl}/#${path}`);
          await settled(page);
          report(await inspect(page), `${walk.site} ${walk.lang} ${path} @${WIDTH}`, problems);
        }
        expect(problems).toEqual([]);
      });
    }
  }
});
