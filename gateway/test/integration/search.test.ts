import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const HOT = '{ site { hotSearchWords { word searchCount } } }';
const RECORD = 'mutation($k: String!) { recordSearch(input: { keyword: $k }) { recentSearches errors { code field limit message } } }';
const CLEAR = 'mutation { clearRecentSearches { recentSearches errors { code } } }';
const RECENT = '{ viewer { isSignedIn recentSearches } }';

describe('hot search words', () => {
  it("are the site's own, in order; searching one counts it, even anonymously", async () => {
    const first = await h.gql(HOT);
    expect(first.errors).toBeUndefined();
    const words = first.data!.site.hotSearchWords as Array<{ word: string; searchCount: number }>;
    expect(words.length).toBeGreaterThanOrEqual(4);
    expect(words.every((w) => w.word.length > 0 && Number.isInteger(w.searchCount))).toBe(true);
    const other = await h.gql(HOT, {}, { 'x-site-code': 'site513225' });
    expect(other.data!.site.hotSearchWords.map((w: { word: string }) => w.word)).not.toEqual(words.map((w) => w.word));

    const recorded = await h.gql(RECORD, { k: `  ${words[1]!.word} ` });
    expect(recorded.data!.recordSearch).toEqual({ recentSearches: null, errors: [] });
    const after = (await h.gql(HOT)).data!.site.hotSearchWords as typeof words;
    expect(after[1]).toEqual({ word: words[1]!.word, searchCount: words[1]!.searchCount + 1 });
    expect(after[0]).toEqual(words[0]);
  });
});

describe('recent searches', () => {
  it('an anonymous visitor has none on the server (kept on the device) and costs no upstream call', async () => {
    const out = await h.gql(RECENT);
    expect(out.data!.viewer).toEqual({ isSignedIn: false, recentSearches: [] });
    expect(out.upstreamCalls).toBe(0);
    const clear = await h.gql(CLEAR);
    expect(clear.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('a signed-in user: newest first, a keyword once, per site, cleared on demand', async () => {
    const token = await h.signIn('13911114001');
    const as = { 'x-token': token };
    expect((await h.gql(RECENT, {}, as)).data!.viewer).toEqual({ isSignedIn: true, recentSearches: [] });
    await h.gql(RECORD, { k: '熊猫' }, as);
    await h.gql(RECORD, { k: '古镇' }, as);
    const again = await h.gql(RECORD, { k: '熊猫' }, as);
    expect(again.data!.recordSearch).toEqual({ recentSearches: ['熊猫', '古镇'], errors: [] });
    expect((await h.gql(RECENT, {}, as)).data!.viewer.recentSearches).toEqual(['熊猫', '古镇']);
    // another site keeps its own list
    expect((await h.gql(RECENT, {}, { ...as, 'x-site-code': 'site513225' })).data!.viewer.recentSearches).toEqual([]);
    // ten kept
    for (let i = 1; i <= 10; i++) await h.gql(RECORD, { k: `词${i}` }, as);
    const ten = (await h.gql(RECENT, {}, as)).data!.viewer.recentSearches as string[];
    expect(ten).toHaveLength(10);
    expect(ten[0]).toBe('词10');
    expect(ten).not.toContain('古镇');

    const cleared = await h.gql(CLEAR, {}, as);
    expect(cleared.data!.clearRecentSearches).toEqual({ recentSearches: [], errors: [] });
    expect((await h.gql(RECENT, {}, as)).data!.viewer.recentSearches).toEqual([]);
  });

  it('refuses an empty or too long keyword before calling the upstream, in the site language', async () => {
    const token = await h.signIn('13911114002');
    await h.dev.resetCalls();
    const empty = await h.gql(RECORD, { k: '   ' }, { 'x-token': token });
    expect(empty.data!.recordSearch).toEqual({
      recentSearches: null,
      errors: [{ code: 'KEYWORD_REQUIRED', field: 'keyword', limit: null, message: '请输入搜索关键词' }],
    });
    const long = await h.gql(RECORD, { k: '字'.repeat(51) }, { 'x-token': token, 'x-site-code': 'site530700' });
    expect(long.data!.recordSearch.errors).toEqual([
      { code: 'KEYWORD_TOO_LONG', field: 'keyword', limit: 50, message: 'Un mot-clé compte 50 caractères au maximum.' },
    ]);
    // the only upstream calls: the sites, for the language of the message
    expect(new Set((await h.dev.calls()).calls.map((c) => c.path))).toEqual(new Set(['user/api/site/siteInfo']));
    // 50 characters (counted as the person sees them) pass
    expect((await h.gql(RECORD, { k: '字'.repeat(50) }, { 'x-token': token })).data!.recordSearch.errors).toEqual([]);
  });

  it('a dead session fails recentSearches with UNAUTHENTICATED, as it fails user', async () => {
    const token = await h.signIn('13911114003');
    await h.gql('mutation { signOut { signedOut } }', {}, { 'x-token': token });
    await h.dev.resetCalls();
    const out = await h.gql(RECENT, {}, { 'x-token': token });
    expect(out.errors?.map((e) => e.extensions?.code)).toContain('UNAUTHENTICATED');
    // told by the user lookup; the search service is not asked
    expect((await h.dev.calls()).calls.map((c) => c.path)).not.toContain('res/api/es/getSearchRecord');
  });

  it('a failing search service costs only the recent searches: null with an error, the viewer still answers', async () => {
    const token = await h.signIn('13911114004');
    await h.dev.addFault({ path: 'res/api/es/getSearchRecord', mode: 'code', code: 1, message: 'x', times: 1 });
    const out = await h.gql(RECENT, {}, { 'x-token': token });
    expect(out.data!.viewer).toEqual({ isSignedIn: true, recentSearches: null });
    expect(out.errors?.[0]?.path).toEqual(['viewer', 'recentSearches']);
  });
});
