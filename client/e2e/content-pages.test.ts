import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { useSystem } from './harness';
import { graphCall } from './graph';
import { expectAccessible } from './axe';
import { inspect, report } from './layoutCheck';

/**
 * The content pages in the browser against the real upstream and gateway: a place's news on its
 * page and its full list (in French on a 320 px phone), a news channel's micro-lessons reached
 * from its news list, and a home banner slide's detail page reached by tapping the slide.
 */
const { test, sys } = useSystem();

const FR = 'site530700';

interface Venue {
  upstreamId: string;
  detailPath: string;
}

async function venues(site: string): Promise<Venue[]> {
  const r = await graphCall<{ places: { edges: { node: Venue }[] } }>(
    sys().gatewayUrl,
    '{ places(kind: VENUE, first: 4) { edges { node { upstreamId detailPath } } } }',
    {},
    { site },
  );
  return r.places.edges.map((e) => e.node);
}

/** Scrolls an infinite list until its "no more" foot shows. */
async function scrollToEnd(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      const loading = page.getByTestId('list-loading');
      if (await loading.isVisible()) await loading.scrollIntoViewIfNeeded();
      return page.getByTestId('list-no-more').isVisible();
    })
    .toBe(true);
}

describe('content pages', () => {
  test("a place's page shows its two newest articles and links the full list, which pages to its end (French, 320 px)", async ({
    page,
    open,
  }) => {
    const [first, , third, fourth] = await venues(FR);
    await page.setViewportSize({ width: 320, height: 640 });
    const problems: string[] = [];

    await open(`${first!.detailPath}?siteCode=${FR}&lang=FRENCH`);
    const section = page.getByTestId('place-news');
    await section.waitFor();
    expect(await section.getByRole('heading', { level: 2 }).innerText()).toBe('Actualités');
    await expect.poll(() => section.getByTestId('news-card').count()).toBe(2);
    const more = page.getByTestId('place-news-more');
    expect(await more.innerText()).toBe('Voir les 12 articles');
    await more.click();
    await expect.poll(() => page.url()).toMatch(new RegExp(`#/venues-news/${first!.upstreamId}/CONTENT_TYPE_VENUE`));
    await page.getByTestId('venue-news').waitFor();
    await page.getByTestId('venue-news-list').waitFor();
    expect(await page.getByTestId('total-count').innerText()).toContain('12');
    await scrollToEnd(page);
    await expect.poll(() => page.getByTestId('venue-news-list').getByTestId('news-card').count()).toBe(12);
    expect(await page.getByTestId('list-no-more').innerText()).toBe('Plus de résultats');
    report(await inspect(page), 'venue news (FR, 320 px)', problems);
    await expectAccessible(page, 'venue news');

    // The place named at the top leads back to its page.
    await page.getByTestId('venue-news-place').click();
    await expect.poll(() => page.url()).toContain(`#${first!.detailPath}`);
    await page.getByTestId('place-detail').waitFor();

    // Two articles: both shown, no link; none: no section.
    await open(`${third!.detailPath}?siteCode=${FR}&lang=FRENCH`);
    await page.getByTestId('place-news').waitFor();
    await expect.poll(() => page.getByTestId('place-news').getByTestId('news-card').count()).toBe(2);
    expect(await page.getByTestId('place-news-more').count()).toBe(0);
    report(await inspect(page), 'place with two articles (FR, 320 px)', problems);
    await open(`${fourth!.detailPath}?siteCode=${FR}&lang=FRENCH`);
    await page.getByTestId('place-name').waitFor();
    await expect.poll(() => page.url()).toContain(fourth!.detailPath);
    await page.getByTestId('interaction-bar').waitFor();
    expect(await page.getByTestId('place-news').count()).toBe(0);

    // A path naming no place.
    await open(`/venues-news/99999999/CONTENT_TYPE_VENUE?siteCode=${FR}&lang=FRENCH`);
    await page.getByText("Ce lieu n'existe pas ou a été retiré").waitFor();
    expect(problems).toEqual([]);
  });

  test("a news channel's micro-lessons: reached from its news list, its videos only; a channel without any says so", async ({
    page,
    open,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await open(`/news-list/systemChannel?siteCode=${FR}&lang=FRENCH`);
    await page.getByTestId('news-list').waitFor();
    await page.getByTestId('news-lessons-link').click();
    await expect.poll(() => page.url()).toMatch(/#\/cc-microclass\/systemChannel/);
    await page.getByTestId('lesson-grid').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Actualités · micro-cours');
    const cards = page.getByTestId('lesson-card');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    await scrollToEnd(page);
    const count = await cards.count();
    const videos = await graphCall<{ news: { totalCount: number } }>(
      sys().gatewayUrl,
      '{ news(channelCode: "systemChannel", contentType: VIDEO) { totalCount } }',
      {},
      { site: FR },
    );
    expect(count).toBe(videos.news.totalCount);
    const problems: string[] = [];
    report(await inspect(page), 'micro-lessons (FR, 320 px)', problems);
    expect(problems).toEqual([]);
    await expectAccessible(page, 'micro-lessons');

    // A lesson opens its article, which plays it.
    await cards.first().click();
    await expect.poll(() => page.url()).toMatch(/#\/news-detail\/\d+/);
    await page.locator('video').first().waitFor({ state: 'attached' });

    // Chengdu's first channel holds no video (the interface stays in French).
    await open('/cc-microclass/systemChannel?siteCode=site510100');
    await page.getByText('Aucun micro-cours dans cette rubrique').waitFor();
  });

  test("a banner slide with a text opens its detail page, whose button follows the slide's link", async ({ page, open }) => {
    await open('/index?siteCode=site450300&lang=EN');
    const banner = page.getByTestId('banner');
    await banner.waitFor();
    await banner.locator('button.banner__slide').nth(1).click();
    await expect.poll(() => page.url()).toMatch(/#\/swiper-detail\/slide-2/);
    await page.getByTestId('slide-detail').waitFor();
    const title = await page.getByTestId('slide-title').innerText();
    expect(title).toMatch(/the emblem of Guilin/);
    expect(await page.getByTestId('slide-body').innerText()).toContain('Book ahead');
    await expectAccessible(page, 'banner slide');
    await page.getByTestId('slide-link').click();
    await expect.poll(() => page.url()).toMatch(/#\/scenic-detail\/\d+/);
    await page.getByTestId('place-detail').waitFor();
    expect(title).toContain(await page.getByTestId('place-name').innerText());

    await open('/swiper-detail/slide-9?siteCode=site450300&lang=EN');
    await page.getByText('This banner item no longer exists').waitFor();
  });
});

describe('a part of the find feed that failed', () => {
  test('the stories stay, the videos say they failed, and the retry reads the videos alone (French, 320 px)', async ({ page, open }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await sys().dev.addFault({ path: 'res/api/streamMedia/list', mode: 'http500', times: 1 });
    await open('/find?siteCode=site530700&lang=FRENCH');
    const failed = page.getByTestId('find-part-failed');
    await failed.waitFor();
    expect(await failed.getAttribute('data-part')).toBe('VIDEOS');
    expect(await failed.innerText()).toContain('Les vidéos n’ont pas pu être chargées');
    const feed = page.getByTestId('find-feed');
    await expect.poll(() => feed.locator('[data-testid=story-card]').count()).toBeGreaterThan(0);
    const stories = await feed.locator('> li').count();
    expect(await feed.locator('[data-testid=short-video]').count()).toBe(0);
    const problems: string[] = [];
    report(await inspect(page), 'find with a failed part (FR, 320 px)', problems);
    expect(problems).toEqual([]);

    await sys().dev.resetCalls();
    await page.getByTestId('find-part-retry').click();
    const recovered = page.getByTestId('find-part-recovered');
    await recovered.waitFor();
    await expect.poll(() => recovered.locator('> li').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('find-part-failed').count()).toBe(0);
    // the rest stayed: the same stories, and only the videos were read again
    expect(await feed.locator('> li').count()).toBe(stories);
    const { calls } = await sys().dev.calls();
    expect(calls.map((c) => c.path)).toEqual(['res/api/streamMedia/list']);
  });
});
