import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { operationOf, snap, useSystem } from './harness';

const { test, sys } = useSystem();

async function cardCount(page: Page): Promise<number> {
  return page.getByTestId('place-card').count();
}

async function waitForCards(page: Page, predicate: string, arg?: unknown): Promise<void> {
  await page.waitForFunction(predicate, arg);
}

describe('browsing scenic areas', () => {
  test('the list shows cards with level, comfort, region and distance; scrolling loads pages until "no more"', async ({
    page,
    open,
    pageErrors,
  }) => {
    await open('/scenic-list?siteCode=site510100');
    await page.getByTestId('place-card').first().waitFor();
    expect(await page.locator('.page-header__title').innerText()).toBe('景区');
    expect(await cardCount(page)).toBe(10);
    const total = Number((await page.getByTestId('total-count').innerText()).replace(/\D+/g, ''));
    expect(total).toBeGreaterThan(20);

    const first = page.getByTestId('place-card').first();
    expect(await first.getByTestId('level').innerText()).toMatch(/A级景区$/);
    expect(await first.getByTestId('comfort').innerText()).toMatch(/舒适|一般|拥挤/);
    expect(await first.getByTestId('place-region').innerText()).not.toBe('');
    // Distances are measured from the browser's position (near Chengdu): kilometres or metres.
    expect(await first.getByTestId('distance').innerText()).toMatch(/^\d+(\.\d+)?(km|m)$/);
    await snap(page, 'scenic-list');

    // Scroll to the bottom: the second page appends 10 more cards.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await waitForCards(page, 'document.querySelectorAll("[data-testid=place-card]").length >= 20');
    expect(await cardCount(page)).toBe(20);
    expect(await page.getByTestId('list-no-more').count()).toBe(0);

    // Keep scrolling until the end: "no more" and every place loaded exactly once.
    for (let i = 0; i < 10 && (await page.getByTestId('list-no-more').count()) === 0; i += 1) {
      const shown = await cardCount(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      // the next page has come (more cards), or the list says there is none
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid=place-card]').length > n || !!document.querySelector('[data-testid=list-no-more]'),
        shown,
      );
    }
    await page.getByTestId('list-no-more').waitFor();
    expect(await page.getByTestId('list-no-more').innerText()).toContain('没有更多了');
    expect(await cardCount(page)).toBe(total);
    const names = await page.locator('[data-testid=place-card] .place-card__name').allInnerTexts();
    expect(new Set(names).size).toBe(total);
    expect(pageErrors).toEqual([]);
  });

  test('filtering by level shows only matching cards and starts again from page one', async ({ page, open }) => {
    await open('/scenic-list?siteCode=site510100');
    await page.getByTestId('place-card').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await waitForCards(page, 'document.querySelectorAll("[data-testid=place-card]").length >= 20');

    await page.getByTestId('filter-level').click();
    await page.getByTestId('level-panel').locator('[data-level="AAAAA"]').click();
    await page.waitForFunction(() => {
      const levels = [...document.querySelectorAll('[data-testid=place-card] [data-testid=level]')].map((el) =>
        el.getAttribute('data-value'),
      );
      return levels.length > 0 && levels.every((l) => l === 'AAAAA');
    });
    const cards = await cardCount(page);
    const levels = await page
      .locator('[data-testid=place-card] [data-testid=level]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-value')));
    expect(levels).toHaveLength(cards);
    expect(new Set(levels)).toEqual(new Set(['AAAAA']));
    expect(await page.getByTestId('filter-level').innerText()).toContain('5A级景区');
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(50);
    await snap(page, 'scenic-list-5A');

    // Back to all levels: the full first page again.
    await page.getByTestId('filter-level').click();
    await page.getByTestId('level-panel').getByText('全部等级').click();
    await waitForCards(page, 'document.querySelectorAll("[data-testid=place-card]").length === 10');
  });

  test('filtering by region (two levels) shows only places of that region', async ({ page, open }) => {
    await open('/scenic-list?siteCode=site510100');
    await page.getByTestId('place-card').first().waitFor();
    await page.getByTestId('filter-region').click();
    const panel = page.getByTestId('region-panel');
    await panel.getByText('都江堰市', { exact: true }).click();
    // The second column lists the towns of the chosen county.
    const towns = await panel.locator('.filters__col--sub [data-region]').evaluateAll((els) => els.map((e) => e.textContent ?? ''));
    expect(towns.length).toBeGreaterThan(2);
    const allowed = new Set(['都江堰市', ...towns.slice(1)]);
    await snap(page, 'scenic-list-region-panel');
    await panel.getByTestId('region-all-of').click();

    await page.waitForFunction(() => document.querySelector('[data-testid=filter-region]')?.textContent?.includes('都江堰市'));
    await page.waitForFunction(() => {
      const regions = [...document.querySelectorAll('[data-testid=place-card] [data-testid=place-region]')].map(
        (el) => el.textContent ?? '',
      );
      return regions.length > 0 && regions.length < 10;
    });
    const regions = await page.locator('[data-testid=place-card] [data-testid=place-region]').allInnerTexts();
    // a card names its region first, or only in its address when the address already names it
    for (const r of regions) {
      const lead = r.split(' · ')[0] ?? '';
      expect(allowed.has(lead) || [...allowed].some((name) => lead.includes(name)), `${r} is in 都江堰市`).toBe(true);
    }

    // A town of another county with no scenic area shows the "no data" state.
    await page.getByTestId('filter-region').click();
    await panel.getByText('锦江区', { exact: true }).click();
    await panel.getByText('柳江街道', { exact: true }).click();
    await page.getByText('暂无数据').waitFor();
    expect(await cardCount(page)).toBe(0);
  });

  test('the region tree loads when the panel opens (skeleton, then a retry after a failure); a linked region shows its name at once', async ({
    page,
    open,
  }) => {
    const operations: string[] = [];
    const gate: { release?: () => void } = {};
    let failNext = true;
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/graphql') operations.push(operationOf(req) ?? '');
    });
    await page.route('**/graphql', async (route) => {
      const op = operationOf(route.request());
      if (op !== 'PlaceFiltersRegionsQuery' || !failNext) return route.fallback();
      failNext = false;
      await new Promise<void>((resolve) => {
        gate.release = resolve;
      });
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ message: 'x', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }),
      });
    });
    // a deep link to a county: its name from the list's own answer, no tree asked for
    await open('/scenic-list?siteCode=site510100&region=510181');
    await page.getByTestId('place-card').first().waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid=filter-region]')?.textContent === '都江堰市');
    expect(operations).toContain('PlaceListScreenQuery');
    expect(operations).not.toContain('PlaceFiltersRegionsQuery');

    await page.getByTestId('filter-region').click();
    await page.getByTestId('region-panel-loading').waitFor();
    // the skeleton shows on the tap; the request it stands for reaches the route a moment later
    await expect.poll(() => gate.release).toBeDefined();
    gate.release!();
    const failed = page.getByTestId('region-panel-failed');
    await failed.getByRole('alert').waitFor();
    await failed.getByRole('button', { name: '重试' }).click();
    const panel = page.getByTestId('region-panel');
    // the chosen county is marked in the first column, its towns fill the second
    await panel.locator('.filters__col:not(.filters__col--sub) .filters__opt--on[data-region="510181"]').waitFor();
    expect(await panel.locator('.filters__col--sub [data-region]').count()).toBeGreaterThan(2);
    expect(operations.filter((o) => o === 'PlaceFiltersRegionsQuery')).toHaveLength(2);
    await page.unroute('**/graphql');
  });

  test("a county site's entry in the service menu lists the scenic areas of that county (/scenic-list/{siteId}), whose details open", async ({
    page,
    open,
  }) => {
    await open('/default-service?siteCode=site510100');
    await page.getByTestId('services-grid').getByRole('button', { name: '都江堰景区' }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/scenic-list/2101'));
    const list = page.locator('[data-testid="place-list"][data-kind="SCENIC_AREA"]');
    await list.getByTestId('list-no-more').waitFor();
    const names = await list.locator('.place-card__name').allInnerTexts();
    expect(names.sort()).toEqual(['都江堰景区', '都江堰玉泉花海', '都江堰翠竹森林公园', '青城山'].sort());
    await list.getByTestId('place-card').first().click();
    await page.getByTestId('place-detail').waitFor();
    expect(names).toContain(await page.getByTestId('place-name').innerText());
  });

  test('a detail page shows name, opening hours, comfort and a collapsible introduction; back restores the list position', async ({
    page,
    open,
  }) => {
    await open('/scenic-list?siteCode=site510100');
    await page.getByTestId('place-card').first().waitFor();
    // scrolled, and the page has had its scroll event and a frame after it (the position is saved then)
    await page.evaluate(
      () =>
        new Promise<void>((done) => {
          window.addEventListener('scroll', () => requestAnimationFrame(() => requestAnimationFrame(() => done())), { once: true });
          const before = window.scrollY;
          window.scrollTo(0, 600);
          if (window.scrollY === before) done(); // no scroll (the check below says so)
        }),
    );
    const card = page.getByTestId('place-card').nth(4);
    const name = await card.locator('.place-card__name').innerText();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    await card.click();

    await page.getByTestId('place-detail').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/scenic-detail\/\d+$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.getByTestId('place-name').innerText()).toBe(name);
    expect(await page.getByTestId('opening-hours').innerText()).toMatch(/\d{2}:\d{2}/);
    // a scenic area's state in the words of grounds (its gates), not a shop's
    expect(await page.getByTestId('opening-hours').innerText()).toMatch(/开园中|已闭园/);
    expect(await page.getByTestId('comfort').innerText()).toMatch(/舒适|一般|拥挤/);
    expect(await page.getByTestId('gallery').count()).toBe(1);

    const intro = page.getByTestId('introduction');
    await intro.waitFor();
    expect(await intro.getAttribute('data-collapsed')).toBe('true');
    const collapsedHeight = await intro.evaluate((el) => el.getBoundingClientRect().height);
    await snap(page, 'scenic-detail');
    await page.getByRole('button', { name: '展开全部' }).click();
    expect(await intro.getAttribute('data-collapsed')).toBe('false');
    expect(await intro.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(collapsedHeight);
    await page.getByRole('button', { name: '收起' }).click();
    expect(await intro.getAttribute('data-collapsed')).toBe('true');

    // A scenic area shows navigation only on the four sites the spec names (not this one);
    // its website opens through the gateway's verdict.
    expect(await page.getByTestId('map-link').count()).toBe(0);

    // Back to the list: the scroll position comes back (after 500 ms).
    await page.goBack();
    await page.getByTestId('place-list').waitFor();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, scrolled, { timeout: 5000 });
  });

  test('other kinds: hotels filter by star level and show rooms on the detail page', async ({ page, open }) => {
    await open('/hotel-list?siteCode=site510100');
    await page.getByTestId('place-card').first().waitFor();
    await page.getByTestId('filter-level').click();
    await page.getByTestId('level-panel').locator('[data-level="FIVE_STAR"]').click();
    await page.waitForFunction(() => {
      const levels = [...document.querySelectorAll('[data-testid=place-card] [data-testid=level]')].map((el) =>
        el.getAttribute('data-value'),
      );
      return levels.length > 0 && levels.every((l) => l === 'FIVE_STAR');
    });
    await page.getByTestId('place-card').first().click();
    await page.getByTestId('place-detail').waitFor();
    await page.getByTestId('rooms').waitFor();
    expect(await page.locator('.room').count()).toBeGreaterThan(0);
    // a hotel's check-in and check-out times are under their own label, not under opening hours
    await page.getByText('入住/离店').waitFor();
    expect(await page.getByText('开放时间', { exact: true }).count()).toBe(0);
    await snap(page, 'hotel-detail');
  });

  test("a venue's and a restaurant's state read in their own words (doors, trade)", async ({ page, open }) => {
    for (const [list, words] of [
      ['/venues-list?siteCode=site510100', /^(开馆中|已闭馆)$/],
      ['/food-list?siteCode=site510100', /^(营业中|休息中)$/],
    ] as const) {
      await open(list);
      await page.getByTestId('place-card').first().click();
      await page.getByTestId('place-detail').waitFor();
      await expect.poll(() => page.getByTestId('opening-hours').locator('.badge').innerText()).toMatch(words);
    }
  });

  test('a hotel room: tapping it on the hotel page opens its page (/room-detail); unknown rooms say so; a failed lookup offers retry', async ({
    page,
    open,
    pageErrors,
  }) => {
    await open('/hotel-list?siteCode=site510100');
    await page.getByTestId('place-card').first().click();
    await page.getByTestId('rooms').waitFor();
    const hotelPath = await page.evaluate(() => location.hash.slice(1));
    const link = page.getByTestId('hotel-room-link').first();
    const name = await link.locator('.room__name').innerText();
    await link.click();
    await page.getByTestId('hotel-room').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/room-detail\/\d+(:|%3A)\d+$/);
    expect(await page.getByTestId('hotel-room-name').innerText()).toBe(name);
    expect(await page.locator('.page-header__title').innerText()).toBe('房型详情');
    expect(await page.getByTestId('hotel-room-breakfast').innerText()).toMatch(/^(含早|无早)$/);
    expect(await page.getByTestId('hotel-room-available').innerText()).toMatch(/^(剩余 \d+ 间|已满房)$/);
    // What the page shows is the gateway's room.
    const roomId = decodeURIComponent(page.url().split('/').pop() ?? '');
    const res = await fetch(`${sys().gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-site-code': 'site510100' },
      body: JSON.stringify({
        query: 'query($id: ID!) { nodeByUpstreamId(type: "HotelRoom", upstreamId: $id) { ... on HotelRoom { name price bedType } } }',
        variables: { id: roomId },
      }),
    });
    const room = ((await res.json()) as { data: { nodeByUpstreamId: { name: string; price: number | null; bedType: string | null } } }).data
      .nodeByUpstreamId;
    expect(room.name).toBe(name);
    if (room.bedType) expect(await page.getByTestId('hotel-room-bed').innerText()).toBe(room.bedType);
    if (room.price != null) expect(await page.getByTestId('hotel-room-price').innerText()).toBe(`¥${room.price}/晚`);
    await snap(page, 'hotel-room');
    // The header's back button returns to the hotel.
    await page.getByRole('button', { name: '返回' }).click();
    await page.getByTestId('place-detail').waitFor();
    expect(await page.evaluate(() => location.hash.slice(1))).toBe(hotelPath);

    // An unknown room: "not found" under the header.
    await open('/room-detail/999999:1');
    await page.getByText('内容不存在或已下架').waitFor();
    expect(await page.locator('.page-header__title').innerText()).toBe('房型详情');
    await snap(page, 'hotel-room-not-found');

    // The hotel's lookup fails: the error under the header, and retry shows the room once it works again.
    await sys().dev.addFault({ path: 'res/api/hotel/detail', mode: 'code', code: 1, message: '酒店数据维护中' });
    try {
      await open(`/room-detail/${encodeURIComponent(roomId)}`);
      await page.getByRole('alert').waitFor();
      expect(await page.locator('.page-header__title').innerText()).toBe('房型详情');
      await snap(page, 'hotel-room-failed');
    } finally {
      await sys().dev.clearFaults();
    }
    await page.getByRole('alert').getByRole('button', { name: '重试' }).click();
    await page.getByTestId('hotel-room').waitFor();
    expect(await page.getByTestId('hotel-room-name').innerText()).toBe(name);
    expect(pageErrors).toEqual([]);
  });
});

describe('the map page', () => {
  test("a venue's address opens its location page: the phone's map apps (AMap, Baidu, Tencent) and copying the address", async ({
    page,
    open,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open('/venues-list?siteCode=site510100');
    await page.getByTestId('place-card').first().click();
    await page.getByTestId('place-detail').waitFor();
    const name = await page.getByTestId('place-name').innerText();
    await page.getByTestId('map-link').click();
    await page.getByTestId('open-map').waitFor();
    expect(await page.getByTestId('map-name').innerText()).toBe(name);
    const lng = Number(await page.getByTestId('map-lng').innerText());
    const lat = Number(await page.getByTestId('map-lat').innerText());
    expect(lng).toBeGreaterThan(100);
    const hrefs = await page
      .getByTestId('map-apps')
      .locator('a')
      .evaluateAll((as) => as.map((a) => [a.getAttribute('data-app'), a.getAttribute('href')]));
    expect(hrefs.map(([app]) => app)).toEqual(['amap', 'baidu', 'tencent']);
    const href = Object.fromEntries(hrefs) as Record<string, string>;
    const amap = new URL(href.amap!.replace('amapuri://', 'http://amap/'));
    expect(amap.pathname).toBe('/route/plan/');
    expect(Number(amap.searchParams.get('dlat'))).toBeCloseTo(lat, 4);
    expect(Number(amap.searchParams.get('dlon'))).toBeCloseTo(lng, 4);
    expect(amap.searchParams.get('dname')).toBe(name);
    expect(href.baidu).toMatch(/^baidumap:\/\/map\/direction\?destination=latlng:[\d.]+,[\d.]+\|name:/);
    expect(decodeURIComponent(href.baidu!)).toContain(`|name:${name}&coord_type=gcj02`);
    expect(href.tencent).toMatch(/^qqmap:\/\/map\/routeplan\?type=drive&tocoord=[\d.]+,[\d.]+&to=/);
    await page.getByTestId('copy-address').click();
    await page.getByText('已复制').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith(name)).toBe(true);
    expect(copied.length).toBeGreaterThan(name.length + 2);
    await snap(page, 'open-map');
  });
});

describe('location', () => {
  test(
    'without geolocation the list loads with no distances and says once that it could not get the location',
    async ({ page, open }) => {
      // Every toast the page shows is recorded from the document's start (an init script): the
      // toast (after the 5 s geolocation time-out, for 4 s) may come and go before a slow page has
      // fired its load event, and "once per visit" is a count, not a glance.
      await page.addInitScript(() => {
        const seen = new WeakSet<Element>();
        const texts: string[] = [];
        (window as unknown as { __toasts: string[] }).__toasts = texts;
        new MutationObserver(() => {
          const el = document.querySelector('[data-testid="toast"]');
          if (el && !seen.has(el)) {
            seen.add(el);
            texts.push(el.textContent ?? '');
          }
        }).observe(document, { childList: true, subtree: true });
      });
      // The language's texts arrive late (a slow network): the position is refused at once, so the
      // loader raises the toast before they are there; it must still read as a sentence, not a key.
      // They are held back until the loader has gone on to ask for the list (after the toast).
      const listAsked = page.waitForRequest((r) => operationOf(r) === 'PlaceListScreenQuery', { timeout: 0 });
      listAsked.catch(() => undefined);
      await page.route(/\/assets\/cn-[\w-]+\.js$/, async (route) => {
        await listAsked;
        await route.continue();
      });
      const told = () =>
        page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts.filter((x) => x.includes('获取当前位置失败')).length);
      await open('/venues-list?siteCode=site510100');
      await page.waitForFunction(
        () => (window as unknown as { __toasts: string[] }).__toasts.some((x) => x.includes('获取当前位置失败')),
        undefined,
        { timeout: 30_000 },
      );
      await page.getByTestId('place-card').first().waitFor();
      // no position, no distance: never one measured from a default point far away
      expect(await page.getByTestId('place-card').count()).toBeGreaterThan(0);
      expect(await page.getByTestId('distance').count()).toBe(0);
      // another list in the same visit: no second toast
      await open('/scenic-list');
      // the list renders only after its loader has settled the position (and whether to toast)
      await page.locator('[data-testid="place-list"][data-kind="SCENIC_AREA"] [data-testid="place-card"]').first().waitFor();
      expect(await told()).toBe(1);
      expect(await page.getByTestId('distance').count()).toBe(0);
    },
    { geolocation: null },
  );
});
