import { describe, expect, type ExpectStatic } from 'vitest';
import type { Page } from 'playwright-core';
import { animationsDone, settled, signIn, useSystem } from './harness';
import { axeViolations, expectAccessible, smallTargets, untaggedChinese } from './axe';

/**
 * WCAG 2.1 AA on every screen, checked by axe in each of the five languages on the
 * home, a place list, a place detail, a news detail, an activity detail, the login form and the
 * personal centre.
 */
const { test, sys } = useSystem();

const LANGS = ['CN', 'EN', 'FRENCH', 'JAPANESE', 'KOREAN'] as const;

/**
 * axe (best-practice rules included), tap targets of 44 x 44 px, and on a page in another language than the site's (Chinese) content, no Chinese text left
 * without its `lang` (WCAG 3.1.2). Japanese pages are not checked this way: their own kanji
 * ("観光地") cannot be told from Chinese by the characters alone.
 */
async function check(page: Page, lang: string, where: string, expect: ExpectStatic): Promise<void> {
  await expectAccessible(page, `${lang} ${where}`, { bestPractice: true });
  // every tap target at least 44 x 44 px (WCAG 2.5.5), in every language's labels, measured at
  // rest (the floating home button grows in as a screen shows it)
  await animationsDone(page);
  expect.soft(await smallTargets(page, 44), `${lang} ${where}: tap targets under 44 x 44 px`).toEqual([]);
  if (lang !== 'CN' && lang !== 'JAPANESE')
    expect.soft(await untaggedChinese(page), `${lang} ${where}: Chinese text without lang="zh-CN"`).toEqual([]);
}

describe('the axe helper', () => {
  test(
    'finds a violation planted on a screen, and names it',
    async ({ page, open }) => {
      await open('/index?siteCode=site510100');
      await page.getByTestId('home').waitFor();
      await page.evaluate(() => {
        const img = document.createElement('img');
        img.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
        document.querySelector('main')?.appendChild(img);
      });
      expect((await axeViolations(page)).map((v) => v.id)).toContain('image-alt');
      await expect(expectAccessible(page, 'planted')).rejects.toThrow(/planted: \d+ axe violation\(s\)[\s\S]*image-alt/);
    },
    { axe: false },
  );
});

// The five languages side by side, each in its own browser context and with its own phone.
describe.concurrent('every screen passes axe (wcag2a, wcag2aa, wcag21a, wcag21aa) in every language', () => {
  for (const lang of LANGS) {
    test(`${lang}: home, place list, place detail, news detail, activity detail, search, login, personal centre`, async ({
      page,
      open,
      expect,
    }) => {
      const q = `siteCode=site510100&lang=${lang}`;
      await open(`/index?${q}`);
      await page.getByTestId('home').waitFor();
      await page.getByTestId('place-shelf').first().waitFor();
      await settled(page);
      await check(page, lang, 'home', expect);

      await open(`/scenic-list?${q}`);
      await page.getByTestId('place-card').first().waitFor();
      await settled(page);
      await check(page, lang, 'place list', expect);

      await page.getByTestId('place-card').first().click();
      await page.getByTestId('place-detail').waitFor();
      await settled(page);
      await check(page, lang, 'place detail', expect);

      await open(`/news-list/all?${q}`);
      await page.getByTestId('news-card').first().click();
      await page.getByTestId('news-article').waitFor();
      await settled(page);
      await check(page, lang, 'news detail', expect);

      await open(`/activity-home?${q}`);
      await page.getByTestId('activity-home').waitFor();
      await settled(page);
      await check(page, lang, 'activity home', expect);

      await page.getByTestId('activity-card').first().click();
      await page.getByTestId('activity-detail').waitFor();
      await settled(page);
      await check(page, lang, 'activity detail', expect);

      await open(`/search?${q}`);
      await page.getByTestId('search').waitFor();
      await page.locator('.search-recent__word').first().waitFor();
      await settled(page);
      await check(page, lang, 'search', expect);

      await open(`/login?redirect=${encodeURIComponent('/user')}&${q}`);
      await page.getByTestId('login-page').waitFor();
      await settled(page);
      await check(page, lang, 'login', expect);

      await signIn(page, sys().upstreamUrl, `139111${String(LANGS.indexOf(lang)).padStart(5, '0')}`);
      await page.getByTestId('user-page').waitFor();
      await settled(page);
      await check(page, lang, 'personal centre', expect);
    });
  }
});

/** Opens the home's language sheet and checks it (every language readable: axe's contrast rule), then closes it with Escape. */
async function languageSheetAccessible(page: Page, where: string): Promise<void> {
  await page.getByTestId('language-switcher').click();
  const sheet = page.getByTestId('language-sheet');
  await sheet.waitFor();
  await settled(page);
  expect(await sheet.locator('[data-lang]').count()).toBe(5);
  await expectAccessible(page, `${where}: language sheet`);
  await page.keyboard.press('Escape');
  await sheet.waitFor({ state: 'detached' });
}

describe('the other skins pass axe too', () => {
  test("scenic home (jiuzhai-lake), French home (lijiang-indigo), the stop-service page (great-wall-ochre site); each skin's language sheet", async ({
    page,
    open,
  }) => {
    await open('/index?siteCode=site510100');
    await page.getByTestId('home').waitFor();
    await languageSheetAccessible(page, 'tianfu-red home');

    await open('/index?siteCode=site513225');
    await page.waitForFunction(() => document.querySelector('[data-testid="home"]')?.getAttribute('data-edition') === 'SCENIC');
    await settled(page);
    await expectAccessible(page, 'scenic home');
    await languageSheetAccessible(page, 'scenic home');

    await open('/index?siteCode=site530700');
    await page.getByTestId('home').waitFor();
    await settled(page);
    await expectAccessible(page, 'French site home');
    await languageSheetAccessible(page, 'French site home');

    await open('/index?siteCode=site620200');
    await page.getByTestId('stop-service').waitFor();
    await settled(page);
    await expectAccessible(page, 'stop-service');
  });
});
