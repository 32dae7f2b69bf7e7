/**
 * The shop's parcels and order reviews: every demo site's goods orders in transit, delivered and
 * received with their carrier's events in the site's language, and a review's rules (who, when,
 * once, what it may hold).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestUpstream, type Client, type Item } from './helpers.ts';
import { REVIEW_LIMITS } from '../src/families/shop/store-parcels.ts';

let c: Client;
let a: string;
let b: string;
beforeAll(async () => {
  c = await startTestUpstream();
  a = (await login(c, '13800000001')).userToken;
  b = (await login(c, '13800000002')).userToken;
});
afterAll(async () => {
  await c.upstream.close();
});

type Answer = { code: number; msg: string; data: Item; list: Item[]; total: number };

async function shopAs(token: string, siteCode = 'site510100') {
  let sid = '';
  const call = async (path: string, init: { json?: unknown; query?: Record<string, string> } = {}) => {
    const qs = new URLSearchParams({ siteCode, ...(init.query ?? {}) }).toString();
    const res = await fetch(`${c.url}/culturalcloud/1.0/${path}?${qs}`, {
      method: init.json === undefined ? 'GET' : 'POST',
      headers: { 'session-id': sid, ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
    return (await res.json()) as Answer;
  };
  sid = String((await call('user/free', { query: { token } })).data.sessionId);
  return call;
}

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c63f8cfc0f01f0005000201e2212bc80000000049454e44ae426082',
  'hex',
);

async function uploadPicture(token: string): Promise<string> {
  const form = new FormData();
  form.append('Filedata', new Blob([PNG]), 'p.png');
  const res = await fetch(`${c.url}/res/api/file/upload?siteCode=site510100&token=${token}`, { method: 'POST', body: form });
  return ((await res.json()) as { data: { url: string } }).data.url;
}

const goods = async (call: Awaited<ReturnType<typeof shopAs>>) =>
  (await call('userOrder/myOrderList', { query: { pageSize: '50' } })).list.filter((o) => o.orderType === 1 || o.orderType === 4);

describe('shop parcels', () => {
  it('every open demo site has goods in transit, delivered and received, tracked in the site language', async () => {
    for (const [site, sample] of [
      ['site510100', /[\u4e00-\u9fff]/],
      ['site530700', /[a-zé]/i],
      ['site450300', /[a-z]/i],
      ['site610100', /[\u3040-\u30ff]/],
      ['site222400', /[\uac00-\ud7af]/],
    ] as const) {
      const call = await shopAs(a, site);
      const tracked = (await goods(call)).filter((o) => o.parcelState !== '');
      const states = new Set(tracked.map((o) => `${String(o.orderStatus)}:${String(o.parcelState)}`));
      expect([...states], site).toEqual(expect.arrayContaining(['21:IN_TRANSIT', '21:DELIVERED', '22:DELIVERED']));
      const parcel = (await call('userOrder/logistics', { query: { orderId: String(tracked[0]!.orderId) } })).data as Item;
      expect(parcel.trackingNo).toMatch(/^[A-Z0-9]{10,}$/);
      expect(String(parcel.carrierName)).not.toBe('');
      expect(parcel.carrierPhone).toMatch(/^\d{5,6}$/);
      const events = parcel.events as { time: string; state: string; context: string }[];
      expect(events.length).toBeGreaterThan(2);
      expect(events.map((e) => e.time)).toEqual([...events.map((e) => e.time)].sort().reverse());
      expect(events[0]!.state).toBe(parcel.state);
      expect(
        events.every((e) => sample.test(e.context)),
        site,
      ).toBe(true);
      // the order's detail lists the same events
      const detail = (await call('userOrder/orderDetail', { query: { orderId: String(tracked[0]!.orderId) } })).data;
      expect((detail.logistics as unknown[]).length).toBe(events.length);
    }
  });

  it('another user’s order and an order without a parcel answer as not found / no parcel', async () => {
    const mine = await shopAs(a);
    const order = (await goods(mine)).find((o) => o.parcelState !== '')!;
    const theirs = await shopAs(b);
    expect((await theirs('userOrder/logistics', { query: { orderId: String(order.orderId) } })).code).toBe(1);
    const unshipped = (await goods(mine)).find((o) => o.parcelState === '')!;
    const none = await mine('userOrder/logistics', { query: { orderId: String(unshipped.orderId) } });
    expect(none.code).toBe(1);
    expect(none.msg).toBe('该订单暂无物流信息');
  });
});

describe('order reviews', () => {
  it('offers the site’s tags and the limits', async () => {
    const call = await shopAs(a, 'site530700');
    const options = (await call('userOrder/review/options')).data;
    expect(options).toMatchObject(REVIEW_LIMITS);
    expect((options.tags as { name: string }[]).map((t) => t.name)).toContain('Livraison rapide');
  });

  it('checks who, when and what, then takes the review once and shows it on the order', async () => {
    const call = await shopAs(a);
    const orders = await goods(call);
    const delivered = orders.find((o) => o.orderStatus === 21 && o.parcelState === 'DELIVERED')!;
    const inTransit = orders.find((o) => o.orderStatus === 21 && o.parcelState === 'IN_TRANSIT')!;
    const picture = await uploadPicture(a);
    const ok = {
      orderId: delivered.orderId,
      stars: 5,
      content: '包装很好，物流很快',
      tags: ['FAST_DELIVERY', 'WELL_PACKED'],
      pictures: [picture],
    };
    const submit = (json: unknown, as = call) => as('userOrder/review/submit', { json });
    expect((await submit({ ...ok, orderId: inTransit.orderId })).msg).toBe('该订单暂不能评价');
    expect((await submit(ok, await shopAs(b))).msg).toBe('订单不存在');
    expect((await submit({ ...ok, stars: 0 })).msg).toBe('评分须为1到5星');
    expect((await submit({ ...ok, stars: 6 })).msg).toBe('评分须为1到5星');
    expect((await submit({ ...ok, content: '  ' })).msg).toBe('请填写评价内容');
    expect((await submit({ ...ok, content: 'a'.repeat(201) })).msg).toBe('评价内容过长');
    expect((await submit({ ...ok, content: '好'.repeat(10) + '\u{1F600}'.repeat(11) })).msg).toBe('表情过多');
    expect(
      (await submit({ ...ok, tags: ['QUALITY', 'AS_DESCRIBED', 'FAST_DELIVERY', 'WELL_PACKED', 'GOOD_VALUE', 'NICE_GIFT'] })).msg,
    ).toBe('评价标签不正确');
    expect((await submit({ ...ok, tags: ['NOPE'] })).msg).toBe('评价标签不正确');
    expect((await submit({ ...ok, pictures: ['uploads/none.png'] })).msg).toBe('图片不正确');
    expect((await submit({ ...ok, pictures: Array(REVIEW_LIMITS.maxPictures + 1).fill(picture) })).msg).toBe('图片不正确');
    const first = await submit(ok);
    expect(first.code).toBe(0);
    expect((await submit(ok)).msg).toBe('该订单已评价');
    const detail = (await call('userOrder/orderDetail', { query: { orderId: String(delivered.orderId) } })).data;
    expect(detail.reviewed).toBe(true);
    expect(detail.review).toMatchObject({
      stars: 5,
      content: ok.content,
      tags: [
        { code: 'FAST_DELIVERY', name: '物流很快' },
        { code: 'WELL_PACKED', name: '包装完好' },
      ],
    });
    expect((detail.review as { pictures: string[] }).pictures).toHaveLength(1);
    expect((await goods(call)).find((o) => o.orderId === delivered.orderId)!.reviewed).toBe(true);
  });
});
