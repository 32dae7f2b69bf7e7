import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sm4Encrypt } from '../src/crypto/sm4.ts';
import { allItems, login, postForm, startTestUpstream, type Client, type Envelope, type Item } from './helpers.ts';

let c: Client;
let a: string;
let b: string;
let scenicId: string;
let venueId: string;
beforeAll(async () => {
  c = await startTestUpstream();
  a = (await login(c, '13800000031')).userToken;
  b = (await login(c, '13800000032')).userToken;
  scenicId = String((await allItems(c, 'res/api/scenic/list'))[0]?.id);
  const services = await c.list('res/api/guideService/byPlaces', {
    placeIds: (await allItems(c, 'res/api/venue/list')).map((v) => String(v.id)).join(','),
  });
  venueId = String(services.datas.find((s) => s.narrator === '1')?.placeId);
});
afterAll(async () => {
  await c.upstream.close();
});

const phone = sm4Encrypt('13900000031');

const bookNarrator = (token: string, body: Record<string, string | number>) =>
  postForm<Envelope<Item>>(
    c,
    'act/api/narratorOrder/save',
    { placeId: scenicId, orderNum: 4, contactName: '王五', contactPhone: phone, language: 'zh', ...body },
    { token },
  );

describe('narrators', () => {
  it('a place offers narrators with their languages, price and group limits; its days show the free narrators', async () => {
    const offer = (await c.get<Envelope<Item>>('res/api/narrator/offer', { placeId: scenicId })).data;
    expect(offer).toMatchObject({ placeId: scenicId, price: '120.00', minNum: '1', maxNum: '30', cancelStatus: '2', cancelTime: '24' });
    expect(offer.languages).toEqual(['zh', 'en', 'ja', 'ko']);
    const narrators = offer.narrators as Item[];
    expect(narrators).toHaveLength(4);
    expect(narrators[0]).toMatchObject({ languages: ['zh', 'en'] });
    expect(String(narrators[0]?.photo)).toMatch(/\/files\/avatars\/narrator-site510100-\d+\.svg$/);
    expect(await c.get('res/api/narrator/offer', { placeId: '999999' })).toMatchObject({ code: 1, message: '该场所不提供讲解员预约' });

    const days = await c.list('res/api/narrator/days', { placeId: scenicId });
    expect(days.datas).toHaveLength(7);
    const tomorrow = days.datas[1] as Item;
    expect((tomorrow.orderTimes as Item[])[0]).toMatchObject({ startTime: '09:30', endTime: '11:30', freeNum: '4' });
  });

  it('refuses what the offer does not allow and books a free narrator; the last one of a language has one winner', async () => {
    const days = await c.list('res/api/narrator/days', { placeId: scenicId });
    const day = days.datas[2] as Item;
    const slot = (day.orderTimes as Item[])[0] as Item;
    const at = { date: String(day.date), orderTimeId: String(slot.id) };
    expect(await bookNarrator('', at)).toMatchObject({ code: 2 });
    expect(await bookNarrator(a, { ...at, date: '2001-01-01' })).toMatchObject({ code: 1, message: '请选择可预约的日期' });
    expect(await bookNarrator(a, { ...at, orderTimeId: '999999' })).toMatchObject({ code: 1, message: '讲解时段不存在' });
    expect(await bookNarrator(a, { ...at, language: 'fr' })).toMatchObject({ code: 1, message: '暂无该语种的讲解员' });
    expect(await bookNarrator(a, { ...at, orderNum: 31 })).toMatchObject({ code: 1, message: '团队人数须在1至30人之间' });
    expect(await bookNarrator(a, { ...at, contactPhone: sm4Encrypt('123') })).toMatchObject({ code: 1, message: '联系电话格式不正确' });
    expect(await bookNarrator(a, { ...at, note: 'x'.repeat(201) })).toMatchObject({ code: 1, message: '备注不能超过200个字' });

    const both = await Promise.all([bookNarrator(a, { ...at, language: 'en' }), bookNarrator(b, { ...at, language: 'en' })]);
    expect(both.map((r) => r.code).sort()).toEqual([0, 1]);
    expect(both.find((r) => r.code === 1)).toMatchObject({ message: '该时段该语种的讲解员已约满' });
    const won = both.find((r) => r.code === 0) as Envelope<Item>;
    expect(won.data).toMatchObject({ status: '0' });

    const winner = won === both[0] ? a : b;
    const detail = await c.get<Envelope<Item>>('act/api/activityOrder/detail', { token: winner, orderCode: String(won.data.orderCode) });
    expect(detail.data).toMatchObject({ orderType: 'CONTENT_TYPE_NARRATOR', status: '0', orderNum: '4', money: '120.00' });
    expect(detail.data.narratorInfo).toMatchObject({ language: 'en', cancelStatus: '2', cancelTime: '24', placeId: scenicId });
    const other = winner === a ? b : a;
    expect(await c.get('act/api/activityOrder/detail', { token: other, orderCode: String(won.data.orderCode) })).toMatchObject({ code: 1 });
    const mine = await c.list('act/api/activityOrder/list', { token: winner, orderType: 'CONTENT_TYPE_NARRATOR' });
    expect(mine.datas.map((o) => o.orderCode)).toContain(won.data.orderCode);

    const after = await c.list('res/api/narrator/days', { placeId: scenicId });
    const taken = ((after.datas[2] as Item).orderTimes as Item[])[0] as Item;
    expect(taken).toMatchObject({ freeNum: '3', languages: ['zh', 'ja', 'ko'] });

    expect(await postForm(c, 'act/api/activityOrder/cancel', { orderCode: String(won.data.orderCode) }, { token: winner })).toMatchObject({
      code: 0,
    });
    expect(await bookNarrator(other, { ...at, language: 'en' })).toMatchObject({ code: 0 });
  });

  it('a free narrator (a venue) is to be used at once', async () => {
    const days = await c.list('res/api/narrator/days', { placeId: venueId });
    const day = days.datas[3] as Item;
    const slot = (day.orderTimes as Item[])[1] as Item;
    const r = await bookNarrator(a, { placeId: venueId, date: String(day.date), orderTimeId: String(slot.id), note: '带老人' });
    expect(r).toMatchObject({ code: 0, data: { status: '11' } });
    const detail = await c.get<Envelope<Item>>('act/api/activityOrder/detail', { token: a, orderCode: String(r.data.orderCode) });
    expect(detail.data).toMatchObject({ verifyCode: expect.stringMatching(/^\d{12}$/) });
    expect(detail.data.narratorInfo).toMatchObject({ note: '带老人', cancelTime: '2' });
  });
});

