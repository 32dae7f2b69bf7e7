import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allItems, startTestUpstream, type Client } from './helpers.ts';

let c: Client;
beforeAll(async () => {
  c = await startTestUpstream();
});
afterAll(async () => {
  await c.upstream.close();
});

describe('res/api/find/list', () => {
  it("mixes the site's published stories, strategies and short videos, newest first, every one once", async () => {
    const feed = await allItems(c, 'res/api/find/list', { siteCode: 'site510100' });
    const kinds = new Set(feed.map((e) => e.findType));
    expect(kinds).toEqual(new Set(['story', 'video']));
    const times = feed.map((e) => String(e.publishTime));
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(feed.map((e) => `${e.findType}:${e.id}`)).size).toBe(feed.length);
    const stories = await allItems(c, 'res/api/story/list', { siteCode: 'site510100' });
    const strategies = await allItems(c, 'res/api/story/list', { siteCode: 'site510100', storyType: 'strategy' });
    const videos = await allItems(c, 'res/api/streamMedia/list', { siteCode: 'site510100' });
    const storyIds = new Set([...stories, ...strategies].map((s) => String(s.id)));
    expect(feed.filter((e) => e.findType === 'story').length).toBe(storyIds.size);
    expect(feed.filter((e) => e.findType === 'video').length).toBe(videos.length);
  });
});
