/**
 * The promoter programme: joining (approved at once, once per user and site, two joins at once
 * make one promoter), the level-1 and level-2 members read from the invitations' binding, the
 * commissions a member's paid order earns (in the payment's transaction, once per order and level
 * even when the notification arrives three times at once), settled into the wallet with an INCOME
 * record when the order is used, cancelled when a paid order is cancelled and refunded; another
 * user's commission answers as a missing one; the demo team on every demo site.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sm4Encrypt } from '../src/crypto/sm4.ts';
import { DEFAULT_PAY_NOTIFY_KEY, NOTIFY_FIELDS, signNotify, type NotifyFields } from '../src/families/payments/index.ts';
import { login, postForm, startTestUpstream, type Client, type Envelope, type Item } from './helpers.ts';

let c: Client;
let promoter: string;
let member: string;
let second: string;
beforeAll(async () => {
  c = await startTestUpstream();
  promoter = (await login(c, '13866600001')).userToken;
  member = (await login(c, '13866600002')).userToken;
  second = (await login(c, '13866600003')).userToken;
});
afterAll(async () => {
  await c.upstream.close();
});

const PAID_ACTIVITY = '80010';
const info = async (token: string, siteCode = 'site510100') =>
  (await c.get<Envelope<Item>>('user/api/promotion/info', { token, siteCode })).data;
const join = (token: string) => postForm<Envelope<Item>>(c, 'user/api/promotion/join', {}, { token });
const members = (token: string, level: string) => c.list('user/api/promotion/members', { token, level });
const commissions = (token: string) => c.list('user/api/promotion/commissions', { token, pageSize: 50 });
const codeOf = async (token: string) => String((await c.get<Envelope<Item>>('user/api/vipInvite/myInviteCode', { token })).data.inviteCode);
const bind = async (token: string, inviter: string) =>
  expect((await postForm(c, 'user/api/vipInvite/bindInviteCode', { inviteCode: await codeOf(inviter) }, { token })).code).toBe(0);

async function bookAndPay(token: string): Promise<{ code: string; payUrl: string; money: string }> {
  const d = await c.get('res/api/activity/getActivityInfo', { id: PAID_ACTIVITY });
  const session = (d.data.sessions as Item[])[0] as Item;
  const res = await postForm(
    c,
    'act/api/activityOrder/saveGenerateOrder',
    { activityId: PAID_ACTIVITY, sessionId: String(session.id), orderNum: 1, contactName: '王五', contactPhone: sm4Encrypt('13912345678') },
    { token },
  );
  expect(res.code, res.message).toBe(0);
  const code = String((res.data as Item).orderCode);
  const trade = (
    await postForm<Envelope<Item>>(c, 'user/api/activityOrder/pay', { orderCode: code, payType: 'WECHAT', returnUrl: '' }, { token })
  ).data as Item;
  return { code, payUrl: String(trade.payUrl), money: String(trade.amount) };
}
const confirm = (payUrl: string) => fetch(`${payUrl}/confirm`, { method: 'POST', redirect: 'manual' });
const notify = (body: string) =>
  fetch(`${c.url}/user/api/pay/notify?siteCode=site510100`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  }).then((r) => r.json() as Promise<Envelope>);
const trades = (orderCode: string) => c.dev.control<Item[]>('GET', `pay/trades?orderCode=${encodeURIComponent(orderCode)}`);
const cents = (money: unknown) => Math.round(Number(money) * 100);
const ofOrder = async (token: string, orderCode: string) => (await commissions(token)).datas.filter((x) => x.orderCode === orderCode);

describe('the promoter programme', () => {
  it('needs a session; a visitor who is not a promoter sees the rates and may join once, even twice at once', async () => {
    expect((await c.get('user/api/promotion/info')).code).toBe(2);
    const before = await info(second);
    expect(before).toEqual({ open: '1', level1Rate: '10.00', level2Rate: '5.00', promoter: '0' });
    expect((await members(second, '1')).message).toBe('您还不是推广达人');
    const both = await Promise.all([join(promoter), join(promoter)]);
    expect(both.map((r) => r.code).sort()).toEqual([0, 1]);
    expect(both.find((r) => r.code === 1)?.message).toBe('您已是推广达人');
    expect(both.find((r) => r.code === 0)?.data).toMatchObject({ promoter: '1', pending: '0.00', settled: '0.00', level1Num: '0' });
    expect(await info(promoter)).toMatchObject({ promoter: '1', inviteCode: await codeOf(promoter), total: '0.00' });
    // a promoter of one site only
    expect(await info(promoter, 'site513225')).toMatchObject({ promoter: '0' });
  });

  it('members are the invitations: level 1 the invitees, level 2 theirs, phones masked', async () => {
    await bind(member, promoter);
    await bind(second, member);
    expect((await join(member)).code).toBe(0);
    const one = await members(promoter, '1');
    expect(one.datas).toEqual([expect.objectContaining({ phone: '138****0002', earned: '0.00' })]);
    const two = await members(promoter, '2');
    expect(two.datas).toEqual([expect.objectContaining({ phone: '138****0003', earned: '0.00' })]);
    expect(String(two.datas[0]?.joinTime)).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((await members(promoter, '3')).message).toBe('成员层级不正确');
    expect(await info(promoter)).toMatchObject({ level1Num: '1', level2Num: '1' });
  });

  it('a paid order earns both levels once, even when its notification arrives three times at once', async () => {
    const order = await bookAndPay(second);
    // the provider's own notification is held a moment, and two more of the same trade come meanwhile
    await c.dev.addFault({ path: 'user/api/pay/notify', mode: 'slow', delayMs: 800, times: 1 });
    const confirming = confirm(order.payUrl);
    let sent = '';
    while (sent === '') sent = String((await trades(order.code))[0]?.notification ?? '');
    const base = Object.fromEntries(NOTIFY_FIELDS.map((k) => [k, new URLSearchParams(sent).get(k) ?? ''])) as NotifyFields;
    const fresh = (notifyId: string) => {
      const fields = { ...base, notifyId };
      return new URLSearchParams({ ...fields, sign: signNotify(fields, DEFAULT_PAY_NOTIFY_KEY) }).toString();
    };
    const [provider, a, b] = await Promise.all([
      confirming,
      notify(fresh('c3c3c3c3c3c3c3c3c3c3c3c3')),
      notify(fresh('d4d4d4d4d4d4d4d4d4d4d4d4')),
    ]);
    expect(provider.status).toBe(303);
    expect([a.code, b.code]).toEqual([0, 0]);
    const level1 = await ofOrder(member, order.code);
    const level2 = await ofOrder(promoter, order.code);
    expect(level1).toEqual([expect.objectContaining({ level: '1', status: 'PENDING', rate: '10.00', orderAmount: order.money })]);
    expect(level2).toEqual([expect.objectContaining({ level: '2', status: 'PENDING', rate: '5.00' })]);
    expect(cents(level1[0]?.amount)).toBe(Math.floor(cents(order.money) / 10));
    expect(cents(level2[0]?.amount)).toBe(Math.floor(cents(order.money) / 20));
    expect(await info(promoter)).toMatchObject({ pending: level2[0]?.amount, settled: '0.00', total: level2[0]?.amount });
    expect((await members(promoter, '2')).datas[0]).toMatchObject({ earned: level2[0]?.amount });
    // the buyer earns nothing on their own order, and nobody outside the chain does
    expect(await ofOrder(second, order.code)).toEqual([]);
  });

  it('used: settled into the wallet with an INCOME record; another user’s commission id is a missing one', async () => {
    const [pending] = (await commissions(promoter)).datas.filter((x) => x.status === 'PENDING');
    const orderCode = String(pending?.orderCode);
    const walletBefore = await shopWallet(promoter);
    await c.dev.control('POST', 'orders/use', { orderCode });
    const [settled] = await ofOrder(promoter, orderCode);
    expect(settled).toMatchObject({ status: 'SETTLED', amount: pending?.amount });
    expect(String(settled?.decideTime)).not.toBe('');
    expect(await info(promoter)).toMatchObject({ pending: '0.00', settled: pending?.amount });
    const walletAfter = await shopWallet(promoter);
    expect(cents(walletAfter.balance) - cents(walletBefore.balance)).toBe(cents(pending?.amount));
    expect(walletAfter.records[0]).toMatchObject({ type: 'INCOME', amount: pending?.amount });
    // a second look credits nothing more
    expect(cents((await shopWallet(promoter)).balance)).toBe(cents(walletAfter.balance));

    const byIds = (token: string) =>
      c.get<Envelope<Item[]>>('user/api/promotion/commissions', { token, ids: `${String(settled?.id)},999999` });
    expect((await byIds(promoter)).data.map((x) => x.id)).toEqual([settled?.id]);
    expect((await byIds(member)).data).toEqual([]);
  });

  it('a paid order cancelled and refunded cancels its pending commission', async () => {
    const order = await bookAndPay(member);
    expect((await confirm(order.payUrl)).status).toBe(303);
    const [earned] = await ofOrder(promoter, order.code);
    expect(earned).toMatchObject({ level: '1', status: 'PENDING' });
    const before = await info(promoter);
    const cancelled = await postForm(c, 'act/api/activityOrder/cancel', { orderCode: order.code }, { token: member });
    expect(cancelled.code, cancelled.message).toBe(0);
    expect(await ofOrder(promoter, order.code)).toEqual([expect.objectContaining({ status: 'CANCELLED' })]);
    const after = await info(promoter);
    expect(cents(after.pending)).toBe(cents(before.pending) - cents(earned?.amount));
    expect((await members(promoter, '1')).datas[0]).toMatchObject({ earned: '0.00' });
  });

  it('the demo team on every demo site: 13800000001 promotes with members and commissions, 13800000002 does not', async () => {
    const demo = (await login(c, '13800000001')).userToken;
    const other = (await login(c, '13800000002')).userToken;
    for (const siteCode of ['site510100', 'site513225', 'site530700', 'site450300', 'site610100', 'site222400', 'site650100']) {
      const i = await info(demo, siteCode);
      expect(i, siteCode).toMatchObject({ promoter: '1', level1Num: '3', level2Num: '2' });
      expect(cents(i.pending)).toBeGreaterThan(0);
      expect(cents(i.settled)).toBeGreaterThan(0);
      expect((await info(other, siteCode)).promoter).toBe('0');
      const list = await c.list('user/api/promotion/commissions', { token: demo, siteCode });
      expect(new Set(list.datas.map((x) => x.status))).toEqual(new Set(['PENDING', 'SETTLED']));
    }
    const titles = async (siteCode: string) =>
      (await c.list('user/api/promotion/commissions', { token: demo, siteCode })).datas.map((x) => String(x.title)).join(' ');
    expect(await titles('site530700')).toMatch(/[éè]/);
    expect(await titles('site610100')).toMatch(/[\u3040-\u30ff]/);
    expect(await titles('site222400')).toMatch(/[\uac00-\ud7af]/);
    expect(await titles('site450300')).toMatch(/^[\x20-\x7e]+$/);
  });
});

/** The user's wallet through the shop (its own session): balance and newest records. */
async function shopWallet(token: string): Promise<{ balance: string; records: Item[] }> {
  const sid = String(
    ((await (await fetch(`${c.url}/culturalcloud/1.0/user/free?siteCode=site510100&token=${token}`)).json()) as Item & { data: Item }).data
      .sessionId,
  );
  const get = async (path: string) =>
    (await (await fetch(`${c.url}/culturalcloud/1.0/${path}?siteCode=site510100`, { headers: { 'session-id': sid } })).json()) as Item & {
      data: Item;
      list: Item[];
    };
  return { balance: String((await get('wallet/info')).data.balance), records: (await get('wallet/records')).list };
}
