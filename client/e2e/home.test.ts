import { describe, expect } from 'vitest';
import { operationOf, snap, useSystem } from './harness';

const { test } = useSystem();

describe('home pages of the demo sites', () => {
  test('the default Chinese site shows its general home with the bottom navigation', async ({ page, open, pageErrors }) => {
    await open('/index?siteCode=site510100');
    const home = page.getByTestId('home');
    await home.waitFor();
    expect(await home.getAttribute('data-edition')).toBe('GENERAL');
    expect(await page.getByTestId('site-name').innerText()).toBe('成都文旅云');
    // Chinese UI text, the site's modules and the bottom navigation.
    await page.getByText('搜索景区、场馆、美食').waitFor();
    await page.getByTestId('banner').waitFor();
    expect(await page.getByTestId('menu-grid').locator('button').count()).toBeGreaterThan(4);
    // two rows on the home; the whole service menu on "all services" (/default-service)
    expect(await page.getByTestId('menu-grid').locator('.menu-grid__item').count()).toBe(10);
    await page.getByTestId('all-services').click();
    await page.getByTestId('services-grid').waitFor();
    const all = await page.getByTestId('services-grid').locator('button').allInnerTexts();
    expect(all.length).toBeGreaterThan(10);
    expect(all).toContain('成都发布');
    // in sections by what they are about: places first, the travel services together
    const sections = page.getByTestId('services-section');
    expect(await sections.locator('h2').first().innerText()).toBe('游玩去处');
    expect(await sections.locator('h2').allInnerTexts()).toContain('出行服务');
    const travel = sections.filter({ has: page.getByRole('heading', { name: '出行服务' }) });
    expect(await travel.getByRole('button', { name: '公交查询' }).count()).toBe(1);
    expect(await travel.getByRole('button', { name: '景区' }).count()).toBe(0);
    // an operator's link to a page of the app sits with what that page is about; an outside site under 更多
    const sectionOf = (name: string) =>
      sections.filter({ has: page.getByRole('button', { name, exact: true }) }).getAttribute('data-category');
    expect(await sectionOf('预约查询')).toBe('PLACES');
    expect(await sectionOf('文旅专题')).toBe('CULTURE');
    expect(await sectionOf('成都发布')).toBe('OTHER');
    await page.goBack();
    await page.getByTestId('home').waitFor();
    await page.getByTestId('place-shelf').first().waitFor();
    const nav = page.getByTestId('bottom-nav');
    await nav.waitFor();
    const active = nav.locator('[aria-current="page"]');
    expect(await active.innerText()).toContain('首页');
    // The active entry is drawn in the skin's navigation colour.
    const navColour = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--nav-selected').trim());
    expect(await active.evaluate((el) => getComputedStyle(el).color)).toBe(
      await page.evaluate((c) => {
        const probe = document.createElement('span');
        probe.style.color = c;
        document.body.appendChild(probe);
        const v = getComputedStyle(probe).color;
        probe.remove();
        return v;
      }, navColour),
    );
    await snap(page, 'home-cn-general');
    expect(pageErrors).toEqual([]);
  });

  test('the scenic edition site shows the scenic home in another skin', async ({ page, open }) => {
    await open('/index?siteCode=site510100');
    await page.getByTestId('home').waitFor();
    const generalPrimary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim());

    await open('/index?siteCode=site513225');
    await page.waitForFunction(() => document.querySelector('[data-testid="home"]')?.getAttribute('data-edition') === 'SCENIC');
    expect(await page.getByTestId('site-name').innerText()).toBe('九寨沟景区');
    await page.getByText('欢迎来到九寨沟景区').waitFor();
    const scenicPrimary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim());
    expect(scenicPrimary).not.toBe('');
    expect(scenicPrimary).not.toBe(generalPrimary);
    // The site code is remembered: a plain /index stays on the scenic site.
    await open('/index');
    await page.reload();
    await page.waitForFunction(() => document.querySelector('[data-testid="home"]')?.getAttribute('data-edition') === 'SCENIC');
    await snap(page, 'home-scenic');
  });

  test('the French site shows French text', async ({ page, open }) => {
    await open('/index?siteCode=site530700');
    await page.getByTestId('home').waitFor();
    await page.getByText('Rechercher sites, lieux culturels, restaurants').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.locator('.section-title__more').first().innerText()).toBe('Plus');
    await snap(page, 'home-french');
  });

  test('/index?lang=en lands on the English site, /index?lang=fr on the French one', async ({ page, open }) => {
    const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
    await open('/index?lang=en');
    await page.locator('[data-testid="site-name"]', { hasText: 'Guilin Travel' }).waitFor();
    await page.getByText('Search scenic areas, venues, food').waitFor();
    await page.getByTestId('place-shelf').first().getByText('Li River Scenic Area').first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('ctp.siteCode'))).toBe('site450300');
    // the site's own texts are English too: menus, shelves and their places, banner captions
    for (const id of ['menu-grid', 'place-shelf', 'banner', 'bottom-nav']) {
      for (const text of await page.getByTestId(id).allInnerTexts()) expect(text, id).not.toMatch(CJK);
    }
    // an address opened inside the app: the French site, with the reload a site switch makes
    await open('/index?lang=fr');
    await page.locator('[data-testid="site-name"]', { hasText: 'Lijiang Culture et Tourisme' }).waitFor();
    await page.getByText('Rechercher sites, lieux culturels, restaurants').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('ctp.siteCode'))).toBe('site530700');
  });

  test('a suspended site lands on the stop-service page', async ({ page, open }) => {
    await open('/index?siteCode=site620200');
    await page.getByTestId('stop-service').waitFor();
    await expect.poll(() => page.url()).toContain('#/stop-service');
    await page.getByRole('heading', { name: '服务已暂停' }).waitFor();
    await snap(page, 'stop-service');
  });

  test('an unknown site code shows "site not found" once (no retry, no toast) and leads to the default site', async ({ page, open }) => {
    await open('/index?siteCode=site999999');
    await page.getByTestId('site-not-found').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('站点不存在');
    expect(await page.getByTestId('site-not-found').innerText()).toContain('site999999');
    expect(await page.getByRole('button', { name: '重试' }).count()).toBe(0);
    expect(await page.getByTestId('toast').count()).toBe(0);
    await snap(page, 'site-not-found');
    await page.getByTestId('default-site').click();
    await page.getByTestId('home').waitFor();
    expect(await page.getByTestId('site-name').innerText()).toBe('成都文旅云');
  });

  test('tab root pages have no back arrow, other pages do; the tab is named after the screen; the scenic edition has a search entry', async ({
    page,
    open,
  }) => {
    await open('/news-list/all?siteCode=site510100');
    await page.getByTestId('news-card').first().waitFor();
    expect(await page.getByTestId('page-back').count()).toBe(0);
    await page.waitForFunction(() => document.title.endsWith(' - 成都文旅云'));
    expect(await page.title()).toBe(`${await page.locator('.page-header__title').innerText()} - 成都文旅云`);
    await page.getByTestId('news-card').first().click();
    await page.getByTestId('news-article').waitFor();
    await page.getByTestId('page-back').waitFor();
    await page.getByTestId('page-back').click();
    await page.getByTestId('news-card').first().waitFor();
    await open('/index');
    await page.getByTestId('home').waitFor();
    await page.waitForFunction(() => document.title === '成都文旅云');

    await open('/index?siteCode=site513225');
    await page.waitForFunction(() => document.querySelector('[data-testid="home"]')?.getAttribute('data-edition') === 'SCENIC');
    await page.getByTestId('home-search').click();
    await page.waitForURL(/#\/search/);
  });

  test('a person switches the language to English, then Japanese, and the choice sticks', async ({ page, open }) => {
    await open('/index?siteCode=site510100');
    await page.getByText('搜索景区、场馆、美食').waitFor();

    await page.getByTestId('language-switcher').click();
    await page.locator('[data-lang="EN"]').click();
    await page.getByText('Search scenic areas, venues, food').waitFor();
    expect(await page.locator('.section-title__more').first().innerText()).toBe('More');
    expect(await page.getByText('搜索景区、场馆、美食').count()).toBe(0);

    await page.getByTestId('language-switcher').click();
    await page.locator('[data-lang="JAPANESE"]').click();
    await page.getByText('観光地・施設・グルメを検索').waitFor();
    await snap(page, 'home-japanese');

    // Remembered across a reload, and visible on other screens too.
    await page.reload();
    await page.getByText('観光地・施設・グルメを検索').waitFor();
    await open('/scenic-list');
    await page.locator('.page-header__title', { hasText: '観光地' }).waitFor();
  });

  test('the lang parameter accepts the short forms', async ({ page, open }) => {
    await open('/index?siteCode=site510100&lang=kr');
    await page.getByText('관광지, 문화시설, 맛집 검색').waitFor();
    // `lang` on the index leads to the language's site (here the French one, site530700): the page
    // reloads on it, and the test goes on once the reloaded page shows that site's home
    const asked: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname !== '/graphql') return;
      const op = operationOf(req) ?? '';
      asked.push(`${op} ${req.headers()['x-site-code']}`);
    });
    await open('/index?lang=FRENCH');
    await expect.poll(() => asked.includes('HomeScreenQuery site530700'), { timeout: 20_000 }).toBe(true);
    await page.getByText('Rechercher sites, lieux culturels, restaurants').waitFor();
    await page.getByTestId('place-shelf').first().waitFor();
  });

  test('menu entries: login-only entries pass the login gate, unbuilt routes say coming soon', async ({ page, open }) => {
    await open('/index?siteCode=site510100');
    const nav = page.getByTestId('bottom-nav');
    await nav.waitFor();
    // "Me" opens the personal centre with its login header; its login-only rows pass the gate
    await nav.getByText('我的').click();
    await page.getByTestId('user-signed-out').waitFor();
    await page.getByTestId('link-collection').click();
    const gate = page.getByRole('dialog');
    await gate.getByText('请先登录').waitFor();
    await gate.getByRole('button', { name: '去登录' }).click();
    await page.getByTestId('login-page').waitFor();
    await expect.poll(() => page.url()).toContain('#/login?redirect=%2Fuser-collection');

    await open('/activity-home');
    await page.getByTestId('activity-home').waitFor();
    // Not a bottom-navigation page of this site? then the floating Home button shows.
    const path = await page.evaluate(() => location.hash);
    expect(path).toBe('#/activity-home');
    await page.getByTestId('bottom-nav').waitFor(); // activity-home is in this site's bottom menu

    await open('/clock-in');
    await page.getByTestId('coming-soon').waitFor();
    expect(await page.getByTestId('bottom-nav').count()).toBe(0);
    // its header has back and home: no floating button over the page's controls
    expect(await page.getByTestId('floating-home').count()).toBe(0);
    await page.getByTestId('page-home').click();
    await page.getByTestId('home').waitFor();
  });
});

