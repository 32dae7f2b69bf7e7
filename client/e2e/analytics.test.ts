/**
 * Visit analytics in the browser: a visitor opens the home, taps a menu entry and a banner, opens
 * a paid activity's detail and leaves; the upstream's statistics then hold the visit (page views,
 * the stay on the tracked scenic list, both taps, the activity's browse record). Nothing is sent
 * before the page is hidden: the first screen's GraphQL requests are the app's own, and leaving
 * sends exactly one batch (a keepalive request).
 */
import { describe } from 'vitest';
import type { Request } from 'playwright-core';
import { operationOf, useSystem } from './harness';

const { test, sys } = useSystem();

type Kind = 'pageViews' | 'stays' | 'functionClicks' | 'browses' | 'streamMedia';
interface Records {
  counts: Record<Kind, number>;
  pageViews: { path: string; visitor: string }[];
  stays: { module: string; status: number }[];
  functionClicks: { function_type: string }[];
  browses: { resource_id: string }[];
}

const records = async (): Promise<Records> => (await (await fetch(`${sys().upstreamUrl}/__dev/analytics/site510100`)).json()) as Records;
/**
 * How many visit batches the gateway received (its metrics: a keepalive request sent as the page
 * goes is not among the page's requests Playwright reports).
 */
const batches = async () =>
  Number(
    /gateway_graphql_operations_total\{operation="collectorRecordVisitMutation",outcome="ok"\} (\d+)/.exec(
      await (await fetch(`${sys().gatewayUrl}/metrics`)).text(),
    )?.[1] ?? 0,
  );

describe('visit analytics', () => {
  test('a visit’s views, stay, taps and detail reach the statistics in one batch when the visitor leaves', async ({
    page,
    open,
    expect,
  }) => {
    const operations: string[] = [];
    page.on('request', (r: Request) => {
      const name = operationOf(r);
      if (name) operations.push(name);
    });
    const before = await records();
    await open('/index?siteCode=site510100');
    await page.getByTestId('home').waitFor();
    await page.getByTestId('banner').waitFor();
    // the first screen's requests are the app's own: the analytics add none
    expect(operations).toEqual(['AppShellQuery', 'HomeScreenQuery']);
    expect(await batches()).toBe(0);

    await page
      .getByTestId('menu-grid')
      .locator('.menu-grid__item', { hasText: /^\s*景区\s*$/ })
      .click();
    await page.waitForURL(/#\/scenic-list/);
    await page.goBack();
    await page.getByTestId('banner').waitFor();
    await page.getByTestId('banner').locator('button.banner__slide').first().click();
    await page.waitForURL((url) => !url.hash.startsWith('#/index'));
    await open('/activity-detail/80010');
    await page.getByText('川菜烹饪大师课').first().waitFor();

    expect(await batches()).toBe(0);
    await page.goto('about:blank');
    await expect.poll(batches).toBe(1);

    await expect
      .poll(async () => {
        const { counts } = await records();
        return {
          views: counts.pageViews - before.counts.pageViews >= 4,
          stays: counts.stays - before.counts.stays >= 2,
          taps: counts.functionClicks - before.counts.functionClicks,
          browses: counts.browses - before.counts.browses,
        };
      })
      .toEqual({ views: true, stays: true, taps: 2, browses: 1 });
    const got = await records();
    expect(
      got.functionClicks
        .slice(0, 2)
        .map((c) => c.function_type)
        .sort(),
    ).toEqual(['AD_CLICK', 'SCENIC']);
    expect(got.browses[0]!.resource_id).toBe('80010');
    expect(got.pageViews.map((v) => v.path)).toEqual(expect.arrayContaining(['/index', '/scenic-list', '/activity-detail/80010']));
    // the scenic list is tracked: its enter and leave are logged; the home's stay is not
    expect(
      got.stays
        .filter((s) => s.module === '/scenic-list')
        .map((s) => s.status)
        .sort(),
    ).toEqual([1, 2]);
    expect(got.stays.some((s) => s.module === '/index')).toBe(false);
  });
});
