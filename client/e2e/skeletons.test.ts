import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, snap, useSystem } from './harness';
import cn from '../src/i18n/locales/cn';

/**
 * Every core screen shows a skeleton in its own layout while its query loads, then its
 * content replaces it. The screen's query is held at the browser (page.route) until the skeleton
 * has been seen, so nothing here depends on timing.
 */
const { test, sys } = useSystem();

interface Held {
  /** Lets the held query go on to the gateway. */
  release(): void;
  done(): Promise<void>;
}

/** Holds the next request of `operation` (its operationName) until `release()`. */
async function hold(page: Page, operation: string): Promise<Held> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const pattern = '**/graphql';
  await page.route(pattern, async (route) => {
    if ((route.request().postData() ?? '').includes(`"operationName":"${operation}"`)) await gate;
    await route.continue();
  });
  // waits for a handler still letting its request go (else the request would be handled twice)
  return { release, done: () => page.unrouteAll({ behavior: 'wait' }) };
}

/**
 * Goes to `go()` with `operation` held: the skeleton (with `shape` inside it) is shown, busy,
 * with one localized status and blocks hidden from screen readers; released, `content` replaces it.
 */
async function seeSkeletonThenContent(
  page: Page,
  operation: string,
  go: () => Promise<unknown>,
  shape: string,
  content: string,
): Promise<void> {
  const held = await hold(page, operation);
  try {
    await go();
    const skeleton = page.locator(`[data-testid=skeleton]:has(${shape})`);
    await skeleton.waitFor();
    expect(await page.locator(content).count(), `${content} before its query answered`).toBe(0);
    expect(await skeleton.getAttribute('aria-busy')).toBe('true');
    // one status for screen readers, in the page's language; the blocks are hidden from them
    expect(await skeleton.getByRole('status').allInnerTexts()).toEqual([cn.common.loading]);
    expect(await skeleton.locator('.skeleton-screen__blocks').getAttribute('aria-hidden')).toBe('true');
    expect(await skeleton.locator('.skeleton').count()).toBeGreaterThan(3);
    await snap(page, `skeleton-${operation}`);
    held.release();
    await page.locator(content).first().waitFor();
    expect(await page.getByTestId('skeleton').count(), `${operation}: the skeleton is gone`).toBe(0);
  } finally {
    held.release();
    await held.done();
  }
}

const go = (page: Page, hashPath: string) =>
  page.evaluate((h) => {
    location.hash = h;
  }, hashPath);

describe('skeletons while a screen loads', () => {
  test('home, news, places, activities and search: each its own skeleton, then its content', async ({ page, open, pageErrors }) => {
    await seeSkeletonThenContent(page, 'HomeScreenQuery', () => open('/index'), '.skeleton-hero', '[data-testid=home]');
    await seeSkeletonThenContent(
      page,
      'NewsListScreenQuery',
      () => go(page, '/news-list/all'),
      '.skeleton-tabs',
      '[data-testid=news-card]',
    );
    await seeSkeletonThenContent(
      page,
      'NewsDetailScreenQuery',
      () => page.getByTestId('news-card').first().click(),
      '.skeleton-header',
      '[data-testid=news-article]',
    );
    await seeSkeletonThenContent(
      page,
      'PlaceListScreenQuery',
      () => go(page, '/scenic-list'),
      '.skeleton-card',
      '[data-testid=place-card]',
    );
    await seeSkeletonThenContent(
      page,
      'PlaceDetailScreenQuery',
      () => page.getByTestId('place-card').first().click(),
      '.skeleton--bleed',
      '[data-testid=place-detail]',
    );
    await seeSkeletonThenContent(
      page,
      'ActivityHomeScreenQuery',
      () => go(page, '/activity-home'),
      '.skeleton-tabs',
      '[data-testid=activity-home]',
    );
    await seeSkeletonThenContent(
      page,
      'ActivityDetailScreenQuery',
      () => go(page, '/activity-detail/80011'),
      '.skeleton--bleed',
      '[data-testid=activity-detail]',
    );
    // the search box and its tabs stay; only the results are grey
    await open('/search');
    await page.getByTestId('search-input').waitFor();
    await seeSkeletonThenContent(
      page,
      'SearchScreenQuery',
      () => go(page, '/search?keyword=%E5%85%AC%E5%9B%AD'),
      '.skeleton-card',
      '[data-testid=search-results], [data-testid=search-empty]',
    );
    expect(await page.getByTestId('search-input').isVisible()).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test('the personal centre, my reservations and my orders with their details', async ({ page, open, pageErrors }) => {
    await seeSkeletonThenContent(page, 'UserScreenQuery', () => open('/user'), '.skeleton-hero', '[data-testid=user-page]');
    await signIn(page, sys().upstreamUrl, '13800000001', { open, returnTo: '/user' });
    await page.getByTestId('user-page').waitFor();
    await seeSkeletonThenContent(
      page,
      'UserReservationScreenQuery',
      () => go(page, '/user-reservation?orderType=CONTENT_TYPE_ACTIVITY'),
      '.skeleton-tabs',
      '[data-testid=user-reservation]',
    );
    await page.getByTestId('reservation-card').first().waitFor();
    await seeSkeletonThenContent(
      page,
      'ReservationDetailScreenQuery',
      () => page.getByTestId('order-open').first().click(),
      '.skeleton-card--column',
      '[data-testid=reservation-detail]',
    );
    await seeSkeletonThenContent(
      page,
      'UserOrderScreenQuery',
      () => go(page, '/user-order'),
      '.skeleton-tabs',
      '[data-testid=shop-order-card]',
    );
    await seeSkeletonThenContent(
      page,
      'OrderDetailScreenQuery',
      () => page.getByTestId('order-open').first().click(),
      '.skeleton-card--column',
      '[data-testid=order-detail]',
    );
    expect(pageErrors).toEqual([]);
  });

  test('the skeleton pulses, and holds still when the person prefers reduced motion', async ({ page, open }) => {
    const held = await hold(page, 'NewsListScreenQuery');
    try {
      await open('/index');
      await page.getByTestId('home').waitFor();
      await go(page, '/news-list/all');
      const block = page.locator('[data-testid=skeleton] .skeleton').first();
      await block.waitFor();
      expect(await block.evaluate((el) => getComputedStyle(el).animationName)).toBe('skeleton-pulse');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect(await block.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    } finally {
      held.release();
      await held.done();
    }
    await page.getByTestId('news-card').first().waitFor();
  });
});
