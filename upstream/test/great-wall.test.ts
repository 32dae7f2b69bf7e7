import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream, type Client, type Item } from './helpers.ts';

/**
 * The Great Wall edition's site (site110119, Yanqing): a live Chinese demo site with its own skin
 * colour, home, bottom bar and service menu leading to its section's pages, real places, news,
 * activities, heritage and short videos seeded by the families for it, and its section's pages.
 */
let c: Client;
beforeAll(async () => {
  c = await startTestUpstream();
});
afterAll(async () => {
  await c.upstream.close();
});

const SITE = { siteCode: 'site110119' };

interface Section {
  type: string;
  title: string;
  layout: string;
  config: Item;
}

async function page(key: string): Promise<{ code: number; data: { key: string; title: string; sections: Section[] } }> {
  return c.get('res/api/page/detail', { ...SITE, key });
}

const SECTION_STEMS = [
  'cc-guide',
  'cc-scenic',
  'cc-scenicspot',
  'cc-art',
  'cc-activity',
  'cc-hotel',
  'cc-food',
  'cc-interesting',
  'cc-service',
];
const GUIDES = ['traffic', 'season', 'stay'];

describe('the Great Wall edition site', () => {
  it('is a live Chinese site whose home banner leads to its section and whose menus lead to its pages', async () => {
    const info = await c.get('user/api/site/siteInfo', SITE);
    expect(info.code).toBe(0);
    const home = await c.get<{ code: number; data: { layoutDetail: string } }>('config/api/clientCustomConfig/getLayout', {
      ...SITE,
      clientType: 'WEB',
      pageType: 'HOME',
    });
    const modules = (JSON.parse(home.data.layoutDetail) as { modules: { type: string; items?: Item[] }[] }).modules;
    expect(modules.map((m) => m.type)).toEqual(['BANNER', 'MENU_GRID', 'RESOURCE_LIST', 'RANKING', 'RESOURCE_LIST', 'NEWS']);
    const slides = modules[0]!.items!;
    expect(slides[0]).toMatchObject({ linkType: 'RESOURCE', resourceType: 'CONTENT_TYPE_SCENERY' });
    expect(String(slides[0]!.title)).toBe('八达岭长城 · 不到长城非好汉');
    expect(slides.filter((s) => s.linkType === 'URL').map((s) => s.url)).toEqual(['/cc-guide', '/cc-art', '/cc-interesting']);

    const bottom = await c.list('config/api/clientMenu/list', { ...SITE, clientType: 'WEB', location: 'HOME_BOTTOM' });
    expect(bottom.datas.map((m) => m.externalLink || m.menuCode)).toEqual([
      'INDEX',
      '/cc-scenic',
      '/cc-interesting',
      '/cc-service',
      '/cc-user',
    ]);
    // the site's own skin colour draws its selected icons
    expect(String(bottom.datas[1]!.selectIcon)).toMatch(/landmark-active-8c2f1b\.svg$/);
    const service = await c.list('config/api/clientMenu/list', { ...SITE, clientType: 'WEB', location: 'SERVICE' });
    const links = service.datas.map((m) => String(m.externalLink ?? ''));
    for (const path of [
      '/cc-guide',
      '/cc-scenic',
      '/cc-scenicspot',
      '/cc-art',
      '/cc-activity',
      '/cc-hotel',
      '/cc-food',
      '/other-guide/traffic',
    ])
      expect(links).toContain(path);
    // its own entries first, the families' after them
    expect(service.datas[0]).toMatchObject({ name: '长城指南', jumpType: '2' });
  });

  it('holds real places, news, activities, heritage and short videos of its own, with varied pictures', async () => {
    const scenic = await c.list('res/api/scenic/list', { ...SITE, currPage: 1, pageSize: 20 });
    const names = scenic.datas.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['八达岭长城', '八达岭水关长城', '石峡关长城', '龙庆峡', '野鸭湖国家湿地公园']));
    const hotels = await c.list('res/api/hotel/list', { ...SITE, currPage: 1, pageSize: 20 });
    expect(hotels.datas.map((h) => h.name)).toContain('八达岭长城脚下的公社');
    const food = await c.list('res/api/dining/list', { ...SITE, currPage: 1, pageSize: 20 });
    expect(food.datas.map((h) => h.name)).toContain('柳沟火盆锅豆腐宴');
    const news = await c.list('res/api/content/list', { ...SITE, currPage: 1, pageSize: 20 });
    expect(news.datas.length).toBeGreaterThanOrEqual(10);
    const activities = await c.list('res/api/activity/getActivityList', { ...SITE, currPage: 1, pageSize: 20 });
    expect(activities.datas.map((a) => a.name)).toEqual(expect.arrayContaining(['中国长城博物馆研学课堂', '八达岭至水关长城徒步']));
    const projects = await c.list('res/api/heritage/projectList', { ...SITE, currPage: 1, pageSize: 20 });
    expect(projects.datas.map((p) => p.name)).toEqual(expect.arrayContaining(['八达岭长城传说', '永宁南关竹马', '长城砖烧制技艺']));
    const videos = await c.list('res/api/streamMedia/list', { ...SITE, currPage: 1, pageSize: 20 });
    expect(videos.datas.length).toBeGreaterThan(0);
    // varied pictures: every scenic area its own cover
    const covers = scenic.datas.map((p) => String(p.images ?? p.image ?? '').split(',')[0]);
    expect(new Set(covers).size).toBe(covers.length);
  });

  it('answers every page of its section and its travel guides, in Chinese', async () => {
    for (const key of [...SECTION_STEMS, ...GUIDES.map((g) => `other-guide-${g}`), 'visit']) {
      const res = await page(key);
      expect(res.code, key).toBe(0);
      expect(res.data.key).toBe(key);
      expect(res.data.title, key).toMatch(/[\u4e00-\u9fff]/);
      expect(res.data.sections.length, key).toBeGreaterThan(1);
    }
    // the guide links every section page, and its banners lead to a scenic area, a news article and the guides
    const guide = (await page('cc-guide')).data;
    expect(guide.title).toBe('长城游览指南');
    const pageLinks = guide.sections.find((s) => s.type === 'LINKS')!.config.links as Item[];
    expect(pageLinks.map((l) => l.externalLink)).toEqual(SECTION_STEMS.filter((s) => s !== 'cc-guide').map((s) => `/${s}`));
    const slides = guide.sections.filter((s) => s.type === 'BANNER').flatMap((s) => s.config.slides as Item[]);
    const targets = slides.map((s) => String(s.link));
    expect(targets.filter((t) => /^\/cc-detail\/\d+$/.test(t))).toHaveLength(2);
    expect(targets.filter((t) => /^\/cc-swiper-detail\/\d+$/.test(t))).toHaveLength(1);
    expect(targets.filter((t) => t.startsWith('/other-guide/'))).toEqual(GUIDES.map((g) => `/other-guide/${g}`));
    // a guide type the site has no page for: the vendor's not-found
    expect((await page('other-guide-nowhere')).code).toBe(1);
  });

  it('chooses heritage projects and short videos by query on /cc-art, its banner leading to a project of the site', async () => {
    const art = (await page('cc-art')).data;
    expect(art.sections.map((s) => s.type)).toEqual(['BANNER', 'RICH_TEXT', 'SHELF', 'SHELF', 'RANKING']);
    expect(art.sections[2]!.config).toEqual({ kind: 'HERITAGE', size: 6 });
    expect(art.sections[3]!.config).toEqual({ kind: 'VIDEO', size: 6 });
    expect(art.sections[4]!.config).toEqual(art.sections[2]!.config);
    const link = String((art.sections[0]!.config.slides as Item[])[0]!.link);
    const id = /^\/cc-art-detail\/(\d+)$/.exec(link)?.[1];
    const project = await c.get('res/api/heritage/projectDetail', { ...SITE, id: id ?? '' });
    expect(project.code).toBe(0);
    expect(project.data).toMatchObject({ name: '八达岭长城传说' });
  });

  it('leaves the other sites’ pages as they were', async () => {
    expect((await c.get('res/api/page/detail', { key: 'cc-guide' })).code).toBe(1);
    expect((await c.get('res/api/page/detail', { key: 'sc-index' })).code).toBe(0);
  });
});