describe('interpretation sessions', () => {
  const book = (token: string, sessionId: string, orderNum: number) =>
    postForm<Envelope<Item>>(
      c,
      'act/api/interpretationOrder/save',
      { sessionId, orderNum, contactName: '王五', contactPhone: phone },
      { token },
    );

  it('lists a place’s sessions, reads them by id and books places within the places left', async () => {
    const list = await c.list('res/api/interpretation/list', { placeId: venueId, pageSize: 20 });
    expect(list.page.total).toBeGreaterThan(10);
    const last = list.datas.find((s) => s.stock === '1') as Item;
    expect(last).toMatchObject({ maxNum: '20', maxPerOrder: '5', price: '0.00' });
    const first = list.datas[0] as Item;
    const byIds = await c.list('res/api/interpretation/byIds', { ids: `${String(last.id)},999999,${String(first.id)}` });
    expect(byIds.datas.map((s) => s.id)).toEqual([last.id, first.id]);

    expect(await book(a, '999999', 1)).toMatchObject({ code: 1, message: '讲解场次不存在' });
    expect(await book(a, String(first.id), 6)).toMatchObject({ code: 1, message: '预约人数须在1至5人之间' });
    expect(await book(a, String(last.id), 2)).toMatchObject({ code: 1, message: '该场次剩余名额不足' });
    const both = await Promise.all([book(a, String(last.id), 1), book(b, String(last.id), 1)]);
    expect(both.map((r) => r.code).sort()).toEqual([0, 1]);
    const won = both.find((r) => r.code === 0) as Envelope<Item>;
    expect(won.data).toMatchObject({ status: '11' });
    const winner = won === both[0] ? a : b;
    expect(await book(winner, String(first.id), 2)).toMatchObject({ code: 0 });
    expect(await book(winner, String(first.id), 1)).toMatchObject({ code: 1, message: '您已预约该场次' });
    const detail = await c.get<Envelope<Item>>('act/api/activityOrder/detail', { token: winner, orderCode: String(won.data.orderCode) });
    expect(detail.data).toMatchObject({ orderType: 'CONTENT_TYPE_INTERPRETATION', status: '11', orderNum: '1' });
    expect(detail.data.interpretationInfo).toMatchObject({ sessionId: last.id, title: last.title, placeId: venueId, cancelTime: '1' });
    expect((await c.list('res/api/interpretation/byIds', { ids: String(last.id) })).datas[0]).toMatchObject({ stock: '0' });
  });

  it("keeps the group leader's certificate number (SM4 as it travels), masked on the order; an unreadable one is refused", async () => {
    const days = await c.list('res/api/narrator/days', { placeId: scenicId });
    const day = days.datas[3] as Item;
    const at = { date: String(day.date), orderTimeId: String(((day.orderTimes as Item[])[1] as Item).id) };
    expect(await bookNarrator(a, { ...at, contactCertNumber: 'not-hex' })).toMatchObject({ code: 1, message: '证件号码格式不正确' });
    expect(await bookNarrator(a, { ...at, contactCertNumber: sm4Encrypt('12') })).toMatchObject({ code: 1, message: '证件号码格式不正确' });
    const booked = await bookNarrator(a, { ...at, contactCertNumber: sm4Encrypt('51010719880512231X') });
    expect(booked.code).toBe(0);
    const detail = await c.get<Envelope<Item>>('act/api/activityOrder/detail', { token: a, orderCode: String(booked.data.orderCode) });
    expect(detail.data.narratorInfo).toMatchObject({ leaderCertNumber: '5101**********231X' });
    const later = days.datas[4] as Item;
    const plain = await bookNarrator(a, { date: String(later.date), orderTimeId: String(((later.orderTimes as Item[])[0] as Item).id) });
    expect(plain.code).toBe(0);
    const without = await c.get<Envelope<Item>>('act/api/activityOrder/detail', { token: a, orderCode: String(plain.data.orderCode) });
    expect(without.data.narratorInfo).toMatchObject({ leaderCertNumber: '' });
  });
});
