import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { useSystem } from './harness';

/**
 * The demo media as a person meets them: a heritage video lasts what its card says and plays on
 * past a few seconds; a short video lasts what its list says; the English site's audio guide is
 * narrated in English; a district's picture on the city cards is a town skyline.
 */
const { test } = useSystem();

/** Seconds of an `m:ss` label. */
const seconds = (label: string): number => {
  const [m, s] = /(\d+):(\d\d)/.exec(label)!.slice(1).map(Number) as [number, number];
  return m * 60 + s;
};

const media = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel) as HTMLMediaElement | null;
    return el ? { time: el.currentTime, duration: el.duration, src: el.currentSrc } : null;
  }, selector);

describe('demo media', () => {
  test('a heritage video plays past a few seconds and lasts what its card says', async ({ page, open, pageErrors }) => {
    await open('/intangible-video?siteCode=site510100');
    const card = page.getByTestId('heritage-media-card').first();
    await card.waitFor();
    const listed = seconds(await card.locator('.heritage-media__time').innerText());
    expect(listed).toBeGreaterThanOrEqual(10);
    await card.click();
    await page.getByTestId('video-player').waitFor();
    await expect.poll(async () => (await media(page, '[data-testid=video-element]'))?.time ?? 0, { timeout: 20_000 }).toBeGreaterThan(3);
    const played = (await media(page, '[data-testid=video-element]'))!;
    expect(Math.abs(played.duration - listed)).toBeLessThanOrEqual(1);
    expect(played.src).toMatch(/\/files\/media\/heritage-\d+--[\w-]+\.webm$/);
    // another card plays another length
    const lengths = await page
      .getByTestId('heritage-media-card')
      .locator('.heritage-media__time')
      .allInnerTexts()
      .then((all) => new Set(all.map(seconds)));
    expect(lengths.size).toBeGreaterThan(1);
    expect(pageErrors).toEqual([]);
  });

  test('the English audio guide is narrated in English, on a 320 px phone', async ({ page, open }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await open('/intangible-audio?siteCode=site450300&lang=en');
    const card = page.getByTestId('heritage-media-card').first();
    await card.waitFor();
    const listed = seconds(await card.locator('.heritage-media__time').innerText());
    await card.click();
    await page.getByTestId('audio-player').waitFor();
    await expect.poll(async () => (await media(page, '[data-testid=audio-element]'))?.time ?? 0, { timeout: 20_000 }).toBeGreaterThan(2);
    const heard = (await media(page, '[data-testid=audio-element]'))!;
    expect(heard.src).toMatch(/--guide-en\.ogg$/);
    expect(Math.abs(heard.duration - listed)).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test("a district's card shows a town skyline", async ({ page, open }) => {
    await open('/city-card?siteCode=site510100');
    const district = page.locator('[data-testid=city-card]:not([data-kind=THEME]):not([data-kind=CITY])').first();
    await district.waitFor();
    const img = district.locator('img.dest-card__img');
    await expect.poll(async () => (await img.getAttribute('src')) ?? '').toMatch(/\/files\/images\/region-[\w-]+\.svg/);
    const src = (await img.getAttribute('src'))!;
    const svg = await (await fetch(new URL(src, page.url()))).text();
    expect(/data-composition="(\w+)"/.exec(svg)?.[1]).toBe('skyline');
  });
});
