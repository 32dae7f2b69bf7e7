/**
 * The Great Wall edition (site110119) over the real upstream: its skin and its home's banner
 * leading to its section's pages, a section page resolved with one upstream call per distinct list
 * (heritage projects and short videos chosen by query: the shelf and the ranking of the same query
 * one call), and its travel guides by type.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterEach(() => h.dev.clearFaults());
afterAll(() => h.close());

const SITE = { 'x-site-code': 'site110119' };

const PAGE = `query ($key: String!) {
  page(key: $key) {
    key title
    sections {
      __typename
      ... on BannerSection { slides { title link { target path } } }
      ... on ShelfSection { title kind items { __typename ... on Node { id } ... on HeritageProject { name detailPath } ... on ShortVideo { title } ... on Place { name } ... on Activity { name } } }
      ... on RankingSection { kind items { __typename ... on HeritageProject { name } } }
      ... on LinksSection { entries { title path } }
      ... on MapSection { points { name path } }
    }
  }
}`;

describe('the Great Wall edition', () => {
  it('wears its own skin and opens first on its guide', async () => {
    const res = await h.gql('{ site { name firstVisitPath skin { name primaryColor } } }', {}, SITE);
    expect(res.errors).toBeUndefined();
    expect(res.data!.site).toMatchObject({
      name: '长城文旅·延庆',
      firstVisitPath: '/cc-guide',
      skin: { name: 'badaling-brick', primaryColor: '#8C2F1B' },
    });
    // the other sites open on their home
    expect((await h.gql('{ site { firstVisitPath } }')).data!.site.firstVisitPath).toBeNull();
  });

  it('resolves /cc-art with one upstream call per distinct list: heritage projects and short videos by query', async () => {
    await h.dev.resetCalls();
    const res = await h.gql(PAGE, { key: 'cc-art' }, SITE);
    expect(res.errors).toBeUndefined();
    const page = res.data!.page;
    expect(page).toMatchObject({ key: 'cc-art', title: '长城文化' });
    expect(page.sections.map((s: any) => s.__typename)).toEqual([
      'BannerSection',
      'RichTextSection',
      'ShelfSection',
      'ShelfSection',
      'RankingSection',
    ]);
    const [banner, , heritage, videos, ranking] = page.sections;
    expect(banner.slides[0].link).toMatchObject({ target: 'INTERNAL', path: expect.stringMatching(/^\/cc-art-detail\/\d+$/) });
    expect(heritage.kind).toBe('HERITAGE');
    expect(heritage.items).toHaveLength(6);
    expect(heritage.items.every((i: any) => i.__typename === 'HeritageProject')).toBe(true);
    expect(heritage.items.map((i: any) => i.name)).toContain('八达岭长城传说');
    expect(heritage.items[0].detailPath).toMatch(/^\/project-desc\/\d+$/);
    expect(videos.kind).toBe('VIDEO');
    expect(videos.items.length).toBeGreaterThan(0);
    expect(videos.items.every((i: any) => i.__typename === 'ShortVideo')).toBe(true);
    expect(ranking.items.map((i: any) => i.name)).toEqual(heritage.items.map((i: any) => i.name));
    const paths = (await h.dev.calls()).calls.map((c) => c.path);
    expect(paths.filter((p) => p === 'res/api/page/detail')).toHaveLength(1);
    // the shelf and the ranking ask the same query: one call
    expect(paths.filter((p) => p === 'res/api/heritage/projectList')).toHaveLength(1);
    expect(paths.filter((p) => p === 'res/api/streamMedia/list')).toHaveLength(1);
    expect(paths.filter((p) => /detail/i.test(p) && p !== 'res/api/page/detail')).toEqual([]);
  });

  it('resolves the first-visit guide: links to every section page, banners to a scenic area, a news article and the guides', async () => {
    await h.dev.resetCalls();
    const res = await h.gql(PAGE, { key: 'cc-guide' }, SITE);
    expect(res.errors).toBeUndefined();
    const sections = res.data!.page.sections;
    const links = sections.find((s: any) => s.__typename === 'LinksSection').entries.map((e: any) => e.path);
    expect(links).toEqual([
      '/cc-scenic',
      '/cc-scenicspot',
      '/cc-art',
      '/cc-activity',
      '/cc-hotel',
      '/cc-food',
      '/cc-interesting',
      '/cc-service',
    ]);
    const slides = sections.filter((s: any) => s.__typename === 'BannerSection').flatMap((s: any) => s.slides.map((x: any) => x.link.path));
    expect(slides.filter((p: string) => /^\/cc-detail\/\d+$/.test(p))).toHaveLength(2);
    expect(slides.filter((p: string) => /^\/cc-swiper-detail\/\d+$/.test(p))).toHaveLength(1);
    expect(slides.filter((p: string) => p.startsWith('/other-guide/'))).toEqual([
      '/other-guide/traffic',
      '/other-guide/season',
      '/other-guide/stay',
    ]);
    const map = sections.find((s: any) => s.__typename === 'MapSection');
    expect(map.points.map((p: any) => p.name)).toContain('八达岭长城');
    // the map's places come with the page: no list or detail call of its own
    const paths = (await h.dev.calls()).calls.map((c) => c.path);
    expect(paths).toEqual(expect.arrayContaining(['res/api/page/detail']));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('answers a travel guide by its page key, and none for a type the site has not', async () => {
    const traffic = await h.gql(PAGE, { key: 'other-guide-traffic' }, SITE);
    expect(traffic.errors).toBeUndefined();
    expect(traffic.data!.page).toMatchObject({ key: 'other-guide-traffic', title: '交通指南' });
    const none = await h.gql(PAGE, { key: 'other-guide-nowhere' }, SITE);
    expect(none.errors).toBeUndefined();
    expect(none.data!.page).toBeNull();
    // another site has no Great Wall pages
    expect((await h.gql(PAGE, { key: 'cc-art' })).data!.page).toBeNull();
  });
});
