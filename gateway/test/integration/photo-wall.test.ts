import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { GqlResult, Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const WALL = `query ($first: Int, $after: String) {
  photoWall(first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { key image { url } story { id title detailPath author { nickname } place { name detailPath } } } }
  }
}`;

interface Wall {
  photoWall: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: {
      node: {
        key: string;
        image: { url: string };
        story: { id: string; title: string; detailPath: string; author: { nickname: string | null }; place: { name: string } | null };
      };
    }[];
  };
}

describe('the photo wall', () => {
  it("pages through every picture of the site's published stories, each page from one upstream call", async () => {
    const keys: string[] = [];
    let after: string | null = null;
    let total = 0;
    for (let i = 0; i < 20; i += 1) {
      await h.dev.resetCalls();
      const r: GqlResult<Wall> = await h.gql<Wall>(WALL, { first: 20, after });
      expect(r.errors).toBeUndefined();
      const wall = r.data!.photoWall;
      total = wall.totalCount;
      for (const { node } of wall.edges) {
        keys.push(node.key);
        expect(node.image.url).toMatch(/^https?:\/\//);
        expect(node.story.detailPath).toMatch(/^\/(story|strategy|work)-detail\/\d+/);
        expect(node.key.startsWith(`${node.story.detailPath.split('/')[2]}-`)).toBe(true);
      }
      const { calls } = await h.dev.calls();
      expect(calls.map((c) => c.path)).toEqual(['res/api/story/pictures']);
      if (!wall.pageInfo.hasNextPage) break;
      after = wall.pageInfo.endCursor;
    }
    expect(total).toBeGreaterThan(20);
    expect(keys).toHaveLength(total);
    expect(new Set(keys).size).toBe(total);
  });
});
