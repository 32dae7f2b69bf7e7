import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { settled, snap, useSystem } from './harness';
import { inspect, report, type Findings } from './layoutCheck';

const { test } = useSystem();

/** What a 320 px phone shows wrong on the current screen (too wide, fixed parts off screen, raw keys, typed symbols). */
async function at320(page: Page, where: string): Promise<string[]> {
  await page.setViewportSize({ width: 320, height: 640 });
  await settled(page);
  const problems: string[] = [];
  const findings: Findings = await inspect(page);
  report(findings, where, problems);
  return problems;
}

describe("a place kind's introduce page", () => {
  test("the list's header leads to it; it shows the site's introduction, the count and the most popular, and links back to the list", async ({
    page,
    open,
    pageErrors,
  }) => {
    await open('/scenic-list?siteCode=site510100');
    await page.getByTestId('place-card').first().waitFor();
    const total = Number((await page.getByTestId('total-count').innerText()).replace(/\D+/g, ''));
    await page.getByTestId('place-introduce-link').click();
    await page.getByTestId('place-introduce').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/scenic-introduce$/);
    expect(await page.getByTestId('introduction').innerText()).toContain('成都文旅云');
    expect(await page.locator('.place-introduce__number').innerText()).toBe(String(total));
    expect(await page.getByTestId('place-card').count()).toBe(3);
    await snap(page, 'scenic-introduce');
    await page.getByTestId('introduce-list-link').click();
    await page.getByTestId('place-list').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/scenic-list$/);
    expect(pageErrors).toEqual([]);
  });

  test('fits a 320 px phone in English', async ({ page, open }) => {
    await open('/hotel-introduce?siteCode=site450300&lang=EN');
    await page.getByTestId('place-introduce').waitFor();
    await page.getByTestId('place-card').first().waitFor();
    expect(await page.getByTestId('introduction').innerText()).toContain('Guilin Travel');
    expect(await at320(page, 'EN /hotel-introduce')).toEqual([]);
  });
});

describe("a news channel in the regional pack's layout", () => {
  test("/news-list-xj/{code} lists the channel's news under its name, without the channel tabs, and fits 320 px in French", async ({
    page,
    open,
  }) => {
    await open('/news-list/all?siteCode=site510100');
    await page.getByTestId('news-card').first().waitFor();
    const tab = page.locator('.tabs__tab').nth(1);
    const name = await tab.innerText();
    const code = decodeURIComponent((await tab.getAttribute('href'))!.split('/').at(-1)!);
    await open(`/news-list-xj/${encodeURIComponent(code)}`);
    await page.getByTestId('news-card').first().waitFor();
    expect(await page.locator('.page-header__title').innerText()).toBe(name);
    expect(await page.locator('.tabs__tab').count()).toBe(0);
    const metas = await page.locator('[data-testid=news-card] .news-card__meta').allInnerTexts();
    expect(metas.every((m) => m.includes(name))).toBe(true);
    await snap(page, 'news-list-xj');

    await open('/news-list/all?siteCode=site530700&lang=FRENCH');
    await page.getByTestId('news-card').first().waitFor();
    const frenchCode = decodeURIComponent((await page.locator('.tabs__tab').nth(1).getAttribute('href'))!.split('/').at(-1)!);
    await open(`/news-list-xj/${encodeURIComponent(frenchCode)}`);
    await page.getByTestId('news-card').first().waitFor();
    expect(await at320(page, 'FRENCH /news-list-xj')).toEqual([]);
  });
});

describe('the photo wall', () => {
  test("the stories' page leads to it; a picture opens with its author, its place and its story", async ({ page, open, pageErrors }) => {
    await open('/time?siteCode=site510100');
    await page.getByTestId('photo-wall-link').click();
    await page.getByTestId('photo-wall-item').first().waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/photo-wall$/);
    await snap(page, 'photo-wall');
    await page.getByTestId('photo-wall-item').first().click();
    const viewer = page.getByTestId('photo-wall-viewer');
    await viewer.waitFor();
    expect((await viewer.getByTestId('photo-wall-author').innerText()).trim()).not.toBe('');
    expect(await viewer.getByTestId('photo-wall-story').getAttribute('href')).toMatch(/#\/(story|strategy|work)-detail\/\d+/);
    await snap(page, 'photo-wall-viewer');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
  });

  test('scrolls to its end (no more) and fits a 320 px phone in Japanese', async ({ page, open }) => {
    await open('/photo-wall?siteCode=site510100&lang=JAPANESE');
    await page.getByTestId('photo-wall-item').first().waitFor();
    for (let i = 0; i < 20 && (await page.getByTestId('list-no-more').count()) === 0; i += 1) {
      const shown = await page.getByTestId('photo-wall-item').count();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForFunction(
        (n) =>
          document.querySelectorAll('[data-testid=photo-wall-item]').length > n || !!document.querySelector('[data-testid=list-no-more]'),
        shown,
      );
    }
    await page.getByTestId('list-no-more').waitFor();
    expect(await at320(page, 'JAPANESE /photo-wall')).toEqual([]);
  });
});
