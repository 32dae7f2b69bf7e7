import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, snap, useSystem } from './harness';
import { expectAccessible } from './axe';

/** Live streams, media and guided tours: a person taps through each flow and sees the result. */
const { test, sys } = useSystem();

interface Item {
  [key: string]: unknown;
}

async function upstream<T = Item>(path: string, query: Record<string, string> = {}): Promise<T> {
  const qs = new URLSearchParams({ siteCode: 'site510100', token: '', ...query });
  return (await (await fetch(`${sys().upstreamUrl}/${path}?${qs}`)).json()) as T;
}

/** Waits until the page's video (or the app's audio) has really played for a while. */
async function played(page: Page, selector: string, seconds = 0.4): Promise<void> {
  await page.waitForFunction(
    ({ selector, seconds }) => {
      const el = document.querySelector(selector) as HTMLMediaElement | null;
      return !!el && !el.paused && el.currentTime > seconds;
    },
    { selector, seconds },
    { timeout: 20_000 },
  );
}

describe('live, media and guided tours', () => {
  test('the menu codes LIVE, SLOW_LIVE, DSP, CS-PANORAMIC and GUIDE_TOUR open their screens', async ({ page, open }) => {
    const entries: Array<[string, string, string]> = [
      ['直播', '#/xj-live', 'live-list-screen'],
      ['慢直播', '#/live-list', 'live-list-screen'],
      ['短视频', '#/short-video-list', 'short-video-list-screen'],
      ['全景', '#/spot-panorama', 'panorama-screen'],
      ['智慧导览', '#/guide-scenic-list', 'guide-list-screen'],
    ];
    for (const [name, hash, screen] of entries) {
      await open('/default-service?siteCode=site513225');
      await page.getByTestId('services-grid').getByRole('button', { name, exact: true }).click();
      await page.getByTestId(screen).waitFor();
      await expect.poll(() => page.url()).toContain(hash);
    }
    // no "coming soon" left for the guide on the scenic site
    expect(await page.getByTestId('coming-soon').count()).toBe(0);
  });

  test('a live replay and a live stream play through hls.js, a browser without Media Source plays natively, and the stream takes a comment', async ({
    page,
    open,
    context,
  }) => {
    await open('/xj-live?siteCode=site510100&kind=BROADCAST');
    await page.getByTestId('live-card').first().waitFor();
    await expectAccessible(page, 'live list');
    await snap(page, 'live-list');
    // replays come after the streams on air and the upcoming ones: scroll to them
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const replay = page.locator('[data-testid=live-card][data-state=REPLAY]').first();
    await replay.waitFor();
    const title = await replay.locator('.live-card__title').innerText();
    await replay.click();
    await page.getByTestId('live-player').waitFor();
    expect(await page.getByTestId('live-player').getAttribute('data-state')).toBe('REPLAY');
    expect(await page.getByTestId('live-title').innerText()).toBe(title);
    await played(page, '[data-testid=hls-video]');
    expect(await page.getByTestId('hls-video').getAttribute('data-live')).toBe('false');
    expect(await page.getByTestId('hls-video').evaluate((v: HTMLVideoElement) => v.currentSrc.startsWith('blob:'))).toBe(true);
    await expectAccessible(page, 'live detail');
    await snap(page, 'live-replay');

    // comment on the stream through the shared comment box
    const id = /live-detail\/(\d+)/.exec(page.url())![1]!;
    await signIn(page, sys().upstreamUrl, '13900001501', { open, returnTo: `/live-detail/${id}` });
    await page.getByTestId('live-player').waitFor();
    await page.getByTestId('open-comment-box').click();
    await page.getByTestId('comment-text').fill('回放画面很清楚');
    await page.getByTestId('comment-submit').click();
    await page.getByTestId('comments').getByText('回放画面很清楚').waitFor();
    // the phone's clock three minutes behind the server's: the comment just made reads "now", not "in 3 minutes"
    await page.clock.setSystemTime(sys().now() - 3 * 60_000);
    await page.goto('about:blank');
    await open(`/live-detail/${id}`);
    const mine = page.getByTestId('comment').filter({ hasText: '回放画面很清楚' }).first();
    await expect.poll(() => mine.locator('time').innerText()).toBe('现在');
    await page.clock.setSystemTime(sys().now());

    // a stream on air plays for seconds on end (its playlist slides on; the player follows it)
    const hlsChunk = page.waitForRequest((r) => /\/assets\/hls-[\w-]+\.js$/.test(r.url()));
    await page.goto('about:blank'); // a new document: the chunk is fetched again
    await open('/xj-live?siteCode=site510100&kind=BROADCAST');
    await page.locator('[data-testid=live-card][data-state=LIVE]').first().click();
    await hlsChunk;
    expect(await page.getByTestId('live-player').getAttribute('data-state')).toBe('LIVE');
    await played(page, '[data-testid=hls-video]', 0.3);
    const startedAt = await page.getByTestId('hls-video').evaluate((v: HTMLVideoElement) => v.currentTime);
    await played(page, '[data-testid=hls-video]', startedAt + 7);
    expect(await page.getByTestId('hls-failed').count()).toBe(0);
    expect(await page.getByTestId('hls-video').evaluate((v: HTMLVideoElement) => v.currentSrc.startsWith('blob:'))).toBe(true);

    // a browser without Media Source Extensions (an iPhone before iOS 17.1) plays the replay natively
    await context.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      delete w.MediaSource;
      delete w.ManagedMediaSource;
    });
    await page.goto('about:blank'); // a new document, so the init script runs
    await open(`/live-detail/${id}`);
    await page.getByTestId('live-player').waitFor();
    await played(page, '[data-testid=hls-video]');
    expect(await page.getByTestId('hls-video').evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/\/files\/hls\/replay\/\d+\.m3u8$/);
  });

  test('a short video plays by itself; a signed-in visitor likes it and comments on it', async ({ page, open }) => {
    await open('/short-video-list?siteCode=site510100');
    await page.getByTestId('short-video').first().waitFor();
    await expectAccessible(page, 'short videos');
    await snap(page, 'short-videos');
    await page.getByTestId('short-video').first().click();
    await page.getByTestId('short-video-detail').waitFor();
    await played(page, '[data-testid=short-video-player]', 0.3);
    const returnTo = page.url().split('#')[1]!;

    // commenting asks for a login first
    await page.getByTestId('short-comment-open').click();
    await page.getByRole('dialog').getByRole('button', { name: '去登录' }).click();
    await signIn(page, sys().upstreamUrl, '13900001502');
    await expect.poll(() => page.url()).toContain(returnTo);
    await page.getByTestId('short-video-title').waitFor();

    const likes = Number(await page.getByTestId('short-like-count').innerText());
    await page.getByTestId('short-like').click();
    await page.waitForFunction((n) => document.querySelector('[data-testid=short-like-count]')?.textContent === String(n + 1), likes);
    expect(await page.getByTestId('short-like').getAttribute('aria-pressed')).toBe('true');

    const comments = Number(await page.getByTestId('short-comment-count').innerText());
    await page.getByTestId('short-comment-open').click();
    const box = page.getByTestId('short-comment-input');
    // blank text: the gateway's words under the box, the box marked, nothing lost
    await box.fill('   ');
    await page.getByTestId('short-comment-send').click();
    await page.getByTestId('short-comment-error').waitFor();
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    await box.fill('这个角度拍得真好');
    await page.getByTestId('short-comment-send').click();
    await page.getByTestId('short-comment-sheet').waitFor({ state: 'detached' });
    await page.getByTestId('short-comment').first().getByText('这个角度拍得真好').waitFor();
    await page.waitForFunction((n) => document.querySelector('[data-testid=short-comment-count]')?.textContent === String(n + 1), comments);
    await expectAccessible(page, 'short video');
    await snap(page, 'short-video-commented');
  });

  test('a panorama turns with the buttons and with a drag', async ({ page, open }) => {
    await open('/spot-panorama?siteCode=site510100');
    const pano = page.getByTestId('panorama');
    await page.waitForFunction(() => document.querySelector('[data-testid=panorama]')?.getAttribute('data-state') === 'ready', undefined, {
      timeout: 30_000,
    });
    await expectAccessible(page, 'panorama');
    const yaw = async () => Number(await pano.getAttribute('data-yaw'));
    const before = await yaw();
    await page.getByTestId('panorama-right').click();
    await page.waitForFunction((b) => Number(document.querySelector('[data-testid=panorama]')?.getAttribute('data-yaw')) !== b, before);
    const turned = await yaw();
    expect(Math.abs(turned - before)).toBeGreaterThanOrEqual(30);
    await snap(page, 'panorama');
    // another panorama from the list
    const second = page.getByTestId('panorama-pick').nth(1);
    const name = await second.locator('.media-tile__title').innerText();
    await second.click();
    await page.waitForFunction((n) => document.querySelector('[data-testid=panorama-title]')?.textContent === n, name);
    await page.waitForFunction(() => document.querySelector('[data-testid=panorama]')?.getAttribute('data-state') === 'ready', undefined, {
      timeout: 30_000,
    });
    const box = (await page.locator('.panorama__view').boundingBox())!;
    const start = await yaw();
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++) await page.mouse.move(box.x + box.width * (0.7 - i * 0.06), box.y + box.height / 2);
    await page.mouse.up();
    await page.waitForFunction((b) => Number(document.querySelector('[data-testid=panorama]')?.getAttribute('data-yaw')) !== b, start);
  });

  test('the photo viewer: a picture of the list full screen, swiped on, closed back to the list', async ({ page, open }) => {
    await open('/img-list?siteCode=site530700');
    await page.getByTestId('library-image').nth(2).waitFor();
    await expectAccessible(page, 'pictures');
    await page.getByTestId('library-image').nth(2).click();
    await page.getByTestId('photo-viewer').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/image-list\/2$/);
    const total = (await page.getByTestId('photo-viewer-count').innerText()).split('/')[1];
    expect(await page.getByTestId('photo-viewer-count').innerText()).toBe(`3/${total}`);
    await page.getByTestId('photo-viewer-next').click();
    await page.waitForFunction(() => document.querySelector('[data-testid=photo-viewer-count]')?.textContent?.startsWith('4/'));
    await page.waitForFunction(() => location.hash === '#/image-list/3');
    await expectAccessible(page, 'photo viewer');
    await snap(page, 'photo-viewer');
    await page.keyboard.press('Escape');
    await page.getByTestId('image-list-screen').waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/img-list/);
  });

  test('a guided tour: the visitor stands at a point on the map, plays its commentary, walks the route to the next stop', async ({
    page,
    open,
    context,
  }) => {
    const tours = await upstream<{ datas: Item[] }>('res/api/guidedTour/getApiList', { pageSize: '1' });
    const tourId = String(tours.datas[0]!.id);
    const detail = await upstream<{ data: { points: Item[] } }>('res/api/guidedTour/getApiDetail', { id: tourId });
    const routes = await upstream<{ datas: Item[] }>('res/api/guidedTour/getApiRoute', { id: tourId });
    const firstStop = String(routes.datas[0]!.pointIds).split(',')[0];
    const spot = detail.data.points.find((p) => p.id === firstStop)!;
    await context.setGeolocation({ longitude: Number(spot.longitude) + 0.00003, latitude: Number(spot.latitude) });

    await open('/guide-scenic-list?siteCode=site510100');
    await page.getByTestId('tour-card').first().waitFor();
    await expectAccessible(page, 'guided tours');
    await page.getByTestId('tour-card').first().click();
    await page.getByTestId('guide-map-screen').waitFor();
    await expect.poll(() => page.url()).toContain(`#/guide-map/${tourId}`);

    // the visitor's position: on the map, at the route's first stop, whose panel opens
    await page.getByTestId('guide-me').waitFor();
    await page
      .getByTestId('guide-where')
      .getByText(`您已到达 ${String(spot.name)}`)
      .waitFor();
    expect(await page.getByTestId('guide-point-name').innerText()).toBe(String(spot.name));
    await page.getByTestId('guide-play').click();
    await played(page, '[data-testid=app-audio]', 0.2);
    await page.getByTestId('mini-player').waitFor();
    await expectAccessible(page, 'guided tour map');
    await snap(page, 'guide-map');

    // walk the first route: its first stop, then the next, and play that commentary
    await page.getByTestId('guide-route').first().click();
    await page
      .getByTestId('guide-stop')
      .getByText(/^第 1\/\d+ 站$/)
      .waitFor();
    await page.getByTestId('guide-next').click();
    await page
      .getByTestId('guide-stop')
      .getByText(/^第 2\/\d+ 站$/)
      .waitFor();
    const second = detail.data.points.find((p) => p.id === String(routes.datas[0]!.pointIds).split(',')[1])!;
    expect(await page.getByTestId('guide-point-name').innerText()).toBe(String(second.name));
    const firstSrc = await page.getByTestId('app-audio').evaluate((a: HTMLAudioElement) => a.currentSrc);
    await page.getByTestId('guide-play').click();
    await page.waitForFunction(
      (src) => (document.querySelector('[data-testid=app-audio]') as HTMLAudioElement).currentSrc !== src,
      firstSrc,
    );
    await played(page, '[data-testid=app-audio]', 0.2);
  });

  test('the audio list: a piece keeps playing in the mini player on the next screens', async ({ page, open }) => {
    await open('/audio-list?siteCode=site510100');
    await page.getByTestId('audio-row').first().waitFor();
    await expectAccessible(page, 'audio list');
    await page.getByTestId('audio-play').first().click();
    await page.getByTestId('mini-player').waitFor();
    await played(page, '[data-testid=app-audio]', 0.2);
    await page.getByRole('button', { name: '返回' }).click();
    await page.getByTestId('home').waitFor();
    const at = await page.getByTestId('app-audio').evaluate((a: HTMLAudioElement) => a.currentTime);
    await played(page, '[data-testid=app-audio]', at + 0.2);
    expect(await page.getByTestId('mini-player').getAttribute('data-state')).toBe('playing');
    await page.getByTestId('mini-player-toggle').click();
    await page.waitForFunction(() => (document.querySelector('[data-testid=app-audio]') as HTMLAudioElement).paused);
    await page.getByTestId('mini-player-close').click();
    await page.getByTestId('mini-player').waitFor({ state: 'detached' });
  });
});
