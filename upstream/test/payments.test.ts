import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sm4Encrypt } from '../src/crypto/sm4.ts';
import { SHOP_DEMO_PAY_DAYS } from '../src/families/shop/index.ts';
import { DEFAULT_PAY_NOTIFY_KEY, NOTIFY_FIELDS, signNotify, type NotifyFields } from '../src/families/payments/index.ts';
import { allItems, login, postForm, startTestUpstream, type Client, type Envelope, type Item } from './helpers.ts';

/**
 * Paying: the pay call asks the (simulated) provider for a trade and marks nothing paid;
 * the provider's page confirms, its signed notification moves the order out of "awaiting
 * payment" (forged, stale and replayed notifications are refused), the browser goes back to the
 * return address; unpaid orders close at their deadline (seats back); confirmed orders carry a
 * stable verification code and the voucher's facts.
 */
let c: Client;
beforeAll(async () => {
  c = await startTestUpstream();
});
afterAll(async () => {
  await c.upstream.close();
});

const MIN = 60_000;
const PAID_ACTIVITY = '80010';
const RETURN = 'http://127.0.0.1:4000/#/reservation-detail/X';
const contact = { contactName: '王五', contactPhone: sm4Encrypt('13912345678') };

async function sessionOf(id: string): Promise<Item> {
  const d = await c.get('res/api/activity/getActivityInfo', { id });
  return (d.data.sessions as Item[])[0] as Item;
}

async function bookPaid(token: string, seats = 2): Promise<string> {
  const session = await sessionOf(PAID_ACTIVITY);
  const res = await postForm(
    c,
    'act/api/activityOrder/saveGenerateOrder',
    { activityId: PAID_ACTIVITY, sessionId: String(session.id), orderNum: seats, ...contact },
    { token },
  );
  expect(res.code, res.message).toBe(0);
  return String((res.data as Item).orderCode);
}

const detail = async (token: string, orderCode: string) => (await c.get('act/api/activityOrder/detail', { token, orderCode })).data;
const pay = (token: string, orderCode: string, extra: Record<string, string> = {}) =>
  postForm<Envelope<Item>>(c, 'user/api/activityOrder/pay', { orderCode, payType: 'WECHAT', returnUrl: RETURN, ...extra }, { token });
const trades = (orderCode: string) => c.dev.control<Item[]>('GET', `pay/trades?orderCode=${encodeURIComponent(orderCode)}`);
const notify = (body: string) =>
  fetch(`${c.url}/user/api/pay/notify?siteCode=site510100`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  }).then((r) => r.json() as Promise<Envelope>);
const providerPost = (payUrl: string, action: 'confirm' | 'cancel') => fetch(`${payUrl}/${action}`, { method: 'POST', redirect: 'manual' });

describe('the payment deadline', () => {
  it('closes an unpaid order at its deadline: status 14 (PAY_TIMEOUT), seats back, trade closed, paying refused', async () => {
    const { userToken } = await login(c, '13911120006');
    const seatsBefore = Number((await sessionOf(PAID_ACTIVITY)).stock);
    const code = await bookPaid(userToken, 2);
    expect(Number((await sessionOf(PAID_ACTIVITY)).stock)).toBe(seatsBefore - 2);
    const trade = (await pay(userToken, code)).data as Item;
    try {
      await c.dev.advanceClock(15 * MIN - 5_000);
      expect((await detail(userToken, code)).status).toBe('0');
      await c.dev.advanceClock(10_000);
      expect(await detail(userToken, code)).toMatchObject({ status: '14', cancelReason: 'PAY_TIMEOUT', payExpireTime: '' });
      expect(Number((await sessionOf(PAID_ACTIVITY)).stock)).toBe(seatsBefore);
      expect((await pay(userToken, code)).message).toBe('订单已超时关闭');
      expect((await providerPost(String(trade.payUrl), 'confirm')).status).toBe(409);
      expect((await trades(code))[0]?.status).toBe('CLOSED');
      // A cancelled list tab holds it.
      const cancelledTab = await c.list('act/api/activityOrder/list', { token: userToken, status: '14', orderType: '' });
      expect(cancelledTab.datas.map((o) => o.orderCode)).toContain(code);
    } finally {
      await c.dev.resetClock();
    }
  });
});

