import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from './axe';
import { signIn, snap, useSystem } from './harness';
import { png } from './png';

const { test, sys } = useSystem();

interface Item {
  [key: string]: unknown;
}

async function upstream(path: string, query: Record<string, string> = {}): Promise<Item[]> {
  const qs = new URLSearchParams({ siteCode: 'site510100', token: '', pageSize: '50', ...query });
  const res = (await (await fetch(`${sys().upstreamUrl}/${path}?${qs}`)).json()) as { datas: Item[] };
  return res.datas;
}

/** An open topic of a type (its dates around now). */
async function openTopic(type: string): Promise<Item> {
  const now = sys().now();
  const ms = (s: unknown) => Date.parse(`${String(s).replace(' ', 'T')}+08:00`);
  const found = (await upstream('res/api/topic/list')).find((t) => t.topicType === type && ms(t.startTime) <= now && now <= ms(t.endTime));
  if (!found) throw new Error(`no open ${type} topic`);
  return found;
}

/** Nothing wider than the screen (320 px and up). */
async function expectNoOverflow(page: Page, where: string): Promise<void> {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(wide, where).toBeLessThanOrEqual(0);
}

describe('stories, strategies and topics', () => {
  test('reads a topic, posts a story with two pictures and a tag, sees it pending, then published', async ({ page, open, pageErrors }) => {
    const topic = await openTopic('story');
    await signIn(page, sys().upstreamUrl, '13911150001', { open, returnTo: '/topic-list' });

    // The topic list: the topic's card, its state
    await page.getByTestId('topic-list').waitFor();
    const card = page.getByTestId('topic-card').filter({ hasText: String(topic.title) });
    expect(await card.getByTestId('topic-state').innerText()).toBe('进行中');
    await expectAccessible(page, 'topic list');
    await card.click();
    await page.getByTestId('topic-detail').waitFor();
    expect(await page.getByTestId('topic-title').innerText()).toBe(topic.title);
    await page.getByTestId('topic-entries').waitFor();
    await expectAccessible(page, 'topic detail');
    await snap(page, 'stories-topic-detail');

    // Its rules
    await page.getByTestId('topic-rules-link').click();
    await page.getByTestId('topic-rules').waitFor();
    expect(await page.getByTestId('topic-rules').innerText()).toMatch(/参与方式/);
    await page.goBack();
    await page.getByTestId('topic-detail').waitFor();

    // Take part: the form of this topic
    await page.getByTestId('topic-write').click();
    await page.getByTestId('story-form').waitFor();
    await expect.poll(() => page.url()).toContain(`#/add-story/${String(topic.id)}/0`);
    expect(await page.getByTestId('form-topic').innerText()).toContain(String(topic.title));

    // Sending without pictures: the gateway's words at the field, what was typed kept
    const title = `春熙路的夜 ${Date.now() % 100000}`;
    await page.getByTestId('form-title').fill(title);
    await page.getByTestId('form-text').fill('灯火通明，人来人往。\n小吃摊前排起了长队。');
    await page.getByTestId('form-submit').click();
    await page.getByTestId('field-error').getByText('请至少上传一张图片').waitFor();
    expect(await page.getByTestId('form-title').inputValue()).toBe(title);
    await expectAccessible(page, 'story form with an error');

    // Two pictures
    await page.getByTestId('story-pictures-input').setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: png(60, 40, 90) },
      { name: 'b.png', mimeType: 'image/png', buffer: png(40, 60, 200) },
    ]);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=upload-tile][data-status=done]').length === 2);

    // A tag, on its own screen, and back
    await page.getByTestId('form-pick-tags').click();
    await page.getByTestId('tag-pick').waitFor();
    const tagName = (await page.getByTestId('tag-option').first().innerText()).replace('#', '').trim();
    await page.getByTestId('tag-option').first().click();
    expect(await page.getByTestId('tag-option').first().getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('tag-pick-done').click();
    await page.getByTestId('story-form').waitFor();
    await page.getByTestId('form-tags').getByText(`#${tagName}`).waitFor();
    // the draft kept everything while away
    expect(await page.getByTestId('form-title').inputValue()).toBe(title);
    expect(await page.locator('[data-testid=upload-tile]').count()).toBe(2);
    await snap(page, 'stories-form');

    await page.getByTestId('form-submit').click();
    await page.getByTestId('story-pending').waitFor();
    const id = /#\/story-detail\/(\d+)/.exec(page.url())?.[1];
    expect(id, page.url()).toBeTruthy();
    expect(await page.getByTestId('story-title').innerText()).toBe(title);
    expect(await page.getByTestId('gallery').getByTestId('gallery-photo').count()).toBe(2);
    expect(await page.getByTestId('story-tags').innerText()).toContain(tagName);
    // waiting for moderation: no likes or comments yet
    expect(await page.getByTestId('interaction-bar').count()).toBe(0);
    await expectAccessible(page, 'pending story');
    await snap(page, 'stories-pending');

    // My stories: under review
    await open('/user-story?status=PENDING');
    await page.getByTestId('my-stories').getByText(title).waitFor();

    // The moderator publishes it (dev channel): the author sees it published, the topic lists it
    await sys().dev.control('POST', 'stories/moderate', { id, pass: true });
    await open(`/story-detail/${id!}`);
    await page.reload();
    await page.getByTestId('story-detail').waitFor();
    await page.getByTestId('interaction-bar').waitFor();
    expect(await page.getByTestId('story-pending').count()).toBe(0);
    await page.getByTestId('story-topic').click();
    await page.getByTestId('topic-entries').getByText(title).waitFor();
    await open('/user-story?status=PUBLISHED');
    await page.getByTestId('my-stories').getByText(title).waitFor();
    expect(pageErrors).toEqual([]);
  });

  test('the menu codes TIME, RAIDERS and TOPIC open their screens', async ({ page, open }) => {
    for (const [name, screen] of [
      ['时光', 'time-screen'],
      ['攻略', 'strategy-list'],
      ['话题', 'topic-list'],
    ] as const) {
      await open('/default-service?siteCode=site510100');
      await page
        .getByTestId('services-grid')
        .locator('.menu-grid__item', { hasText: new RegExp(`^\\s*${name}\\s*$`) })
        .click();
      await page.getByTestId(screen).waitFor();
    }
    await expect.poll(() => page.url()).toContain('#/topic-list');
  });

  test('the waterfalls: stories on TIME, strategies, tags, topic entries; more on scrolling', async ({ page, open }) => {
    await open('/time');
    await page.getByTestId('time-screen').waitFor();
    const waterfall = page.getByTestId('story-waterfall');
    await waterfall.getByTestId('story-card').first().waitFor();
    // two columns, each holding cards, level within a card
    const columns = await waterfall
      .locator('.waterfall__col')
      .evaluateAll((cols) => cols.map((c) => ({ n: c.children.length, h: c.getBoundingClientRect().height })));
    expect(columns).toHaveLength(2);
    expect(columns.every((c) => c.n > 0)).toBe(true);
    expect(Math.abs(columns[0]!.h - columns[1]!.h)).toBeLessThan(400);
    await expectAccessible(page, 'time');
    await snap(page, 'stories-time');
    // scrolling to the end loads the next page (a first page shorter than the screen loads on by itself)
    const before = await waterfall.getByTestId('story-card').count();
    expect(before % 10).toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid=story-waterfall] [data-testid=story-card]').length > n,
      before,
    );

    // most liked first
    await page.getByTestId('order-POPULAR').first().click();
    await page.waitForFunction(() => document.querySelector('[data-testid=order-POPULAR]')?.getAttribute('aria-pressed') === 'true');

    // strategies (RAIDERS): a strategy opens on the strategy page
    await open('/strategy-list');
    await page.getByTestId('strategy-waterfall').getByTestId('story-card').first().waitFor();
    await expectAccessible(page, 'strategy list');
    await page.getByTestId('strategy-waterfall').getByTestId('story-card').first().click();
    await page.getByTestId('trip-facts').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/strategy-detail\/\d+$/);

    // find a strategy by its length
    await open('/find-strategy');
    await page.getByTestId('length-MEDIUM').click();
    await page.waitForFunction(() => location.hash.includes('length=MEDIUM'));
    await page.getByTestId('strategy-waterfall').getByTestId('story-card').first().waitFor();

    // a tag's stories
    await open('/tag-list');
    await page.getByTestId('tag-cloud').waitFor();
    const tag = page.getByTestId('tag-link').first();
    const name = (await tag.innerText()).split(/\s/)[0]!;
    await tag.click();
    await page.waitForFunction(() => location.hash.includes('tag='));
    await page.locator('.page-header__title', { hasText: name }).waitFor();
    await page.getByTestId('story-waterfall').getByTestId('story-card').first().waitFor();

    // the PK debates (/all-pk): only debates; one's page, then all its entries by stance
    const pk = await openTopic('pk');
    const debates = (await upstream('res/api/topic/list', { topicType: 'pk' })).map((t) => String(t.title));
    await open('/all-pk');
    const cards = page.getByTestId('topic-list').getByTestId('topic-card');
    await cards.first().waitFor();
    await expect.poll(() => cards.count()).toBe(debates.length);
    for (const text of await cards.allInnerTexts()) expect(debates.some((title) => text.includes(title))).toBe(true);
    await page
      .getByTestId('topic-list')
      .getByTestId('topic-card')
      .filter({ hasText: String(pk.title) })
      .click();
    await page.getByTestId('topic-detail').waitFor();
    await page.getByTestId('topic-entries-all').click();
    await expect.poll(() => page.url()).toMatch(new RegExp(`#/all-pk/${String(pk.id)}$`));
    await page.getByTestId('topic-entries').getByTestId('story-card').first().waitFor();
    await page.getByTestId('side-tab-B').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=side-tab-B]')?.getAttribute('aria-pressed') === 'true');
    // the tab is pressed at once; the entries follow when the refetch lands
    const badges = page.getByTestId('topic-entries').getByTestId('story-card').locator('.badge');
    await expect
      .poll(async () => {
        const sides = await badges.allInnerTexts();
        return sides.length > 0 && sides.every((s) => s === '反方');
      })
      .toBe(true);
  });

  test('likes and comments on a story; its photos in the viewer', async ({ page, open }) => {
    const story = (await upstream('res/api/story/list', { storyType: 'story' })).find(
      (s) => s.topicType === '' && String(s.images).split(',').length >= 2,
    )!;
    const path = `/story-detail/${String(story.id)}`;
    await signIn(page, sys().upstreamUrl, '13911150002', { open, returnTo: path });
    await page.getByTestId('story-detail').waitFor();
    const likes = Number(await page.getByTestId('like-count').innerText());
    expect(likes).toBe(Number(story.likeNum));

    await page.getByTestId('like-btn').click();
    await page.getByTestId('toast').getByText('感谢您的点赞').waitFor();
    expect(Number(await page.getByTestId('like-count').innerText())).toBe(likes + 1);
    expect(await page.getByTestId('like-btn').getAttribute('aria-pressed')).toBe('true');

    const total = Number(await page.getByTestId('comments-total').innerText());
    await page.getByTestId('open-comment-box').click();
    const box = page.getByTestId('comment-box');
    await box.waitFor();
    const text = `拍得真美 ${Date.now() % 100000}`;
    await box.getByTestId('comment-text').fill(text);
    await box.getByTestId('comment-submit').click();
    await box.waitFor({ state: 'detached' });
    await page.getByTestId('comments').getByTestId('comment').first().getByText(text).waitFor();
    expect(Number(await page.getByTestId('comments-total').innerText())).toBe(total + 1);

    // after a reload, the like and the comment are still there (the gateway's counts)
    await page.reload();
    await page.getByTestId('story-detail').waitFor();
    expect(Number(await page.getByTestId('like-count').innerText())).toBe(likes + 1);
    await page.getByTestId('comments').getByText(text).waitFor();
    await expectAccessible(page, 'story detail');
    await snap(page, 'stories-detail');

    // the photo viewer: open the first, go to the next, close with Escape
    await page.getByTestId('gallery-photo').first().click();
    const viewer = page.getByTestId('photo-viewer');
    await viewer.waitFor();
    expect(await page.getByTestId('photo-viewer-count').innerText()).toBe(`1/${String(story.images).split(',').length}`);
    await page.getByTestId('photo-viewer-next').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=photo-viewer-count]')?.textContent?.startsWith('2/'));
    await expectAccessible(page, 'photo viewer');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    // the focus is back on the picture that opened it, and the page scrolls again
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('gallery-photo');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    // a favourite shows in "my favourites" as the story's row
    await page.getByTestId('favourite-btn').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=favourite-btn]')?.getAttribute('aria-pressed') === 'true');
    await open('/user-collection');
    await page.getByTestId('favourites').getByTestId('story-row').getByText(String(story.title)).waitFor();
  });

  test('my PK: a debate entry with its stance, and only PK entries', async ({ page, open }) => {
    const pk = await openTopic('pk');
    await signIn(page, sys().upstreamUrl, '13911150004', { open, returnTo: '/user-pk' });
    await page.locator('.empty-state').getByText('还没有参加过PK辩论').waitFor();
    expect(await page.getByTestId('my-story').count()).toBe(0);

    // Take a side in the debate
    await open(`/add-pk/${String(pk.id)}/0`);
    await page.getByTestId('story-form').waitFor();
    await page.getByTestId('form-side-B').click();
    const title = `我站反方 ${Date.now() % 100000}`;
    await page.getByTestId('form-title').fill(title);
    await page.getByTestId('form-text').fill('提前规划能省下排队的时间。');
    await page.getByTestId('story-pictures-input').setInputFiles([{ name: 'a.png', mimeType: 'image/png', buffer: png(60, 40, 90) }]);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=upload-tile][data-status=done]').length === 1);
    await page.getByTestId('form-submit').click();
    await page.getByTestId('story-pending').waitFor();

    // My PK lists it with its debate and the stance taken
    await open('/user-pk');
    const entry = page.getByTestId('my-story').filter({ hasText: title });
    await entry.waitFor();
    const stance = (pk.pkSides as { pkSide: string; name: string }[]).find((s) => s.pkSide === 'B')!.name;
    const debate = await entry.getByTestId('my-story-debate').innerText();
    expect(debate).toContain(String(pk.title));
    expect(debate).toContain(stance);
    expect(await page.getByTestId('my-story').count()).toBe(1);
    await page.getByTestId('my-pk-debates').waitFor();
  });

  test('the French site in French, nothing wider than 320 px', async ({ page, open }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await open('/time?siteCode=site530700&lang=fr');
    await page.getByTestId('story-waterfall').getByTestId('story-card').first().waitFor();
    expect(await page.locator('.page-header__title').innerText()).toBe('Instants');
    await expectNoOverflow(page, 'time (fr)');
    await expectAccessible(page, 'time (fr)');
    const topic = page.getByTestId('topic-card').first();
    await topic.click();
    await page.getByTestId('topic-detail').waitFor();
    expect(await page.getByTestId('topic-state').innerText()).toBe('En cours');
    await expectNoOverflow(page, 'topic detail (fr)');
    await page.getByTestId('topic-entries').getByTestId('story-card').first().click();
    await page.getByTestId('story-detail').waitFor();
    await expectNoOverflow(page, 'story detail (fr)');
    await snap(page, 'stories-fr-320');
    await signIn(page, sys().upstreamUrl, '13911150003', { open, returnTo: '/add-strategy/0' });
    await page.getByTestId('story-form').waitFor();
    await expectNoOverflow(page, 'strategy form (fr)');
    await page.getByTestId('form-submit').click();
    // the gateway's refusals in French, at their fields
    await page.getByTestId('field-error').getByText('Veuillez saisir un titre.').waitFor();
    expect(await page.getByTestId('form-title').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'strategy form (fr)');
  });
});
