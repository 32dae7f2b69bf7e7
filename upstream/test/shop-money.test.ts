import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestUpstream, type Client, type Item } from './helpers.ts';

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

/** A shop call on `siteCode` with the session of `token`'s user. */
async function shopAs(token: string, siteCode = 'site510100') {
  const call = async (path: string, init: { json?: unknown; query?: Record<string, string> } = {}) => {
    const qs = new URLSearchParams({ siteCode, ...(init.query ?? {}) }).toString();
    const res = await fetch(`${c.url}/culturalcloud/1.0/${path}?${qs}`, {
      method: init.json === undefined ? 'GET' : 'POST',
      headers: { 'session-id': sid, ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
    return (await res.json()) as Answer;
  };
  let sid = '';
  sid = String((await call('user/free', { query: { token } })).data.sessionId);
  return call;
}

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c63f8cfc0f01f0005000201e2212bc80000000049454e44ae426082',
  'hex',
);

/** An image uploaded by `token`'s user through `res/api/file/upload`: its url. */
async function uploadPicture(token: string): Promise<string> {
  const form = new FormData();
  form.append('Filedata', new Blob([PNG]), 'p.png');
  const res = await fetch(`${c.url}/res/api/file/upload?siteCode=site510100&token=${token}`, { method: 'POST', body: form });
  const answer = (await res.json()) as { code: number; data: { url: string } };
  expect(answer.code).toBe(0);
  return answer.data.url;
}

const decide = (refundId: unknown, action: string, reason?: string) =>
  c.dev.control<{ status: number }>('POST', 'shop/refund', { refundId, action, reason });

describe('shop refunds', () => {
  it('the demo user has a refund in every status on every open demo site, in the site language', async () => {
    for (const [site, sample] of [
      ['site510100', /[\u4e00-\u9fff]/],
      ['site530700', /[a-zé]/i],
      ['site450300', /[a-z]/i],
      ['site610100', /[\u3040-\u30ff]/],
      ['site222400', /[\uac00-\ud7af]/],
      ['site513225', /[\u4e00-\u9fff]/],
    ] as const) {
      const shop = await shopAs(a, site);
      const page = await shop('userOrder/refund/list', { query: { pageSize: '50' } });
      expect(page.code).toBe(0);
      expect(new Set(page.list.map((r) => r.refundStatus))).toEqual(new Set([1, 2, 3, 4]));
      const rejected = page.list.find((r) => r.refundStatus === 4) as Item;
      const detail = await shop('userOrder/refund/detail', { query: { refundId: String(rejected.refundId) } });
      expect(detail.data.rejectReason).toMatch(sample);
      expect(detail.data).toMatchObject({ refundNo: rejected.refundNo, merchantName: expect.any(String) });
      expect(String(detail.data.merchantPhone)).toMatch(/^400-880-\d{4}$/);
      const only = await shop('userOrder/refund/list', { query: { refundStatus: '1,2' } });
      expect(only.list.every((r) => r.refundStatus === 1 || r.refundStatus === 2)).toBe(true);
    }
  });

  it('applies (POST JSON amount, pictures), follows the merchant to refunded, credits the wallet', async () => {
    const shop = await shopAs(a);
    const paid = (await shop('userOrder/myOrderList', { query: { orderType: '3', orderStatus: '10' } })).list.find(
      (o) => o.refundStatus === 0,
    ) as Item;
    const amount = await shop('userOrder/getRefundAmount', { json: { orderId: paid.orderId } });
    expect(amount.data.amount).toBe(paid.orderPayAmount);
    expect((await shop('userOrder/refund/apply', { json: { orderId: paid.orderId, reason: ' ' } })).msg).toBe('请填写退款原因');
    const bad = await shop('userOrder/refund/apply', { json: { orderId: paid.orderId, reason: '行程有变', pictures: ['http://x/a.png'] } });
    expect(bad.msg).toBe('图片不正确');
    const applied = await shop('userOrder/refund/apply', {
      json: { orderId: paid.orderId, reason: '行程有变', description: '改期', pictures: [await uploadPicture(a)] },
    });
    expect(applied.code).toBe(0);
    const refundId = applied.data.refundId;
    const detail = async () => (await shop('userOrder/refund/detail', { query: { refundId: String(refundId) } })).data;
    expect(await detail()).toMatchObject({ refundStatus: 1, refundAmount: paid.orderPayAmount, reason: '行程有变', description: '改期' });
    expect(((await detail()).pictures as string[]).length).toBe(1);
    expect((await shop('userOrder/orderDetail', { query: { orderId: String(paid.orderId) } })).data.refundId).toBe(refundId);
    expect((await shop('userOrder/getRefundAmount', { json: { orderId: paid.orderId } })).data.amount).toBe('0.00');
    expect((await shop('userOrder/refund/apply', { json: { orderId: paid.orderId, reason: 'x' } })).msg).toBe('该订单已申请退款');

    // another user: the same answer as a missing refund
    const other = await shopAs(b);
    const missing = await other('userOrder/refund/detail', { query: { refundId: '999999' } });
    expect(await other('userOrder/refund/detail', { query: { refundId: String(refundId) } })).toMatchObject({ code: 1, msg: missing.msg });

    expect((await decide(refundId, 'approve')).status).toBe(2);
    expect((await detail()).approveTime).not.toBe('');
    const before = Number((await shop('wallet/info')).data.balance);
    expect((await decide(refundId, 'refund')).status).toBe(3);
    expect(await detail()).toMatchObject({ refundStatus: 3 });
    expect((await shop('userOrder/orderDetail', { query: { orderId: String(paid.orderId) } })).data.refundStatus).toBe(2);
    expect(Number((await shop('wallet/info')).data.balance)).toBeCloseTo(before + Number(paid.orderPayAmount), 2);
    await expect(decide(refundId, 'reject', 'x')).rejects.toThrow(/409/);
  });

  it('a rejected refund leaves the order refundable again; a route order refunds through routeOrderRefundSubmit', async () => {
    const shop = await shopAs(a);
    const lines = (await shop('userOrder/myOrderList', { query: { orderType: '6', pageSize: '50' } })).list;
    const line = lines.find((o) => (o.orderStatus === 1 || o.orderStatus === 2) && o.refundStatus === 0) as Item;
    const material = (await shop('userOrder/myOrderList', { query: { orderType: '1', orderStatus: '20' } })).list[0] as Item;
    expect((await shop('userOrder/routeOrderRefundSubmit', { json: { orderId: material.orderId, reason: '行程有变' } })).msg).toBe(
      '该订单不是线路订单',
    );
    const submitted = await shop('userOrder/routeOrderRefundSubmit', { json: { orderId: line.orderId, reason: '行程有变' } });
    expect(submitted.data).toMatchObject({ refundStatus: 1, amount: line.orderPayAmount });
    expect((await decide(submitted.data.refundId, 'reject', '已出行')).status).toBe(4);
    const rejected = (await shop('userOrder/refund/detail', { query: { refundId: String(submitted.data.refundId) } })).data;
    expect(rejected).toMatchObject({ refundStatus: 4, rejectReason: '已出行' });
    expect((await shop('userOrder/orderDetail', { query: { orderId: String(line.orderId) } })).data.refundStatus).toBe(0);
    expect((await shop('userOrder/getRefundAmount', { json: { orderId: line.orderId } })).data.amount).toBe(line.orderPayAmount);
  });
});

describe('wallet withdrawals', () => {
  it('withdraws to WeChat change once per request id, never below zero, within the minimum and the daily limit', async () => {
    const shop = await shopAs(a);
    const info = async () => (await shop('wallet/info')).data;
    const w0 = await info();
    expect(w0).toMatchObject({ minWithdraw: '1.00', dailyLimit: '5000.00' });
    const history = await shop('wallet/withdraw/list', { query: { pageSize: '50' } });
    expect(history.total).toBeGreaterThanOrEqual(2);
    expect((await shop('wallet/withdraw', { json: { amount: '0.99', requestId: 'attempt-0001' } })).msg).toBe(
      '单笔提现金额不能低于最低提现金额',
    );
    expect((await shop('wallet/withdraw', { json: { amount: '1.00', requestId: 'bad key!' } })).msg).toBe('请求标识不正确');
    const twice = await Promise.all([1, 2, 3].map(() => shop('wallet/withdraw', { json: { amount: '2.00', requestId: 'attempt-0002' } })));
    expect(twice.every((r) => r.code === 0)).toBe(true);
    expect(new Set(twice.map((r) => r.data.withdrawId)).size).toBe(1);
    const w1 = await info();
    expect(Number(w1.balance)).toBeCloseTo(Number(w0.balance) - 2, 2);
    expect(w1.withdrawnToday).toBe((Number(w0.withdrawnToday) + 2).toFixed(2));
    const id = String(twice[0]!.data.withdrawId);
    expect((await shop('wallet/withdraw/detail', { query: { withdrawId: id } })).data).toMatchObject({
      withdrawId: id,
      amount: '2.00',
      destination: 'WECHAT',
      status: 'SUCCESS',
    });
    const other = await shopAs(b);
    const missing = await other('wallet/withdraw/detail', { query: { withdrawId: '999999' } });
    expect(await other('wallet/withdraw/detail', { query: { withdrawId: id } })).toMatchObject({ code: 1, msg: missing.msg });
    // withdrawals that together exceed the withdrawable balance: the balance never goes below what is frozen
    const left = Number(w1.withdrawable);
    const part = (Math.floor((left / 3) * 100) / 100 + 0.01).toFixed(2);
    const races = await Promise.all(
      [1, 2, 3, 4].map((i) => shop('wallet/withdraw', { json: { amount: part, requestId: `race-000${i}` } })),
    );
    const won = races.filter((r) => r.code === 0).length;
    expect(won).toBe(2);
    expect(races.filter((r) => r.code === 1).every((r) => r.msg === '余额不足')).toBe(true);
    const w2 = await info();
    expect(Number(w2.withdrawable)).toBeGreaterThanOrEqual(0);
    expect(Number(w2.balance)).toBeCloseTo(Number(w1.balance) - won * Number(part), 2);
  });
});
