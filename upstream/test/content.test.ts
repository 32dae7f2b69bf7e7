import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.ts';
import { demoImage, testNow } from '../src/testing/index.ts';
import { allItems, startTestUpstream, type Client, type Item } from './helpers.ts';

let c: Client;
beforeAll(async () => {
  c = await startTestUpstream();
});
afterAll(async () => {
  await c.upstream.close();
});

describe('news', () => {
  it('lists channels per site', async () => {
    const res = await c.list('res/api/content/channelList');
    expect(res.datas.map((d) => d.channelCode)).toEqual(['systemChannel', 'lineChannel', 'notice', 'activityChannel']);
    expect(res.datas[0]).toMatchObject({ channelName: '文旅资讯', sort: 1 });
    const fr = await c.list('res/api/content/channelList', { siteCode: 'site530700' });
    expect(fr.datas.map((d) => d.channelName)).toContain('Actualités');
  });

  it('has at least 35 articles on site510100 with all content types, pinned first', async () => {
    const news = await allItems(c, 'res/api/content/list');
    expect(news.length).toBeGreaterThanOrEqual(35);
    expect(new Set(news.map((n) => n.contentType))).toEqual(new Set(['CONTENT', 'IMAGE', 'VIDEO', 'AUDIO']));
    const firstUnpinned = news.findIndex((n) => n.top === '0');
    expect(firstUnpinned).toBeGreaterThan(0);
    expect(news.slice(firstUnpinned).every((n) => n.top === '0')).toBe(true);
    const unpinned = news.slice(firstUnpinned).map((n) => String(n.publishTime));
    expect([...unpinned].sort().reverse()).toEqual(unpinned);
    for (const n of news) {
      expect(n.id).toMatch(/^\d+$/);
      for (const k of ['likeNum', 'commentNum', 'showNum']) expect(n[k]).toMatch(/^\d+$/);
      expect(Array.isArray(n.imageUrls)).toBe(true);
      if (n.contentType === 'VIDEO') expect(n.video).toMatchObject({ url: expect.any(String), imgUrl: expect.any(String) });
      else expect(n.video).toBeNull();
      if (n.contentType === 'AUDIO') expect(n.audio).toMatchObject({ url: expect.any(String) });
      else expect(n.audio).toBeNull();
      if (n.contentSource === 'REPRINT') expect(String(n.sourceUrl)).toMatch(/^https:\/\//);
      else expect(n.sourceUrl).toBe('');
    }
    expect(news.some((n) => n.contentSource === 'REPRINT')).toBe(true);
    const imageNews = news.find((n) => n.contentType === 'IMAGE') as Item;
    expect((imageNews.imageUrls as Item[]).length).toBe(3);
    expect((imageNews.imageUrls as Item[])[0]?.url).toMatch(new RegExp(`^${c.url}/files/images/news-`));
  });

  it('has at least 12 articles on the other sites', async () => {
    for (const siteCode of ['site513225', 'site530700']) {
      const res = await c.list('res/api/content/list', { siteCode });
      expect(res.page.total, siteCode).toBeGreaterThanOrEqual(12);
    }
  });

  it('filters by channel', async () => {
    const res = await allItems(c, 'res/api/content/list', { channelCode: 'notice' });
    expect(res.length).toBeGreaterThan(3);
    for (const n of res) expect(n).toMatchObject({ channelCode: 'notice', channelName: '通知公告' });
  });

  it('serves details with untrusted editor HTML', async () => {
    const news = await allItems(c, 'res/api/content/list');
    const bodies: string[] = [];
    for (const n of news) {
      const d = await c.get('res/api/content/detail', { id: String(n.id) });
      expect(d.code).toBe(0);
      expect(d.data.title).toBe(n.title);
      bodies.push(String(d.data.content));
    }
    const all = bodies.join('\n');
    for (const needle of [
      '<script>alert(1)</script>',
      'onerror=alert(1)',
      'href="javascript:alert(1)"',
      'onclick=',
      '<iframe',
      '<style>',
    ]) {
      expect(all, needle).toContain(needle);
    }
    expect(await c.get('res/api/content/detail', { id: '1' })).toMatchObject({ code: 1, message: '资源不存在' });
  });
});

describe('news demo data', () => {
  it('is written once: a database whose news the places seed wrote, before the content seeded its own, keeps them', () => {
    const before = openDatabase(':memory:', testNow(), demoImage());
    const newsOf = (db: typeof before) => (db.prepare('SELECT COUNT(*) AS n FROM news').get() as { n: number }).n;
    const count = newsOf(before);
    // as such a database was: the content's seed and its second migration not recorded
    before.exec(
      "DELETE FROM family_seeds WHERE family = 'content'; DELETE FROM family_migrations WHERE family = 'content' AND version = 2",
    );
    const image = before.serialize();
    before.close();
    const after = openDatabase(':memory:', testNow(), image);
    try {
      expect(newsOf(after)).toBe(count);
      expect(after.prepare("SELECT 1 FROM family_seeds WHERE family = 'content'").get()).toBeDefined();
    } finally {
      after.close();
    }
  });
});

describe('site configuration', () => {
  it('serves the bottom menu and the service menu', async () => {
    const bottom = await c.list('config/api/clientMenu/list', { clientType: 'WEB', location: 'HOME_BOTTOM' });
    expect(bottom.datas.map((m) => m.menuCode)).toEqual(['INDEX', 'NEWS', 'ACTIVITY', 'USER']);
    const service = await c.list('config/api/clientMenu/list', { clientType: 'WEB', location: 'SERVICE' });
    // the site's own entries (sort < 1000); families append theirs after (env.addServiceMenu)
    const own = service.datas.filter((m) => Number(m.sort) < 1000);
    expect(own.length).toBeGreaterThanOrEqual(10);
    // (site510100: 14 of its own and its county site's SCENIC entry)
    expect(own.length).toBeLessThanOrEqual(15);
    const codes = service.datas.map((m) => m.menuCode);
    for (const code of [
      'SCENIC',
      'VENUE',
      'HOTEL',
      'FOOD',
      'NEWS',
      'COUNTRY_TOUR',
      'ENTERTAIN',
      'SPECIALTY',
      'EXHIBITION',
      'COLLECTION',
      'VOLUNTEER_SERVICE',
      'HONESTY',
    ]) {
      expect(codes).toContain(code);
    }
    const external = service.datas.find((m) => m.jumpType === '2') as Item;
    expect(String(external.externalLink)).toMatch(/^https:\/\//);
    expect(service.datas.filter((m) => m.develop === '1')).toHaveLength(1);
    for (const m of service.datas) {
      expect(m.id).toMatch(/^\d+$/);
      expect(m.subList).toEqual([]);
      expect(String(m.selectIcon)).toMatch(new RegExp(`^${c.url}/files/icons/.+-active-[0-9a-f]{6}\\.svg$`));
      expect(String(m.unSelectIcon)).toMatch(new RegExp(`^${c.url}/files/icons/.+\\.svg$`));
    }
    const absent = service.datas.map((m) => m.externalLink);
    expect(absent).toContain(null);
    expect(absent).toContain('');
  });

  it('serves the new bottom layout of the scenic site as a JSON string', async () => {
    const res = await c.get<{ code: number; data: { layoutDetail: string } }>('config/api/clientCustomConfig/getBottomMenuLayout', {
      siteCode: 'site513225',
      clientType: 'WEB',
    });
    expect(typeof res.data.layoutDetail).toBe('string');
    const layout = JSON.parse(res.data.layoutDetail) as { color: string; selectColor: string; menus: Item[] };
    expect(layout.menus.map((m) => m.menuCode)).toEqual(['INDEX', 'SCENIC', 'zijiayou', 'USER']);
    expect(String(layout.menus[0]?.selectIcon)).toMatch(new RegExp(`^${c.url}/files/icons/`));
    const general = await c.get('config/api/clientCustomConfig/getBottomMenuLayout', { clientType: 'WEB' });
    expect(general).toMatchObject({ code: 0, data: null });
  });

  it('serves home layouts with the module types of API.md', async () => {
    const res = await c.get<{ data: { layoutDetail: string } }>('config/api/clientCustomConfig/getLayout', {
      pageType: 'HOME',
      clientType: 'WEB',
    });
    const layout = JSON.parse(res.data.layoutDetail) as { modules: Item[] };
    expect(layout.modules.map((m) => m.type)).toEqual(['BANNER', 'MENU_GRID', 'RESOURCE_LIST', 'RANKING', 'RESOURCE_LIST', 'NEWS']);
    expect(layout.modules[2]).toMatchObject({ resourceType: 'CONTENT_TYPE_SCENERY', count: 4 });
    expect(layout.modules[3]).toMatchObject({ count: 5 });
    expect(layout.modules[5]).toMatchObject({ channelCode: 'systemChannel', count: 3 });
    const banner = layout.modules[0]?.items as Item[];
    expect(new Set(banner.map((b) => b.linkType))).toEqual(new Set(['RESOURCE', 'MENU', 'URL']));
    const linked = banner.find((b) => b.linkType === 'RESOURCE') as Item;
    const detail = await c.get('res/api/scenic/detail', { id: String(linked.resourceId) });
    expect(detail.code).toBe(0);
    for (const b of banner) expect(String(b.image)).toMatch(new RegExp(`^${c.url}/files/images/`));

    const scenic = await c.get<{ data: { layoutDetail: string } }>('config/api/clientCustomConfig/getLayout', {
      siteCode: 'site513225',
      pageType: 'HOME',
    });
    const s = JSON.parse(scenic.data.layoutDetail) as { modules: Item[] };
    expect(s.modules.map((m) => m.type)).toEqual(['BANNER', 'MENU_GRID', 'RESOURCE_LIST', 'NEWS']);
    expect(s.modules[2]).toMatchObject({ resourceType: 'CONTENT_TYPE_SCENIC_SPOTS' });
  });
});

describe('files', () => {
  it('serves sized SVG placeholders with caching headers', async () => {
    const res = await c.raw('files/images/scenic-12-1.svg?width=320&height=240');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toContain('max-age');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg [^>]*width="320" height="240"/);
    expect(svg).toContain('scenic-12-1');
    const dflt = await (await c.raw('files/images/scenic-12-1.svg')).text();
    expect(dflt).toMatch(/width="750" height="500"/);
    const other = await (await c.raw('files/images/hotel-3-1.svg')).text();
    expect(other).not.toBe(dflt);
    expect((await c.raw('files/images/nope.png')).status).toBe(404);
  });

  it('serves the demo media itself (no outside hosts)', async () => {
    const video = await c.raw('files/media/news-90001.webm');
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/webm');
    expect((await video.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const audio = await c.raw('files/media/spot-1.ogg');
    expect(audio.headers.get('content-type')).toBe('audio/ogg');
    expect((await c.raw('files/media/x.mp4')).status).toBe(404);
    expect((await c.raw('files/media/..%2Fsecret.webm')).status).toBe(404);
  });

  it('escapes captions', async () => {
    const svg = await (await c.raw(`files/images/${encodeURIComponent('<b>&x')}.svg`)).text();
    expect(svg).toContain('&lt;b&gt;&amp;x');
  });

  it('serves icons and site logos', async () => {
    const icon = await c.raw('files/icons/scenic-active.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
    expect(await icon.text()).toContain('#1aa179');
    // a selected icon in a site's own colour
    expect(await (await c.raw('files/icons/scenic-active-c8161d.svg')).text()).toContain('#c8161d');
    const logo = await (await c.raw('files/icons/logo-site510100.svg')).text();
    expect(logo).toContain('成都');
  });

  it('every image URL in a list page resolves', async () => {
    const res = await c.list('res/api/hotel/list', { pageSize: 5 });
    for (const h of res.datas) {
      for (const url of String(h.images).split(',')) {
        const r = await fetch(url);
        expect(r.status).toBe(200);
      }
    }
  });
});