describe('the worship variant of the home (CS-WORSHIP)', () => {
  test("the service menu's 缅怀 opens the home in grey with the memorial objects on top; the English site in English", async ({
    page,
    open,
  }) => {
    await open('/index?siteCode=site510100');
    await page.getByTestId('home').waitFor();
    expect(await page.getByTestId('worship').count()).toBe(0);
    const rootFilter = () => page.evaluate(() => getComputedStyle(document.documentElement).filter);
    expect(await rootFilter()).toBe('none');

    await open('/default-service');
    await page.getByTestId('services-grid').getByRole('button', { name: '缅怀', exact: true }).click();
    await page.waitForFunction(() => location.hash === '#/index?isWorship=true');
    await page.getByTestId('memorial-card').first().waitFor();
    // the whole page in grey, the bottom tabs included, and the tabs still at the bottom of the screen
    expect(await rootFilter()).toBe('grayscale(1)');
    const nav = (await page.getByTestId('bottom-nav').boundingBox())!;
    expect(Math.round(nav.y + nav.height)).toBe(page.viewportSize()!.height);
    const platform = page.getByTestId('memorials-platform');
    expect(await platform.getByTestId('memorial-card').count()).toBeGreaterThanOrEqual(3);
    expect(await platform.getByTestId('memorial-day').allInnerTexts()).toContain('每年12月13日');
    expect(await page.getByTestId('memorials-local').getByTestId('memorial-card').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('memorial-tributes').first().innerText()).toMatch(/^\d+人次缅怀$/);
    // a memorial has no page of its own: its full story opens in the card, and folds again
    const card = platform.getByTestId('memorial-card').first();
    const more = card.getByTestId('memorial-more');
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    expect(await more.innerText()).toBe('阅读全文');
    const summary = await card.locator('.memorial-card__summary').innerText();
    await more.click();
    await card.getByTestId('memorial-story').waitFor();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    expect((await card.getByTestId('memorial-story').innerText()).length).toBeGreaterThan(summary.length);
    await more.click();
    await card.locator('.memorial-card__summary').waitFor();
    expect(await card.getByTestId('memorial-story').count()).toBe(0);
    // the rest of the home is still there below
    await page.getByTestId('place-shelf').first().waitFor();
    await snap(page, 'home-worship-cn');
    // leaving the memorial home leaves the grey behind
    await page.getByTestId('bottom-nav').getByRole('button').nth(1).click();
    await expect.poll(rootFilter).toBe('none');

    await open('/index?siteCode=site450300&lang=EN&isWorship=true');
    await page.waitForFunction(() => document.querySelector('[data-testid="worship"] h2')?.textContent === 'In memoriam');
    await page.getByTestId('memorial-card').first().waitFor();
    expect(await page.getByTestId('memorials-platform').getByTestId('memorial-day').allInnerTexts(), 'the days').toContain(
      'Remembered every 13 December',
    );
    await page.getByTestId('memorial-more').first().click();
    await page.getByTestId('memorial-story').first().waitFor();
    const cards = await page.getByTestId('memorial-card').allInnerTexts();
    for (const text of cards) expect(text).not.toMatch(/[\u3400-\u9fff\u3040-\u30ff\uac00-\ud7af]/);
    expect(await page.getByTestId('memorial-tributes').first().innerText()).toMatch(/^\d+ tributes?$/);
  });
});