describe('paying through the provider', () => {
  it('asks for a trade, marks nothing paid, and the provider page shows merchant, amount, order and deadline', async () => {
    const { userToken } = await login(c, '13911120001');
    const code = await bookPaid(userToken);
    const before = await detail(userToken, code);
    expect(before).toMatchObject({ status: '0', money: '136.00', payMoney: '0.00', verifyCode: '', payType: '', cancelReason: '' });
    const deadline = Date.parse(`${String(before.payExpireTime).replace(' ', 'T')}+08:00`);
    expect(deadline - Date.parse(`${String(before.createTime).replace(' ', 'T')}+08:00`)).toBe(15 * MIN);

    expect((await pay(userToken, code, { payType: 'PAYPAL' })).message).toBe('不支持的支付方式');
    expect((await pay(userToken, code, { returnUrl: 'javascript:alert(1)' })).message).toBe('返回地址不正确');
    const asked = await pay(userToken, code);
    expect(asked.code, asked.message).toBe(0);
    const trade = asked.data as Item;
    expect(trade).toMatchObject({ orderCode: code, amount: '136.00', payType: 'WECHAT', expireTime: before.payExpireTime });
    expect(String(trade.payUrl)).toBe(`${c.url}/paygate/trade/${String(trade.tradeNo)}`);
    // Nothing is paid by asking.
    expect(await detail(userToken, code)).toMatchObject({ status: '0', payMoney: '0.00', verifyCode: '' });

    const page = await fetch(String(trade.payUrl));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).not.toMatch(/<script/i);
    for (const part of ['¥136.00', code, String(before.payExpireTime), '成都', 'action="/paygate/trade/', '/confirm"', '/cancel"'])
      expect(html).toContain(part);
  });

  it('confirming notifies the merchant: the order is to be used with a verification code, and the browser goes back', async () => {
    const { userToken } = await login(c, '13911120002');
    const code = await bookPaid(userToken, 1);
    const first = (await pay(userToken, code)).data as Item;
    // Asking again supersedes the first trade: its page can no longer pay.
    const second = (await pay(userToken, code, { payType: 'ALIPAY' })).data as Item;
    expect((await providerPost(String(first.payUrl), 'confirm')).status).toBe(409);
    expect((await detail(userToken, code)).status).toBe('0');

    // Two taps on confirm at once: one payment, one notification.
    const [a, b] = await Promise.all([providerPost(String(second.payUrl), 'confirm'), providerPost(String(second.payUrl), 'confirm')]);
    expect([a.status, b.status].sort()).toEqual([303, 409]);
    expect((a.status === 303 ? a : b).headers.get('location')).toBe(RETURN);
    const paid = await detail(userToken, code);
    expect(paid).toMatchObject({ status: '11', payMoney: '68.00', payType: 'ALIPAY' });
    expect(String(paid.verifyCode)).toMatch(/^\d{12}$/);
    expect((await detail(userToken, code)).verifyCode).toBe(paid.verifyCode);
    const list = await trades(code);
    expect(list.map((t) => t.status)).toEqual(['PAID', 'CLOSED']);

    // Paying a paid order is refused.
    expect((await pay(userToken, code)).message).toBe('订单已支付');
    // The page of the paid trade says so and links back.
    const html = await (await fetch(String(second.payUrl))).text();
    expect(html).toContain('支付成功');
    expect(html).toContain(`href="${RETURN}"`);
  });

  it('refuses a replayed, a forged and a stale notification', async () => {
    const { userToken } = await login(c, '13911120003');
    const code = await bookPaid(userToken, 1);
    const trade = (await pay(userToken, code)).data as Item;
    expect((await providerPost(String(trade.payUrl), 'confirm')).status).toBe(303);
    const sent = String((await trades(code))[0]?.notification);
    expect(sent).toContain('sign=');

    // The same notification again: a replay.
    expect(await notify(sent)).toMatchObject({ code: 1, message: '重复通知' });
    // Changed amount (a new notify id, the old signature): forged.
    const forged = new URLSearchParams(sent);
    forged.set('amount', '0.01');
    forged.set('notifyId', 'f0f0f0f0f0f0f0f0f0f0f0f0');
    expect(await notify(forged.toString())).toMatchObject({ code: 1, message: '签名错误' });
    // Signed with another key: forged.
    const fields = Object.fromEntries(NOTIFY_FIELDS.map((k) => [k, forged.get(k) ?? ''])) as NotifyFields;
    fields.amount = String(trade.amount);
    const wrongKey = new URLSearchParams({ ...fields, sign: signNotify(fields, 'not-the-merchant-key') });
    expect(await notify(wrongKey.toString())).toMatchObject({ code: 1, message: '签名错误' });
    // Rightly signed but ten minutes old: stale.
    const old = { ...fields, notifyId: 'a1a1a1a1a1a1a1a1a1a1a1a1', timestamp: String((await c.dev.clock()).now - 10 * MIN) };
    expect(await notify(new URLSearchParams({ ...old, sign: signNotify(old, DEFAULT_PAY_NOTIFY_KEY) }).toString())).toMatchObject({
      code: 1,
      message: '通知已过期',
    });
    // A fresh, rightly signed notification of the same trade changes nothing (already handled).
    const again = { ...fields, notifyId: 'b2b2b2b2b2b2b2b2b2b2b2b2', timestamp: String((await c.dev.clock()).now) };
    expect(await notify(new URLSearchParams({ ...again, sign: signNotify(again, DEFAULT_PAY_NOTIFY_KEY) }).toString())).toMatchObject({
      code: 0,
      message: '已处理',
    });
    // A rightly signed notification of a trade the provider never paid: refused.
    const other = await bookPaid((await login(c, '13911120004')).userToken, 1);
    const unpaid = { ...fields, orderCode: other, notifyId: 'c3c3c3c3c3c3c3c3c3c3c3c3', timestamp: String((await c.dev.clock()).now) };
    expect(await notify(new URLSearchParams({ ...unpaid, sign: signNotify(unpaid, DEFAULT_PAY_NOTIFY_KEY) }).toString())).toMatchObject({
      code: 1,
      message: '交易不存在或未支付',
    });
    expect((await detail(userToken, code)).status).toBe('11');
  });

  it('cancelling on the provider page goes back and leaves the order to pay; cancelling the order closes its trade', async () => {
    const { userToken } = await login(c, '13911120005');
    const code = await bookPaid(userToken, 1);
    const trade = (await pay(userToken, code)).data as Item;
    const back = await providerPost(String(trade.payUrl), 'cancel');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(RETURN);
    expect((await detail(userToken, code)).status).toBe('0');
    const next = (await pay(userToken, code)).data as Item;
    const cancelled = await postForm(c, 'act/api/activityOrder/cancel', { orderCode: code }, { token: userToken });
    expect(cancelled.code).toBe(0);
    expect(await detail(userToken, code)).toMatchObject({ status: '14', cancelReason: 'USER' });
    expect((await providerPost(String(next.payUrl), 'confirm')).status).toBe(409);
    expect((await trades(code)).map((t) => t.status)).toEqual(['CLOSED', 'CANCELLED']);
  });
});

