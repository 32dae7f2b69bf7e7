import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream, type Client, type Envelope } from './helpers.ts';

const PATH = 'res/api/place/introduce';

interface Introduction {
  resourceType: string;
  introduce: string;
  updateTime: string;
  total: number;
  list: { id: string; name: string }[];
}

let c: Client;
beforeAll(async () => {
  c = await startTestUpstream();
});
afterAll(async () => {
  await c.upstream.close();
});

describe(PATH, () => {
  it("answers a kind's introduction with how many places it has and the hottest ones, in one call", async () => {
    const res = await c.get<Envelope<Introduction>>(PATH, { siteCode: 'site510100', resourceType: 'CONTENT_TYPE_SCENERY' });
    expect(res.code).toBe(0);
    const data = res.data!;
    expect(data.introduce).toContain('成都文旅云');
    expect(data.total).toBeGreaterThan(3);
    expect(data.list).toHaveLength(3);
    // the hottest first, as the scenic ranking has them
    const ranking = await c.get<Envelope<{ data: { id: string }[]; totalCount: number }>>('res/api/ranking/scenicRank', {
      siteCode: 'site510100',
      pageSize: 3,
    });
    expect(data.list.map((p) => p.id)).toEqual(ranking.data!.data.map((p) => p.id));
    expect(data.total).toBe(ranking.data!.totalCount);
  });

  it("writes each site's introductions in the site's language", async () => {
    const res = await c.get<Envelope<Introduction>>(PATH, { siteCode: 'site450300', resourceType: 'CONTENT_TYPE_HOTEL' });
    expect(res.data!.introduce).toMatch(/^<p>Guilin Travel picks/);
  });

  it('refuses a kind without an introduce page', async () => {
    for (const resourceType of ['CONTENT_TYPE_SCENIC_SPOTS', '', 'CONTENT_TYPE_NOPE']) {
      const res = await c.get<Envelope<Introduction>>(PATH, { siteCode: 'site510100', resourceType });
      expect(res.code, resourceType).not.toBe(0);
    }
  });
});
