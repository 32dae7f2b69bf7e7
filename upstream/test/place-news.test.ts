import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allItems, startTestUpstream, type Client, type Item } from './helpers.ts';

/**
 * The news of a place (`res/api/content/list` with linksResourceType and linksResourceId) on every
 * demo site, and the home banner slides' ids and rich texts (their detail pages).
 */
let c: Client;
beforeAll(async () => {
  c = await startTestUpstream();
});
afterAll(async () => {
  await c.upstream.close();
});

const SITES = ['site510100', 'site513225', 'site530700', 'site450300', 'site610100', 'site222400', 'site650100'];

describe('news of a place', () => {
  it("links the site's news to its first venues and scenic areas on every demo site", async () => {
    for (const siteCode of SITES) {
      for (const [path, type] of [
        ['res/api/venue/list', 'CONTENT_TYPE_VENUE'],
        ['res/api/scenic/list', 'CONTENT_TYPE_SCENERY'],
      ] as const) {
        const places = (await c.list(path, { siteCode, currPage: 1, pageSize: 4 })).datas;
        if (places.length === 0) continue;
        const counts: number[] = [];
        for (const p of places) {
          const res = await c.list('res/api/content/list', {
            siteCode,
            linksResourceType: type,
            linksResourceId: String(p.id),
            currPage: 1,
            pageSize: 50,
          });
          expect(res.code).toBe(0);
          counts.push(res.page.total);
          for (const n of res.datas) expect(n).toMatchObject({ id: expect.any(String), title: expect.any(String) });
        }
        expect(counts, `${siteCode} ${type}`).toEqual([12, 5, 2, 0].slice(0, places.length));
      }
    }
  });

  it("lists a place's news newest first, paged, and none of another site", async () => {
    const venue = (await c.list('res/api/venue/list', { currPage: 1, pageSize: 1 })).datas[0] as Item;
    const q = { linksResourceType: 'CONTENT_TYPE_VENUE', linksResourceId: String(venue.id), pageSize: 10 };
    const first = await c.list('res/api/content/list', { ...q, currPage: 1 });
    const second = await c.list('res/api/content/list', { ...q, currPage: 2 });
    expect(first.datas).toHaveLength(10);
    expect(second.datas).toHaveLength(2);
    const unpinned = [...first.datas, ...second.datas].filter((n) => n.top !== '1').map((n) => String(n.publishTime));
    expect([...unpinned].sort().reverse()).toEqual(unpinned);
    const elsewhere = await c.list('res/api/content/list', { ...q, currPage: 1, siteCode: 'site450300' });
    expect(elsewhere.page.total).toBe(0);
  });
});

describe('home banner slides', () => {
  it('carry ids, and the second a rich text in the site language', async () => {
    for (const [siteCode, word] of [
      ['site510100', '预约'],
      ['site530700', 'réserver'],
      ['site450300', 'Book ahead'],
      ['site610100', '予約'],
      ['site222400', '예약'],
    ] as const) {
      const res = await c.get<{ data: { layoutDetail: string } }>('config/api/clientCustomConfig/getLayout', {
        siteCode,
        pageType: 'HOME',
      });
      const banner = (JSON.parse(res.data.layoutDetail) as { modules: Item[] }).modules[0]?.items as Item[];
      expect(banner.map((b) => b.id)).toEqual(['slide-1', 'slide-2', 'slide-news', 'slide-web']);
      expect(banner.filter((b) => b.content !== '').map((b) => b.id)).toEqual(['slide-2']);
      expect(String(banner[1]!.content)).toContain(word);
    }
  });
});

describe('news of one kind', () => {
  it('lists only the articles of the content type asked for', async () => {
    const all = await allItems(c, 'res/api/content/list', { siteCode: 'site530700', channelCode: 'systemChannel' });
    for (const kind of ['VIDEO', 'CONTENT']) {
      const some = await allItems(c, 'res/api/content/list', { siteCode: 'site530700', channelCode: 'systemChannel', contentType: kind });
      expect(some.length).toBeGreaterThan(0);
      expect(some.every((n) => n.contentType === kind)).toBe(true);
      expect(some.length).toBe(all.filter((n) => n.contentType === kind).length);
    }
    expect((await c.list('res/api/content/list', { contentType: 'FILM' })).page.total).toBe(0);
  });
});
