import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, snap, useSystem } from './harness';
import { graphCall } from './graph';
import { expectAccessible } from './axe';

/**
 * Brands, destinations, city cards and rankings: a person walks the brands, destinations,
 * city cards, rural tourism by region, research bases, a scenic area's parts, the rankings and a
 * column; every main screen passes axe (WCAG 2.1 AA) in Chinese, English and French and fits a
 * 320 px screen.
 */
const { test, sys } = useSystem();

/** The gateway as the app sees it (development mode takes document text): ids for the addresses. */
const gql = <T>(query: string, site = 'site510100'): Promise<T> => graphCall<T>(sys().gatewayUrl, query, {}, { site });

/** Nothing on the screen is wider than the viewport (no sideways scrolling). */
async function expectNoOverflow(page: Page, where: string): Promise<void> {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth, `${where}: ${scrollWidth}px wide on a ${innerWidth}px screen`).toBeLessThanOrEqual(innerWidth);
}

const headerTitle = (page: Page) => page.locator('.page-header__title').innerText();

interface SiteIds {
  brand: string;
  card: { upstreamId: string; regionCode: string; detailPath: string; cityPath: string };
  region: string;
  scenic: string;
}

/** The addresses of a site's main screens that carry ids. */
async function siteIds(site: string): Promise<SiteIds> {
  const d = await gql<{
    site: { region: { code: string } };
    brands: { edges: { node: { upstreamId: string } }[] };
    cityCards: { edges: { node: SiteIds['card'] & { kind: string } }[] };
    places: { edges: { node: { upstreamId: string; subjectAreas: { totalCount: number } } }[] };
  }>(
    `{ site { region { code } } brands(first: 1) { edges { node { upstreamId } } }
       cityCards(first: 5) { edges { node { upstreamId regionCode detailPath cityPath kind } } }
       places(kind: SCENIC_AREA, first: 5) { edges { node { upstreamId ... on ScenicArea { subjectAreas(first: 1) { totalCount } } } } } }`,
    site,
  );
  const card = d.cityCards.edges.map((e) => e.node).find((c) => c.kind === 'COUNTY')!;
  const scenic = d.places.edges.find((e) => e.node.subjectAreas.totalCount > 0)!.node.upstreamId;
  return { brand: d.brands.edges[0]!.node.upstreamId, card, region: d.site.region.code, scenic };
}

describe('brands', () => {
  test('the list, a brand with its sticky section tabs, its introduction, places and news; a place shows its brand banner', async ({
    page,
    open,
    pageErrors,
  }) => {
    await open('/brand-list?siteCode=site510100');
    await page.getByTestId('brand-card').first().waitFor();
    expect(await headerTitle(page)).toBe('文旅品牌');
    await expectAccessible(page, 'brand list');

    const brandName = await page.getByTestId('brand-card').first().locator('.brand-card__name').innerText();
    await page.getByTestId('brand-card').first().click();
    await page.getByTestId('brand-detail').waitFor();
    expect((await page.getByTestId('brand-name').innerText()).trim()).toBe(brandName.trim());
    const brandPath = new URL(page.url()).hash.slice(1);
    expect(brandPath).toMatch(/^\/brand-desc\/\d+$/);
    await page.getByTestId('comments').waitFor();
    await expectAccessible(page, 'brand detail');

    // No tabs at the top; after 300 px they stick under the header and follow the reading.
    expect(await page.getByTestId('section-tabs').count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 420));
    const tabs = page.getByTestId('section-tabs');
    await tabs.waitFor();
    expect(await tabs.locator('a').allInnerTexts()).toEqual(['品牌介绍', '品牌景区', '品牌资讯', '评论']);
    const tabsBox = (await tabs.boundingBox())!;
    expect(tabsBox.y).toBe(48);
    await page.getByTestId('section-tab-brand-news').click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="section-tab-brand-news"]')?.getAttribute('aria-current') === 'location',
    );
    // scrolled to: the news start under the tabs, or as near as the page's end lets them
    await page.waitForFunction(() => {
      const top = document.getElementById('brand-news')?.getBoundingClientRect().top ?? -1;
      const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      return (top >= 48 + 44 - 2 && top <= 48 + 44 + 4) || (atEnd && top > 48 + 44 && top < window.innerHeight / 2);
    });
    expect(await page.getByTestId('section-tab-brand-news').getAttribute('aria-current')).toBe('location');
    await snap(page, 'brand-detail-tabs');
    await expectAccessible(page, 'brand detail with section tabs');

    // Its news, its places (one opens with the brand's banner), its introduction.
    await page.getByTestId('brand-news-more').click();
    await page.getByTestId('brand-page-news').waitFor();
    await page.getByTestId('news-card').first().waitFor();
    await expectAccessible(page, 'brand news');
    await page.goBack();
    await page.getByTestId('brand-places-more').click();
    await page.getByTestId('brand-page-scenic').waitFor();
    await page.getByTestId('place-card').first().waitFor();
    await expectAccessible(page, 'brand places');
    await page.getByTestId('place-card').first().click();
    await page.getByTestId('place-detail').waitFor();
    const banner = page.getByTestId('brand-banner');
    await banner.waitFor();
    expect(await banner.innerText()).toContain(brandName.trim());
    await expectAccessible(page, 'place detail with the brand banner');
    await banner.click();
    await page.getByTestId('brand-detail').waitFor();
    expect(new URL(page.url()).hash.slice(1)).toBe(brandPath);
    await open(brandPath.replace('brand-desc', 'brand-introduce'));
    await page.getByTestId('brand-page-introduce').waitFor();
    await page.getByTestId('introduction').waitFor();
    await expectAccessible(page, 'brand introduction');
    expect(pageErrors).toEqual([]);
  });
});

