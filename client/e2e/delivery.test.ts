import { describe, expect } from 'vitest';
import { signIn, snap, useSystem } from './harness';
import { inspect, report } from './layoutCheck';
import { png } from './png';

/**
 * A traveller on the Guilin site (English), on a 320 px phone: from the shop orders to a delivered
 * order, its parcel (carrier, tracking number, the events newest first), then a review with stars,
 * text, a tag and a picture, which the order then shows in place of the review button.
 */
const { test } = useSystem();

describe('shop delivery and reviews', () => {
  test('opens a delivered order, tracks its parcel, reviews it with stars, text and a picture, and sees the review on the order', async ({
    page,
    open,
    sys,
    pageErrors,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await open('/user?siteCode=site450300&lang=EN');
    await page.getByTestId('link-cancellation').waitFor();
    await signIn(page, sys.upstreamUrl, '13800000001', { open, returnTo: '/user-order' });
    await page.getByTestId('user-order').waitFor();
    const problems: string[] = [];

    // The delivered order: shipped, with its tracking and review buttons in the list.
    const card = page.locator('[data-testid=shop-order-card][data-status=SHIPPED]', { has: page.getByTestId('review-btn') }).first();
    await card.waitFor();
    expect(await card.getByTestId('track-btn').innerText()).toBe('Track parcel');
    const name = (await card.locator('.order-card__name').innerText()).trim();
    report(await inspect(page), 'shop orders with tracking (EN, 320 px)', problems);
    await card.getByTestId('order-open').click();
    await expect.poll(() => page.url()).toMatch(/#\/order-detail\//);
    await page.getByTestId('order-detail').waitFor();
    expect(await page.getByTestId('detail-status').innerText()).toBe('Shipped');

    // Its parcel: delivered, the carrier to call, the number to copy, the events newest first.
    await page.getByTestId('order-track').click();
    await expect.poll(() => page.url()).toMatch(/#\/logistics\/\d+$/);
    await page.getByTestId('logistics').waitFor();
    expect(await page.getByTestId('logistics-order').innerText()).toContain(name);
    expect(await page.getByTestId('parcel').getAttribute('data-state')).toBe('DELIVERED');
    expect(await page.getByTestId('parcel-state').innerText()).toBe('Delivered');
    expect(await page.getByTestId('parcel-carrier').innerText()).toMatch(/SF Express|China Post EMS|JD Logistics/);
    expect(await page.getByTestId('parcel-call').getAttribute('href')).toMatch(/^tel:\d{5,6}$/);
    expect(await page.getByTestId('parcel-tracking-number').innerText()).toMatch(/^[A-Z0-9]{10,}$/);
    const events = page.getByTestId('parcel-event');
    expect(await events.count()).toBe(5);
    expect(await events.first().innerText()).toContain('Delivered and signed for by the recipient');
    expect(await events.last().innerText()).toContain('The seller shipped the parcel');
    report(await inspect(page), 'parcel tracking (EN, 320 px)', problems);
    await snap(page, 'logistics');

    // The review: stars, text, a tag and a picture.
    await page.getByTestId('logistics-review').click();
    await expect.poll(() => page.url()).toMatch(/#\/order-comment\?orderId=\d+$/);
    await page.getByTestId('order-comment').waitFor();
    await page.getByTestId('review-submit').click();
    expect(await page.getByTestId('review-stars-error').innerText()).toBe('Choose a rating');
    await page.getByTestId('star-4').click();
    await page.getByTestId('review-text').fill('Lovely fan, carefully packed and quick to arrive.');
    await page.getByTestId('review-tag-WELL_PACKED').click();
    expect(await page.getByTestId('review-tag-WELL_PACKED').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('review-pictures-input').setInputFiles({ name: 'fan.png', mimeType: 'image/png', buffer: png(240, 160) });
    await page.locator('[data-testid=upload-tile][data-status=done]').waitFor();
    report(await inspect(page), 'order review form (EN, 320 px)', problems);
    await snap(page, 'order-comment');
    await page.getByTestId('review-submit').click();

    // Back on the order: the review shows, the review button is gone.
    await expect.poll(() => page.url()).toMatch(/#\/order-detail\/\d+$/);
    const review = page.getByTestId('order-review');
    await review.waitFor();
    expect(await page.getByTestId('order-review-text').innerText()).toBe('Lovely fan, carefully packed and quick to arrive.');
    expect(await review.locator('[data-star]').getAttribute('data-star')).toBe('4');
    expect(await review.innerText()).toContain('Well packed');
    expect(await page.getByTestId('order-review-pictures').locator('img').count()).toBe(1);
    expect(await page.getByTestId('order-review-btn').count()).toBe(0);
    report(await inspect(page), 'order with its review (EN, 320 px)', problems);
    expect(problems).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
