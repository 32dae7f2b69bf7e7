import { describe, expect } from 'vitest';
import { snap, useSystem } from './harness';
import { expectAccessible } from './axe';

/** The convenient services: the self-drive page (Jiuzhaigou's bottom tab 自驾游) and the service map. */
const { test } = useSystem();

describe('self-drive and the service map', () => {
  test("Jiuzhaigou's 自驾游 tab opens the self-drive page: directions to each sight, car parks nearest first with their spaces, and the map page of one", async ({
    page,
    open,
  }) => {
    await open('/index?siteCode=site513225');
    await page.getByTestId('home').waitFor();
    await page.getByTestId('bottom-nav').getByText('自驾游').click();
    await page.getByTestId('driving').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/driving$/);
    expect(await page.getByTestId('driving-sight').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('driving-route').first().getAttribute('href')).toMatch(/#\/open-map\//);
    // the sights nearest first (the browser is near Chengdu)
    const toSights = (await page.getByTestId('driving-sight').locator('.facility__distance').allInnerTexts()).map((d) =>
      d.endsWith('km') ? Number.parseFloat(d) * 1000 : Number.parseFloat(d),
    );
    expect(toSights.length).toBeGreaterThan(1);
    expect(toSights).toEqual([...toSights].sort((a, b) => a - b));
    await snap(page, 'driving');
    await expectAccessible(page, 'self-drive page', { bestPractice: true });

    await page.getByTestId('driving-PARKING').click();
    await page.getByTestId('service-map').waitFor();
    await page.getByTestId('facility').first().waitFor();
    expect(await page.getByTestId('service-map').getAttribute('data-kind')).toBe('PARKING');
    const distances = await page.getByTestId('facility').getByTestId('distance').allInnerTexts();
    const meters = distances.map((d) => (d.endsWith('km') ? Number.parseFloat(d) * 1000 : Number.parseFloat(d)));
    expect(meters.length).toBeGreaterThan(0);
    expect(meters).toEqual([...meters].sort((a, b) => a - b));
    expect(await page.getByTestId('parking-spaces').first().innerText()).toMatch(/^空余车位 \d+\/\d+$/);
    await snap(page, 'service-map-parking');
    await expectAccessible(page, 'service map', { bestPractice: true });
    await page.getByTestId('facility-go').first().click();
    await page.getByTestId('map-apps').waitFor();
  });

  test('the service map in English on the English site, from a given point; an unknown kind says there is nothing', async ({
    page,
    open,
  }) => {
    await open('/service-map/CONTENT_TYPE_GAS_STATION/110.29/25.27?siteCode=site450300&lang=EN');
    await page.getByTestId('facility').first().waitFor();
    expect(await page.locator('h1').innerText()).toBe('Gas stations');
    const texts = await page.getByTestId('facility').allInnerTexts();
    for (const text of texts) expect(text).not.toMatch(/[\u3400-\u9fff\u3040-\u30ff\uac00-\ud7af]/);
    expect(await page.getByTestId('facility').first().getByTestId('distance').count()).toBe(1);
    await open('/service-map/CONTENT_TYPE_NOPE');
    await page.getByText('None of these nearby').waitFor();
  });
});
