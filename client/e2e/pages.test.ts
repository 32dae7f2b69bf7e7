import { describe, expect } from 'vitest';
import { snap, useSystem } from './harness';

const { test, sys } = useSystem();

/** One page engine for edition homes, campaigns and topic sections: the pages the operators put together. */
describe('operator-made pages', () => {
  test('the Chengdu edition home, from its service-menu entry: its banner, service links and shelves; a slide opens a campaign', async ({
    page,
    open,
  }) => {
    // the operators' entry is an in-app link (no menu code): it opens the page in place
    await open('/default-service?siteCode=site510100');
    await page.getByTestId('services-grid').getByText('四川文旅', { exact: true }).click();
    await page.getByTestId('page').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/sc-index$/);
    expect(await page.locator('.page-header__title, h1').first().innerText()).toContain('四川文旅');
    await page.getByTestId('page-item').first().waitFor();
    expect(await page.getByTestId('page-slide').count()).toBe(3);
    expect(await page.getByTestId('page-links').locator('.menu-grid__item').count()).toBe(8);
    expect(await page.getByTestId('page-shelf').count()).toBe(5);
    await snap(page, 'page-sc-index');
    await page.getByTestId('page-slide').first().click();
    await page.getByTestId('page-countdown').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/tianfu-cuisine$/);
  });

  test('a campaign counts down to its festival and draws its restaurants on the project’s own map', async ({ page, open }) => {
    await open('/tianfu-cuisine?siteCode=site510100');
    await page.getByTestId('page-countdown-time').waitFor();
    expect(await page.getByTestId('page-countdown-time').innerText()).toMatch(/^还有 1[34] 天 \d+ 小时 \d+ 分$/);
    // each restaurant a marker of its own (the section does not cluster: the list numbers them all)
    await expect.poll(() => page.getByTestId('page-map').getByTestId('map-pin').count()).toBe(6);
    expect(await page.locator('.page-map__list').innerText()).toContain('陈麻婆豆腐');
    expect(await page.locator('[data-testid=page-map] img').count()).toBe(0);
    expect(await page.getByTestId('page-gallery').locator('li').count()).toBe(4);
    expect(await page.getByTestId('page-form').locator('a').getAttribute('href')).toMatch(/question-detail\/97101$/);
    await snap(page, 'page-campaign');
  });

  test('an operator changes a page through the upstream; the next visit shows it', async ({ page, open }) => {
    await open('/visit?siteCode=site510100');
    await page.getByTestId('page').waitFor();
    await page.getByTestId('page-rich-text').waitFor();
    await sys().dev.control('POST', 'pages/site510100/visit', {
      title: '冬游成都',
      sections: [{ type: 'RICH_TEXT', title: '冬季提示', config: { html: '<p>冬季开放时间 9:00-17:00</p>' } }],
    });
    // the page answer is fresh for a minute at most
    await sys().dev.advanceClock(61_000);
    await open('/visit?siteCode=site510100');
    await page.getByText('冬季开放时间 9:00-17:00').waitFor();
    expect(await page.locator('.page-header__title, h1').first().innerText()).toContain('冬游成都');
  });

  test('the hub of edition homes and campaigns, from its service-menu entry; a campaign opens its map and a stem with an id its object', async ({
    page,
    open,
  }) => {
    await open('/default-service?siteCode=site510100');
    await page.getByTestId('services-grid').getByText('文旅专题', { exact: true }).click();
    await page.getByTestId('page-links').first().waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/default$/);
    expect(await page.getByTestId('page-links').nth(0).locator('.menu-grid__item').count()).toBe(15);
    expect(await page.getByTestId('page-links').nth(1).locator('.menu-grid__item').count()).toBe(11);
    await page.getByTestId('page-links').nth(1).getByText('冬游成都', { exact: true }).click();
    await page.getByTestId('page-slide').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/winter-guide$/);
    await page.getByTestId('page-slide').click();
    await page.getByTestId('page-map').getByTestId('map-pin').first().waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/winter-map$/);
    // a competition's entrants are its vote's works; a winter sight is the scenic area's detail
    await open('/player-list/96001?siteCode=site510100');
    await page.getByTestId('vote-detail').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/vote-detail\/96001/);
    await open('/winter-scenic-desc/10014?siteCode=site510100');
    await page.getByTestId('place-detail').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/scenic-detail\/10014/);
  });

  test('a stem the site has no page for shows the not-found view', async ({ page, open }) => {
    await open('/spring-festival?siteCode=site450300');
    await page.getByText('This page does not exist or has been taken down').waitFor();
  });
});

describe('device pages', () => {
  test('/clear clears what the app keeps on the device, the session and the site aside, and says so', async ({ page, open }) => {
    await open('/index?siteCode=site510100');
    await page.getByTestId('home').waitFor();
    await page.evaluate(async () => {
      window.localStorage.setItem('cloudUserInfo', JSON.stringify({ token: 'kept' }));
      window.localStorage.setItem('ctp.location', JSON.stringify({ longitude: 104, latitude: 30 }));
      window.sessionStorage.setItem('ctp.location.failureTold', '1');
      await (await window.caches.open('i33-trial')).put('/trial', new Response('x'));
    });
    await open('/clear?siteCode=site510100');
    await page.getByTestId('clear-done').waitFor();
    expect(await page.getByTestId('clear-done').innerText()).toContain('已清除本机保存的数据');
    const left = await page.evaluate(async () => ({
      session: window.localStorage.getItem('cloudUserInfo'),
      site: window.localStorage.getItem('ctp.siteCode'),
      location: window.localStorage.getItem('ctp.location'),
      told: window.sessionStorage.getItem('ctp.location.failureTold'),
      caches: await window.caches.keys(),
    }));
    expect(left).toEqual({ session: JSON.stringify({ token: 'kept' }), site: 'site510100', location: null, told: null, caches: [] });
  });

  test('/vConsole loads the debug panel on demand, never with the home', async ({ page, open }) => {
    await open('/index?siteCode=site510100');
    await page.getByTestId('home').waitFor();
    expect(await page.locator('#__vconsole').count()).toBe(0);
    await open('/vConsole?siteCode=site510100');
    await page.getByTestId('vconsole-ready').waitFor();
    await page.locator('#__vconsole').waitFor({ state: 'attached' });
  });

  test('a site whose support staff turned its debugging console on opens it on every page', async ({ page, open }) => {
    await sys().dev.control('POST', 'sites/site450300/vconsole', { on: true });
    try {
      // the site's information is fresh for a minute at most
      await sys().dev.advanceClock(61_000);
      await open('/index?siteCode=site450300');
      await page.getByTestId('home').waitFor();
      await page.locator('#__vconsole').waitFor({ state: 'attached' });
    } finally {
      await sys().dev.control('POST', 'sites/site450300/vconsole', { on: false });
      await sys().dev.advanceClock(61_000);
    }
  });
});
