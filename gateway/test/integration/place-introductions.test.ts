import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const INTRODUCTION = `query ($kind: PlaceKind!) {
  placeKindIntroduction(kind: $kind) {
    kind introduction placeCount listPath
    topPlaces { __typename id name detailPath }
  }
}`;

interface Introduction {
  placeKindIntroduction: {
    kind: string;
    introduction: string;
    placeCount: number;
    listPath: string;
    topPlaces: { __typename: string; id: string; name: string; detailPath: string }[];
  };
}

describe("a place kind's introduce page", () => {
  it('answers the introduction, the count and the hottest places from one upstream call', async () => {
    await h.dev.resetCalls();
    const r = await h.gql<Introduction>(INTRODUCTION, { kind: 'HOTEL' });
    expect(r.errors).toBeUndefined();
    const intro = r.data!.placeKindIntroduction;
    expect(intro.introduction).toMatch(/^<p>.+<\/p>$/);
    expect(intro.placeCount).toBeGreaterThan(0);
    expect(intro.listPath).toBe('/hotel-list');
    expect(intro.topPlaces.length).toBe(Math.min(3, intro.placeCount));
    for (const p of intro.topPlaces) {
      expect(p.__typename).toBe('Hotel');
      expect(p.detailPath).toMatch(/^\/hotel-detail\/\d+$/);
    }
    const { calls } = await h.dev.calls();
    expect(calls.map((c) => c.path)).toEqual(['res/api/place/introduce']);
  });

  it('refuses a kind without an introduce page before calling the upstream', async () => {
    await h.dev.resetCalls();
    const r = await h.gql<Introduction>(INTRODUCTION, { kind: 'SCENIC_SPOT' });
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const { calls } = await h.dev.calls();
    expect(calls.filter((c) => c.path === 'res/api/place/introduce')).toHaveLength(0);
  });
});
