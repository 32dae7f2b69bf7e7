import { animationsDone } from './settle';
import { describe, expect } from 'vitest';
import { signIn, snap, useSystem } from './harness';
import { expectAccessible } from './axe';

/**
 * The Xinjiang edition in the browser (site650100, Urumqi): a visitor opens the site's home and
 * reaches each regional page from its menus (the service grid, the bottom tabs, the edition's own
 * links): the hot places paged to the end, the panoramas, the common services, the edition's
 * home, the self-drive routes, the channels (a refused channel code said in place), and the health
 * code after signing in. Every page fits a 320 px phone in the other languages; a failing
 * regional list is said in place while the page around it works. The configurable service page
 * opens from Chengdu's service menu with its groups.
 */
const { test, sys } = useSystem();

const HOME = '/index?siteCode=site650100';

describe('the Xinjiang edition', () => {
  test('the home’s menus lead to each regional page, with real places of Urumqi', async ({ page, open, pageErrors }) => {
    await open(HOME);
    await page.getByTestId('home').waitFor();
    const grid = page.getByTestId('menu-grid');

    // hot places: the service grid's 热门景点, hottest first, paged to the end
    await grid.getByText('热门景点', { exact: true }).click();
    await page.getByTestId('xj-hot').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/xj-hot$/);
    await page.getByTestId('xj-place').first().waitFor();
    expect(await page.getByTestId('xj-place').first().innerText()).toContain('新疆国际大巴扎');
    await page
      .getByTestId('list-no-more')
      .scrollIntoViewIfNeeded()
      .catch(() => undefined);
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 4000);
        return page.getByTestId('xj-place').count();
      })
      .toBe(12);
    await page.getByTestId('list-no-more').waitFor();
    await snap(page, 'xj-hot');

    // panoramas: the grid's 全景游览
    await open(HOME);
    await grid.getByText('全景游览', { exact: true }).click();
    await page.getByTestId('xj-panoramic').waitFor();
    await expect.poll(() => page.getByTestId('xj-panorama').count()).toBe(4);
    expect(await page.getByTestId('xj-panorama').first().innerText()).toContain('天山天池');
    await expectAccessible(page, 'panoramas');

    // the common services: the bottom tab 服务, the phone lines to call
    await open(HOME);
    await page.getByTestId('bottom-nav').getByText('服务', { exact: true }).click();
    await page.getByTestId('xj-service').waitFor();
    await page.getByTestId('xj-services').first().waitFor();
    expect(await page.locator('a[href="tel:120"]').count()).toBe(1);
    await snap(page, 'xj-service');

    // the edition's home, from the services page's links
    await page.getByTestId('xj-link-home').click();
    await page.getByTestId('xj-index').waitFor();
    expect(await page.getByTestId('xj-index-hot').getByTestId('xj-place').count()).toBe(3);
    expect(await page.getByTestId('xj-index-driving').getByTestId('xj-route').count()).toBe(2);
    await expectAccessible(page, 'edition home');

    // self-drive routes: every stop in driving order
    await page.getByTestId('xj-link-driving').click();
    await page.getByTestId('xj-driving').waitFor();
    await expect.poll(() => page.getByTestId('xj-route').count()).toBe(4);
    expect(await page.getByTestId('xj-route').first().locator('li').allInnerTexts()).toEqual(['乌鲁木齐', '阜康市', '天山天池']);

    // channels: the first one opens, a tab switches
    await open('/xj-index');
    await page.getByTestId('xj-link-channels').click();
    await page.getByTestId('xj-channl').waitFor();
    await expect.poll(() => page.url()).toMatch(/channel=news$/);
    await page.getByTestId('xj-article').first().waitFor();
    await page.getByTestId('tab-food').click();
    await expect.poll(() => page.getByTestId('xj-article').count()).toBe(4);
    expect(await page.getByTestId('xj-article').first().innerText()).toMatch(/大盘鸡|手抓饭|烤包子|拉条子/);
    await open('/xj-channl?channel=sports');
    await page.getByText('没有这个频道').waitFor();
    expect(pageErrors).toEqual([]);
  });

  test('the health code: the grid’s 健康码 asks a visitor to sign in, then shows their code', async ({ page, open }) => {
    await open(HOME);
    await page.getByTestId('home').waitFor();
    await page.getByTestId('menu-grid').getByText('健康码', { exact: true }).click();
    // the reminder every entry that needs a sign-in shows, then the login page
    const gate = page.getByRole('dialog');
    await gate.getByText('请先登录').waitFor();
    await animationsDone(page);
    await gate.getByRole('button', { name: '去登录' }).click();
    await page.getByTestId('login-page').waitFor();
    await signIn(page, sys().upstreamUrl, '13800000002');
    await page.getByTestId('xj-health').waitFor();
    expect(await page.getByTestId('xj-health-code').getAttribute('data-color')).toBe('YELLOW');
    expect(await page.getByTestId('xj-health-code').innerText()).toContain('黄码');
    await snap(page, 'xj-health');
  });

  test('every regional page fits a 320 px phone in English, French, Japanese and Korean', async ({ page, open }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const pages: [string, string][] = [
      ['/xj-index', 'xj-place'],
      ['/xj-hot', 'xj-place'],
      ['/xj-driving', 'xj-route'],
      ['/xj-panoramic', 'xj-panorama'],
      ['/xj-channl?channel=heritage', 'xj-article'],
      ['/xj-service', 'xj-services'],
    ];
    const problems: string[] = [];
    for (const lang of ['EN', 'FRENCH', 'JAPANESE', 'KOREAN']) {
      await open(`${HOME}&lang=${lang}`);
      await page.getByTestId('home').waitFor();
      for (const [path, ready] of pages) {
        await open(path);
        await page.getByTestId(ready).first().waitFor();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 320) problems.push(`${lang} ${path}: ${width}px`);
      }
    }
    await open(`${HOME}&lang=CN`);
    await page.getByTestId('home').waitFor();
    expect(problems).toEqual([]);
  });

  test('Chengdu’s 更多服务 opens the configurable service page: its groups from the site’s menu data, each entry leading on', async ({
    page,
    open,
  }) => {
    await open('/index?siteCode=site510100');
    await page.getByTestId('home').waitFor();
    await page.getByTestId('all-services').click();
    await page.getByTestId('services-page').getByText('更多服务', { exact: true }).click();
    await page.getByTestId('service-page').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/configure-service$/);
    expect(await page.getByTestId('service-group').locator('h2').allInnerTexts()).toEqual(['出行服务', '文化生活', '游客服务']);
    await snap(page, 'configure-service');
    await expectAccessible(page, 'configurable service page');
    await page.getByTestId('service-group').first().getByText('停车场', { exact: true }).click();
    await page.getByTestId('service-map').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/service-map\/CONTENT_TYPE_PARKING$/);
    // the provincial edition's page: Chengdu configures none
    await open('/gs-service');
    await page.getByTestId('service-page').waitFor();
    await page.getByText('暂无便民服务').waitFor();
  });

  test('a failing regional list is said in place; the rest of the page works', async ({ page, open }) => {
    await sys().dev.addFault({ path: 'res/api/regional/hot', mode: 'http500', siteCode: 'site650100' });
    try {
      await open(HOME);
      await page.getByTestId('home').waitFor();
      await page.getByTestId('bottom-nav').getByText('服务', { exact: true }).click();
      await page.getByTestId('xj-link-home').click();
      await page.getByTestId('xj-index-hot-failed').waitFor();
      await expect.poll(() => page.getByTestId('xj-index-driving').getByTestId('xj-route').count()).toBe(2);
    } finally {
      await sys().dev.clearFaults();
    }
  });
});
