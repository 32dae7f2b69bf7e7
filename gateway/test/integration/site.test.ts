import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const MENU = 'key code title target path url needLogin icon { url alt } selectedIcon { url } children { key }';
const SITE = `{
  site {
    id code name englishName edition language beta shopUrl introduction
    skin { name primaryColor accentColor onPrimaryColor navSelectedColor }
    logo { url(size: SMALL) }
    region { code name level children { code } }
    bottomMenu { ${MENU} }
    serviceMenu { ${MENU} }
    regions { code name level children { code name level } }
    homeLayout {
      __typename key title
      ... on BannerModule { slides { title image { url(size: BANNER) } link { target path url code } } }
      ... on MenuGridModule { entries { code path target } }
      ... on PlaceShelfModule { kind morePath places { __typename name detailPath } }
      ... on NewsShelfModule { morePath channel { code name path } articles { title detailPath } }
      ... on RankingModule { entries { rank heat place { name detailPath cover { url } } } }
    }
  }
}`;

async function site(code: string, how: 'header' | 'query' = 'header') {
  const result = how === 'header'
    ? await h.gql(SITE, {}, { 'x-site-code': code })
    : await h.gql(SITE, {}, {}, `/graphql?siteCode=${code}`);
  expect(result.errors).toBeUndefined();
  return result.data!.site;
}

