import { describe, expect } from 'vitest';
import { animationsDone, signIn, snap, useSystem } from './harness';

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
    await expect.poll(() => page.url()).toMatch(/#\/news-list\/[^/]+$/);
  });

  test('an article renders its body', async ({ page, open }) => {
    await open('/news-list/all?siteCode=site510100');
    await page.getByTestId('news-card').first().waitFor();
    const title = await page.getByTestId('news-card').first().locator('.news-card__title').innerText();
    await page.getByTestId('news-card').first().click();
    await page.getByTestId('news-article').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/news-detail\/\d+$/);
    expect(await page.getByTestId('news-title').innerText()).toBe(title);
    const body = page.getByTestId('news-body');
    await body.waitFor();
    expect((await body.innerText()).trim().length).toBeGreaterThan(20);
    expect(await page.locator('.article__meta').innerText()).toMatch(/\d{4}/);
    await snap(page, 'news-detail');
  });

  test("on a page in another language than the site's, the author line reads in it and the author keeps the content's language", async ({
    page,
    open,
  }) => {
    // 70003: a Chengdu article with its author (the demo's third)
    await open('/news-detail/70003?siteCode=site510100&lang=EN');
    const meta = page.locator('.article__meta');
    await meta.waitFor();
    await expect.poll(() => meta.innerText()).toMatch(/By \S/);
    const author = meta.locator('[lang="zh-CN"]');
    expect(await author.innerText()).toMatch(/^[\u4e00-\u9fff]+$/);
    expect(await meta.innerText()).toContain(`By ${await author.innerText()}`);
  });

  test('the XSS vectors in the upstream editor HTML never execute', async ({ page, open, dialogs, pageErrors }) => {
    // Articles 3, 5, 7, 9, 10, 11 and 14 of the demo site carry hostile markup on purpose.
    const hostile = [70003, 70005, 70007, 70009, 70010, 70011, 70014];
    const raw = (await (await fetch(`${sys().upstreamUrl}/res/api/content/detail?siteCode=site510100&token=&id=70005`)).json()) as {
      data: { content: string };
    };
    expect(raw.data.content).toContain('onerror=alert(1)');

    await page.exposeFunction('__xss', () => dialogs.push('xss-callback'));
    for (const id of hostile) {
      await open(`/news-detail/${id}?siteCode=site510100`);
      const body = page.getByTestId('news-body');
      await body.waitFor();
      expect((await body.innerText()).trim().length, `article ${id}`).toBeGreaterThan(20);
      // Any injected handler has had its chance: every picture of the article has loaded or
      // failed (the broken ones error out), and two frames have been drawn since.
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('[data-testid=news-body] img')].every((img) => img.complete),
      );
      await animationsDone(page);
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
    await animationsDone(page); // what the tap started (a navigation, a handler) has run: two frames drawn since
    expect(dialogs).toEqual([]);
    expect(pageErrors).toEqual([]);
    await snap(page, 'news-detail-hostile');
  });

  test("an article's comments and likes (Commentable, Interactable): the preview, all comments at /news-comment, a new comment at the top of both, a like", async ({
    page,
    open,
    pageErrors,
  }) => {
    const res = await fetch(`${sys().gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-site-code': 'site510100' },
      body: JSON.stringify({
        query: '{ news(first: 50) { edges { node { upstreamId title commentSummary { total } interactions { likeCount } } } } }',
      }),
    });
    type Article = {
      upstreamId: string;
      title: string;
      commentSummary: { total: number } | null;
      interactions: { likeCount: number } | null;
    };
    const articles = ((await res.json()) as { data: { news: { edges: { node: Article }[] } } }).data.news.edges.map((e) => e.node);
    const article = articles.find((a) => (a.commentSummary?.total ?? 0) > 0) ?? articles[0];
    expect(article, 'an article').toBeTruthy();
    const total = article!.commentSummary?.total ?? 0;
    const detail = `/news-detail/${article!.upstreamId}`;
    await signIn(page, sys().upstreamUrl, '13911120051', { open, returnTo: detail });
    await page.getByTestId('news-article').waitFor();
    expect(Number(await page.getByTestId('comments-total').innerText())).toBe(total);
    expect(Number(await page.getByTestId('like-count').innerText())).toBe(article!.interactions?.likeCount ?? 0);

    // A like moves the count at once (optimistic) and stays.
    await page.getByTestId('like-btn').click();
    await page.getByTestId('toast').getByText('感谢您的点赞').waitFor();
    expect(Number(await page.getByTestId('like-count').innerText())).toBe((article!.interactions?.likeCount ?? 0) + 1);

    // A comment from the detail page: no star rating for news; it tops the preview.
    await page.getByTestId('open-comment-box').click();
    const box = page.getByTestId('comment-box');
    await box.waitFor();
    expect(await box.locator('.stars--input').count()).toBe(0);
    const text = `写得很好 ${Date.now()}`;
    await box.getByTestId('comment-text').fill(text);
    await box.getByTestId('comment-submit').click();
    await box.waitFor({ state: 'detached' });
    await page.getByTestId('comments').getByTestId('comment').first().getByText(text).waitFor();
    expect(Number(await page.getByTestId('comments-total').innerText())).toBe(total + 1);
    expect(Number(await page.getByTestId('comment-count').innerText())).toBe(total + 1);

    // All comments: the news address, the new comment first, then one more from that page.
    await page.getByTestId('all-comments').click();
    await page.getByTestId('comments-page').waitFor();
    await expect.poll(() => page.url()).toContain(`#/news-comment/NewsArticle/${article!.upstreamId}`);
    expect(await page.locator('.comments-page__of').innerText()).toBe(article!.title);
    await page.getByTestId('comment').first().getByText(text).waitFor();
    await page.getByTestId('open-comment-box').click();
    const second = `再读一遍 ${Date.now()}`;
    await page.getByTestId('comment-text').fill(second);
    await page.getByTestId('comment-submit').click();
    await page.getByTestId('comment-box').waitFor({ state: 'detached' });
    await page.getByTestId('comment').first().getByText(second).waitFor();
    expect(await page.getByTestId('comment').nth(1).innerText()).toContain(text);
    await snap(page, 'news-comments');
    // Back on the article: the preview has both, newest first.
    await page.goBack();
    await page.getByTestId('news-article').waitFor();
    await page.getByTestId('comments').getByTestId('comment').first().getByText(second).waitFor();
    expect(Number(await page.getByTestId('comments-total').innerText())).toBe(total + 2);
    expect(pageErrors).toEqual([]);
  });

  test('an unknown article says so instead of a blank page', async ({ page, open }) => {
    await open('/news-detail/999999999?siteCode=site510100');
    await page.getByText('文章不存在或已下架').waitFor();
  });
});
