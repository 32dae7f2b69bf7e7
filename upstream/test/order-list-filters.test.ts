import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allItems, login, startTestUpstream, type Client } from './helpers.ts';

/**
 * The reservation order list's review filter (what the orders waiting for a review are asked by):
 * `commentStatus` 0 lists only the orders not reviewed, 1 only the reviewed, "" or anything else
 * every order; it combines with the status and the orderType, and stays the caller's own.
 */
let c: Client;
let traveller: string;
let stranger: string;
beforeAll(async () => {
  c = await startTestUpstream();
  traveller = (await login(c, '13800000001')).userToken;
  stranger = (await login(c, '13800000033')).userToken;
});
afterAll(async () => {
  await c.upstream.close();
});

const PATH = 'act/api/activityOrder/list';

describe('reservation order list: the review filter', () => {
  it('lists the used orders not reviewed, the reviewed, or all', async () => {
    const used = await allItems(c, PATH, { token: traveller, orderType: '', status: 12 });
    const notReviewed = await allItems(c, PATH, { token: traveller, orderType: '', status: 12, commentStatus: 0 });
    const reviewed = await allItems(c, PATH, { token: traveller, orderType: '', status: 12, commentStatus: 1 });
    expect(notReviewed.length).toBeGreaterThan(0);
    expect(reviewed.length).toBeGreaterThan(0);
    expect(notReviewed.every((o) => o.commentStatus === '0' && String(o.status) === '12')).toBe(true);
    expect(reviewed.every((o) => o.commentStatus === '1')).toBe(true);
    expect(notReviewed.length + reviewed.length).toBe(used.length);
    const total = (await c.list(PATH, { token: traveller, orderType: '', status: 12, commentStatus: 0, pageSize: 1 })).page.total;
    expect(total).toBe(notReviewed.length);
    // Anything else is no filter.
    expect((await allItems(c, PATH, { token: traveller, orderType: '', status: 12, commentStatus: 'x' })).length).toBe(used.length);
    // With an orderType: only that kind.
    const venues = await allItems(c, PATH, { token: traveller, orderType: 'CONTENT_TYPE_VENUE', status: 12, commentStatus: 0 });
    expect(venues.every((o) => o.orderType === 'CONTENT_TYPE_VENUE' && o.commentStatus === '0')).toBe(true);
    expect(venues.length).toBeLessThanOrEqual(notReviewed.length);
  });

  it("lists only the caller's own orders", async () => {
    expect(await allItems(c, PATH, { token: stranger, orderType: '', commentStatus: 0 })).toEqual([]);
  });
});
