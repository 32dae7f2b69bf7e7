import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { graphCall } from './graph';
import { useSystem } from './harness';

/**
 * Sharing a place's detail: inside the messaging app (its browser's user agent; its JS-SDK stubbed
 * as `window.wx`, as the app injects its own) the share menu gets the place's card and a tap shows
 * the hint pointing at that menu; in an ordinary browser the system share sheet gets the card, and
 * without one the link is copied with a toast.
 */
const { sys } = useSystem();

const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 13; V2148A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5197 MMWEBSDK/20230405 MMWEBID/2555 MicroMessenger/8.0.35.2360(0x2800235B) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';

interface Card {
  title: string;
  summary: string;
  link: string;
  picture: { url: string } | null;
}

/** The first scenic area of the default site and its card, as the graph answers them. */
async function firstPlace(): Promise<{ id: string; card: Card }> {
  const res = await fetch(`${sys().gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        '{ places(kind: SCENIC_AREA, first: 1) { edges { node { upstreamId shareCard { title summary link picture { url(size: COVER) } } } } } }',
    }),
  });
  const node = ((await res.json()) as { data: { places: { edges: { node: { upstreamId: string; shareCard: Card } }[] } } }).data.places
    .edges[0]!.node;
  return { id: node.upstreamId, card: node.shareCard };
}

let context: BrowserContext | null = null;
afterEach(async () => {
  await context?.close();
  context = null;
});

async function phonePage(options: { userAgent?: string; permissions?: string[] } = {}): Promise<Page> {
  context = await sys().browser.newContext({
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    permissions: options.permissions ?? [],
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

describe('sharing a place', () => {
  it("inside the messaging app: its share menu gets the place's card and the hint shows", async () => {
    const { id, card } = await firstPlace();
    const page = await phonePage({ userAgent: WECHAT_UA });
    // the day's authorization is done (its version cookie): the visitor browses without signing in
    await context!.addCookies([{ name: 'ctpAuthVersion', value: '1', url: sys().gatewayUrl }]);
    await page.addInitScript(() => {
      const calls: { config: unknown[]; friends: unknown[]; timeline: unknown[] } = { config: [], friends: [], timeline: [] };
      Object.assign(window, {
        __wxCalls: calls,
        wx: {
          config: (options: unknown) => calls.config.push(options),
          ready: (callback: () => void) => callback(),
          error: () => undefined,
          updateAppMessageShareData: (data: unknown) => calls.friends.push(data),
          updateTimelineShareData: (data: unknown) => calls.timeline.push(data),
        },
      });
    });
    await page.goto(`${sys().gatewayUrl}/#/scenic-detail/${id}`);
    await page.getByTestId('share-button').click();
    await page.getByTestId('share-hint').waitFor();
    const link = new URL(card.link, sys().gatewayUrl).href;
    expect(link).toBe(`${sys().gatewayUrl}/#/scenic-detail/${id}?siteCode=site510100&lang=CN`);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __wxCalls: { friends: unknown[] } }).__wxCalls.friends.at(-1)))
      .toEqual({ title: card.title, desc: card.summary, link, imgUrl: card.picture?.url });
    const calls = await page.evaluate(() => (window as unknown as { __wxCalls: { config: unknown[]; timeline: unknown[] } }).__wxCalls);
    expect(calls.timeline.at(-1)).toEqual({ title: card.title, link, imgUrl: card.picture?.url });
    expect(calls.config.at(-1)).toMatchObject({
      appId: 'wx5d1a7c3e9b2f4a60',
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
    });
    expect(JSON.stringify(calls)).not.toMatch(/token|openid/i);
    // the hint points at the menu and goes away on a tap
    await expect.poll(() => page.getByTestId('share-hint').innerText()).toContain('右上角');
    await page.getByTestId('share-hint').click();
    await page.getByTestId('share-hint').waitFor({ state: 'detached' });
  });

  it('in an ordinary browser with a share sheet: the sheet gets the card', async () => {
    const { id, card } = await firstPlace();
    const page = await phonePage();
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(navigator, 'share', { value: async (data: unknown) => void shared.push(data), configurable: true });
    });
    await page.goto(`${sys().gatewayUrl}/#/scenic-detail/${id}`);
    await page.getByTestId('share-button').click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared.at(-1)))
      .toEqual({ title: card.title, text: card.summary, url: new URL(card.link, sys().gatewayUrl).href });
    expect(await page.getByTestId('share-hint').count()).toBe(0);
  });

  it('in an ordinary browser without one: the link is copied and a toast says so', async () => {
    const { id, card } = await firstPlace();
    const page = await phonePage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await page.goto(`${sys().gatewayUrl}/#/scenic-detail/${id}`);
    await page.getByTestId('share-button').click();
    await page.getByText('链接已复制').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(card.link, sys().gatewayUrl).href);
  });
});

const OTHER_SHAREABLE = `{
  brands(first: 1) { edges { node { detailPath shareCard { title summary link } } } }
  cityCards(first: 1) { edges { node { detailPath shareCard { title summary link } } } }
  liveStreams(first: 1) { edges { node { detailPath shareCard { title summary link } } } }
  heritageProjects(first: 1) { edges { node { detailPath shareCard { title summary link } } } }
  heritageInheritors(first: 1) { edges { node { detailPath shareCard { title summary link } } } }
  heritageBases(kinds: [EXPERIENCE], first: 1) { edges { node { detailPath shareCard { title summary link } } } }
  heritageFoods(first: 1) { edges { node { detailPath shareCard { title summary link } } } }
  heritageNews(first: 1) { edges { node { detailPath shareCard { title summary link } } } }
}`;

describe('sharing the other detail screens', () => {
  it('a brand, a city card, a live stream and each heritage detail hand their own card to the share sheet', async () => {
    type Listed = { edges: { node: { detailPath: string; shareCard: Omit<Card, 'picture'> } }[] };
    const lists = await graphCall<Record<string, Listed>>(sys().gatewayUrl, OTHER_SHAREABLE);
    const first = await phonePage();
    await context!.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(navigator, 'share', { value: async (data: unknown) => void shared.push(data), configurable: true });
    });
    await first.close();
    for (const [list, connection] of Object.entries(lists)) {
      const { detailPath, shareCard } = connection.edges[0]!.node;
      // a page of its own per screen: a tap never reaches the screen before
      const page = await context!.newPage();
      page.setDefaultTimeout(20_000);
      await page.goto(`${sys().gatewayUrl}/#${detailPath}`);
      await page.getByTestId('share-button').click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared.at(-1)), { message: list })
        .toEqual({ title: shareCard.title, text: shareCard.summary, url: new URL(shareCard.link, sys().gatewayUrl).href });
      await page.close();
    }
  });
});
