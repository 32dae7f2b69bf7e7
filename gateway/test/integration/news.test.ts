import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const ARTICLE = `id title summary author publishedAt contentType pinned viewCount sourceUrl detailPath
  channel { id code name path } cover { url(size: NEWS_THUMBNAIL) } images { url }
  video { url poster { url } } audio { url }
  interactions { likeCount commentCount favouriteCount viewerHasLiked }`;

describe('news', () => {
  it('channels', async () => {
    const result = await h.gql('{ newsChannels { id code name path } }');
    expect(result.errors).toBeUndefined();
    expect(result.data!.newsChannels[0]).toMatchObject({ code: 'systemChannel', name: '文旅资讯', path: '/news-list/systemChannel' });
    const node = await h.gql('query ($id: ID!) { node(id: $id) { ... on NewsChannel { code } } }', { id: result.data!.newsChannels[0].id });
    expect(node.data!.node).toEqual({ code: 'systemChannel' });
  });

  it('lists all channels or one, walking pages', async () => {
    const all = await h.gql(`{ news(first: 5) { totalCount pageInfo { hasNextPage endCursor } edges { node { ${ARTICLE} } } } }`);
    expect(all.errors).toBeUndefined();
    expect(all.data!.news.totalCount).toBeGreaterThan(5);
    const first = all.data!.news.edges[0].node;
    expect(first.publishedAt).toMatch(/\+08:00$/);
    expect(first.detailPath).toBe(`/news-detail/${Buffer.from(first.id, 'base64url').toString().split(':')[1]}`);
    expect(['ARTICLE', 'IMAGE', 'VIDEO', 'AUDIO']).toContain(first.contentType);
    const one = await h.gql('{ news(channelCode: "notice", first: 50) { totalCount edges { node { channel { code } } } } }');
    expect(one.data!.news.totalCount).toBeGreaterThan(0);
    expect(one.data!.news.edges.every((e: any) => e.node.channel.code === 'notice')).toBe(true);
    const next = await h.gql(
      'query ($after: String) { news(first: 5, after: $after) { pageInfo { hasPreviousPage } edges { node { id } } } }',
      { after: all.data!.news.pageInfo.endCursor },
    );
    expect(next.data!.news.pageInfo.hasPreviousPage).toBe(true);
    expect(next.data!.news.edges[0].node.id).not.toBe(first.id);
  });

  it('bodies are sanitised', async () => {
    const list = await h.gql('{ news(first: 50) { edges { node { id } } } }');
    const ids = list.data!.news.edges.map((e: any) => e.node.id);
    const result = await h.gql('query ($ids: [ID!]!) { nodes(ids: $ids) { ... on NewsArticle { id title body } } }', { ids });
    expect(result.errors).toBeUndefined();
    const bodies: string[] = result.data!.nodes.map((n: any) => n.body).filter(Boolean);
    expect(bodies.length).toBe(ids.length);
    for (const body of bodies) {
      expect(body).not.toMatch(/<script|<iframe|<style|\son\w+=|javascript:/i);
    }
    expect(bodies.some((b) => b.includes('<img') || b.includes('<p'))).toBe(true);

    // The raw upstream really contains the vectors.
    const rawIds = ids.map((id: string) => Buffer.from(id, 'base64url').toString().split(':')[1]);
    let dangerous = 0;
    for (const rawId of rawIds) {
      const raw = (await (await fetch(`${h.upstreamUrl}/res/api/content/detail?id=${rawId}&siteCode=site510100&token=`)).json()) as {
        data: { content: string };
      };
      if (/<script|onerror|onclick|javascript:/i.test(raw.data.content)) dangerous += 1;
    }
    expect(dangerous).toBeGreaterThan(0);
  });

  it('body in a list is loaded lazily from the detail', async () => {
    const result = await h.gql('{ news(first: 2) { edges { node { body } } } }');
    expect(result.errors).toBeUndefined();
    for (const edge of result.data!.news.edges) expect(typeof edge.node.body).toBe('string');
    expect(result.upstreamCalls).toBe(3);
  });

  it('an unknown article id is null', async () => {
    const result = await h.gql('query ($id: ID!) { node(id: $id) { id } }', { id: Buffer.from('NewsArticle:1').toString('base64url') });
    expect(result.errors).toBeUndefined();
    expect(result.data!.node).toBeNull();
  });
});
