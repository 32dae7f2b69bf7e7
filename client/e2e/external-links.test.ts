import { describe, expect } from 'vitest';
import { snap, useSystem } from './harness';

const { test, sys } = useSystem();

/**
 * Leaving the platform follows the gateway's verdict (MenuEntry.externalLink,
 * NewsArticle.sourceLink): a host on the allow-list opens directly, any other first shows the
 * disclaimer naming the site. The external sites are answered by a route stub (no network).
 */
describe('external links', () => {
  test('an allowed host (menu entry 成都发布 → www.chengdu.gov.cn) opens directly, without the disclaimer', async ({
    page,
    open,
    pageErrors,
  }) => {
    await page.route('https://www.chengdu.gov.cn/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>成都发布</title><p>stub</p>' }),
    );
    await open('/index?siteCode=site510100');
    // the home's grid shows two rows; the rest of the service menu is on "all services"
    await page.getByTestId('all-services').click();
    const entry = page.getByTestId('services-grid').locator('button', { hasText: '成都发布' });
    await entry.waitFor();
    expect(await entry.getAttribute('data-target')).toBe('EXTERNAL');
    await Promise.all([page.waitForURL('https://www.chengdu.gov.cn/**'), entry.click()]);
    await expect.poll(() => page.url()).toBe('https://www.chengdu.gov.cn/');
    expect(pageErrors).toEqual([]);
  });

  test("another host (a reprinted article's source) shows the disclaimer with the site name, then leaves on confirm", async ({
    page,
    open,
    pageErrors,
  }) => {
    // a reprinted article of the demo site (it carries a sourceUrl on news.example.cn)
    const list = (await (await fetch(`${sys().upstreamUrl}/res/api/content/list?siteCode=site510100&token=&pageSize=50`)).json()) as {
      datas: Array<{ id: string; sourceUrl?: string }>;
    };
    const article = list.datas.find((n) => n.sourceUrl?.startsWith('https://news.example.cn/'));
    expect(article, 'a reprinted article').toBeTruthy();
    await page.route('https://news.example.cn/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>stub</p>' }),
    );

    await open(`/news-detail/${article!.id}?siteCode=site510100`);
    const source = page.getByTestId('news-source');
    await source.waitFor();
    await source.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('成都文旅云');
    await snap(page, 'external-link-disclaimer');
    // cancel stays in the app
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.url()).toContain('#/news-detail/');
    // confirm leaves for the source
    await source.click();
    await dialog.waitFor();
    await Promise.all([page.waitForURL('https://news.example.cn/**'), dialog.getByRole('button').last().click()]);
    await expect.poll(() => page.url()).toBe(article!.sourceUrl);
    expect(pageErrors).toEqual([]);
  });

  test('a reprint in a news list opens its source, and the opening reaches the statistics', async ({ page, open, pageErrors }) => {
    type Records = { counts: { streamMedia: number }; streamMedia: { resource_id: string }[] };
    const records = async () => (await (await fetch(`${sys().upstreamUrl}/__dev/analytics/site510100`)).json()) as Records;
    const before = (await records()).counts.streamMedia;
    await page.route('https://news.example.cn/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>stub</p>' }),
    );
    await open('/news-list/all?siteCode=site510100');
    // a reprint's card links to its source, not to a detail screen
    const reprint = page.locator('a[data-testid="news-card"][href^="https://news.example.cn/"]').first();
    await reprint.waitFor();
    const href = (await reprint.getAttribute('href'))!;
    await reprint.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await Promise.all([page.waitForURL('https://news.example.cn/**'), dialog.getByRole('button').last().click()]);
    await expect.poll(() => page.url()).toBe(href);
    // leaving sent the visit's batch with the opening in it
    await expect.poll(async () => (await records()).counts.streamMedia).toBe(before + 1);
    const id = /\/(\d+)\.html$/.exec(href)![1]!;
    expect((await records()).streamMedia[0]!.resource_id).toBe(id);
    expect(pageErrors).toEqual([]);
  });
});
