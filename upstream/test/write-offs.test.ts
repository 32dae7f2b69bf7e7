import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sm4Encrypt } from '../src/crypto/sm4.ts';
import { allItems, login, postForm, startTestUpstream, type Client, type Envelope, type Item } from './helpers.ts';

let c: Client;
let visitor: string;
let staff: string;
beforeAll(async () => {
  c = await startTestUpstream();
  visitor = (await login(c, '13800000021')).userToken;
  staff = (await login(c, '13700000101')).userToken;
});
afterAll(async () => {
  await c.upstream.close();
});

/** "yyyy-MM-dd HH:mm:ss" China time → epoch ms. */
const epoch = (s: string) => Date.parse(`${s.replace(' ', 'T')}+08:00`);

const writeOff = (token: string, orderId: string, gate: { resourceType: string; resourceId: string }) =>
  postForm<Envelope<Item>>(c, 'res/api/writeOff/use', { orderId, ...gate }, { token });

describe('write-off at the gate', () => {
  it('staff write a voucher off once, at its own gate, on its day; a visitor cannot tell a code from none', async () => {
    const gates = (await c.get<Envelope<Item[]>>('res/api/writeOff/gates', { token: staff })).data;
    const lib = gates.find((g) => g.name === '成都图书馆') as Item;
    expect(lib).toMatchObject({ resourceType: 'CONTENT_TYPE_VENUE', todayCount: '0' });
    const other = gates.find((g) => g.resourceType === 'CONTENT_TYPE_ACTIVITY') as Item;
    expect(other).toBeTruthy();
    expect((await c.get<Envelope<Item[]>>('res/api/writeOff/gates', { token: visitor })).data).toEqual([]);
    expect((await c.get('res/api/writeOff/gates')).code).toBe(2);

    const venues = await allItems(c, 'res/api/venue/list');
    expect(venues.some((v) => String(v.id) === lib.resourceId)).toBe(true);
    const days = await c.list('res/api/resourceOrder/commonOrderTimeList', {
      resourceId: String(lib.resourceId),
      resourceType: 'CONTENT_TYPE_VENUE',
      dayNum: 7,
    });
    const day = days.datas.find((d, i) => i > 0 && Number(d.stock) > 0) as Item;
    const slot = (day.orderTimes as Item[])[0] as Item;
    const booked = await postForm(
      c,
      'act/api/activityOrder/saveResourceOrder',
      {
        resourceId: String(lib.resourceId),
        resourceType: 'CONTENT_TYPE_VENUE',
        date: String(day.date),
        orderTimeId: String(slot.id),
        orderNum: 1,
        contactName: '李四',
        contactPhone: sm4Encrypt('13900000021'),
      },
      { token: visitor },
    );
    expect(booked.code).toBe(0);
    const list = await c.list('act/api/activityOrder/list', { token: visitor, orderType: '' });
    const mine = list.datas[0] as Item;
    const code = String(mine.verifyCode);
    expect(code).toMatch(/^\d{12}$/);

    const found = await c.get<Envelope<Item>>('res/api/writeOff/order', { token: staff, verifyCode: code });
    expect(found.data).toMatchObject({ id: mine.id, status: '11', contactName: '李四', used: null });
    const unknown = await c.get('res/api/writeOff/order', { token: staff, verifyCode: '000000000000' });
    const asVisitor = await c.get('res/api/writeOff/order', { token: visitor, verifyCode: code });
    expect(unknown).toMatchObject({ code: 1, message: '核销码不存在' });
    expect({ ...asVisitor, responseTime: 0 }).toEqual({ ...unknown, responseTime: 0 });
    expect(await writeOff(visitor, String(mine.id), lib as never)).toMatchObject({ code: 1, message: '核销码不存在' });

    expect(await writeOff(staff, String(mine.id), lib as never)).toMatchObject({ message: '该凭证不是今日的预约' });
    expect(await writeOff(staff, String(mine.id), other as never)).toMatchObject({ message: '该凭证不属于当前核销点' });

    await c.dev.advanceClock(epoch(String(mine.startTime)) - 30 * 60_000 - (await c.dev.clock()).now);
    const both = await Promise.all([writeOff(staff, String(mine.id), lib as never), writeOff(staff, String(mine.id), lib as never)]);
    expect(both.map((r) => r.code).sort()).toEqual([0, 1]);
    const won = both.find((r) => r.code === 0) as Envelope<Item>;
    const lost = both.find((r) => r.code === 1) as Envelope<Item>;
    expect(won.data).toMatchObject({ status: '12', useNum: '1', used: { name: '成都图书馆' } });
    expect(lost).toMatchObject({ message: '该凭证已核销', data: { name: '成都图书馆', resourceId: lib.resourceId } });
    expect(String((lost.data as Item).usedTime)).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const detail = await c.get<Envelope<Item>>('act/api/activityOrder/detail', { token: visitor, orderCode: String(mine.orderCode) });
    expect(detail.data.status).toBe('12');
    const after = (await c.get<Envelope<Item[]>>('res/api/writeOff/gates', { token: staff })).data;
    expect(after.find((g) => g.resourceId === lib.resourceId)).toMatchObject({ todayCount: '1' });
  });
});
