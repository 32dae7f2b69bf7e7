import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sm4Encrypt } from '../src/crypto/sm4.ts';
import { allItems, login, postForm, startTestUpstream, type Client, type Item } from './helpers.ts';

let c: Client;
beforeAll(async () => {
  c = await startTestUpstream();
});
afterAll(async () => {
  await c.upstream.close();
});

const VENUE = 'CONTENT_TYPE_VENUE';
const contact = () => ({ contactName: '李四', contactPhone: sm4Encrypt('13900000000') });
const days = (id: string, dayNum = 10) =>
  c.list('res/api/resourceOrder/commonOrderTimeList', { resourceId: id, resourceType: VENUE, dayNum });
const subscribe = (token: string, id: string, date: string) =>
  postForm(c, 'res/api/subscribe/save', { resourceType: VENUE, resourceId: id, date }, { token });
const mine = (token: string) => c.list('res/api/subscribe/myList', { token, pageSize: 20 });
const serviceMessages = (token: string) => c.list('websocket/api/message/list', { token, msgClass: 'SERVICE', pageSize: 50 });

describe('booking subscriptions', () => {
  it('a sold-out day: subscribe once; a cancellation frees a place and the subscriber is told once', async () => {
    const lib = (await allItems(c, 'res/api/venue/list')).find((v) => v.name === '成都图书馆') as Item;
    const id = String(lib.id);
    const day = (await days(id)).datas.find((d, i) => i > 1 && Number(d.currDayMaxNum) > 0) as Item;
    const [a, b] = await Promise.all(['13800000021', '13800000022'].map((p) => login(c, p)));
    const sub = a!.userToken;

    // the day still has places: no subscription
    expect(await subscribe(sub, id, String(day.date))).toMatchObject({ code: 1, msg: '该日期尚有余票，请直接预约' });
    // another visitor books every place
    const codes: string[] = [];
    for (const t of day.orderTimes as Item[]) {
      const r = await postForm(
        c,
        'act/api/activityOrder/saveResourceOrder',
        { resourceId: id, resourceType: VENUE, date: String(day.date), orderTimeId: String(t.id), orderNum: 3, ...contact() },
        { token: b!.userToken },
      );
      expect(r.code).toBe(0);
      codes.push(String((r.data as Item).orderCode));
    }
    const saved = await subscribe(sub, id, String(day.date));
    expect(saved).toMatchObject({ code: 0, msg: '订阅成功，有余票时将通知您' });
    expect(await subscribe(sub, id, String(day.date))).toMatchObject({ code: 1, msg: '您已订阅该日期' });
    const listed = await mine(sub);
    expect(listed.datas[0]).toMatchObject({ resourceName: '成都图书馆', date: day.date, status: 'WAITING', notifyTime: '' });
    const before = (await serviceMessages(sub)).page.total;

    // a cancellation frees places: the subscriber is told, once
    expect((await postForm(c, 'act/api/activityOrder/cancel', { orderCode: codes[0]! }, { token: b!.userToken })).code).toBe(0);
    const told = await serviceMessages(sub);
    expect(told.page.total).toBe(before + 1);
    expect(told.datas[0]).toMatchObject({ title: '成都图书馆有余票了' });
    expect(String(told.datas[0]?.content)).toContain(String(day.date));
    expect((await mine(sub)).datas[0]).toMatchObject({ status: 'NOTIFIED' });
    expect((await postForm(c, 'act/api/activityOrder/cancel', { orderCode: codes[1]! }, { token: b!.userToken })).code).toBe(0);
    expect((await serviceMessages(sub)).page.total).toBe(before + 1);

    // cancelled by the visitor: gone from the list; another user's is not theirs to cancel
    const sid = String((saved.data as Item).id);
    expect((await postForm(c, 'res/api/subscribe/cancel', { id: sid }, { token: b!.userToken })).msg).toBe('订阅不存在');
    expect((await postForm(c, 'res/api/subscribe/cancel', { id: sid }, { token: sub })).code).toBe(0);
    expect((await mine(sub)).page.total).toBe(0);
  });

  it('a day whose booking has not opened: subscribe, and the opening tells the subscriber', async () => {
    const lib = (await allItems(c, 'res/api/venue/list')).find((v) => v.name === '成都图书馆') as Item;
    const id = String(lib.id);
    const list = (await days(id, 10)).datas;
    // the first day past the booking window that is not a closed weekday
    const later = list.slice(7).find((d) => new Date(`${String(d.date)}T12:00:00+08:00`).getUTCDay() !== 1) as Item;
    expect(Number(later.currDayMaxNum)).toBe(0);
    const u = (await login(c, '13800000023')).userToken;
    expect((await subscribe(u, id, String(later.date))).code).toBe(0);
    const before = (await serviceMessages(u)).page.total;
    const offset = list.indexOf(later) - 6;
    await c.dev.advanceClock(offset * 24 * 3600_000);
    await expect.poll(async () => (await serviceMessages(u)).page.total).toBe(before + 1);
  });

  it('refuses a past day, a malformed date, an unknown place and an anonymous caller', async () => {
    const lib = (await allItems(c, 'res/api/venue/list')).find((v) => v.name === '成都图书馆') as Item;
    const u = (await login(c, '13800000024')).userToken;
    expect(await subscribe(u, String(lib.id), '2020-01-01')).toMatchObject({ code: 1, msg: '该日期已过，不能订阅' });
    expect(await subscribe(u, String(lib.id), 'tomorrow')).toMatchObject({ code: 1, msg: '日期不正确' });
    expect(await subscribe(u, '999999', '2099-01-01')).toMatchObject({ code: 1, msg: '资源不存在或不支持预约' });
    expect(
      (await postForm(c, 'res/api/subscribe/save', { resourceType: VENUE, resourceId: String(lib.id), date: '2099-01-01' })).code,
    ).toBe(2);
  });
});
