import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sm4Encrypt } from '../src/crypto/sm4.ts';
import { allItems, login, postForm, startTestUpstream, type Client, type Envelope, type Item } from './helpers.ts';

let c: Client;
let owner: string;
let stranger: string;
beforeAll(async () => {
  c = await startTestUpstream();
  owner = (await login(c, '13800000031')).userToken;
  stranger = (await login(c, '13800000032')).userToken;
});
afterAll(async () => {
  await c.upstream.close();
});

const reasonsOf = async (siteCode: string) => (await c.get<Envelope<Item[]>>('act/api/activityOrder/cancelReasons', { siteCode })).data;

/** Books one seat at a venue that may be cancelled at any time (cancelStatus "1"); answers the order code. */
async function bookCancellable(token: string): Promise<string> {
  const venues = await allItems(c, 'res/api/venue/list');
  for (const v of venues) {
    const desc = await c.get<Envelope<Item>>('res/api/resourceOrder/resourceDesc', {
      resourceId: String(v.id),
      resourceType: 'CONTENT_TYPE_VENUE',
    });
    if (desc.code !== 0 || desc.data.cancelStatus !== '1' || desc.data.orderAddressType !== 'pt') continue;
    const days = await c.list('res/api/resourceOrder/commonOrderTimeList', {
      resourceId: String(v.id),
      resourceType: 'CONTENT_TYPE_VENUE',
      dayNum: 7,
    });
    const day = days.datas.find((d, i) => i > 0 && Number(d.stock) > 0 && ((d.orderTimes as Item[] | undefined) ?? []).length > 0);
    if (!day) continue;
    const slot = (day.orderTimes as Item[])[0] as Item;
    const booked = await postForm(
      c,
      'act/api/activityOrder/saveResourceOrder',
      {
        resourceId: String(v.id),
        resourceType: 'CONTENT_TYPE_VENUE',
        date: String(day.date),
        orderTimeId: String(slot.id),
        orderNum: 1,
        contactName: '王五',
        contactPhone: sm4Encrypt('13900000031'),
      },
      { token },
    );
    if (booked.code === 0) return String((booked.data as Item).orderCode);
  }
  throw new Error('no cancellable venue in the demo');
}

const cancel = (token: string, body: Record<string, string>) => postForm(c, 'act/api/activityOrder/cancel', body, { token });
const detail = (token: string, orderCode: string) => c.get<Envelope<Item>>('act/api/activityOrder/detail', { token, orderCode });

describe('order cancel reasons', () => {
  it('every demo site offers five reasons in its language, the last one needing a remark', async () => {
    const cn = await reasonsOf('site510100');
    expect(cn.map((r) => r.reason)).toEqual(['行程有变，去不了了', '预约错了日期或时段', '天气原因', '想改约其他场次', '其他原因']);
    expect(cn.map((r) => r.needRemark)).toEqual(['0', '0', '0', '0', '1']);
    expect((await reasonsOf('site450300'))[0]?.reason).toBe('My plans changed');
    expect((await reasonsOf('site530700'))[4]?.reason).toBe('Autre raison');
    expect((await reasonsOf('site610100'))[2]?.reason).toBe('天候のため');
    expect((await reasonsOf('site222400'))[0]?.reason).toBe('일정이 바뀌었어요');
    expect(await reasonsOf('site650100')).toHaveLength(5);
  });

  it('a cancel with a reason checks it before anything changes and records it with the order', async () => {
    const code = await bookCancellable(owner);
    const reasons = await reasonsOf('site510100');
    const plain = reasons[0] as Item;
    const other = reasons[4] as Item;
    const elsewhere = (await reasonsOf('site450300'))[0] as Item;

    expect(await cancel(owner, { orderCode: code, reasonId: '999999' })).toMatchObject({ code: 1, message: '取消原因不存在' });
    expect(await cancel(owner, { orderCode: code, reasonId: String(elsewhere.id) })).toMatchObject({ code: 1, message: '取消原因不存在' });
    expect(await cancel(owner, { orderCode: code, remark: '没有原因' })).toMatchObject({ code: 1, message: '取消原因不存在' });
    expect(await cancel(owner, { orderCode: code, reasonId: String(other.id) })).toMatchObject({ code: 1, message: '请填写取消说明' });
    expect(await cancel(owner, { orderCode: code, reasonId: String(other.id), remark: '   ' })).toMatchObject({
      code: 1,
      message: '请填写取消说明',
    });
    expect(await cancel(owner, { orderCode: code, reasonId: String(plain.id), remark: '长'.repeat(201) })).toMatchObject({
      code: 1,
      message: '取消说明不能超过200字',
    });
    expect((await detail(owner, code)).data).toMatchObject({ status: '11' });
    expect((await detail(owner, code)).data.cancelReasonText).toBeUndefined();

    // another user's order answers as a missing one
    expect(await cancel(stranger, { orderCode: code, reasonId: String(plain.id) })).toMatchObject({ code: 1, message: '订单不存在' });

    const done = await cancel(owner, { orderCode: code, reasonId: String(other.id), remark: '  家里有事  ' });
    expect(done).toMatchObject({ code: 0, message: '取消成功' });
    const after = (await detail(owner, code)).data;
    expect(after).toMatchObject({
      status: '14',
      cancelReason: 'USER',
      cancelReasonId: String(other.id),
      cancelReasonText: '其他原因',
      cancelRemark: '家里有事',
    });
    expect(String(after.cancelTime)).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const listed = (await c.list('act/api/activityOrder/list', { token: owner, orderType: '', status: 14 })).datas.find(
      (o) => o.orderCode === code,
    );
    expect(listed).toMatchObject({ cancelReasonText: '其他原因', cancelRemark: '家里有事' });
    expect(await cancel(owner, { orderCode: code, reasonId: String(plain.id) })).toMatchObject({ code: 1, message: '该订单不可取消' });
  });

  it('two cancels of one order at once: exactly one wins, one reason recorded', async () => {
    const code = await bookCancellable(owner);
    const [a, b] = (await reasonsOf('site510100')) as [Item, Item];
    const both = await Promise.all([
      cancel(owner, { orderCode: code, reasonId: String(a.id) }),
      cancel(owner, { orderCode: code, reasonId: String(b.id) }),
    ]);
    expect(both.map((r) => r.code).sort()).toEqual([0, 1]);
    const winner = both[0]?.code === 0 ? a : b;
    expect((await detail(owner, code)).data).toMatchObject({ status: '14', cancelReasonText: winner.reason });
  });

  it('a cancel without a reason still works and records none', async () => {
    const code = await bookCancellable(owner);
    expect(await cancel(owner, { orderCode: code })).toMatchObject({ code: 0 });
    const d = (await detail(owner, code)).data;
    expect(d.status).toBe('14');
    expect(d.cancelReasonText).toBeUndefined();
  });
});
