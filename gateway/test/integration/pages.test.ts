/**
 * Operator-made pages over the real upstream: a page's sections resolved with one upstream call
 * per distinct list (the hand-picked stories one batched call), a failing list leaving the other
 * sections standing, a section type the gateway does not know skipped, unknown keys answering null.
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

const PAGE = `query ($key: String!) {
  page(key: $key) {
    id key title
    sections {
      __typename
      ... on BannerSection { id title variant slides { title image { url } link { target path } } }
      ... on RichTextSection { id html }
      ... on ShelfSection { id title variant kind items { __typename ... on Node { id } ... on Place { name } ... on NewsArticle { title } ... on Story { title } ... on Activity { name } ... on HeritageProject { name } } }
      ... on RankingSection { id kind items { __typename ... on Place { name } } }
      ... on MapSection { id points { name location { longitude latitude } path } }
      ... on GallerySection { id pictures { caption image { url } } }
      ... on VideoSection { id video { url poster { url } } }
      ... on CountdownSection { id title at secondsLeft doneText }
      ... on LinksSection { id entries { code title path } }
      ... on FormSection { id flow label path }
    }
  }
}`;

describe('pages', () => {
  it('resolves the edition home with one upstream call per distinct list', async () => {
    await h.dev.resetCalls();
    const res = await h.gql(PAGE, { key: 'sc-index' });
    expect(res.errors).toBeUndefined();
    const page = res.data!.page;
    expect(page).toMatchObject({ key: 'sc-index', title: '四川文旅' });
    expect(page.sections.map((s: any) => s.__typename)).toEqual([
      'BannerSection',
      'LinksSection',
      'ShelfSection',
      'ShelfSection',
      'ShelfSection',
      'RankingSection',
      'ShelfSection',
    ]);
    const [banner, links, scenic, news, activities, ranking, stories] = page.sections;
    expect(banner.slides[0].link).toEqual({ target: 'INTERNAL', path: '/tianfu-cuisine' });
    expect(banner.slides[2].link).toMatchObject({ target: 'INTERNAL', path: '/scenic-list' });
    expect(links.entries.map((e: any) => e.code)).toEqual(['SCENIC', 'HOTEL', 'FOOD', 'VENUE', 'NEWS', 'RAIDERS', 'TOPIC', 'COMPLAINT']);
    expect(scenic.items).toHaveLength(6);
    expect(scenic.items[0].__typename).toBe('ScenicArea');
    expect(news.items.length).toBeGreaterThan(0);
    expect(activities.items[0].__typename).toBe('Activity');
    expect(ranking.items).toHaveLength(5);
    expect(stories.items.map((s: any) => s.__typename)).toEqual(['Story', 'Story', 'Story', 'Story']);
    const { calls } = await h.dev.calls();
    const paths = calls.map((c) => c.path);
    // the scenic shelf and ranking ask different sizes: two lists; the stories by hand: one batched call
    expect(paths.filter((p) => p === 'res/api/scenic/list')).toHaveLength(2);
    expect(paths.filter((p) => p === 'res/api/story/list')).toHaveLength(1);
    expect(paths.filter((p) => p === 'res/api/page/detail')).toHaveLength(1);
    expect(paths.filter((p) => p.includes('/detail') && p !== 'res/api/page/detail')).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length - 1);
  });

  it('resolves a campaign: countdown, map from coordinates, gallery, video, a questionnaire form', async () => {
    const res = await h.gql(PAGE, { key: 'tianfu-cuisine' });
    expect(res.errors).toBeUndefined();
    const byType = (t: string) => res.data!.page.sections.find((s: any) => s.__typename === t);
    expect(byType('CountdownSection')).toMatchObject({ title: '距美食节开幕', doneText: '美食节已开幕，快来打卡' });
    expect(byType('CountdownSection').at).toMatch(/T10:00:00\+08:00$/);
    const left = (Date.parse(byType('CountdownSection').at) - h.now()) / 1000;
    expect(Math.abs(byType('CountdownSection').secondsLeft - left)).toBeLessThan(5);
    expect(byType('MapSection').points[0]).toEqual({
      name: '陈麻婆豆腐',
      location: { longitude: 104.054445, latitude: 30.652139 },
      path: expect.stringContaining('10268'),
    });
    expect(byType('GallerySection').pictures).toHaveLength(4);
    expect(byType('VideoSection').video.url).toMatch(/page-tianfu-cuisine--food-[\w-]+\.webm$/);
    expect(byType('FormSection')).toMatchObject({ flow: 'QUESTIONNAIRE', path: '/question-detail/97101' });
    expect(byType('RichTextSection').html).toContain('<strong>');
  });

  it('resolves the hub’s links to the site’s other pages as in-app paths, and a campaign banner to a stem with an id', async () => {
    const res = await h.gql(PAGE, { key: 'default' });
    expect(res.errors).toBeUndefined();
    const [, editions, campaigns] = res.data!.page.sections;
    expect(editions.entries[0]).toEqual({ code: null, title: '默认首页', path: '/default-index' });
    expect(campaigns.entries.map((e: any) => e.path)).toContain('/spring-festival-ws');
    const competition = await h.gql(PAGE, { key: 'skills-competition' });
    expect(competition.data!.page.sections[0].slides[0].link).toEqual({ target: 'INTERNAL', path: '/player-list/96001' });
  });

  it('leaves the other sections standing when one list fails', async () => {
    await h.dev.addFault({ path: 'res/api/story/list', mode: 'http500' });
    const res = await h.gql(PAGE, { key: 'sc-index' });
    const sections = res.data!.page.sections;
    expect(sections[6].items).toBeNull();
    expect(sections[2].items).toHaveLength(6);
    expect(res.errors).toHaveLength(1);
    expect(res.errors![0]!.path).toEqual(['page', 'sections', 6, 'items']);
  });

  it('skips a section type it does not know, and answers null for an unknown key', async () => {
    await h.dev.control('POST', 'pages/site510100/gw-trial', {
      title: 'Trial',
      sections: [
        { type: 'HOLOGRAM', title: 'From a newer console', config: {} },
        { type: 'RICH_TEXT', title: 'Hello', config: { html: '<p onclick="x()">Hi<script>x()</script></p>' } },
      ],
    });
    const res = await h.gql(PAGE, { key: 'gw-trial' });
    expect(res.errors).toBeUndefined();
    expect(res.data!.page.sections).toEqual([{ __typename: 'RichTextSection', id: expect.any(String), html: '<p>Hi</p>' }]);
    await h.dev.control('DELETE', 'pages/site510100/gw-trial');
    const none = await h.gql('{ page(key: "no-such-page") { id } bad: page(key: "../x") { id } }');
    expect(none.errors).toBeUndefined();
    expect(none.data).toEqual({ page: null, bad: null });
  });

  it('answers a visit page in the site’s language, a page as a node', async () => {
    const res = await h.gql(PAGE, { key: 'visit' }, { 'x-site-code': 'site530700' });
    expect(res.errors).toBeUndefined();
    expect(res.data!.page.title).toBe('Découvrir');
    const node = await h.gql(
      'query ($id: ID!) { node(id: $id) { ... on Page { key } } }',
      { id: res.data!.page.id },
      { 'x-site-code': 'site530700' },
    );
    expect(node.data!.node).toEqual({ key: 'visit' });
  });
});