describe('demo sites', () => {
  it('site510100: general edition, old menu, default site', async () => {
    const s = await site('site510100');
    const byDefault = (await h.gql('{ site { code } }')).data!.site;
    expect(byDefault.code).toBe('site510100');
    expect(s).toMatchObject({ code: 'site510100', name: '成都文旅云', edition: 'GENERAL', language: 'CN', beta: false, shopUrl: null });
    expect(s.skin.name).toBe('tianfu-red');
    expect(s.region).toMatchObject({ code: '510100', level: 'CITY' });
    expect(s.region.children.length).toBe(s.regions.length);
    expect(s.introduction).not.toContain('<');
    expect(s.bottomMenu.map((e: any) => e.code)).toEqual(['INDEX', 'NEWS', 'ACTIVITY', 'USER']);
    // signed out, Mine opens the personal centre with its login header (issue 11): no gate on the entry
    expect(s.bottomMenu.find((e: any) => e.code === 'USER')).toMatchObject({ target: 'INTERNAL', path: '/user', needLogin: false });
    const service = Object.fromEntries(s.serviceMenu.map((e: any) => [e.code, e]));
    expect(service.SCENIC).toMatchObject({ target: 'INTERNAL', path: '/scenic-list' });
    expect(service.COUNTRY_TOUR).toMatchObject({ target: 'INTERNAL', path: '/rura/510100' });
    expect(service.VOLUNTEER_SERVICE).toMatchObject({ target: 'INTERNAL', path: '/volunteer-service' });
    expect(service.HONESTY).toMatchObject({ needLogin: true });
    expect(service.OUTSIDE).toMatchObject({ target: 'EXTERNAL', path: null });
    expect(service.OUTSIDE.url).toMatch(/^https?:\/\//);
    expect(service.PARKING).toMatchObject({ target: 'COMING_SOON', path: null, url: null });
    expect(new Set(s.serviceMenu.map((e: any) => e.key)).size).toBe(s.serviceMenu.length);
    expect(s.regions[0]).toMatchObject({ level: 'COUNTY' });
    expect(s.regions[0].children[0].level).toBe('TOWN');

    const types = s.homeLayout.map((m: any) => m.__typename);
    expect(types).toEqual(expect.arrayContaining(['BannerModule', 'MenuGridModule', 'PlaceShelfModule', 'RankingModule', 'NewsShelfModule']));
    const banner = s.homeLayout.find((m: any) => m.__typename === 'BannerModule');
    expect(banner.slides[0].link).toMatchObject({ target: 'INTERNAL', path: '/scenic-detail/10001' });
    expect(banner.slides.find((x: any) => x.link?.code === 'NEWS').link.path).toBe('/news-list/all');
    expect(banner.slides.find((x: any) => x.link?.target === 'EXTERNAL').link.url).toBe('https://www.mct.gov.cn/');
    expect(banner.slides[0].image.url).toContain('width=750&height=160');
    const shelf = s.homeLayout.find((m: any) => m.key === 'scenic');
    expect(shelf).toMatchObject({ kind: 'SCENIC_AREA', morePath: '/scenic-list' });
    expect(shelf.places).toHaveLength(4);
    const ranking = s.homeLayout.find((m: any) => m.__typename === 'RankingModule');
    expect(ranking.entries.map((e: any) => e.rank)).toEqual([1, 2, 3, 4, 5]);
    const heats = ranking.entries.map((e: any) => e.heat);
    expect([...heats].sort((a: number, b: number) => b - a)).toEqual(heats);
    expect(ranking.entries[0].place.detailPath).toMatch(/^\/scenic-detail\//);
    const news = s.homeLayout.find((m: any) => m.__typename === 'NewsShelfModule');
    expect(news.articles.length).toBeGreaterThan(0);
    expect(news.morePath).toMatch(/^\/news-list\//);
    const grid = s.homeLayout.find((m: any) => m.__typename === 'MenuGridModule');
    expect(grid.entries.map((e: any) => e.code)).toEqual(s.serviceMenu.map((e: any) => e.code));
  });

  it('site513225: scenic edition, new menu, beta', async () => {
    const s = await site('site513225', 'query');
    expect(s).toMatchObject({ code: 'site513225', edition: 'SCENIC', language: 'CN', beta: true });
    expect(s.shopUrl).toMatch(/^https:/);
    expect(s.skin.name).toBe('jiuzhai-lake');
    expect(s.bottomMenu[0]).toMatchObject({ code: 'INDEX', path: '/index' });
    expect(s.bottomMenu.find((e: any) => e.code === 'SCENIC')).toMatchObject({ target: 'INTERNAL' });
    expect(s.bottomMenu.find((e: any) => e.code === 'zijiayou')).toMatchObject({ path: '/driving' });
    expect(s.bottomMenu[0].icon.url).toMatch(/index\.svg$/);
    expect(s.bottomMenu[0].selectedIcon.url).toMatch(/index-active\.svg$/);
    const shelf = s.homeLayout.find((m: any) => m.__typename === 'PlaceShelfModule');
    expect(shelf).toMatchObject({ kind: 'SCENIC_SPOT', morePath: '/spot-list' });
    expect(shelf.places.every((p: any) => p.__typename === 'ScenicSpot')).toBe(true);
  });

  it('site530700: French site, distances with a comma', async () => {
    const s = await site('site530700');
    expect(s).toMatchObject({ language: 'FRENCH', edition: 'GENERAL', englishName: 'Lijiang Culture & Tourism' });
    expect(s.homeLayout.length).toBeGreaterThan(0);
    const near = { longitude: 100.233, latitude: 26.872 };
    const result = await h.gql('query ($near: GeoPointInput) { places(kind: SCENIC_AREA, first: 5, near: $near) { edges { node { distance { text meters } } } } }', { near }, { 'x-site-code': 'site530700' });
    expect(result.errors).toBeUndefined();
    for (const edge of result.data!.places.edges) expect(edge.node.distance.text).toMatch(/^\d+,\d{2}(m|km)$/);
  });

  it('site620200: suspended', async () => {
    const result = await h.gql('{ site { name } }', {}, { 'x-site-code': 'site620200' });
    expect(result.errors?.[0]?.extensions?.code).toBe('SERVICE_SUSPENDED');
  });

  it('an unknown site code is NOT_FOUND (reason SITE), once for the whole answer', async () => {
    const r = await h.gql('{ site { code name } }', {}, { 'x-site-code': 'site999999' });
    expect(r.data).toBeNull();
    expect(r.errors?.map((e) => [e.extensions?.code, e.extensions?.reason])).toEqual([['NOT_FOUND', 'SITE']]);
  });

  it('site(code:) reads another site; node(Site) round-trips', async () => {
    const result = await h.gql('{ site(code: "site530700") { id code language bottomMenu { code } } }');
    expect(result.data!.site).toMatchObject({ code: 'site530700', language: 'FRENCH' });
    const node = await h.gql('query ($id: ID!) { node(id: $id) { id ... on Site { code name } } }', { id: result.data!.site.id });
    expect(node.data!.node).toMatchObject({ id: result.data!.site.id, code: 'site530700' });
  });

  it('Region nodes and children', async () => {
    const s = await site('site510100');
    const county = s.regions[0];
    const regionId = Buffer.from(`Region:${county.code}`).toString('base64url');
    const result = await h.gql('query ($id: ID!) { node(id: $id) { ... on Region { code name level children { code } } } }', { id: regionId });
    expect(result.data!.node).toMatchObject({ code: county.code, name: county.name, level: 'COUNTY' });
    expect(result.data!.node.children.map((c: any) => c.code)).toEqual(county.children.map((c: any) => c.code));
  });
});
