import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, snap, useSystem } from './harness';
import { expectAccessible } from './axe';

const { test, sys } = useSystem();

/** Nothing on the page is wider than the viewport (320 px screens included). */
async function expectNoOverflow(page: Page, where: string): Promise<void> {
  const wide = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        // scrolling strips (shelves, chips, banners) may hold wider content inside themselves
        return (
          r.width > 0 &&
          r.right > width + 1 &&
          !el.closest('.heritage-shelf, .heritage-chips, .heritage-banner, .heritage-people, .tabs, .gallery__track')
        );
      })
      .map((el) => `${el.tagName}.${el.className}`)
      .slice(0, 5);
  });
  expect(wide, where).toEqual([]);
}

/** Plays the media element until its clock has moved past `seconds`. */
async function playedPast(page: Page, selector: string, seconds: number): Promise<number> {
  await page.waitForFunction(
    ({ sel, s }) => {
      const el = document.querySelector(sel) as HTMLMediaElement | null;
      return !!el && el.currentTime > s;
    },
    { sel: selector, s: seconds },
    { timeout: 15_000 },
  );
  return page.evaluate((sel) => (document.querySelector(sel) as HTMLMediaElement).currentTime, selector);
}

describe('intangible heritage', () => {
  test('the home leads to the four tabs; a project opens its inheritor, who is followed and shows in my inheritors and updates', async ({
    page,
    open,
    pageErrors,
  }) => {
    // the site's "all services" menu entry INTANGIBLE opens the heritage home
    await open('/default-service?siteCode=site510100');
    await page.getByTestId('services-grid').waitFor();
    await page.getByTestId('services-grid').getByRole('button', { name: '非遗', exact: true }).click();
    await page.getByTestId('heritage-home').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/intangible-index$/);
    expect(await page.getByTestId('heritage-banner').count()).toBe(3);
    expect(await page.getByTestId('kind-projects').innerText()).toContain('18');
    await snap(page, 'heritage-home');
    await expectAccessible(page, 'heritage home');
    // its PK debates entry leads to the debates
    await page.getByTestId('kind-pk').click();
    await expect.poll(() => page.url()).toMatch(/#\/all-pk$/);
    await page.getByTestId('topic-list').getByTestId('topic-card').first().waitFor();
    await page.goBack();
    await page.getByTestId('heritage-home').waitFor();

    // the four tabs
    await page.getByTestId('kind-projects').click();
    await page.getByTestId('heritage-projects').waitFor();
    const tabs = page.getByTestId('heritage-tabs').locator('a');
    expect(await tabs.allInnerTexts()).toEqual(['非遗项目', '传承人', '体验基地', '保护基地']);
    expect(await page.getByTestId('heritage-project-card').count()).toBe(10);
    await expectAccessible(page, 'heritage project list');
    await page.getByTestId('level-COUNTY').click();
    await page.waitForFunction(() => location.hash.includes('level=COUNTY'));
    await page.waitForFunction(() => {
      const levels = [...document.querySelectorAll('[data-testid=heritage-project-card] [data-testid=heritage-level]')].map((e) =>
        e.getAttribute('data-value'),
      );
      return levels.length > 0 && levels.every((l) => l === 'COUNTY');
    });
    await page.getByTestId('tab-INHERITORS').click();
    await page.getByTestId('heritage-inheritor-card').first().waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/successor-list$/);
    await snap(page, 'heritage-inheritors');
    await expectAccessible(page, 'heritage inheritor list');
    await page.getByTestId('tab-EXPERIENCE_BASES').click();
    await page.getByTestId('heritage-base-card').first().waitFor();
    expect(await page.getByTestId('heritage-base-card').first().innerText()).toContain('体验基地');
    await page.getByTestId('tab-PROTECTION_BASES').click();
    await page.waitForFunction(() => location.hash === '#/inheritance-list');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid=heritage-base-card]')].some((c) => /保护基地|传习所/.test(c.textContent ?? '')),
    );
    await expectAccessible(page, 'heritage protection bases');

    // a project and its inheritors
    await page.getByTestId('tab-PROJECTS').click();
    await page.getByTestId('heritage-project-card').first().waitFor();
    await page.getByTestId('heritage-project-card').filter({ hasText: '蜀绣' }).click();
    await page.getByTestId('heritage-project-detail').waitFor();
    expect(await page.getByTestId('heritage-name').innerText()).toBe('蜀绣');
    expect(await page.getByTestId('project-inheritor').allInnerTexts()).toEqual([
      expect.stringContaining('郝淑琴'),
      expect.stringContaining('孟晓兰'),
    ]);
    await snap(page, 'heritage-project');
    await expectAccessible(page, 'heritage project detail');
    await page.getByTestId('project-inheritor').first().click();
    await page.getByTestId('heritage-inheritor-detail').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/successor-desc\/\d+$/);
    expect(await page.getByTestId('inheritor-project').first().innerText()).toContain('蜀绣');
    const fans = Number((await page.getByTestId('follower-count').innerText()).replace(/\D/g, ''));

    // following needs a login: the gate, the login, back on the inheritor
    const follow = page.getByTestId('heritage-inheritor-detail').getByTestId('follow-btn').first();
    await follow.click();
    const gate = page.getByRole('dialog');
    await gate.getByText('请先登录').waitFor();
    await gate.getByRole('button', { name: '去登录' }).click();
    await signIn(page, sys().upstreamUrl, '13700001501');
    await page.getByTestId('heritage-inheritor-detail').waitFor();
    await follow.click();
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid=heritage-inheritor-detail] [data-testid=follow-btn]')?.getAttribute('aria-pressed') === 'true',
    );
    await page.getByText('关注成功').waitFor();
    await page.waitForFunction((n) => document.querySelector('[data-testid=follower-count]')?.textContent?.includes(String(n)), fans + 1);
    await snap(page, 'heritage-inheritor-followed');
    await expectAccessible(page, 'heritage inheritor detail');

    // my inheritors, after a reload (the server kept it)
    await open('/user-intangible');
    await page.getByTestId('followed-inheritors').waitFor();
    expect(await page.getByTestId('heritage-inheritor-card').allInnerTexts()).toEqual([expect.stringContaining('郝淑琴')]);
    expect(await page.getByTestId('follow-btn').getAttribute('aria-pressed')).toBe('true');
    await expectAccessible(page, 'my inheritors');
    await page.getByTestId('to-attention').click();
    await page.getByTestId('heritage-update').first().waitFor();
    expect(await page.getByTestId('heritage-update').first().innerText()).toContain('郝淑琴');
    await snap(page, 'heritage-attention');
    await expectAccessible(page, 'heritage attention');
    expect(pageErrors).toEqual([]);
  });

  test('the scenic edition shows only the project and inheritor tabs', async ({ page, open }) => {
    await open('/project-list?siteCode=site513225');
    await page.getByTestId('heritage-project-card').first().waitFor();
    expect(await page.getByTestId('heritage-tabs').locator('a').allInnerTexts()).toEqual(['非遗项目', '传承人']);
    expect(await page.getByTestId('heritage-project-card').first().innerText()).toContain('南坪曲子');
    await open('/intangible-index?siteCode=site513225');
    await page.getByTestId('heritage-home').waitFor();
    expect(await page.getByTestId('kind-experience').count()).toBe(0);
    expect(await page.getByTestId('kind-protection').count()).toBe(0);
  });

  test('a video plays in the overlay and an audio in the bar, each picking up where it was left', async ({ page, open, pageErrors }) => {
    await open('/intangible-video?siteCode=site510100');
    await page.getByTestId('heritage-media-card').first().waitFor();
    await expectAccessible(page, 'heritage videos');
    await page.getByTestId('heritage-media-card').first().click();
    await page.getByTestId('video-player').waitFor();
    await playedPast(page, '[data-testid=video-element]', 1);
    await page.evaluate(() => (document.querySelector('[data-testid=video-element]') as HTMLMediaElement).pause());
    const left = await page.evaluate(() => (document.querySelector('[data-testid=video-element]') as HTMLMediaElement).currentTime);
    await snap(page, 'heritage-video-overlay');
    await expectAccessible(page, 'heritage video overlay');
    await page.getByTestId('player-close').click();
    await page.getByTestId('video-player').waitFor({ state: 'detached' });
    // the card says where it stopped; opening it again starts there
    expect(await page.getByTestId('heritage-media-card').first().innerText()).toMatch(/上次播放到 0:0\d/);
    await page.getByTestId('heritage-media-card').first().click();
    await page.waitForFunction((at) => {
      const v = document.querySelector('[data-testid=video-element]') as HTMLMediaElement | null;
      return !!v && v.readyState >= 1 && v.currentTime >= at - 0.3;
    }, left);
    await page.keyboard.press('Escape');
    await page.getByTestId('video-player').waitFor({ state: 'detached' });

    await open('/intangible-audio?siteCode=site510100');
    await page.getByTestId('heritage-media-card').first().waitFor();
    await page.getByTestId('heritage-media-card').first().click();
    await page.getByTestId('audio-player').waitFor();
    await playedPast(page, '[data-testid=audio-element]', 1.5);
    await page.evaluate(() => (document.querySelector('[data-testid=audio-element]') as HTMLMediaElement).pause());
    const heard = await page.evaluate(() => (document.querySelector('[data-testid=audio-element]') as HTMLMediaElement).currentTime);
    await snap(page, 'heritage-audio-bar');
    await expectAccessible(page, 'heritage audio bar');
    // a reload of the app: the same piece resumes where it was
    await page.reload();
    await page.getByTestId('heritage-media-card').first().waitFor();
    await page.getByTestId('heritage-media-card').first().click();
    await page.waitForFunction((at) => {
      const a = document.querySelector('[data-testid=audio-element]') as HTMLMediaElement | null;
      return !!a && a.readyState >= 1 && a.currentTime >= at - 0.3;
    }, heard);
    expect(pageErrors).toEqual([]);
  });

  test("the map places the pins on the project's map, those at one spot clustered; a pin opens its page", async ({ page, open }) => {
    await open('/intangible-map?siteCode=site510100');
    await page.getByTestId('heritage-map').waitFor();
    await page.locator('[data-map-state="idle"]').waitFor();
    const onMap = async () =>
      (await page.getByTestId('map-pin').count()) +
      (await page.getByTestId('map-cluster').evaluateAll((els) => els.reduce((n, e) => n + Number((e as HTMLElement).dataset.count), 0)));
    const all = await onMap();
    expect(all).toBeGreaterThan(40);
    await page.getByTestId('map-kind-FOOD').click();
    await expect.poll(onMap).toBeLessThan(all);
    await page.locator('[data-map-state="idle"]').waitFor();
    await snap(page, 'heritage-map');
    await expectAccessible(page, 'heritage map');
    // a cluster's tap zooms in until a pin stands alone
    while ((await page.getByTestId('map-pin').count()) === 0) {
      const cluster = await page.getByTestId('map-cluster').first().elementHandle();
      await cluster?.click();
      await cluster?.waitForElementState('hidden');
      await page.locator('[data-map-state="idle"]').waitFor();
    }
    // tap a pin that no other marker covers
    const free = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid=map-pin]')].findIndex((pin) => {
        const r = pin.getBoundingClientRect();
        return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.closest('[data-testid=map-pin]') === pin;
      }),
    );
    expect(free).toBeGreaterThanOrEqual(0);
    const name = (await page.getByTestId('map-pin').nth(free).getAttribute('aria-label'))?.split(': ')[1] ?? '';
    await page.getByTestId('map-pin').nth(free).click();
    await page.getByTestId('map-card').waitFor();
    expect(await page.getByTestId('map-card').locator('h2').innerText()).toBe(name);
    await page.getByTestId('map-card-open').click();
    await page.waitForFunction(() => /#\/(project-desc|experience-desc|inheritance-desc)\/\d+/.test(location.hash));
  });

  test('French on the French site, every main screen fits 320 px', async ({ page, open }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await open('/intangible-index?siteCode=site530700');
    await page.getByTestId('heritage-home').waitFor();
    expect(await page.locator('.page-header__title').innerText()).toBe('Patrimoine culturel immatériel');
    expect(await page.getByTestId('heritage-banner').first().innerText()).toMatch(/naxi|dongba|Baisha/i);
    await expectNoOverflow(page, 'fr home');
    await expectAccessible(page, 'fr heritage home');
    for (const [path, ready] of [
      ['/project-list', 'heritage-project-card'],
      ['/successor-list', 'heritage-inheritor-card'],
      ['/inheritance-list', 'heritage-base-card'],
      ['/intangible-food', 'heritage-food-card'],
      ['/intangible-news', 'heritage-news-card'],
      ['/intangible-audio', 'heritage-media-card'],
    ] as const) {
      await open(`${path}?siteCode=site530700`);
      await page.getByTestId(ready).first().waitFor();
      await expectNoOverflow(page, `fr ${path}`);
    }
    await page.getByTestId('heritage-media-card').first().waitFor();
    await open('/successor-list?siteCode=site530700');
    await page.getByTestId('heritage-inheritor-card').first().click();
    await page.getByTestId('heritage-inheritor-detail').waitFor();
    expect(await page.getByTestId('follow-btn').first().innerText()).toBe('Suivre');
    await expectNoOverflow(page, 'fr inheritor');
    await snap(page, 'heritage-fr-inheritor-320');
    await expectAccessible(page, 'fr heritage inheritor');
    await open('/intangible-food?siteCode=site530700');
    await page.getByTestId('heritage-food-card').first().click();
    await page.getByTestId('heritage-food-detail').waitFor();
    await expectNoOverflow(page, 'fr food detail');
    await expectAccessible(page, 'fr heritage food');
    await open('/intangible-news?siteCode=site530700');
    await page.getByTestId('heritage-news-card').first().click();
    await page.getByTestId('heritage-news-article').waitFor();
    await expectAccessible(page, 'fr heritage news');
  });
});
