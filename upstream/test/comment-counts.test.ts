import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_PUBLIC_TYPE, PLACE_KINDS } from '../src/resources.ts';
import { allItems, startTestUpstream, type Client, type Item } from './helpers.ts';

/**
 * Demo data consistency: a resource's `commentNum` is the number of comments its comment list
 * returns, for every place of every kind and every news article of every site that answers
 * (the suspended site answers code 3 to everything).
 */
const SITES = ['site510100', 'site513225', 'site530700'];

let c: Client;
beforeAll(async () => {
  c = await startTestUpstream();
});
afterAll(() => c.upstream.close());

async function commentTotal(siteCode: string, resourceType: string, resourceId: string): Promise<number> {
  const res = await c.list('res/api/comment/getCommentList', { siteCode, resourceType, resourceId, pageSize: 50 });
  expect(res.code).toBe(0);
  return res.page.total;
}

describe('seeded comment counts', () => {
  it('equal the comments of every place', async () => {
    let checked = 0;
    let withComments = 0;
    for (const siteCode of SITES) {
      for (const kind of PLACE_KINDS) {
        const places = await allItems(c, `res/api/${kind.path}/list`, { siteCode });
        for (let i = 0; i < places.length; i += 50) {
          const ids = places.slice(i, i + 50).map((p) => String(p.id));
          const counts = await c.list('res/api/interactManage/resourceCount', {
            siteCode,
            resourceType: kind.type,
            resourceIds: ids.join(','),
          });
          const byId = new Map(counts.datas.map((d: Item) => [String(d.resourceId), Number(d.commentNum)]));
          const totals = await Promise.all(ids.map((id) => commentTotal(siteCode, kind.type, id)));
          ids.forEach((id, k) => {
            expect(byId.get(id), `${kind.type} ${id} on ${siteCode}`).toBe(totals[k]);
            if (totals[k]! > 0) withComments += 1;
          });
          checked += ids.length;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(withComments).toBeGreaterThan(0);
    // spot-check the detail answer too
    const detail = await c.get('res/api/scenic/detail', { id: '10001' });
    expect(Number(detail.data.commentNum)).toBe(await commentTotal('site510100', 'CONTENT_TYPE_SCENERY', '10001'));
  });

  it('equal the comments of every news article', async () => {
    let checked = 0;
    let withComments = 0;
    for (const siteCode of SITES) {
      const news = await allItems(c, 'res/api/content/list', { siteCode });
      const totals = await Promise.all(news.map((n) => commentTotal(siteCode, NEWS_PUBLIC_TYPE, String(n.id))));
      news.forEach((n, k) => {
        expect(Number(n.commentNum), `news ${String(n.id)} on ${siteCode}`).toBe(totals[k]);
        if (totals[k]! > 0) withComments += 1;
      });
      checked += news.length;
    }
    expect(checked).toBeGreaterThan(10);
    expect(withComments).toBeGreaterThan(0);
  });
});