describe('vouchers', () => {
  it('confirmed orders carry a stable 12-digit code and the voucher facts; others carry none', async () => {
    const { userToken } = await login(c, '13800000005');
    const all = await allItems(c, 'act/api/activityOrder/list', { token: userToken, orderType: '' });
    const codes = new Set<string>();
    for (const o of all) {
      const confirmed = ['11', '12', '13'].includes(String(o.status)) && o.orderType !== 'CONTENT_TYPE_TRIPARTITE';
      expect(String(o.verifyCode), `${String(o.orderCode)} ${String(o.status)}`).toMatch(confirmed ? /^\d{12}$/ : /^$/);
      if (confirmed) codes.add(String(o.verifyCode));
      expect(String(o.contactPhone)).toBe('138****0005');
    }
    expect(codes.size).toBe(all.filter((o) => o.verifyCode !== '').length);
    const again = await allItems(c, 'act/api/activityOrder/list', { token: userToken, orderType: '' });
    expect(again.map((o) => o.verifyCode)).toEqual(all.map((o) => o.verifyCode));

    const venue = all.find((o) => o.orderType === 'CONTENT_TYPE_VENUE' && o.status === '11') as Item;
    expect(venue.venueInfo).toMatchObject({
      address: expect.stringMatching(/\S/),
      longitude: expect.stringMatching(/^\d+\.\d+$/),
      latitude: expect.stringMatching(/^\d+\.\d+$/),
    });
    expect(String(venue.entryNotes)).toMatch(/\S/);
    const activity = all.find((o) => o.orderType === 'CONTENT_TYPE_ACTIVITY' && o.status === '11') as Item;
    expect((activity.activity as Item).address).toMatch(/\S/);
    expect(String(activity.entryNotes)).toMatch(/\S/);
    const room = all.find((o) => o.orderType === 'CONTENT_TYPE_ACTIVITY_SHIU') as Item;
    expect((room.activityRoom as Item).address).toMatch(/\S/);
  });

  it("a booking confirmed at once gets its code and the activity's own notes; ZYTF orders to pay have an amount", async () => {
    const { userToken } = await login(c, '13911120007');
    const free = await c.get('res/api/activity/getActivityInfo', { id: '80007' });
    const session = (free.data.sessions as Item[])[0] as Item;
    const res = await postForm(
      c,
      'act/api/activityOrder/saveGenerateOrder',
      { activityId: '80007', sessionId: String(session.id), orderNum: 1, ...contact },
      { token: userToken },
    );
    const code = String((res.data as Item).orderCode);
    const order = await detail(userToken, code);
    expect(order).toMatchObject({ status: '11', contactPhone: '139****5678' });
    expect(String(order.verifyCode)).toMatch(/^\d{12}$/);
    expect(String(order.entryNotes)).toContain('城市书房');
    const zytf = await c.list('res/api/zytf/getZYTFOrderList', {
      token: (await login(c, '13800000001')).userToken,
      status: '4',
      pageSize: 50,
    });
    expect(zytf.datas.length).toBeGreaterThan(0);
    for (const o of zytf.datas) expect(Number(o.payMoney)).toBeGreaterThan(0);
  });
});