describe('destinations and city cards', () => {
  test('destinations → a destination and its places → its city card, commented on → all its comments; the city cards list to its end', async ({
    page,
    open,
    pageErrors,
  }) => {
    // The service menu's DESTINATION entry opens the destinations.
    await open('/default-service?siteCode=site510100');
    await page.getByTestId('services-grid').getByRole('button', { name: '目的地', exact: true }).click();
    await page.getByTestId('destination-tile').first().waitFor();
    expect(new URL(page.url()).hash).toBe('#/destination');
    expect(await headerTitle(page)).toBe('目的地');
    await expectAccessible(page, 'destinations');
    await snap(page, 'destinations');

    // A county's tile opens the destination's page: its card, its places by kind, each kind's list by region.
    const tile = page.locator('[data-testid="destination-tile"][data-kind="COUNTY"]').first();
    const county = (await tile.locator('.dest-tile__name').innerText()).trim();
    await tile.click();
    await page.getByTestId('destination-city').waitFor();
    expect(new URL(page.url()).hash).toMatch(/^#\/destination-city\/\d{6}\/\d+$/);
    expect(await page.getByTestId('destination-name').innerText()).toBe(county);
    expect(await headerTitle(page)).toBe(county);
    const region = new URL(page.url()).hash.split('/')[2]!;
    await page.getByTestId('destination-section-SCENIC_AREA').getByTestId('destination-place').first().waitFor();
    await expectAccessible(page, 'a destination');
    await snap(page, 'destination-city');

    // Its city card: pictures, introduction, the way back to the destination; a comment on it.
    await page.getByTestId('to-city-card').click();
    await page.getByTestId('city-card-detail').waitFor();
    expect(new URL(page.url()).hash).toMatch(new RegExp(`^#/destination-desc/${region}/(\\d+)\\?cardId=\\1$`));
    expect(await page.getByTestId('city-card-name').innerText()).toBe(county);
    expect(await page.getByTestId('explore-destination').getAttribute('href')).toMatch(new RegExp(`#/destination-city/${region}/\\d+$`));
    await expectAccessible(page, 'a city card');
    const cardPath = new URL(page.url()).hash.slice(1);
    await signIn(page, sys().upstreamUrl, '13912015001', { open, returnTo: cardPath });
    await page.getByTestId('city-card-detail').waitFor();
    await page.getByTestId('comments-total').waitFor();
    const total = Number(await page.getByTestId('comments-total').innerText());
    await page.getByTestId('open-comment-box').click();
    const box = page.getByTestId('comment-box');
    await box.waitFor();
    const text = `${county}的小吃真好 ${Date.now()}`;
    await box.getByTestId('comment-text').fill(text);
    await box.getByTestId('comment-submit').click();
    await box.waitFor({ state: 'detached' });
    await page.getByTestId('comments').getByTestId('comment').first().getByText(text).waitFor();
    expect(Number(await page.getByTestId('comments-total').innerText())).toBe(total + 1);
    expect(Number(await page.getByTestId('comment-count').innerText())).toBe(total + 1);
    await page.getByTestId('all-comments').click();
    await page.getByTestId('comments-page').waitFor();
    expect(new URL(page.url()).hash).toMatch(/^#\/simple-comment\/CityCard\/\d+$/);
    expect(await page.locator('.comments-page__of').innerText()).toBe(county);
    await page.getByTestId('comment').first().getByText(text).waitFor();
    await page.goBack();
    await page.getByTestId('explore-destination').click();
    await page.getByTestId('destination-city').waitFor();

    // All city cards, by type, scrolled to "no more"; the themed ones.
    await open('/city-card');
    await page.getByTestId('city-card').first().waitFor();
    await expectAccessible(page, 'city cards');
    const all = Number((await page.getByTestId('total-count').innerText()).replace(/\D+/g, ''));
    expect(all).toBeGreaterThan(10);
    for (let i = 0; i < 5 && (await page.getByTestId('list-no-more').count()) === 0; i += 1) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForFunction(
        (n) =>
          document.querySelectorAll('[data-testid="city-card"]').length > n || !!document.querySelector('[data-testid="list-no-more"]'),
        await page.getByTestId('city-card').count(),
      );
    }
    await page.getByTestId('list-no-more').waitFor();
    expect(await page.getByTestId('city-card').count()).toBe(all);
    await page.getByTestId('tab-theme').click();
    await page.waitForFunction(() => {
      const kinds = [...document.querySelectorAll('[data-testid="city-card"]')].map((e) => e.getAttribute('data-kind'));
      return kinds.length > 0 && kinds.every((k) => k === 'THEME');
    });
    await page.getByTestId('city-card').first().click();
    await page.getByTestId('city-card-detail').waitFor();

    // A region's destinations (/city-more): the region's own and the themed one filed under it.
    await open(`/city-more/${region}`);
    await page.getByTestId('city-card').first().waitFor();
    expect(await page.locator('.dest-card__name').allInnerTexts()).toContain(county);
    await expectAccessible(page, 'more destinations');
    expect(pageErrors).toEqual([]);
  });

  test('a destination list whose calls fail says so in place, shows its skeleton while slow, and recovers', async ({ page, open }) => {
    await sys().dev.addFault({ path: 'res/api/card/getApiCardList', mode: 'code', code: 1, message: '名片维护中', siteCode: 'site510100' });
    try {
      await open('/destination?siteCode=site510100');
      await page.getByTestId('destination-places-failed').waitFor();
      expect(await page.getByTestId('destination-tile').count()).toBe(0);
    } finally {
      await sys().dev.clearFaults();
    }
    await sys().dev.addFault({ path: 'res/api/card/getApiCardList', mode: 'slow', delayMs: 1500, siteCode: 'site510100' });
    try {
      await open('/city-card');
      await page.getByTestId('skeleton').waitFor();
      await page.getByTestId('city-card').first().waitFor();
      expect(await page.getByTestId('skeleton').count()).toBe(0);
    } finally {
      await sys().dev.clearFaults();
    }
    // refreshed, the destinations are back
    await open('/destination');
    await page.reload();
    await page.getByTestId('destination-tile').first().waitFor();
    // An address with a region that is not one: the not-found page, no call.
    await open('/destination-city/abc/1');
    await page.getByText('目的地不存在').waitFor();
  });
});

describe('rural tourism, farm stays and research bases', () => {
  test('rural tourism by region → a farm stay; a village and its sight; an empty region; the grade and level filters', async ({
    page,
    open,
    pageErrors,
  }) => {
    const d = await gql<{ site: { regions: { code: string }[] } }>('{ site { regions { code } } }');
    const counts = await Promise.all(
      d.site.regions.map(async (r) => {
        const c = await gql<Record<string, { totalCount: number }>>(
          `{ v: places(kind: RURAL, filter: { regionCode: "${r.code}" }) { totalCount } h: places(kind: HOMESTAY, filter: { regionCode: "${r.code}" }) { totalCount } s: places(kind: RURAL_SPOT, filter: { regionCode: "${r.code}" }) { totalCount } }`,
        );
        return { code: r.code, v: c.v!.totalCount, h: c.h!.totalCount, s: c.s!.totalCount };
      }),
    );
    const full = counts.find((c) => c.v > 0 && c.h > 0 && c.s > 0)!;
    const empty = counts.find((c) => c.v + c.h + c.s === 0)!;

    // The service menu's COUNTRY_TOUR entry opens rural tourism of the site's region.
    await open('/default-service?siteCode=site510100');
    await page.getByTestId('services-grid').getByRole('button', { name: '乡村游', exact: true }).click();
    await page.getByTestId('rural-page').waitFor();
    expect(new URL(page.url()).hash).toBe('#/rura/510100');
    expect(await page.getByTestId('rural-region').innerText()).toBe('成都');
    await page.getByTestId('rural-villages').getByTestId('place-card').first().waitFor();
    await expectAccessible(page, 'rural tourism');

    // A district's tab: its own villages, farm stays and sights, the counts in the heading.
    await page.getByTestId(`region-${full.code}`).click();
    await page.waitForFunction((code) => location.hash === `#/rura/${code}`, full.code);
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="rural-spot"]').length === Math.min(n, 8), full.s);
    expect(await page.getByTestId(`region-${full.code}`).getAttribute('aria-current')).toBe('page');
    expect(await page.locator('.rural-hero__counts').innerText()).toBe(`${full.v} 个村落 · ${full.h} 家民宿 · ${full.s} 处景点`);
    expect(await page.getByTestId('rural-villages').getByTestId('place-card').count()).toBe(Math.min(full.v, 4));
    await snap(page, 'rural-region');
    await expectAccessible(page, 'rural tourism of a district');

    await page.getByTestId('rural-homestays').getByTestId('place-card').first().click();
    await page.getByTestId('place-detail').waitFor();
    expect(new URL(page.url()).hash).toMatch(/^#\/homestay-detail\/\d+$/);
    expect(await page.getByTestId('place-name').innerText()).not.toBe('');
    await expectAccessible(page, 'a farm stay');
    await page.goBack();
    await page.getByTestId('rural-villages').getByTestId('place-card').first().click();
    await page.getByTestId('place-detail').waitFor();
    const village = await page.getByTestId('place-name').innerText();
    await page.getByTestId('spots').locator('.spot').first().click();
    await page.waitForFunction(() => location.hash.startsWith('#/rural-spots-detail/'));
    await page.getByTestId('place-detail').waitFor();
    await page.getByRole('link', { name: village }).waitFor();
    await expectAccessible(page, 'a village sight');

    // A district without any: said so.
    await open(`/rura/${empty.code}`);
    await page.getByText('该区域暂无乡村旅游资源').waitFor();

    // Farm stays by grade, research bases by level: only matching cards, from page one.
    for (const [path, level, label] of [
      ['/homestay-list', 'GRADE_A', '甲级民宿'],
      ['/studies-base', 'NATIONAL', '国家级'],
    ] as const) {
      await open(path);
      await page.getByTestId('place-card').first().waitFor();
      await page.getByTestId('filter-level').click();
      await page.getByTestId('level-panel').locator(`[data-level="${level}"]`).click();
      await page.waitForFunction((want) => {
        const levels = [...document.querySelectorAll('[data-testid=place-card] [data-testid=level]')].map((el) =>
          el.getAttribute('data-value'),
        );
        return (
          levels.length > 0 &&
          levels.length === document.querySelectorAll('[data-testid=place-card]').length &&
          levels.every((l) => l === want)
        );
      }, level);
      expect(await page.getByTestId('filter-level').innerText()).toContain(label);
      await expectAccessible(page, `${path} filtered`);
    }
    await page.getByTestId('place-card').first().click();
    await page.getByTestId('place-detail').waitFor();
    expect(new URL(page.url()).hash).toMatch(/^#\/studies-base-detail\/\d+$/);
    await expectAccessible(page, 'a research base');
    expect(pageErrors).toEqual([]);
  });
});

describe("every scenic area's shows", () => {
  test('精彩演出 in 更多服务 opens /show-list: the shows of all the scenic areas, in English on a 320 px phone, each opening its page', async ({
    page,
    open,
  }) => {
    const d = await gql<{
      shows: { totalCount: number };
      places: { edges: { node: { shows: { totalCount: number } | null } }[] };
    }>(
      `{ shows: places(kind: SCENIC_SHOW, first: 1) { totalCount }
         places(kind: SCENIC_AREA, first: 50) { edges { node { ... on ScenicArea { shows(first: 1) { totalCount } } } } } }`,
    );
    const perArea = d.places.edges.map((e) => e.node.shows?.totalCount ?? 0).filter((n) => n > 0);
    // the demo stages shows in more than one scenic area: the list is the site's, not one area's
    expect(perArea.length).toBeGreaterThan(1);
    expect(d.shows.totalCount).toBe(perArea.reduce((a, b) => a + b, 0));

    await page.setViewportSize({ width: 320, height: 640 });
    await open('/configure-service?siteCode=site510100&lang=EN');
    await page.getByTestId('service-page').waitFor();
    await page.getByTestId('service-group').getByText('精彩演出', { exact: true }).click();
    await expect.poll(() => page.url()).toMatch(/#\/show-list$/);
    const list = page.locator('[data-testid=place-list][data-kind=SCENIC_SHOW]');
    await list.getByTestId('place-card').first().waitFor();
    expect(await list.getByTestId('total-count').innerText()).toContain(String(d.shows.totalCount));
    expect(await page.locator('.page-header__title').innerText()).not.toBe('');
    await expectNoOverflow(page, 'the shows (EN, 320 px)');
    await expectAccessible(page, 'the shows');
    await list.getByTestId('place-card').first().click();
    await expect.poll(() => page.url()).toMatch(/#\/wonderful-show-desc\/\d+$/);
    await page.getByTestId('next-show').waitFor();
  });
});

describe("a scenic area's parts, the rankings and a column", () => {
  test('theme areas → a facility; the shows; the regional and scenic rankings; the art fund column and its articles', async ({
    page,
    open,
    pageErrors,
  }) => {
    const { scenic } = await siteIds('site510100');
    await open(`/subject-area/${scenic}?siteCode=site510100`);
    await page.getByTestId('scenic-parts-SUBJECT_AREA').getByTestId('place-card').first().waitFor();
    await expectAccessible(page, 'theme areas');
    await page.getByTestId('place-card').first().click();
    await page.getByTestId('place-detail').waitFor();
    await page.getByTestId('spots').locator('.spot').first().click();
    await page.getByTestId('facility-intensity').waitFor();
    expect(new URL(page.url()).hash).toMatch(/^#\/amusement-facility-desc\/\d+$/);
    await expectAccessible(page, 'a facility');
    await open(`/amusement-facility/${scenic}`);
    await page.getByTestId('scenic-parts-AMUSEMENT_FACILITY').getByTestId('place-card').first().waitFor();
    await open(`/wonderful-show/${scenic}`);
    await page.getByTestId('scenic-parts-SCENIC_SHOW').getByTestId('place-card').first().waitFor();
    await expectAccessible(page, 'shows');
    await page.getByTestId('place-card').first().click();
    await page.getByTestId('next-show').waitFor();

    await open('/regional-rank');
    await page.getByTestId('region-rank-row').first().waitFor();
    expect(await page.getByTestId('region-rank-row').first().locator('.rank-no').innerText()).toBe('1');
    expect(await page.getByTestId('rank-trend').count()).toBeGreaterThan(0);
    await expectAccessible(page, 'regional ranking');
    const first = (await page.getByTestId('region-rank-row').first().locator('.rank-row__name').innerText()).trim();
    await page.getByTestId('region-rank-row').first().click();
    await page.getByTestId('destination-city').waitFor();
    expect(await headerTitle(page)).toBe(first);

    await open('/scenic-rank/CONTENT_TYPE_SCENERY');
    await page.getByTestId('place-rank-row').first().waitFor();
    await expectAccessible(page, 'scenic ranking');
    await page.getByTestId('tab-HOTEL').click();
    await page.waitForFunction(() => location.hash === '#/scenic-rank/CONTENT_TYPE_HOTEL');
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="place-rank-row"] a')?.getAttribute('href')?.includes('hotel-detail'),
    );

    await open('/column-list/scysjj');
    await page.getByTestId('column-channel').first().waitFor();
    expect(await page.getByTestId('column-channel').count()).toBe(4);
    await expectAccessible(page, 'a column');
    await page.getByTestId('column-channel').first().click();
    await page.getByTestId('column-news-list').waitFor();
    await page.getByTestId('news-card').first().waitFor();
    await expectAccessible(page, "a column's articles");
    await page.getByTestId('news-card').first().click();
    await page.getByTestId('news-article').waitFor();
    expect(pageErrors).toEqual([]);
  });
});

describe('the service menu', () => {
  test('REGION_RANK, ART_FUND, STUDIES, FARMHOUSE, SUBJECTAREA, PLAYITEM and SHOW open their screens (the last three with their own resourceValue)', async ({
    page,
    open,
  }) => {
    const { scenic } = await siteIds('site510100');
    const entries: Array<[string, RegExp, string]> = [
      ['区域排行', /^#\/regional-rank$/, '[data-testid=region-rank-row]'],
      ['艺术基金', /^#\/column-list\/scysjj$/, '[data-testid=column-channel]'],
      ['研学基地', /^#\/studies-base$/, '[data-testid=place-card]'],
      ['民宿', /^#\/homestay-list$/, '[data-testid=place-card]'],
      ['主题园区', new RegExp(`^#/subject-area/${scenic}$`), '[data-testid=scenic-parts-SUBJECT_AREA] [data-testid=place-card]'],
      [
        '游乐项目',
        new RegExp(`^#/amusement-facility/${scenic}$`),
        '[data-testid=scenic-parts-AMUSEMENT_FACILITY] [data-testid=place-card]',
      ],
      ['精彩演出', new RegExp(`^#/wonderful-show/${scenic}$`), '[data-testid=scenic-parts-SCENIC_SHOW] [data-testid=place-card]'],
    ];
    for (const [name, path, content] of entries) {
      await open('/default-service?siteCode=site510100');
      await page.getByTestId('services-grid').getByRole('button', { name, exact: true }).click();
      await page.locator(content).first().waitFor();
      expect(new URL(page.url()).hash, name).toMatch(path);
      expect(await page.getByTestId('coming-soon').count(), name).toBe(0);
    }
  });
});

// Read-only walks, each in its own browser context: side by side.
describe.concurrent('languages and small screens', () => {
  /** The main screens of the assignment, and what shows once each has loaded. */
  const screens = (ids: SiteIds): [string, string][] => [
    ['/brand-list', 'brand-card'],
    [`/brand-desc/${ids.brand}`, 'brand-detail'],
    ['/destination', 'destination-tile'],
    [ids.card.cityPath, 'destination-city'],
    [ids.card.detailPath, 'city-card-detail'],
    ['/city-card', 'city-card'],
    [`/rura/${ids.region}`, 'rural-page'],
    ['/homestay-list', 'place-card'],
    ['/studies-base', 'place-card'],
    [`/subject-area/${ids.scenic}`, 'place-card'],
    ['/regional-rank', 'region-rank-row'],
    ['/scenic-rank/CONTENT_TYPE_SCENERY', 'place-rank-row'],
    ['/column-list/scysjj', 'column-channel'],
  ];

  for (const [lang, site, brandsTitle, destinationsTitle] of [
    ['EN', 'site510100', 'Tourism brands', 'Destinations'],
    ['FRENCH', 'site530700', 'Marques touristiques', 'Destinations'],
  ] as const) {
    test(`${lang} on ${site}, 320 px wide: every main screen in the language, accessible, nothing wider than the screen`, async ({
      page,
      open,
      pageErrors,
    }) => {
      const ids = await siteIds(site);
      await page.setViewportSize({ width: 320, height: 640 });
      await open(`/brand-list?siteCode=${site}&lang=${lang}`);
      await page.getByTestId('brand-card').first().waitFor();
      expect(await headerTitle(page)).toBe(brandsTitle);
      for (const [path, ready] of screens(ids)) {
        await open(path);
        await page.getByTestId(ready).first().waitFor();
        if (path === '/destination') expect(await headerTitle(page)).toBe(destinationsTitle);
        await expectAccessible(page, `${lang} ${path}`);
        await expectNoOverflow(page, `${lang} ${path}`);
      }
      // the French site's own demo content is French
      if (site === 'site530700') {
        await open('/destination');
        await page.getByTestId('destination-tile').first().waitFor();
        expect(await page.locator('.dest-tile__name').allInnerTexts()).not.toContainEqual(expect.stringMatching(/[\u4e00-\u9fff]/));
      }
      await snap(page, `culture-${lang}-320`);
      expect(pageErrors).toEqual([]);
    });
  }

  test('Chinese at 320 px: nothing wider than the screen', async ({ page, open }) => {
    const ids = await siteIds('site510100');
    await page.setViewportSize({ width: 320, height: 640 });
    await open('/index?siteCode=site510100&lang=CN');
    await page.getByTestId('home').waitFor();
    for (const [path, ready] of screens(ids)) {
      await open(path);
      await page.getByTestId(ready).first().waitFor();
      await expectNoOverflow(page, `CN ${path}`);
    }
  });
});
