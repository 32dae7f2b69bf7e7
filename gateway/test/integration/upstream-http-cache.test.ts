import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

/**
 * The upstream HTTP cache ON (as `npm start` / readConfig run it) against the real reference
 * upstream, whose reference-data calls answer `Cache-Control: public, max-age` with an ETag: a
 * warm gateway asks the upstream only for live and personal data, per site, and the shared
 * parsed answers are never changed by a reader (they are frozen: a resolver that wrote to one
 * would fail these queries).
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ upstreamHttpCache: { maxEntries: 500, maxBytes: 16 * 1024 * 1024 } });
}, 60_000);
afterAll(async () => {
  await h?.close();
});

const PLACE_LIST = `query($site: String) { site(code: $site) { name regions { code name children { code name } } }
  places(kind: SCENIC_AREA, first: 10) { totalCount edges { node { id name regionName region { name } } } } }`;

describe('the upstream HTTP cache', () => {
  it('a warm place list asks the upstream only for the list; the site and its region tree come from the cache', async () => {
    const cold = await h.gql(PLACE_LIST);
    expect(cold.errors).toBeUndefined();
    expect(cold.upstreamCalls).toBe(3);
    await h.dev.resetCalls();
    const warm = await h.gql(PLACE_LIST);
    expect(warm.data).toEqual(cold.data);
    expect(warm.upstreamCalls).toBe(1);
    expect((await h.dev.calls()).calls.map((c) => c.path)).toEqual(['res/api/scenic/list']);
  });

  it('keeps sites apart: another site gets its own site info and regions', async () => {
    const chengdu = await h.gql(PLACE_LIST);
    const jiuzhai = await h.gql(PLACE_LIST, {}, { 'x-site-code': 'site513225' });
    expect(jiuzhai.errors).toBeUndefined();
    expect(jiuzhai.data!.site.name).not.toBe(chengdu.data!.site.name);
    expect(jiuzhai.upstreamCalls).toBeGreaterThan(1);
  });

  it('never keeps what is tied to a user: the viewer is asked for on every request', async () => {
    const token = await h.signIn('13800000001');
    await h.dev.resetCalls();
    for (let i = 0; i < 2; i += 1) {
      const me = await h.gql('{ viewer { user { nickname counts { favourites } } } }', {}, { 'x-token': token });
      expect(me.errors).toBeUndefined();
    }
    const paths = (await h.dev.calls()).calls.map((c) => c.path);
    expect(paths.filter((p) => p === 'user/api/userInfo/getDsUserInfo')).toHaveLength(2);
    expect(paths.filter((p) => p === 'user/api/userBind/personalCenterInfo')).toHaveLength(2);
  });

  it('the main screens answer whole twice over with shared, frozen reference answers', async () => {
    const screens = [
      '{ site { name edition bottomMenu { code path } serviceMenu { code path } } }',
      '{ newsChannels { id name } news(first: 3) { edges { node { id title } } } }',
      '{ activityClassifies { id name } activities(first: 3) { edges { node { id name } } } }',
      '{ emoticons { id name } }',
      PLACE_LIST,
    ];
    for (const query of screens) {
      const first = await h.gql(query);
      const second = await h.gql(query);
      expect(first.errors, query).toBeUndefined();
      expect(second.errors, query).toBeUndefined();
      expect(second.data, query).toEqual(first.data);
    }
  });
});