describe('shop orders awaiting payment', () => {
  // last: the clock moves 60 days (to-be-used orders expire on the way)
  it('closes shop orders awaiting payment at their deadline; "0,30" lists every order awaiting payment', async () => {
    let { userToken } = await login(c, '13800000001');
    const shopList = async (query: Record<string, string>) => {
      // a shop session lasts 2 hours: one per call, on the moved clock
      const sid = await fetch(`${c.url}/culturalcloud/1.0/user/free?siteCode=site510100&token=${userToken}`).then(
        (r) => r.json() as Promise<{ data: { sessionId: string } }>,
      );
      const qs = new URLSearchParams({ siteCode: 'site510100', pageSize: '50', ...query });
      return (await fetch(`${c.url}/culturalcloud/1.0/userOrder/myOrderList?${qs}`, { headers: { 'session-id': sid.data.sessionId } }).then(
        (r) => r.json(),
      )) as { list: Item[] };
    };
    const toPay = (await shopList({ orderStatus: '0,30' })).list;
    expect(toPay.length).toBeGreaterThanOrEqual(7);
    expect(new Set(toPay.map((o) => o.orderStatus))).toEqual(new Set([0, 30]));
    for (const o of toPay) expect(String(o.payExpireTime)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await shopList({ orderStatus: '1' })).list.every((o) => o.payExpireTime === '')).toBe(true);
    try {
      await c.dev.advanceClock(SHOP_DEMO_PAY_DAYS * 24 * 60 * MIN + MIN);
      userToken = (await login(c, '13800000001')).userToken; // tokens last 7 days
      expect((await shopList({ orderStatus: '0,30' })).list).toEqual([]);
      const closed = new Map((await shopList({})).list.map((o) => [String(o.orderId), o]));
      for (const o of toPay) {
        const now = closed.get(String(o.orderId)) as Item;
        const want = o.orderStatus === 30 ? 31 : o.orderType === 5 || o.orderType === 6 ? 9 : 3;
        expect(now.orderStatus, `${String(o.orderType)}/${String(o.orderStatus)}`).toBe(want);
      }
    } finally {
      await c.dev.resetClock();
    }
  });
});
