import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, snap, useSystem } from './harness';

/**
 * The maps: MapLibre GL over the basemap the project serves, HTML markers numbered as the list
 * beside them, clustered where they meet; the project's drawn pins where WebGL is missing. Waits
 * on the markers' DOM and the map's `data-map-state="idle"` (set on MapLibre's idle event), never
 * on pixels or time.
 */
const { test, sys } = useSystem();

const idle = (page: Page) => page.locator('[data-map="gl"][data-map-state="idle"]').waitFor();

/** The places the markers stand for: a pin one, a cluster its count. */
async function placesOnMap(page: Page): Promise<number> {
  const pins = await page.getByTestId('map-pin').count();
  const clusters = (await page
    .getByTestId('map-cluster')
    .evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.count)))) as number[];
  return pins + clusters.reduce((a, b) => a + b, 0);
}

/** Taps the first cluster and waits until the map has zoomed in and drawn its markers again. */
async function splitCluster(page: Page): Promise<void> {
  const cluster = await page.getByTestId('map-cluster').first().elementHandle();
  if (!cluster) throw new Error('no cluster');
  await cluster.click();
  await cluster.waitForElementState('hidden');
  await idle(page);
}

describe('maps', () => {
  test('the service map: the parking lots around a position as numbered markers; tapping one shows its card', async ({
    page,
    open,
    pageErrors,
  }) => {
    const hosts = new Set<string>();
    page.on('request', (r) => hosts.add(new URL(r.url()).host));
    await open('/service-map/CONTENT_TYPE_PARKING?siteCode=site510100');
    await page.getByTestId('facility').first().waitFor();
    await idle(page);
    await page.getByTestId('map-you').waitFor({ state: 'attached' });
    // every row is on the map, as a pin or in a cluster's count
    await expect.poll(async () => (await placesOnMap(page)) - (await page.getByTestId('facility').count())).toBe(0);
    // close lots merge into a cluster with their count; a tap zooms in until they stand apart
    for (let i = 0; i < 6 && (await page.getByTestId('map-pin').count()) === 0; i++) await splitCluster(page);
    const pin = page.getByTestId('map-pin').first();
    const label = (await pin.getAttribute('aria-label')) ?? '';
    expect(label).toMatch(/^\d+\. .+, [\d.,]+ ?k?m$/);
    expect(await pin.innerText()).toBe(label.split('.')[0]);
    await snap(page, 'maps-service-map');
    await pin.click();
    const card = page.getByTestId('facility').nth(Number(label.split('.')[0]) - 1);
    await expect.poll(() => card.getAttribute('aria-current')).toBe('location');
    expect(await card.locator('h2').innerText()).toBe(label.replace(/^\d+\. /, '').replace(/, [^,]+$/, ''));
    // nothing but the project's own origins while the map drew (basemap, worker, styles included)
    const own = new Set([new URL(sys().gatewayUrl).host, new URL(sys().upstreamUrl).host]);
    expect([...hosts].filter((h) => !own.has(h))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('the heritage map: items at one spot are one marker with their count; tapping it zooms in and splits it', async ({
    page,
    open,
    pageErrors,
  }) => {
    await open('/intangible-map?siteCode=site510100');
    await page.getByTestId('heritage-map').waitFor();
    await idle(page);
    const counts = async () =>
      page.getByTestId('map-cluster').evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.count)));
    const before = await counts();
    expect(Math.max(...before)).toBeGreaterThan(1);
    const biggest = before.indexOf(Math.max(...before));
    const cluster = await page.getByTestId('map-cluster').nth(biggest).elementHandle();
    expect(await cluster?.getAttribute('aria-label')).toContain(String(before[biggest]));
    await cluster?.click();
    await cluster?.waitForElementState('hidden');
    await idle(page);
    // what was one marker is now several: pins, or smaller clusters
    const after = await counts();
    expect((await page.getByTestId('map-pin').count()) + after.length).toBeGreaterThan(1);
    expect(Math.max(0, ...after)).toBeLessThan(before[biggest]!);
    expect(pageErrors).toEqual([]);
  });

  test('the location page of story writing: the scenic areas nearby as numbered markers; a marker shows its row', async ({
    page,
    open,
    pageErrors,
  }) => {
    const hosts = new Set<string>();
    page.on('request', (r) => hosts.add(new URL(r.url()).host));
    await signIn(page, sys().upstreamUrl, '13911144044', { open, returnTo: '/now-address?draft=maps' });
    await page.getByTestId('place-option').first().waitFor();
    await idle(page);
    await page.getByTestId('map-you').waitFor({ state: 'attached' });
    // every listed place is on the map, as a pin or in a cluster's count
    await expect.poll(async () => (await placesOnMap(page)) - (await page.getByTestId('place-option').count())).toBe(0);
    for (let i = 0; i < 6 && (await page.getByTestId('map-pin').count()) === 0; i++) await splitCluster(page);
    const pin = page.getByTestId('map-pin').first();
    const label = (await pin.getAttribute('aria-label')) ?? '';
    expect(label).toMatch(/^\d+\. .+/);
    const n = Number(label.split('.')[0]);
    expect(await pin.innerText()).toBe(String(n));
    await pin.click();
    // the marker shows its row; choosing stays the row's tap
    const row = page.getByTestId('place-option').nth(n - 1);
    await expect.poll(() => row.getAttribute('aria-current')).toBe('location');
    expect(await row.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => page.url()).toContain('#/now-address');
    const own = new Set([new URL(sys().gatewayUrl).host, new URL(sys().upstreamUrl).host]);
    expect([...hosts].filter((h) => !own.has(h))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('without WebGL (an old phone, a webview with it off) the service map falls back to the drawn pins', async ({
    page,
    context,
    open,
    pageErrors,
  }) => {
    await context.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
        return /webgl/i.test(kind) ? null : (getContext as (...a: unknown[]) => unknown).call(this, kind, ...rest);
      } as typeof getContext;
    });
    await open('/service-map/CONTENT_TYPE_PARKING?siteCode=site510100');
    await page.getByTestId('facility').first().waitFor();
    await page.locator('[data-map="drawn"]').waitFor();
    expect(await page.locator('[data-map="gl"]').count()).toBe(0);
    // a pin for every row, numbered as the list (more rows may arrive as the list scrolls)
    await expect.poll(async () => (await page.getByTestId('map-pin').count()) - (await page.getByTestId('facility').count())).toBe(0);
    expect(await page.getByTestId('map-pin').first().locator('text').textContent()).toBe('1');
    // tap a pin no other pin covers: its row is picked
    const free = await page.getByTestId('map-pin').evaluateAll((pins) =>
      pins.findIndex((pin) => {
        const r = pin.getBoundingClientRect();
        return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.closest('[data-testid=map-pin]') === pin;
      }),
    );
    expect(free).toBeGreaterThanOrEqual(0);
    await page.getByTestId('map-pin').nth(free).click();
    await expect.poll(() => page.getByTestId('facility').nth(free).getAttribute('aria-current')).toBe('location');
    expect(pageErrors).toEqual([]);
  });
});
