// The core's own fields: the input limits every form reads from the graph, and the one way
// every limit is counted (code points), whichever mutation or field checks it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('Query.inputLimits', () => {
  it('answers the limits the mutations enforce, with no upstream call', async () => {
    const r = await h.gql('{ inputLimits { commentMaxLength commentMaxEmoticons commentMaxTags starMin starMax searchKeywordMaxLength contactNameMaxLength textMaxLength reservationDays phoneDigits codeDigits } }');
    expect(r.data?.inputLimits).toEqual({
      commentMaxLength: 200, commentMaxEmoticons: 10, commentMaxTags: 5, starMin: 1, starMax: 5,
      searchKeywordMaxLength: 50, contactNameMaxLength: 20, textMaxLength: 200, reservationDays: 7, phoneDigits: 11, codeDigits: 6,
    });
    expect(r.upstreamCalls).toBe(0);
  });

  it('the keyword limit counts code points alike in searchPlaces, the place filter and recordSearch', async () => {
    const limit = (await h.gql('{ inputLimits { searchKeywordMaxLength } }')).data?.inputLimits.searchKeywordMaxLength as number;
    const emoji = '🏯'.repeat(limit - 24); // 26 emoji: 52 UTF-16 units, 26 characters
    expect(emoji.length).toBeGreaterThan(limit);
    const search = await h.gql('query($k: String!) { searchPlaces(keyword: $k, first: 1) { totalCount } }', { k: emoji });
    expect(search.errors).toBeUndefined();
    const filter = await h.gql('query($k: String!) { places(kind: SCENIC_AREA, first: 1, filter: { keyword: $k }) { totalCount } }', { k: emoji });
    expect(filter.errors).toBeUndefined();
    const over = 'a'.repeat(limit + 1);
    const refused = await h.gql('query($k: String!) { searchPlaces(keyword: $k, first: 1) { totalCount } }', { k: over });
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const token = await h.signIn('13800000001');
    const recorded = await h.gql('mutation($k: String!) { recordSearch(input: { keyword: $k }) { errors { code limit } } }', { k: emoji }, { 'x-token': token });
    expect(recorded.data?.recordSearch.errors).toEqual([]);
    const tooLong = await h.gql('mutation($k: String!) { recordSearch(input: { keyword: $k }) { errors { code limit } } }', { k: over }, { 'x-token': token });
    expect(tooLong.data?.recordSearch.errors).toEqual([{ code: 'KEYWORD_TOO_LONG', limit }]);
  });
});
