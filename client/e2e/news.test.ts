import { describe, expect } from 'vitest';
import { snap, useSystem } from './harness';

const { test, sys } = useSystem();

describe('news', () => {
  test('channel tabs filter the list, which scrolls to more articles', async ({ page, open }) => {
    await open('/news-list/all?siteCode=site510100');
    await page.getByTestId('news-card').first().waitFor();
    expect(await page.getByTestId('news-card').count()).toBe(10);
    const tabs = page.locator('.tabs__tab');
    expect(await tabs.count()).toBeGreaterThan(1);
    expect(await page.locator('.tabs__tab--on').innerText()).toBe('全部');

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=news-card]').length > 10);
    await snap(page, 'news-list');

    // A channel tab shows only that channel's articles.
    const channel = await tabs.nth(1).innerText();
    await tabs.nth(1).click();
    await page.waitForFunction((name) => document.querySelector('.tabs__tab--on')?.textContent === name, channel);
    await page.waitForFunction((name) => {
      const metas = [...document.querySelectorAll('[data-testid=news-card] .news-card__meta')].map((m) => m.textContent ?? '');
      return metas.length > 0 && metas.every((m) => m.includes(name));
    }, channel);
    expect(page.url()).toMatch(/#\/news-list\/[^/]+$/);
  });

  test('an article renders its body', async ({ page, open }) => {
    await open('/news-list/all?siteCode=site510100');
    await page.getByTestId('news-card').first().waitFor();
    const title = await page.getByTestId('news-card').first().locator('.news-card__title').innerText();
    await page.getByTestId('news-card').first().click();
    await page.getByTestId('news-article').waitFor();
    expect(page.url()).toMatch(/#\/news-detail\/\d+$/);
    expect(await page.getByTestId('news-title').innerText()).toBe(title);
    const body = page.getByTestId('news-body');
    await body.waitFor();
    expect((await body.innerText()).trim().length).toBeGreaterThan(20);
    expect(await page.locator('.article__meta').innerText()).toMatch(/\d{4}/);
    await snap(page, 'news-detail');
  });

  test('the XSS vectors in the upstream editor HTML never execute', async ({ page, open, dialogs, pageErrors }) => {
    // Articles 3, 5, 7, 9, 10, 11 and 14 of the demo site carry hostile markup on purpose.
    const hostile = [70003, 70005, 70007, 70009, 70010, 70011, 70014];
    const raw = (await (await fetch(`${sys().upstreamUrl}/res/api/content/detail?siteCode=site510100&token=&id=70005`)).json()) as { data: { content: string } };
    expect(raw.data.content).toContain('onerror=alert(1)');

    await page.exposeFunction('__xss', () => dialogs.push('xss-callback'));
    for (const id of hostile) {
      await open(`/news-detail/${id}?siteCode=site510100`);
      const body = page.getByTestId('news-body');
      await body.waitFor();
      expect((await body.innerText()).trim().length, `article ${id}`).toBeGreaterThan(20);
      // Give any injected handler a chance to fire (broken images error out, timers run).
      await page.waitForTimeout(600);
      const unsafe = await page.evaluate(() => {
        const root = document.querySelector('[data-testid=news-body]');
        if (!root) return ['no body'];
        const found: string[] = [];
        if (root.querySelector('script, iframe, object, embed, style')) found.push('active element');
        root.querySelectorAll('*').forEach((el) => {
          for (const a of Array.from(el.attributes)) {
            if (a.name.toLowerCase().startsWith('on')) found.push(`${el.tagName} ${a.name}`);
            if (/^\s*javascript:/i.test(a.value)) found.push(`${el.tagName} ${a.name}=javascript:`);
          }
        });
        return found;
      });
      expect(unsafe, `article ${id}`).toEqual([]);
      expect(await page.locator('[onerror], [onclick], [onload], [onmouseover]').count()).toBe(0);
      // The hostile <style> did not hide the page.
      expect(await page.evaluate(() => getComputedStyle(document.body).display)).not.toBe('none');
    }
    // Tap the would-be javascript: link of article 7: nothing runs.
    await open('/news-detail/70007?siteCode=site510100');
    const link = page.getByTestId('news-body').locator('a').first();
    if ((await link.count()) > 0) await link.click().catch(() => undefined);
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    expect(pageErrors).toEqual([]);
    await snap(page, 'news-detail-hostile');
  });

  test('an unknown article says so instead of a blank page', async ({ page, open }) => {
    await open('/news-detail/999999999?siteCode=site510100');
    await page.getByText('文章不存在或已下架').waitFor();
  });
});
