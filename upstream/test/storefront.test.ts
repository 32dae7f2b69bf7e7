import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestUpstream, type Client, type Item } from './helpers.ts';

let c: Client;
let a: string;
beforeAll(async () => {
  c = await startTestUpstream();
  a = (await login(c, '13800000001')).userToken;
});
afterAll(async () => {
  await c.upstream.close();
});

type Answer = { code: number; msg: string; data: Item & Item[]; list: Item[]; total: number };

/** A shop-shape call on `siteCode`, with the session of `token`'s user when given. */
async function shopAs(token: string | null, siteCode = 'site510100') {
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
  if (token) sid = String((await call('user/free', { query: { token } })).data.sessionId);
  return call;
}

describe('storefront', () => {
  it("the Chengdu site's storefront is the Dongpo district's, by category, paged", async () => {
    const shop = await shopAs(null);
    const cats = await shop('product/categoryList');
    expect(cats.code).toBe(0);
    expect(cats.data.map((x) => x.categoryId)).toEqual(['PICKLE', 'SPECIALTY', 'CRAFT', 'CULTURE']);
    expect(cats.data[0]).toMatchObject({ categoryName: '东坡泡菜', productNum: 4 });
    const first = await shop('product/list', { query: { pageSize: '10' } });
    expect(first).toMatchObject({ code: 0, total: 14, pageNum: 1 });
    expect(first.list).toHaveLength(10);
    expect(first.list[0]).toMatchObject({ productName: expect.stringContaining('东坡泡菜'), price: '18.80', shopName: expect.any(String) });
    const pickles = await shop('product/list', { query: { categoryId: 'PICKLE' } });
    expect(pickles.list.every((p) => p.categoryId === 'PICKLE')).toBe(true);
    expect(pickles.list.some((p) => p.stock === 0)).toBe(true);
    const none = await shop('product/list', { query: { categoryId: 'NOPE' } });
    expect(none).toMatchObject({ code: 0, total: 0, list: [] });
  });

  it('every other live demo site has products in its language', async () => {
    for (const [site, sample] of [
      ['site530700', /[a-zé]/i],
      ['site450300', /[a-z]/i],
      ['site610100', /[\u3040-\u30ff]/],
      ['site222400', /[\uac00-\ud7af]/],
      ['site513225', /[\u4e00-\u9fff]/],
    ] as const) {
      const page = await (await shopAs(null, site))('product/list');
      expect(page.total).toBeGreaterThan(2);
      expect(String(page.list[0]?.summary ?? page.list[0]?.productName)).toMatch(sample);
    }
  });

  it('a product: pictures, price, stock, the shop; a missing one refused', async () => {
    const shop = await shopAs(null);
    const id = String((await shop('product/list')).list[0]?.productId);
    const d = await shop('product/detail', { query: { productId: id } });
    expect(d.code).toBe(0);
    expect(d.data).toMatchObject({ productId: id, stock: 320, shopName: '李记东坡泡菜坊' });
    expect((d.data.images as string[]).length).toBeGreaterThan(1);
    expect(await shop('product/detail', { query: { productId: '999999' } })).toMatchObject({ code: 1, msg: '商品不存在' });
  });

  it('buying places a shop goods order awaiting payment, holding the stock; cancelling gives it back', async () => {
    const shop = await shopAs(a);
    const p = (await shop('product/list', { query: { categoryId: 'CRAFT' } })).list[0] as Item;
    const bought = await shop('product/buy', { json: { productId: p.productId, quantity: 2 } });
    expect(bought).toMatchObject({ code: 0, msg: '下单成功', data: { orderStatus: 0 } });
    const amount = (Number(p.price) * 2).toFixed(2);
    expect(bought.data.orderPayAmount).toBe(amount);
    const order = await shop('userOrder/orderDetail', { query: { orderId: String(bought.data.orderId) } });
    expect(order.data).toMatchObject({
      orderType: 1,
      orderStatus: 0,
      productName: p.productName,
      quantity: 2,
      payExpireTime: expect.any(String),
    });
    const held = await shop('product/detail', { query: { productId: String(p.productId) } });
    expect(held.data.stock).toBe(Number(p.stock) - 2);
    expect((await shop('userOrder/cancelOrder', { json: { orderId: bought.data.orderId } })).code).toBe(0);
    const back = await shop('product/detail', { query: { productId: String(p.productId) } });
    expect(back.data.stock).toBe(p.stock);
  });

  it('an order left unpaid past its deadline closes and gives its stock back', async () => {
    const shop = await shopAs(a);
    const p = (await shop('product/list', { query: { categoryId: 'CULTURE' } })).list[0] as Item;
    const bought = await shop('product/buy', { json: { productId: p.productId, quantity: 1 } });
    expect(bought.code).toBe(0);
    await c.dev.advanceClock(31 * 60_000);
    const again = await shopAs(a);
    expect((await again('product/detail', { query: { productId: String(p.productId) } })).data.stock).toBe(p.stock);
    const order = await again('userOrder/orderDetail', { query: { orderId: String(bought.data.orderId) } });
    expect(order.data.orderStatus).toBe(3);
  });

  it('refuses a sold-out product, a bad quantity, a missing product and a caller without a session', async () => {
    const shop = await shopAs(a);
    const pickles = (await shop('product/list', { query: { categoryId: 'PICKLE' } })).list;
    const soldOut = pickles.find((x) => x.stock === 0) as Item;
    const inStock = pickles.find((x) => Number(x.stock) > 0) as Item;
    expect(await shop('product/buy', { json: { productId: soldOut.productId, quantity: 1 } })).toMatchObject({ code: 1, msg: '库存不足' });
    for (const quantity of [0, 11, 'x'])
      expect(await shop('product/buy', { json: { productId: inStock.productId, quantity } })).toMatchObject({
        code: 1,
        msg: '购买数量应为1-10件',
      });
    expect(await shop('product/buy', { json: { productId: 999999, quantity: 1 } })).toMatchObject({ code: 1, msg: '商品不存在' });
    const anonymous = await shopAs(null);
    expect((await anonymous('product/buy', { json: { productId: inStock.productId, quantity: 1 } })).code).toBe(2);
  });
});
