import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sm4Encrypt } from '../src/crypto/sm4.ts';
import { type Client, type Envelope, type Item, login, postForm, startTestUpstream } from './helpers.ts';

const LIVE = ['site510100', 'site513225', 'site530700', 'site450300', 'site610100', 'site222400'];
const MIN = 60_000;
const contact = { contactName: '王五', contactPhone: sm4Encrypt('13912345678') };

let c: Client;
beforeAll(async () => {
  c = await startTestUpstream();
});
afterAll(async () => {
  await c.upstream.close();
});

interface Seat {
  id: string;
  rowNo: string;
  seatNo: string;
  zoneName: string;
  price: string;
  status: string;
}
interface SeatMap {
  hallName: string;
  maxNum: string;
  holdMinutes: string;
  expireTime: string;
  aislesAfter: string;
  seats: Seat[];
}

async function seatedOf(siteCode: string): Promise<{ id: string; sessions: Item[] }> {
  const list = await c.list('res/api/activity/getActivityList', { siteCode, pageSize: 100 });
  const a = list.datas.find((x) => String(x.id).startsWith('809'));
  if (!a) throw new Error(`no seated activity on ${siteCode}`);
  const d = await c.get('res/api/activity/getActivityInfo', { siteCode, id: String(a.id) });
  return { id: String(a.id), sessions: d.data.sessions as Item[] };
}
const seatMap = async (activityId: string, sessionId: string, token = '', siteCode = 'site510100') =>
  (await c.get<Envelope<SeatMap>>('act/api/activityOrder/seatList', { siteCode, activityId, sessionId, token })).data;
const useSeat = (token: string, activityId: string, sessionId: string, seatIds: string[]) =>
  postForm<Envelope<{ seatIds: string[]; expireTime: string }>>(
    c,
    'act/api/activityOrder/useSeat',
    { activityId, sessionId, seatIds: seatIds.join(',') },
    { token },
  );

describe('seat selection', () => {
  it('every live demo site has a seated performance with its hall in its language', async () => {
    const zones = new Set<string>();
    for (const siteCode of LIVE) {
      const a = await seatedOf(siteCode);
      expect(a.sessions.length).toBe(2);
      const map = await seatMap(a.id, String(a.sessions[0]?.id), '', siteCode);
      expect(map.seats.length).toBe(96);
      expect(map.maxNum).toBe('4');
      expect(map.holdMinutes).toBe('10');
      expect(map.aislesAfter).toBe('3,9');
      expect(map.seats.some((s) => s.status === '1')).toBe(true);
      for (const s of map.seats) zones.add(s.zoneName);
      const last = await seatMap(a.id, String(a.sessions[1]?.id), '', siteCode);
      expect(last.seats.filter((s) => s.status === '0').length).toBe(1);
    }
    expect(zones).toContain('贵宾区');
    expect(zones).toContain('Catégorie 1');
    expect(zones).toContain('VIP석');
  });

  it('holds a choice for its time, refuses over max and taken seats, orders the held seats, frees them on cancel', async () => {
    const a = await seatedOf('site510100');
    const session = String(a.sessions[0]?.id);
    const first = (await login(c, '13911150001')).userToken;
    const second = (await login(c, '13911150002')).userToken;
    const free = (await seatMap(a.id, session)).seats.filter((s) => s.status === '0');
    const [s1, s2, s3] = free as [Seat, Seat, Seat];

    const over = await useSeat(
      first,
      a.id,
      session,
      free.slice(0, 5).map((s) => s.id),
    );
    expect(over.code).toBe(1);
    expect(over.message).toBe('超过单次可选座位数');

    const held = await useSeat(first, a.id, session, [s1.id, s2.id]);
    expect(held.code, held.message).toBe(0);
    const mine = await seatMap(a.id, session, first);
    expect(mine.seats.filter((s) => s.status === '3').map((s) => s.id)).toEqual([s1.id, s2.id]);
    expect(mine.expireTime).toBe(held.data.expireTime);
    expect((await seatMap(a.id, session, second)).seats.find((s) => s.id === s1.id)?.status).toBe('2');

    const taken = await useSeat(second, a.id, session, [s2.id, s3.id]);
    expect(taken.code).toBe(1);
    expect(taken.message).toBe('所选座位已被占用');
    expect(taken.data).toEqual({ seatIds: [s2.id] });
    // refused as a whole: the second visitor holds nothing
    expect((await seatMap(a.id, session, second)).seats.some((s) => s.status === '3')).toBe(false);

    // past its time a hold is free again, without anything clearing it
    await c.dev.advanceClock(10 * MIN + 1000);
    expect((await seatMap(a.id, session, second)).seats.find((s) => s.id === s1.id)?.status).toBe('0');
    expect((await useSeat(second, a.id, session, [s1.id, s2.id])).code).toBe(0);
    const noSeats = await postForm(
      c,
      'act/api/activityOrder/saveGenerateOrder',
      { activityId: a.id, sessionId: session, ...contact },
      { token: first },
    );
    expect(noSeats.message).toBe('请先选择座位');

    const order = await postForm<Envelope<{ orderCode: string }>>(
      c,
      'act/api/activityOrder/saveGenerateOrder',
      { activityId: a.id, sessionId: session, orderNum: 1, ...contact },
      { token: second },
    );
    expect(order.code, order.message).toBe(0);
    const detail = (await c.get('act/api/activityOrder/detail', { token: second, orderCode: order.data.orderCode })).data;
    expect(String(detail.orderNum)).toBe('2');
    // the price of each seat's zone, not the activity's price times the seats
    expect(detail.money).toBe((Number(s1.price) + Number(s2.price)).toFixed(2));
    expect((detail.seats as Item[]).map((s) => `${s.rowNo}-${s.seatNo}`)).toEqual([`${s1.rowNo}-${s1.seatNo}`, `${s2.rowNo}-${s2.seatNo}`]);
    expect((await seatMap(a.id, session, first)).seats.find((s) => s.id === s1.id)?.status).toBe('1');

    const cancel = await postForm(c, 'act/api/activityOrder/cancel', { orderCode: order.data.orderCode }, { token: second });
    expect(cancel.code, cancel.message).toBe(0);
    expect((await seatMap(a.id, session, first)).seats.find((s) => s.id === s1.id)?.status).toBe('0');
  });

  it('of two visitors holding the last seat at once, exactly one gets it', async () => {
    const a = await seatedOf('site510100');
    const session = String(a.sessions[1]?.id);
    const last = (await seatMap(a.id, session)).seats.find((s) => s.status === '0') as Seat;
    const tokens = [(await login(c, '13911150003')).userToken, (await login(c, '13911150004')).userToken];
    const answers = await Promise.all(tokens.map((t) => useSeat(t, a.id, session, [last.id])));
    expect(answers.map((r) => r.code).sort()).toEqual([0, 1]);
  });
});
