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
const cancel = (token: string, appointmentCode: string) =>
  postForm<Envelope<Item>>(c, 'res/api/appointment/cancel', { appointmentCode }, { token });
const detail = async (token: string, appointmentCode: string) =>
  (await c.get<Envelope<Item>>('res/api/appointment/detail', { appointmentCode, token })).data;
const firstContact = async (token: string) =>
  String((await c.list('user/api/userContact/list', { token, currPage: 1, pageSize: 20 })).datas[0]!.id);
const slotOf = (r: Item) => (r.orderTimes as Item[])[0] as Item;
const ruleOf = (v: Item) => String((v.venueInfo as Item).cancelStatus);

/** The places open three days ahead (beyond every cancel deadline) with their first slot's places left. */
async function offers(): Promise<{ date: string; places: Item[] }> {
  const date = dayOf((await c.dev.clock()).now, 3);
  const page = await c.list('res/api/appointment/resources', { date, currPage: 1, pageSize: 100 });
  return { date, places: page.datas.filter((r) => r.isOpen === '1' && Number(slotOf(r).stock) > 1) };
}
const stockOf = async (date: string, ids: string[]) =>
  (await c.list('res/api/appointment/resources', { date, ids: ids.join(',') })).datas.map((r) => slotOf(r).stock);

async function appointment(token: string, date: string, places: Item[]): Promise<{ code: string; vouchers: Item[] }> {
  const made = await make(token, {
    date,
    items: places.map((p) => `${p.resourceId}:${slotOf(p).id}`).join(','),
    contactIds: await firstContact(token),
  });
  expect(made.code).toBe(0);
  const code = String(made.data.appointmentCode);
  return { code, vouchers: (await detail(token, code)).vouchers as Item[] };
}

describe('cancelling a combined appointment whole', () => {
  it('cancels every voucher at once and gives the places back; the vouchers name their appointment', async () => {
    const { date, places } = await offers();
    const probe = await appointment(traveller, date, places);
    const cancellable = places.filter((_, i) => ruleOf(probe.vouchers[i]!) !== '0');
    expect(cancellable.length).toBeGreaterThan(1);
    const ids = cancellable.slice(0, 2).map((p) => String(p.resourceId));
    const before = await stockOf(date, ids);
    const { code, vouchers } = await appointment(traveller, date, cancellable.slice(0, 2));
    expect((await stockOf(date, ids)).map(Number)).toEqual(before.map((s) => Number(s) - 1));
    const order = await c.get<Envelope<Item>>('act/api/activityOrder/detail', {
      orderCode: String(vouchers[0]!.orderCode),
      token: traveller,
    });
    expect(order.data.appointmentCode).toBe(code);

    expect((await cancel(other, code)).msg).toBe('预约不存在');
    expect((await cancel('', code)).code).toBe(2);
    const done = await cancel(traveller, code);
    expect(done).toMatchObject({ code: 0, data: { appointmentCode: code, cancelled: '2' } });
    expect(((await detail(traveller, code)).vouchers as Item[]).map((v) => v.status)).toEqual(['14', '14']);
    expect(await stockOf(date, ids)).toEqual(before);
    expect((await cancel(traveller, code)).msg).toBe('预约已取消');
  });

  it('cancels nothing when one voucher can no longer be cancelled, and says which and why', async () => {
    const { date, places } = await offers();
    const { code, vouchers } = await appointment(traveller, date, places.slice(0, 2));
    const used = String(vouchers[1]!.orderCode);
    await c.dev.useOrder(used);
    const refused = await cancel(traveller, code);
    expect(refused.msg).toBe('部分凭证不可取消');
    const blocked = (refused.data as { vouchers: Item[] }).vouchers;
    expect(blocked).toEqual([{ orderCode: used, resourceName: places[1]!.name, reason: 'USED' }]);
    expect(((await detail(traveller, code)).vouchers as Item[]).map((v) => v.status)).toEqual(['11', '12']);
  });

  it('of two cancels at once exactly one cancels', async () => {
    const { date, places } = await offers();
    const probe = await appointment(traveller, date, places);
    const ok = places.filter((_, i) => ruleOf(probe.vouchers[i]!) !== '0').slice(0, 2);
    const { code } = await appointment(traveller, date, ok);
    const both = await Promise.all([cancel(traveller, code), cancel(traveller, code)]);
    expect(both.filter((r) => r.code === 0)).toHaveLength(1);
    expect(both.filter((r) => r.msg === '预约已取消')).toHaveLength(1);
  });
});
