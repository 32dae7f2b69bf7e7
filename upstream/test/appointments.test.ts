import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, postForm, startTestUpstream, type Client, type Envelope, type Item } from './helpers.ts';

let c: Client;
let traveller: string;
let other: string;
beforeAll(async () => {
  c = await startTestUpstream();
  traveller = (await login(c, '13800000001')).userToken;
  other = (await login(c, '13800000002')).userToken;
});
afterAll(async () => {
  await c.upstream.close();
});

const DAY = 24 * 3600 * 1000;
const dayOf = (ms: number, offset: number) => new Date(ms + 8 * 3600 * 1000 + offset * DAY).toISOString().slice(0, 10);
const make = (token: string, body: Record<string, string>) => postForm<Envelope<Item>>(c, 'res/api/appointment/make', body, { token });
const contactIds = async (token: string) =>
  (await c.list('user/api/userContact/list', { token, currPage: 1, pageSize: 20 })).datas.map((x) => String(x.id));

/** A day (1 to 3 days ahead) on which the library and a scenic area both take appointments, with their offers. */
async function openDay(): Promise<{ date: string; library: Item; scenic: Item }> {
  const now = (await c.dev.clock()).now;
  for (let d = 1; d <= 3; d++) {
    const date = dayOf(now, d);
    const page = await c.list('res/api/appointment/resources', { date, currPage: 1, pageSize: 100 });
    const library = page.datas.find((r) => r.name === '成都图书馆' && r.isOpen === '1');
    const scenic = page.datas.find((r) => r.resourceType === 'CONTENT_TYPE_SCENERY' && r.isOpen === '1');
    if (library && scenic) return { date, library, scenic };
  }
  throw new Error('no open day');
}
const slotOf = (r: Item, i = 0) => (r.orderTimes as Item[])[i] as Item;

describe('combined appointments', () => {
  it('lists what the site offers on a day, with the visitors an appointment may take', async () => {
    const { library, scenic } = await openDay();
    expect(library).toMatchObject({ maxPeople: '2', resourceType: 'CONTENT_TYPE_VENUE' });
    expect(scenic.maxPeople).toBe('8');
    expect(slotOf(library)).toMatchObject({ maxNum: '3', stock: '3' });
    const scenics = await c.list('res/api/appointment/resources', {
      date: dayOf((await c.dev.clock()).now, 1),
      resourceType: 'CONTENT_TYPE_SCENERY',
      pageSize: 100,
    });
    expect(scenics.datas.every((r) => r.resourceType === 'CONTENT_TYPE_SCENERY')).toBe(true);
    expect((await c.get('res/api/appointment/resources', { date: 'tomorrow' })).code).toBe(1);
    const byIds = await c.list('res/api/appointment/resources', {
      date: dayOf((await c.dev.clock()).now, 1),
      ids: `${library.resourceId},999999`,
    });
    expect(byIds.datas.map((r) => r.resourceId)).toEqual([library.resourceId]);
  });

  it('makes one voucher per place for all visitors at once, or nothing', async () => {
    const { date, library, scenic } = await openDay();
    const [a, b, cc] = await contactIds(traveller);
    const items = `${library.resourceId}:${slotOf(library).id},${scenic.resourceId}:${slotOf(scenic).id}`;
    expect((await make(traveller, { date, items, contactIds: `${a},${b},${cc}` })).msg).toBe('超过单次可预约人数');
    expect((await make(traveller, { date, items, contactIds: `${a},${a}` })).msg).toBe('游客重复');
    expect((await make(traveller, { date, items, contactIds: '' })).msg).toBe('请添加游客');
    expect((await make(traveller, { date, items: '', contactIds: `${a}` })).msg).toBe('请选择预约资源');
    expect((await make(traveller, { date, items: `${items},${library.resourceId}:${slotOf(library).id}`, contactIds: `${a}` })).msg).toBe(
      '同一资源只能选择一个时段',
    );
    expect((await make(traveller, { date: dayOf((await c.dev.clock()).now, -1), items, contactIds: `${a}` })).msg).toBe('该日期不可预约');
    const [theirs] = await contactIds(other);
    expect((await make(traveller, { date, items, contactIds: `${theirs}` })).msg).toBe('游客不存在');
    expect((await make('', { date, items, contactIds: `${a}` })).code).toBe(2);

    const made = await make(traveller, { date, items, contactIds: `${a},${b}` });
    expect(made.code).toBe(0);
    const code = String(made.data.appointmentCode);
    const detail = (await c.get<Envelope<Item>>('res/api/appointment/detail', { appointmentCode: code, token: traveller })).data;
    expect(detail.date).toBe(date);
    expect((detail.visitors as Item[]).map((v) => v.name)).toHaveLength(2);
    expect(String((detail.visitors as Item[])[0]!.certNumber)).toMatch(/\*/);
    const vouchers = detail.vouchers as Item[];
    expect(vouchers.map((v) => [v.resourceId, v.orderNum, v.status])).toEqual([
      [library.resourceId, '2', '11'],
      [scenic.resourceId, '2', '11'],
    ]);
    expect(vouchers.every((v) => /^\d{12}$/.test(String(v.verifyCode)))).toBe(true);
    // another user's appointment answers like a missing one
    expect((await c.get('res/api/appointment/detail', { appointmentCode: code, token: other })).msg).toBe('预约不存在');

    // one place left on the library slot: an appointment for two fails whole (the scenic area keeps its places)
    const scenicBefore = slotOf((await c.list('res/api/appointment/resources', { date, ids: String(scenic.resourceId) })).datas[0]!).stock;
    expect((await make(traveller, { date, items, contactIds: `${a},${b}` })).msg).toBe('库存不足');
    const after = (await c.list('res/api/appointment/resources', { date, ids: `${library.resourceId},${scenic.resourceId}` })).datas;
    expect(slotOf(after[0]!).stock).toBe('1');
    expect(slotOf(after[1]!).stock).toBe(scenicBefore);
  });

  it('gives the last place of a slot to exactly one of two callers at once', async () => {
    const { date, library } = await openDay();
    const slot = slotOf(library, 1);
    const [a] = await contactIds(traveller);
    const [theirs] = await contactIds(other);
    const items = `${library.resourceId}:${slot.id}`;
    expect((await make(traveller, { date, items, contactIds: String(a) })).code).toBe(0);
    expect((await make(traveller, { date, items, contactIds: String(a) })).code).toBe(0);
    const both = await Promise.all([
      make(traveller, { date, items, contactIds: String(a) }),
      make(other, { date, items, contactIds: String(theirs) }),
    ]);
    expect(both.filter((r) => r.code === 0)).toHaveLength(1);
    expect(both.filter((r) => r.msg === '库存不足')).toHaveLength(1);
  });

  it("keeps the caller's record of use, the latest first, page by page", async () => {
    const first = await c.list('res/api/appointment/consumption', { token: traveller, currPage: 1, pageSize: 5 });
    expect(first.page.total).toBe(6);
    expect(first.datas).toHaveLength(5);
    expect(first.datas[0]).toMatchObject({ useNum: '1' });
    expect(String(first.datas[0]!.resourceName)).not.toBe('');
    const times = first.datas.map((r) => String(r.usedTime));
    expect([...times].sort().reverse()).toEqual(times);
    const second = await c.list('res/api/appointment/consumption', { token: traveller, currPage: 2, pageSize: 5 });
    expect(second.datas).toHaveLength(1);
    expect((await c.list('res/api/appointment/consumption', { token: other, currPage: 1, pageSize: 5 })).page.total).toBe(0);
    expect((await c.get('res/api/appointment/consumption')).code).toBe(2);
  });
});
