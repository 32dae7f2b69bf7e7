import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

/**
 * The content pages over the real upstream: a place's news (the short list of its detail page,
 * the link to the full list only past two articles, the full list paged, the place a
 * `/venues-news/{resourceId}/{resourceType}` path names) and a home banner slide's detail page.
 */
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
}, 120_000);

afterAll(async () => {
  await h?.close();
});

const PREVIEW = `newsPreview { totalCount morePath articles { title detailPath } }`;

describe("a place's news", () => {
  it('shows at most two articles and links the full list only when there are more, in one call per place', async () => {
    const res = await h.gql(`{ places(kind: VENUE, first: 4) { edges { node { upstreamId name ... on Venue { ${PREVIEW} } } } } }`);
    expect(res.errors).toBeUndefined();
    const venues = res.data!.places.edges.map((e: { node: Record<string, any> }) => e.node);
    expect(venues.map((v: any) => v.newsPreview.totalCount)).toEqual([12, 5, 2, 0]);
    for (const v of venues) expect(v.newsPreview.articles.length).toBe(Math.min(2, v.newsPreview.totalCount));
    expect(venues[0].newsPreview.morePath).toBe(`/venues-news/${venues[0].upstreamId}/CONTENT_TYPE_VENUE`);
    expect(venues[1].newsPreview.morePath).toBe(`/venues-news/${venues[1].upstreamId}/CONTENT_TYPE_VENUE`);
    expect(venues[2].newsPreview.morePath).toBeNull();
    expect(venues[3].newsPreview.morePath).toBeNull();
    expect(venues[0].newsPreview.articles[0].detailPath).toMatch(/^\/news-detail\/\d+$/);
    // the list and one news call per venue
    expect(res.upstreamCalls).toBe(5);
  });

  it('opens the place a path names and pages its full news list, newest first', async () => {
    const list = await h.gql('{ places(kind: SCENIC_AREA, first: 1) { edges { node { upstreamId name } } } }');
    const scenic = list.data!.places.edges[0].node;
    const Q = `query($t: String!, $id: ID!, $after: String) { placeOfResource(resourceType: $t, resourceId: $id) {
      __typename name news(first: 10, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { title publishedAt } } } } }`;
    const first = await h.gql(Q, { t: 'CONTENT_TYPE_SCENERY', id: scenic.upstreamId });
    expect(first.errors).toBeUndefined();
    const place = first.data!.placeOfResource;
    expect(place).toMatchObject({ __typename: 'ScenicArea', name: scenic.name });
    expect(place.news.totalCount).toBe(12);
    expect(place.news.edges).toHaveLength(10);
    expect(place.news.pageInfo.hasNextPage).toBe(true);
    const dates = place.news.edges.map((e: any) => e.node.publishedAt as string);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await h.gql(Q, { t: 'CONTENT_TYPE_SCENERY', id: scenic.upstreamId, after: place.news.pageInfo.endCursor });
    expect(second.data!.placeOfResource.news.edges).toHaveLength(2);
    expect(second.data!.placeOfResource.news.pageInfo.hasNextPage).toBe(false);
  });

  it('answers null for a type that is not a place, a malformed id and a place that does not exist, without calling upstream for the first two', async () => {
    const Q = 'query($t: String!, $id: ID!) { placeOfResource(resourceType: $t, resourceId: $id) { name } }';
    const notPlace = await h.gql(Q, { t: 'CONTENT_TYPE_CONTENT', id: '1' });
    expect(notPlace.data!.placeOfResource).toBeNull();
    expect(notPlace.upstreamCalls).toBe(0);
    const malformed = await h.gql(Q, { t: 'CONTENT_TYPE_VENUE', id: '../1' });
    expect(malformed.data!.placeOfResource).toBeNull();
    expect(malformed.upstreamCalls).toBe(0);
    const missing = await h.gql(Q, { t: 'CONTENT_TYPE_VENUE', id: '99999999' });
    expect(missing.errors).toBeUndefined();
    expect(missing.data!.placeOfResource).toBeNull();
  });

  it("another site's place is not found on this site", async () => {
    const list = await h.gql('{ places(kind: VENUE, first: 1) { edges { node { upstreamId } } } }');
    const id = list.data!.places.edges[0].node.upstreamId;
    const other = await h.gql(
      'query($id: ID!) { placeOfResource(resourceType: "CONTENT_TYPE_VENUE", resourceId: $id) { name } }',
      { id },
      { 'x-site-code': 'site450300' },
    );
    expect(other.data!.placeOfResource).toBeNull();
  });
});

