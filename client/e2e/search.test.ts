import { describe, expect } from 'vitest';
import { newMobileContext, operationOf, signIn, snap, useSystem } from './harness';
import { graphCall } from './graph';

const { test, sys } = useSystem();

type Json = Record<string, any>;

const gql = (query: string, variables: Json = {}): Promise<Json> =>
  graphCall<Json>(sys().gatewayUrl, query, variables, { site: 'site510100' });

const HOT = '{ site { hotSearchWords { word searchCount } } }';
const TOTAL = 'query($k: String!, $kind: PlaceKind) { searchPlaces(keyword: $k, kind: $kind, first: 1) { totalCount } }';

describe('searching places', () => {
  test('home search bar → keyword → results of every kind that scroll to more → one kind → a detail; recent searches; nothing found', async ({
    page,
    open,
    pageErrors,
  }) => {
    const keyword = '成都';
    const all = (await gql(TOTAL, { k: keyword })).searchPlaces.totalCount as number;
    const scenic = (await gql(TOTAL, { k: keyword, kind: 'SCENIC_AREA' })).searchPlaces.totalCount as number;
    expect(all).toBeGreaterThan(10);
    expect(scenic).toBeGreaterThan(0);
    expect(scenic).toBeLessThan(all);

    await open('/index?siteCode=site510100');
    await page.locator('.search-bar').click();
    await page.getByTestId('search').waitFor();
    await expect.poll(() => page.url()).toContain('#/search');
    // An empty keyword is refused with a prompt, not sent.
    await page.getByTestId('search-submit').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=toast]')?.textContent?.includes('请输入搜索关键词'));

    // Before a search: the site's hot words.
    const hot = (await gql(HOT)).site.hotSearchWords as Array<{ word: string; searchCount: number }>;
    await page.getByTestId('search-hot').waitFor();
    expect(await page.getByTestId('search-hot').locator('button').allInnerTexts()).toEqual(hot.map((w) => w.word));
    // An anonymous visitor has no recent searches yet.
    expect(await page.getByTestId('search-recent').count()).toBe(0);

    await page.getByTestId('search-input').fill(keyword);
    await sys().dev.resetCalls();
    await page.getByTestId('search-input').press('Enter');
    await page.getByTestId('search-results').waitFor();
    expect(Number((await page.getByTestId('total-count').innerText()).replace(/\D+/g, ''))).toBe(all);
    expect(await page.getByTestId('place-card').count()).toBe(10);
    // A page of hits is one call to the search service: the cards show what it returns (no detail per hit).
    const paths = (await sys().dev.calls()).calls.map((c) => c.path);
    expect(paths.filter((p) => p === 'res/api/es/search')).toHaveLength(1);
    expect(paths.filter((p) => p.endsWith('/detail'))).toEqual([]);
    const kinds = await page.locator('[data-testid=place-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')));
    expect(new Set(kinds).size).toBeGreaterThan(1);
    expect(await page.getByTestId('place-card').first().getByTestId('place-kind').innerText()).not.toBe('');
    expect(await page.getByTestId('place-card').first().getByTestId('place-region').innerText()).not.toBe('');
    await snap(page, 'search-results');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=place-card]').length > n, 10);

    // One kind: the address names it, the count is that kind's, every card opens a scenic detail.
    await page.getByTestId('search-kind-SCENIC_AREA').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=search]')?.getAttribute('data-kind') === 'SCENIC_AREA');
    await page.waitForFunction(
      (n) => document.querySelector('[data-testid=total-count]')?.textContent?.replace(/\D+/g, '') === String(n),
      scenic,
    );
    expect(decodeURIComponent(page.url())).toContain(`#/search/scenic?keyword=${keyword}`);
    const hrefs = await page.locator('[data-testid=place-card]').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs.length).toBe(Math.min(10, scenic));
    for (const href of hrefs) expect(href).toMatch(/^#\/scenic-detail\/\d+$/);
    expect(new Set(await page.locator('[data-testid=place-kind]').allInnerTexts())).toEqual(new Set(['景区']));
    const name = await page.getByTestId('place-card').first().locator('.place-card__name').innerText();
    await page.getByTestId('place-card').first().click();
    await page.getByTestId('place-detail').waitFor();
    expect(await page.getByTestId('place-name').innerText()).toBe(name);

    // A new search starts from the recent words.
    await open('/search');
    await page.getByTestId('search-recent').waitFor();
    expect(await page.getByTestId('search-recent').innerText()).toContain(keyword);
    await page.getByTestId('search-recent').getByRole('button', { name: keyword }).click();
    await page.getByTestId('search-results').waitFor();
    expect(Number((await page.getByTestId('total-count').innerText()).replace(/\D+/g, ''))).toBe(all);

    // A hot word searches itself when tapped, and the site counts it.
    await open('/search');
    await page.getByTestId('search-hot').getByRole('button', { name: hot[0]!.word, exact: true }).click();
    await page.getByTestId('search-results').waitFor();
    expect(decodeURIComponent(page.url())).toContain(`keyword=${hot[0]!.word}`);
    expect(await page.getByTestId('search-input').inputValue()).toBe(hot[0]!.word);
    await expect
      .poll(async () => ((await gql(HOT)).site.hotSearchWords[0] as { searchCount: number }).searchCount)
      .toBe(hot[0]!.searchCount + 1);

    // Nothing found says so.
    await page.getByTestId('search-input').fill('不存在的地方xyz');
    await page.getByTestId('search-submit').click();
    await page.getByTestId('search-empty').waitFor();
    expect(await page.getByTestId('search-empty').innerText()).toContain('没有找到与“不存在的地方xyz”相关的内容');
    await open('/search');
    await page.getByTestId('search-recent-clear').click();
    expect(await page.getByTestId('search-recent').count()).toBe(0);
    await page.reload();
    await page.getByTestId('search').waitFor();
    expect(await page.getByTestId('search-recent').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  test("a signed-in user's recent searches live on the server: they follow the user to another device and clear everywhere", async ({
    page,
    open,
    pageErrors,
  }) => {
    const upstream = sys().upstreamUrl;
    const phone = '13911140051';
    await signIn(page, upstream, phone, { open, returnTo: '/search' });
    await page.getByTestId('search').waitFor();
    for (const word of ['熊猫', '古镇']) {
      await page.getByTestId('search-input').fill(word);
      await page.getByTestId('search-submit').click();
      await page.getByTestId('search-results').waitFor();
      await page.waitForFunction((w) => decodeURIComponent(location.hash).includes(`keyword=${w}`), word);
    }
    await open('/search');
    await page.getByTestId('search-recent').waitFor();
    expect(await page.getByTestId('search-recent').locator('.search-recent__words button').allInnerTexts()).toEqual(['古镇', '熊猫']);
    // the page before a search starts with an empty box
    expect(await page.getByTestId('search-input').inputValue()).toBe('');
    // nothing kept on this device for a signed-in user
    expect(await page.evaluate(() => localStorage.getItem('recentSearches'))).toBeNull();
    await snap(page, 'search-recent-signed-in');

    // The same user on another device sees them.
    const other = await newMobileContext(sys());
    try {
      const page2 = await other.newPage();
      await sys().dev.advanceClock(61_000);
      await signIn(page2, upstream, phone, {
        open: (path) => page2.goto(`${sys().gatewayUrl}/#${path}`).then(() => undefined),
        returnTo: '/search',
      });
      await page2.getByTestId('search-recent').waitFor();
      expect(await page2.getByTestId('search-recent').locator('.search-recent__words button').allInnerTexts()).toEqual(['古镇', '熊猫']);
      // Cleared there (the clearing stored before that device closes), gone here too after a reload.
      const cleared = page2.waitForResponse((res) => operationOf(res.request()) === 'useRecordSearchClearMutation');
      await page2.getByTestId('search-recent-clear').click();
      expect((await cleared).ok()).toBe(true);
      expect(await page2.getByTestId('search-recent').count()).toBe(0);
    } finally {
      await other.close();
    }
    await page.reload();
    await page.getByTestId('search-hot').waitFor();
    expect(await page.getByTestId('search-recent').count()).toBe(0);

    // The search-record service failing costs only the recent words: said in place, hot words and the box still work.
    await sys().dev.addFault({ path: 'res/api/es/getSearchRecord', mode: 'code', code: 1, message: 'x', times: 1 });
    try {
      await page.reload();
      await page.getByTestId('search-recent-failed').waitFor();
      expect(await page.getByTestId('search-hot').locator('button').count()).toBeGreaterThan(0);
      await page.getByTestId('search-input').fill('熊猫');
      await page.getByTestId('search-submit').click();
      await page.getByTestId('search-results').waitFor();
    } finally {
      await sys().dev.clearFaults();
    }
    expect(pageErrors).toEqual([]);
  });
});
