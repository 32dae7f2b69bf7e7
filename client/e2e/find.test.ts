import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { settled, snap, useSystem } from './harness';
import { inspect, report, type Findings } from './layoutCheck';

const { test, sys } = useSystem();

const ITEM = '[data-testid=find-feed] > li';

/** Scrolls the feed until its footer says there is no more, waiting on each new page. */
async function scrollToEnd(page: Page): Promise<void> {
  for (let i = 0; i < 30 && (await page.getByTestId('list-no-more').count()) === 0; i += 1) {
    const shown = await page.locator(ITEM).count();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(
      ([selector, n]) =>
        document.querySelectorAll(selector as string).length > (n as number) || !!document.querySelector('[data-testid=list-no-more]'),
      [ITEM, shown] as const,
    );
  }
  await page.getByTestId('list-no-more').waitFor();
}

describe('the find feed', () => {
  test("the stories' page leads to it; it pages to its end with stories and short videos, and a story opens", async ({
    page,
    open,
    pageErrors,
  }) => {
    await open('/time?siteCode=site510100');
    await page.getByTestId('find-link').click();
    await page.locator(ITEM).first().waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/find$/);
    await snap(page, 'find');
    await scrollToEnd(page);
    const feed = page.getByTestId('find-feed');
    expect(await feed.getByTestId('story-card').count()).toBeGreaterThan(0);
    expect(await feed.getByTestId('short-video').count()).toBeGreaterThan(0);
    expect(await feed.getByTestId('short-video').first().getAttribute('href')).toMatch(/#\/short-video/);
    const story = feed.getByTestId('story-card').first();
    const href = await story.getAttribute('href');
    expect(href).toMatch(/#\/(story|strategy|work)-detail\/\d+/);
    await story.click();
    await expect.poll(() => page.url()).toContain(href!.slice(href!.indexOf('#')));
    expect(pageErrors).toEqual([]);
  });

  test('fits a 320 px phone in French, to its end', async ({ page, open }) => {
    await open('/find?siteCode=site510100&lang=FRENCH');
    await page.locator(ITEM).first().waitFor();
    await scrollToEnd(page);
    await page.setViewportSize({ width: 320, height: 640 });
    await settled(page);
    const problems: string[] = [];
    const findings: Findings = await inspect(page);
    report(findings, 'FRENCH /find', problems);
    expect(problems).toEqual([]);
  });

  test('a failing feed fails alone: the header stays and the feed says so', async ({ page, open }) => {
    await sys().dev.addFault({ path: 'res/api/find/list', mode: 'code', code: 1, message: '发现维护中' });
    try {
      await open('/find?siteCode=site510100');
      await page.getByTestId('find-failed').waitFor();
      await page.getByTestId('find-screen').waitFor();
      expect(await page.getByTestId('find-feed').count()).toBe(0);
    } finally {
      await sys().dev.clearFaults();
    }
  });
});