describe('a home banner slide', () => {
  const SLIDES =
    '{ site { homeLayout { ... on BannerModule { slides { title detailPath body link { path url } destination { path url } } } } } }';

  it('only a slide with a rich text has a detail page; the detail carries its picture, title, text and link', async () => {
    for (const site of ['site510100', 'site530700']) {
      const res = await h.gql(SLIDES, {}, { 'x-site-code': site });
      expect(res.errors).toBeUndefined();
      const slides = res.data!.site.homeLayout.flatMap((m: any) => m.slides ?? []);
      const withDetail = slides.filter((s: any) => s.detailPath);
      expect(withDetail).toHaveLength(1);
      expect(withDetail[0].detailPath).toBe('/swiper-detail/slide-2');
      // tapping it opens its detail page; the others go where they lead
      expect(withDetail[0].link.path).toBe('/swiper-detail/slide-2');
      expect(withDetail[0].destination.path).toMatch(/^\/scenic-detail\/\d+$/);
      for (const s of slides.filter((x: any) => !x.detailPath)) expect(s.link).toEqual(s.destination);
      expect(slides.filter((s: any) => !s.detailPath).every((s: any) => s.body === null)).toBe(true);

      const detail = await h.gql(
        'query($id: ID!) { site { bannerSlide(id: $id) { title body detailPath image { url } destination { target path } } } }',
        { id: 'slide-2' },
        { 'x-site-code': site },
      );
      expect(detail.errors).toBeUndefined();
      const slide = detail.data!.site.bannerSlide;
      expect(slide.title).toBe(withDetail[0].title);
      expect(slide.body).toMatch(/<strong>/);
      expect(slide.destination).toMatchObject({ target: 'INTERNAL', path: expect.stringMatching(/^\/scenic-detail\/\d+$/) });
      expect(slide.image.url).toMatch(/^https?:\/\//);
    }
  });

  it('a slide id the layout does not hold is null', async () => {
    for (const id of ['slide-9', 'x'.repeat(65)]) {
      const res = await h.gql('query($id: ID!) { site { bannerSlide(id: $id) { title } } }', { id });
      expect(res.errors).toBeUndefined();
      expect(res.data!.site.bannerSlide).toBeNull();
    }
  });
});

describe("a channel's micro-lessons", () => {
  it('lists only the videos of the channel, in one call, and names the page of each channel', async () => {
    const fr = { 'x-site-code': 'site530700' };
    const channels = await h.gql('{ newsChannels { code lessonsPath } }', {}, fr);
    const code = channels.data!.newsChannels[0].code as string;
    expect(channels.data!.newsChannels[0].lessonsPath).toBe(`/cc-microclass/${code}`);
    const Q = `query($c: String, $k: NewsContentType) { news(channelCode: $c, contentType: $k, first: 50) { totalCount edges { node { contentType channel { code } video { url } } } } }`;
    const all = await h.gql(Q, { c: code }, fr);
    const videos = await h.gql(Q, { c: code, k: 'VIDEO' }, fr);
    expect(videos.errors).toBeUndefined();
    expect(videos.upstreamCalls).toBe(1);
    const nodes = videos.data!.news.edges.map((e: any) => e.node);
    expect(nodes.length).toBeGreaterThan(0);
    expect(nodes.every((n: any) => n.contentType === 'VIDEO' && n.channel.code === code && n.video?.url)).toBe(true);
    const inAll = all.data!.news.edges.filter((e: any) => e.node.contentType === 'VIDEO').length;
    expect(videos.data!.news.totalCount).toBe(inAll);
    expect(videos.data!.news.totalCount).toBeLessThan(all.data!.news.totalCount);
    const articles = await h.gql(Q, { c: code, k: 'ARTICLE' }, fr);
    expect(articles.data!.news.edges.every((e: any) => e.node.contentType === 'ARTICLE')).toBe(true);
    expect(articles.data!.news.totalCount).toBeGreaterThan(0);
  });

  it('refuses a kind that is not one', async () => {
    const res = await h.gql('{ news(contentType: FILM) { totalCount } }');
    expect(res.errors?.length).toBeGreaterThan(0);
    expect(res.upstreamCalls).toBe(0);
  });
});

describe('a part of the find feed that failed', () => {
  const FIND = `query($after: String) { find(first: 10, after: $after) { totalCount pageInfo { endCursor }
    edges { node { __typename ... on Story { id } ... on ShortVideo { id } } } failedParts { part ids } } }`;

  it('keeps the other part, names the failed one with its ids, and reading those ids again costs that part only', async () => {
    const whole = await h.gql(FIND);
    expect(whole.errors).toBeUndefined();
    expect(whole.data!.find.failedParts).toEqual([]);
    const all = whole.data!.find.edges.map((e: any) => e.node);
    const videos = all.filter((n: any) => n.__typename === 'ShortVideo').map((n: any) => n.id);
    const stories = all.filter((n: any) => n.__typename === 'Story').map((n: any) => n.id);
    expect(videos.length).toBeGreaterThan(0);
    expect(stories.length).toBeGreaterThan(0);

    await h.dev.addFault({ path: 'res/api/streamMedia/list', mode: 'http500', times: 1 });
    try {
      const part = await h.gql(FIND);
      expect(part.errors).toBeUndefined();
      expect(part.data!.find.edges.map((e: any) => e.node.id)).toEqual(stories);
      expect(part.data!.find.failedParts).toEqual([{ part: 'VIDEOS', ids: videos }]);
      expect(part.data!.find.totalCount).toBe(whole.data!.find.totalCount);
    } finally {
      await h.dev.clearFaults();
    }
    await h.dev.resetCalls();
    const again = await h.gql('query($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }', { ids: videos });
    expect(again.data!.nodes.map((n: any) => n.id)).toEqual(videos);
    expect((await h.dev.calls()).calls.map((c) => c.path)).toEqual(['res/api/streamMedia/list']);
  });

  it('fails as a whole when every part of the page failed', async () => {
    await h.dev.addFault({ path: 'res/api/streamMedia/list', mode: 'http500' });
    await h.dev.addFault({ path: 'res/api/story/list', mode: 'http500' });
    try {
      const res = await h.gql(FIND);
      expect(res.errors?.length).toBeGreaterThan(0);
      expect(res.data?.find ?? null).toBeNull();
    } finally {
      await h.dev.clearFaults();
    }
  });
});
