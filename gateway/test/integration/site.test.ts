import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';
import { readConfig } from '../../src/config.ts';
import { LANGUAGE_SITE_DEFAULTS, parseLanguageSites } from '../../src/registry.ts';

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
  const result = how === 'header' ? await h.gql(SITE, {}, { 'x-site-code': code }) : await h.gql(SITE, {}, {}, `/graphql?siteCode=${code}`);
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
    // signed out, Mine opens the personal centre with its login header: no gate on the entry
    expect(s.bottomMenu.find((e: any) => e.code === 'USER')).toMatchObject({ target: 'INTERNAL', path: '/user', needLogin: false });
    // the first entry of each code (SCENIC has two: the site's own list, and its county site's)
    const service = Object.fromEntries([...s.serviceMenu].reverse().map((e: any) => [e.code, e]));
    expect(service.SCENIC).toMatchObject({ target: 'INTERNAL', path: '/scenic-list' });
    // a SCENIC entry with a resourceValue (a county site's id) gets its [/{siteId}] segment
    expect(s.serviceMenu.filter((e: any) => e.code === 'SCENIC').map((e: any) => e.path)).toEqual(['/scenic-list', '/scenic-list/2101']);
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
    expect(types).toEqual(
      expect.arrayContaining(['BannerModule', 'MenuGridModule', 'PlaceShelfModule', 'RankingModule', 'NewsShelfModule']),
    );
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

  it('site513225: scenic edition, new menu, not in beta', async () => {
    const s = await site('site513225', 'query');
    expect(s).toMatchObject({ code: 'site513225', edition: 'SCENIC', language: 'CN', beta: false });
    expect(s.shopUrl).toMatch(/^https:/);
    expect(s.skin.name).toBe('jiuzhai-lake');
    expect(s.bottomMenu[0]).toMatchObject({ code: 'INDEX', path: '/index' });
    expect(s.bottomMenu.find((e: any) => e.code === 'SCENIC')).toMatchObject({ target: 'INTERNAL' });
    expect(s.bottomMenu.find((e: any) => e.code === 'zijiayou')).toMatchObject({ path: '/driving' });
    expect(s.bottomMenu[0].icon.url).toMatch(/index\.svg$/);
    expect(s.bottomMenu[0].selectedIcon.url).toMatch(/index-active-0e7c86\.svg$/);
    const shelf = s.homeLayout.find((m: any) => m.__typename === 'PlaceShelfModule');
    expect(shelf).toMatchObject({ kind: 'SCENIC_SPOT', morePath: '/spot-list' });
    expect(shelf.places.every((p: any) => p.__typename === 'ScenicSpot')).toBe(true);
  });

  it('site530700: French site, distances with a comma', async () => {
    const s = await site('site530700');
    expect(s).toMatchObject({ language: 'FRENCH', edition: 'GENERAL', englishName: 'Lijiang Culture & Tourism' });
    expect(s.homeLayout.length).toBeGreaterThan(0);
    const near = { longitude: 100.233, latitude: 26.872 };
    const result = await h.gql(
      'query ($near: GeoPointInput) { places(kind: SCENIC_AREA, first: 5, near: $near) { edges { node { distance { text meters } } } } }',
      { near },
      { 'x-site-code': 'site530700' },
    );
    expect(result.errors).toBeUndefined();
    for (const edge of result.data!.places.edges) expect(edge.node.distance.text).toMatch(/^\d+,\d{2}(m|km)$/);
  });

  it('the English, Japanese and Korean sites: configuration and places in their language', async () => {
    const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
    const en = await site('site450300');
    expect(en).toMatchObject({ code: 'site450300', language: 'EN', edition: 'GENERAL', name: 'Guilin Travel' });
    const texts = [
      ...en.bottomMenu.map((m: { title: string }) => m.title),
      ...en.serviceMenu.map((m: { title: string }) => m.title),
      ...en.homeLayout.flatMap((m: { title: string | null; slides?: { title: string }[] }) => [
        m.title ?? '',
        ...(m.slides ?? []).map((s) => s.title),
      ]),
    ];
    expect(texts).toContain('Top sights');
    for (const t of texts) expect(t, t).not.toMatch(CJK);
    const shelf = en.homeLayout.find(
      (m: { __typename: string; kind?: string }) => m.__typename === 'PlaceShelfModule' && m.kind === 'SCENIC_AREA',
    );
    expect(shelf.places.length).toBeGreaterThan(0);
    for (const p of shelf.places) expect(p.name).not.toMatch(CJK);
    const first = await h.gql('{ places(kind: SCENIC_AREA, first: 10) { edges { node { name } } } }', {}, { 'x-site-code': 'site450300' });
    for (const e of first.data!.places.edges) expect(e.node.name).not.toMatch(CJK);
    expect((await site('site610100')).language).toBe('JAPANESE');
    expect((await site('site222400')).language).toBe('KOREAN');
  });

  it('Query.languageSite: the configured site of a language, null for one without', async () => {
    const q = 'query ($l: Language!) { languageSite(language: $l) { code language } }';
    const of = async (l: string) => {
      const r = await h.gql(q, { l });
      expect(r.errors).toBeUndefined();
      return r.data!.languageSite;
    };
    expect(await of('EN')).toEqual({ code: 'site450300', language: 'EN' });
    expect(await of('FRENCH')).toEqual({ code: 'site530700', language: 'FRENCH' });
    expect(await of('JAPANESE')).toEqual({ code: 'site610100', language: 'JAPANESE' });
    expect(await of('KOREAN')).toEqual({ code: 'site222400', language: 'KOREAN' });
    expect(await of('CN')).toBeNull();
    // LANGUAGE_SITES over the defaults; a site the upstream does not know is no language site
    const other = await startHarness({ languageSites: parseLanguageSites('en=site513225,fr=,ja=site999999') });
    try {
      const r = await other.gql(
        '{ en: languageSite(language: EN) { code } fr: languageSite(language: FRENCH) { code } ja: languageSite(language: JAPANESE) { code } ko: languageSite(language: KOREAN) { code } }',
      );
      expect(r.errors).toBeUndefined();
      expect(r.data).toEqual({ en: { code: 'site513225' }, fr: null, ja: null, ko: { code: 'site222400' } });
    } finally {
      await other.close();
    }
  });

  it('LANGUAGE_SITES: the app’s and the spec’s language codes; malformed entries refused', () => {
    expect(parseLanguageSites('')).toEqual(LANGUAGE_SITE_DEFAULTS);
    expect(LANGUAGE_SITE_DEFAULTS).toEqual({ EN: 'site450300', FRENCH: 'site530700', JAPANESE: 'site610100', KOREAN: 'site222400' });
    expect(parseLanguageSites(' EN = site1 , french=site2, ko= ')).toEqual({ EN: 'site1', FRENCH: 'site2', JAPANESE: 'site610100' });
    expect(readConfig({ LANGUAGE_SITES: 'jp=site3' }).languageSites).toMatchObject({ JAPANESE: 'site3', EN: 'site450300' });
    for (const bad of ['xx=site1', 'en', 'en=site 1', 'en=a=b']) expect(() => parseLanguageSites(bad), bad).toThrow(/LANGUAGE_SITES/);
  });

  it("every live demo site's selected menu icons are drawn in its skin's selected colour", async () => {
    for (const code of ['site510100', 'site513225', 'site530700', 'site450300', 'site610100', 'site222400', 'site650100']) {
      const s = await site(code);
      const colour = s.skin.navSelectedColor.slice(1).toLowerCase();
      const icons = [...s.bottomMenu, ...s.serviceMenu].map((e: { selectedIcon: { url: string } | null }) => e.selectedIcon?.url);
      expect(icons.length, code).toBeGreaterThan(0);
      for (const url of icons) expect(url, code).toMatch(new RegExp(`-active-${colour}\\.svg$`));
    }
  });

  it("the all-services sections put an operator's link to a page of the app with that page's kind, never under OTHER", async () => {
    const sections = `{ site { serviceMenuSections { category entries { code target path url } } } }`;
    let inApp = 0;
    for (const code of ['site510100', 'site513225', 'site530700', 'site450300', 'site610100', 'site222400', 'site650100', 'site110119']) {
      const r = await h.gql(sections, {}, { 'x-site-code': code });
      expect(r.errors, code).toBeUndefined();
      for (const section of r.data!.site.serviceMenuSections as Array<{
        category: string;
        entries: Array<{ code: string | null; target: string; path: string | null }>;
      }>) {
        for (const e of section.entries) {
          // an entry without a known code that opens a page of the app: an operator's in-app link
          if (e.target === 'INTERNAL' && (!e.code || e.code === 'OUTSIDE')) {
            inApp++;
            expect(section.category, `${code} ${e.path}`).not.toBe('OTHER');
          }
          if (e.target === 'EXTERNAL') expect(section.category, `${code} ${e.code}`).toBe('OTHER');
        }
      }
    }
    // the appointment query on every live site, the edition pages on Chengdu, the Great Wall's sections
    expect(inApp).toBeGreaterThan(8);
  });

  it("Site.debugConsole: the site's debugging console flag, off on the demo sites until turned on", async () => {
    const on = async () => (await h.gql('{ site { debugConsole } }', {}, { 'x-site-code': 'site222400' })).data!.site.debugConsole;
    expect(await on()).toBe(false);
    await h.dev.control('POST', 'sites/site222400/vconsole', { on: true });
    // the site's information is reference data, kept a minute at most
    await h.dev.advanceClock(61_000);
    expect(await on()).toBe(true);
    await h.dev.control('POST', 'sites/site222400/vconsole', { on: false });
    await h.dev.advanceClock(61_000);
    expect(await on()).toBe(false);
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
});
