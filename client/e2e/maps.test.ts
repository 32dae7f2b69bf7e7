import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, snap, useSystem } from './harness';
import { inspect, report } from './layoutCheck';

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

/** The hosts of the requests the page sends from now on. */
function requestHosts(page: Page): Set<string> {
  const hosts = new Set<string>();
  page.on('request', (r) => hosts.add(new URL(r.url()).host));
  return hosts;
}

/** The index of a marker no other marker covers (a tap on its middle reaches it). */
const freePin = (page: Page, scope = page.locator('body')) =>
  scope.getByTestId('map-pin').evaluateAll((pins) =>
    pins.findIndex((pin) => {
      const r = pin.getBoundingClientRect();
      return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.closest('[data-testid=map-pin]') === pin;
    }),
  );

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

  test("the location page, opened from the self-drive page's route link at 320 px in English: one marker named for the sight, in the middle of the map", async ({
    page,
    open,
    pageErrors,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const hosts = requestHosts(page);
    await open('/driving?siteCode=site513225&lang=EN');
    const sight = page.getByTestId('driving-sight').first();
    await sight.waitFor();
    await page.getByTestId('driving-route').first().click();
    await expect.poll(() => page.url()).toMatch(/#\/open-map\/[\d.]+\/[\d.]+\//);
    await page.getByTestId('open-map').waitFor();
    await idle(page);
    const name = await page.getByTestId('map-name').innerText();
    expect(name.length).toBeGreaterThan(0);
    // one marker, on the map's canvas, named for the place (and the map named for it too)
    const map = page.locator('[data-map="gl"]');
    expect(await map.getAttribute('aria-label')).toBe(`Map of ${name}`);
    expect(await map.locator('canvas').count()).toBe(1);
    const pin = map.getByTestId('map-pin');
    await expect.poll(() => pin.count()).toBe(1);
    expect(await page.getByTestId('map-pin').count()).toBe(1);
    expect(await pin.getAttribute('aria-label')).toBe(name);
    // centred on the place: the marker stands in the middle of the map
    const [box, at] = [await map.boundingBox(), await pin.boundingBox()];
    if (!box || !at) throw new Error('the map or its marker is not drawn');
    expect(box.width).toBeLessThanOrEqual(320);
    expect(Math.abs(at.x + at.width / 2 - (box.x + box.width / 2))).toBeLessThan(2);
    expect(Math.abs(at.y + at.height / 2 - (box.y + box.height / 2))).toBeLessThan(2);
    // what the page had stays: the address, the phone's map apps, copying
    expect(await page.getByTestId('map-address').innerText()).not.toBe('');
    expect(await page.getByTestId('map-apps').locator('a').count()).toBe(3);
    await page.getByTestId('copy-coords').waitFor();
    const problems: string[] = [];
    report(await inspect(page), 'open-map EN @320', problems);
    expect(problems).toEqual([]);
    await snap(page, 'maps-open-map-en-320');
    const own = new Set([new URL(sys().gatewayUrl).host, new URL(sys().upstreamUrl).host]);
    expect([...hosts].filter((h) => !own.has(h))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('a location link whose coordinates are off the globe says so where the map would be, and keeps the name and address', async ({
    page,
    open,
    pageErrors,
  }) => {
    await open('/open-map/104.07/91/%E6%9D%9C%E7%94%AB%E8%8D%89%E5%A0%82/%E9%9D%92%E7%BE%8A%E5%8C%BA?siteCode=site510100&lang=EN');
    await page.getByTestId('map-nowhere').waitFor();
    expect(await page.getByTestId('map-nowhere').innerText()).toBe('This link has no valid position to show on a map');
    expect(await page.locator('[data-map]').count()).toBe(0);
    expect(await page.getByTestId('map-name').innerText()).toBe('杜甫草堂');
    expect(await page.getByTestId('map-address').innerText()).toBe('青羊区');
    expect(await page.getByTestId('map-lat').innerText()).toContain('—');
    expect(await page.getByTestId('map-apps').count()).toBe(0);
    await page.getByTestId('copy-address').waitFor();
    expect(pageErrors).toEqual([]);
  });

  test("a page's map section: its places as markers numbered as the list below; tapping one marks its row, whose link opens the place", async ({
    page,
    open,
    pageErrors,
  }) => {
    const hosts = requestHosts(page);
    await open('/tianfu-cuisine?siteCode=site510100');
    const section = page.getByTestId('page-map');
    await section.waitFor();
    await section.scrollIntoViewIfNeeded();
    await idle(page);
    const rows = section.locator('.page-map__list li');
    const names = (await rows.allInnerTexts()).map((r) => r.replace(/^\d+\s*/, ''));
    expect(names.length).toBe(6);
    // every row on the map (no clusters: each number stands), its marker showing the row's number
    const pins = section.locator('[data-map="gl"]').getByTestId('map-pin');
    await expect.poll(() => pins.count()).toBe(names.length);
    expect(await section.getByTestId('map-cluster').count()).toBe(0);
    const marks = await pins.evaluateAll((els) => els.map((e) => [e.textContent ?? '', e.getAttribute('aria-label') ?? '']));
    expect(marks.map(([n]) => Number(n)).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const [n, label] of marks) expect(label).toBe(`${n}. ${names[Number(n) - 1]}`);
    expect(await section.locator('[data-map="gl"]').getAttribute('aria-label')).toContain('6');
    // a tap on a marker marks its row; the row's link stays the way to the place
    const free = await freePin(page, section);
    expect(free).toBeGreaterThanOrEqual(0);
    const n = Number(marks[free]![0]);
    await pins.nth(free).click();
    const row = rows.nth(n - 1);
    await expect.poll(() => row.getAttribute('aria-current')).toBe('location');
    expect(await section.locator('.page-map__list li[aria-current]').count()).toBe(1);
    expect(await pins.nth(free).getAttribute('aria-pressed')).toBe('true');
    expect(await row.locator('a').getAttribute('href')).toMatch(/^#\/.+/);
    await snap(page, 'maps-page-section');
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
    const free = await freePin(page);
    expect(free).toBeGreaterThanOrEqual(0);
    await page.getByTestId('map-pin').nth(free).click();
    await expect.poll(() => page.getByTestId('facility').nth(free).getAttribute('aria-current')).toBe('location');
    expect(pageErrors).toEqual([]);
  });
});
