import { describe, expect } from 'vitest';
import { settled, snap, useSystem } from './harness';
import { inspect, report } from './layoutCheck';

/**
 * The Great Wall edition (site110119, Yanqing) in the browser: a first visit opens its guide
 * (`/cc-guide`) instead of the home; the guide leads to a section page, whose banner opens a
 * scenic area (`/cc-detail/{id}`); the home is the home once the guide was seen; every page of the
 * section and its travel guides (`/other-guide/{type}`) fits a 320 px phone in every language.
 */
const { test } = useSystem();

const SITE = 'site110119';
const LANGS = ['CN', 'EN', 'FRENCH', 'JAPANESE', 'KOREAN'] as const;

/** Every stem of the section, with the title its screen shows once loaded (the pages' titles are the site's, in Chinese). */
const STEMS: ReadonlyArray<{ path: string; title: string }> = [
  { path: '/cc-guide', title: '长城游览指南' },
  { path: '/cc-scenic', title: '长城景区' },
  { path: '/cc-scenicspot', title: '长城景点' },
  { path: '/cc-art', title: '长城文化' },
  { path: '/cc-activity', title: '长城活动' },
  { path: '/cc-hotel', title: '住在长城' },
  { path: '/cc-food', title: '长城美食' },
  { path: '/cc-interesting', title: '好玩的长城' },
  { path: '/cc-service', title: '长城服务' },
  { path: '/other-guide/traffic', title: '交通指南' },
  { path: '/other-guide/season', title: '四季长城' },
  { path: '/other-guide/stay', title: '吃住指南' },
];

describe('the Great Wall edition', () => {
  test('a first visit opens the guide; a section page from it; its banner opens a scenic area; the home once the guide was seen', async ({
    page,
    open,
  }) => {
    await open(`/index?siteCode=${SITE}`);
    // the guide's links (the home has none): the home gave way to the guide
    await page.getByTestId('page-links').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/cc-guide$/);
    expect(await page.locator('.page-header__title, h1').first().innerText()).toContain('长城游览指南');
    // the site's own skin
    expect(await page.evaluate(() => document.documentElement.dataset.skin)).toBe('badaling-brick');
    await page.getByTestId('page-links').getByText('长城景区', { exact: true }).click();
    await expect.poll(() => page.url()).toMatch(/#\/cc-scenic$/);
    await page.getByTestId('page-shelf').waitFor();
    expect(await page.getByTestId('page-shelf').innerText()).toContain('八达岭长城');
    await snap(page, 'great-wall-cc-scenic');
    // the banner's first slide: /cc-detail/{id}, the scenic area's own detail
    await settled(page);
    await page.getByTestId('page-slide').first().click();
    await expect.poll(() => page.url()).toMatch(/#\/scenic-detail\/\d+$/);
    await page.getByTestId('place-detail').waitFor();
    expect(await page.getByTestId('place-detail').innerText()).toContain('八达岭长城');
    // the guide was seen: the home is the home
    await open('/index');
    await page.getByTestId('home').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/index$/);
  });

  test('the culture page: heritage projects and short videos by query; its banner opens a heritage project', async ({ page, open }) => {
    await open(`/cc-art?siteCode=${SITE}`);
    await page.getByTestId('page-item').first().waitFor();
    const shelves = page.getByTestId('page-shelf');
    await expect.poll(() => shelves.count()).toBe(3);
    expect(await shelves.nth(0).innerText()).toContain('八达岭长城传说');
    expect(await shelves.nth(1).getByTestId('page-item').count()).toBeGreaterThan(0);
    await settled(page);
    await page.getByTestId('page-slide').first().click();
    await expect.poll(() => page.url()).toMatch(/#\/project-desc\/\d+$/);
    await page.getByTestId('heritage-project-detail').waitFor();
    expect(await page.getByTestId('heritage-project-detail').innerText()).toContain('八达岭长城传说');
  });

  test('a travel guide by type at 320 px in English', async ({ page, open }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await open(`/other-guide/traffic?siteCode=${SITE}&lang=EN`);
    await page.getByTestId('page-map').waitFor();
    expect(await page.locator('.page-header__title, h1').first().innerText()).toContain('交通指南');
    expect(await page.getByTestId('page-rich-text').innerText()).toContain('八达岭长城站');
    await settled(page);
    const problems: string[] = [];
    report(await inspect(page), 'other-guide/traffic EN @320', problems);
    expect(problems).toEqual([]);
    await snap(page, 'great-wall-other-guide-en-320');
    // a type the site has no guide for: the page engine's not-found
    await open('/other-guide/nowhere');
    await page.getByText('This page does not exist or has been taken down').waitFor();
  });
});

describe.concurrent('every page of the Great Wall section fits a 320 px phone', () => {
  for (const lang of LANGS) {
    test(`in ${lang}`, async ({ page, open, expect: soft }) => {
      const problems: string[] = [];
      await page.setViewportSize({ width: 320, height: 700 });
      await open(`/cc-service?siteCode=${SITE}&lang=${lang}`);
      await page.getByTestId('page').waitFor();
      for (const stem of STEMS) {
        await open(stem.path);
        await page.locator('.page-header__title', { hasText: stem.title }).first().waitFor();
        await page.getByTestId('page-rich-text').first().waitFor();
        await settled(page);
        report(await inspect(page), `${lang} ${stem.path} @320`, problems);
      }
      // the section's own address of the user centre
      await open('/cc-user');
      await page.getByTestId('user-page').waitFor();
      await soft.poll(() => page.url()).toMatch(/#\/user$/);
      await settled(page);
      report(await inspect(page), `${lang} /cc-user @320`, problems);
      soft(problems).toEqual([]);
    });
  }
});
