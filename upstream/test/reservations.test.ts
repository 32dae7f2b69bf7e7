import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sm4Encrypt } from '../src/crypto/sm4.ts';
import { allItems, login, postForm, postJson, startTestUpstream, type Client, type Item } from './helpers.ts';

let c: Client;
/** Demo user 13800000001, logged in once (SMS codes are limited to one a minute). */
let demo: { userToken: string };
beforeAll(async () => {
  c = await startTestUpstream();
  demo = await login(c, '13800000001');
});
afterAll(async () => {
  await c.upstream.close();
});

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const contact = (name = '张三', phone = '13900000000') => ({ contactName: name, contactPhone: sm4Encrypt(phone) });

/** "yyyy-MM-dd HH:mm:ss" China time → epoch ms. */
const epoch = (s: string) => Date.parse(`${s.replace(' ', 'T')}+08:00`);

describe('activities', () => {
  it('lists classifies and a calendar with counts for the previous, current and next months', async () => {
    const cl = await c.list('res/api/activity/classifyList');
    expect(cl.datas.length).toBe(8);
    expect(Object.keys(cl.datas[0] as Item).sort()).toEqual(['icon', 'id', 'name', 'sort']);
    const now = (await c.dev.clock()).now;
    for (const shift of [-1, 0, 1]) {
      const d = new Date(now + 8 * HOUR);
      const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + shift, 1));
      const time = `${m.getUTCFullYear()}-${String(m.getUTCMonth() + 1).padStart(2, '0')}`;
      const cal = await c.list('res/api/activity/activityCalendar', { time });
      expect(cal.code).toBe(0);
      const last = new Date(Date.UTC(m.getUTCFullYear(), m.getUTCMonth() + 1, 0)).getUTCDate();
      expect(cal.datas.length).toBe(last);
      expect(cal.datas[0]).toMatchObject({ date: `${time}-01`, dateTime: `${time}-01 00:00:00` });
      expect(cal.datas.reduce((s, x) => s + Number(x.activityCount), 0)).toBeGreaterThan(0);
      // The count of a day equals the list by that date.
      const busy = cal.datas.find((x) => Number(x.activityCount) > 0) as Item;
      const byDate = await c.list('res/api/activity/getActivityList', { date: String(busy.date), pageSize: 50 });
      expect(byDate.page.total).toBe(Number(busy.activityCount));
    }
    expect((await c.get('res/api/activity/activityCalendar', { time: 'nope' })).code).toBe(1);
    expect((await c.get('res/api/activity/activityCalendar', { time: '2026-13' })).code).toBe(1);
    // a date that is no calendar day is refused, not answered as an empty list
    for (const date of ['2026-02-30', '2026-13-01', 'tomorrow', '2026/03/01']) {
      const bad = await c.get('res/api/activity/getActivityList', { date });
      expect(bad, date).toMatchObject({ code: 1, message: '日期格式不正确' });
    }
  });

  it('lists the activities on now or ahead first and the ended ones last, on every demo site', async () => {
    for (const siteCode of ['site510100', 'site450300', 'site530700', 'site610100', 'site222400']) {
      const all = await allItems(c, 'res/api/activity/getActivityList', { siteCode });
      const ended = all.map((a) => a.activityStatus === '2');
      expect(ended.includes(true) && ended.includes(false), siteCode).toBe(true);
      expect(ended.indexOf(true), siteCode).toBe(ended.lastIndexOf(false) + 1);
    }
  });

  it('covers every mode, type, status and cancelStatus; filters by classify and status', async () => {
    const all = await allItems(c, 'res/api/activity/getActivityList');
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(new Set(all.map((a) => a.method))).toEqual(new Set(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']));
    expect(new Set(all.map((a) => a.type)).size).toBe(4);
    expect(new Set(all.map((a) => a.activityStatus))).toEqual(new Set(['0', '1', '2', '3']));
    expect(new Set(all.map((a) => a.cancelStatus))).toEqual(new Set(['0', '1', '2', '3']));
    expect(all.some((a) => a.jumpUrl !== '')).toBe(true);
    expect(all.some((a) => a.needAudit === '1')).toBe(true);
    expect(all.some((a) => Number(a.stock) >= 1 && Number(a.stock) <= 3)).toBe(true);
    for (const a of all) expect(typeof a.stock).toBe('string');
    const byClassify = await c.list('res/api/activity/getActivityList', { classifyId: '2', pageSize: 50 });
    expect(byClassify.datas.every((a) => a.classifyId === '2' && a.classifyName === '非遗体验')).toBe(true);
    expect(byClassify.page.total).toBeGreaterThan(0);
    for (const st of ['0', '1', '2', '3']) {
      const res = await c.list('res/api/activity/getActivityList', { activityStatus: st, pageSize: 50 });
      expect(res.datas.every((a) => a.activityStatus === st)).toBe(true);
      expect(res.page.total).toBe(all.filter((a) => a.activityStatus === st).length);
    }
  });

  it('computes activityStatus against the dev clock; the detail has sessions summing to the stock', async () => {
    const d = await c.get('res/api/activity/getActivityInfo', { id: '80007' });
    expect(d.data).toMatchObject({ id: '80007', activityStatus: '3', stock: '5', maxOrderNum: '1' });
    const sessions = d.data.sessions as Item[];
    expect(sessions.reduce((s, x) => s + Number(x.stock), 0)).toBe(5);
    const start = epoch(String(d.data.useStartTime));
    const now = (await c.dev.clock()).now;
    try {
      await c.dev.advanceClock(start - now + 60_000);
      expect((await c.get('res/api/activity/getActivityInfo', { id: '80007' })).data.activityStatus).toBe('1');
      await c.dev.advanceClock(2 * DAY);
      expect((await c.get('res/api/activity/getActivityInfo', { id: '80007' })).data.activityStatus).toBe('2');
    } finally {
      await c.dev.resetClock();
    }
  });
});

describe('rooms, reservation days and theatre platforms', () => {
  it('lists rooms and their day slots; books slots once', async () => {
    const rooms = await c.list('res/api/activityRoom/list', { pageSize: 50 });
    expect(rooms.page.total).toBeGreaterThan(3);
    const room = rooms.datas.find((r) => r.money === '0.00' && r.integral === '0') as Item;
    const detail = await c.get('res/api/activityRoom/detail', { id: String(room.id) });
    expect(detail.data).toMatchObject({ id: room.id, venueId: room.venueId });
    expect(String(detail.data.content)).toContain('<p>');
    // A future non-Monday date.
    const now = (await c.dev.clock()).now;
    let date = '';
    for (let d = 2; d < 9; d++) {
      const t = new Date(now + d * DAY + 8 * HOUR);
      if (t.getUTCDay() !== 1) {
        date = t.toISOString().slice(0, 10);
        break;
      }
    }
    const slots = await c.list('res/api/activityRoom/timeList', { roomId: String(room.id), date });
    const free = slots.datas.filter((s) => s.status === '0');
    expect(free.length).toBeGreaterThan(0);
    const u = demo;
    const body = { roomId: String(room.id), date, slotIds: String(free[0]?.id), purpose: '读书会', ...contact() };
    const res = await postForm(c, 'act/api/activityOrder/saveRoomOrder', body, { token: u.userToken });
    expect(res.code).toBe(0);
    expect(['4', '11']).toContain((res.data as Item).status);
    const again = await postForm(c, 'act/api/activityOrder/saveRoomOrder', body, { token: u.userToken });
    expect(again.message).toBe('时段已被预约');
    const after = await c.list('res/api/activityRoom/timeList', { roomId: String(room.id), date });
    expect(after.datas.find((s) => s.id === free[0]?.id)?.status).toBe('1');
    const list = await c.list('act/api/activityOrder/list', { token: u.userToken, orderType: 'CONTENT_TYPE_ACTIVITY_SHIU' });
    expect(list.datas.some((o) => o.orderCode === (res.data as Item).orderCode && typeof o.activityRoom === 'object')).toBe(true);
  });

  it('answers resourceDesc and 7 reservation days: stopped Mondays, a full day, stocks per slot', async () => {
    const venues = await allItems(c, 'res/api/venue/list');
    const descs = await Promise.all(
      venues.map((v) => c.get('res/api/resourceOrder/resourceDesc', { resourceId: String(v.id), resourceType: 'CONTENT_TYPE_VENUE' })),
    );
    for (const d of descs) {
      expect(Object.keys(d.data).sort()).toEqual(
        [
          'id',
          'name',
          'type',
          'isOpen',
          'orderAddressType',
          'needLogin',
          'websiteUrl',
          'officialName',
          'officialUrl',
          'cancelStatus',
          'cancelTime',
        ].sort(),
      );
    }
    expect(new Set(descs.map((d) => d.data.orderAddressType))).toEqual(new Set(['pt', 'ds', 'custom']));
    const pt = descs.find((d) => d.data.orderAddressType === 'pt' && d.data.isOpen === '1') as { data: Item };
    const days = await c.list('res/api/resourceOrder/commonOrderTimeList', {
      resourceId: String(pt.data.id),
      resourceType: 'CONTENT_TYPE_VENUE',
      dayNum: 7,
    });
    expect(days.datas.length).toBe(7);
    for (const d of days.datas) {
      const times = d.orderTimes as Item[];
      expect(times.length).toBeGreaterThanOrEqual(2);
      expect(Number(d.stock)).toBe(times.reduce((s, t) => s + Number(t.stock), 0));
      expect(Number(d.currDayMaxNum)).toBe(Number(d.stock) + Number(d.orderNum));
      if (d.week === '1') expect(d.currDayMaxNum).toBe('0');
      else expect(Number(d.currDayMaxNum)).toBeGreaterThan(0);
    }
    expect(days.datas.some((d) => d.week === '1')).toBe(true);
    // The seeded full day of the first venue.
    const first = descs[0] as { data: Item };
    const firstDays = await c.list('res/api/resourceOrder/commonOrderTimeList', {
      resourceId: String(first.data.id),
      resourceType: 'CONTENT_TYPE_VENUE',
      dayNum: 7,
    });
    expect(firstDays.datas.some((d) => d.stock === '0' && Number(d.currDayMaxNum) > 0)).toBe(true);
    const custom = descs.find((d) => d.data.orderAddressType === 'custom') as { data: Item };
    const cd = await c.list('res/api/resourceOrder/customOrderTimeList', {
      resourceId: String(custom.data.id),
      resourceType: 'CONTENT_TYPE_VENUE',
    });
    expect(cd.datas.length).toBe(7);
    // Mondays closed (0); otherwise the last day of the window is not bookable yet (-1); the others open (1)
    cd.datas.forEach((d, i) => {
      const monday = new Date(`${String(d.date)}T12:00:00+08:00`).getUTCDay() === 1;
      expect(d.openStatus, String(d.date)).toBe(monday ? '0' : i === cd.datas.length - 1 ? '-1' : '1');
    });
    expect(cd.datas.some((d) => d.openStatus === '0')).toBe(true); // a week always holds a Monday
    for (const d of cd.datas) expect(['LINK', 'CODE']).toContain(d.jumpType);
    const ds = descs.find((d) => d.data.orderAddressType === 'ds') as { data: Item };
    expect(String(ds.data.websiteUrl)).toMatch(/^https?:\/\//);
  });

  it('fills the small-stock library day and refuses with 当日已约满, stopped days with 该日期不可预约', async () => {
    const venues = await allItems(c, 'res/api/venue/list');
    const lib = venues.find((v) => v.name === '成都图书馆') as Item;
    const days = await c.list('res/api/resourceOrder/commonOrderTimeList', {
      resourceId: String(lib.id),
      resourceType: 'CONTENT_TYPE_VENUE',
      dayNum: 7,
    });
    const day = days.datas.find((d, i) => i > 0 && Number(d.currDayMaxNum) > 0) as Item;
    const times = day.orderTimes as Item[];
    expect(times.every((t) => t.maxNum === '3')).toBe(true);
    const users = await Promise.all(['13800000011', '13800000012', '13800000013'].map((p) => login(c, p)));
    for (const [i, t] of times.entries()) {
      const u = users[i] as { userToken: string };
      const r = await postForm(
        c,
        'act/api/activityOrder/saveResourceOrder',
        {
          resourceId: String(lib.id),
          resourceType: 'CONTENT_TYPE_VENUE',
          date: String(day.date),
          orderTimeId: String(t.id),
          orderNum: 3,
          ...contact(),
        },
        { token: u.userToken },
      );
      expect(r.code).toBe(0);
    }
    const after = await c.list('res/api/resourceOrder/commonOrderTimeList', {
      resourceId: String(lib.id),
      resourceType: 'CONTENT_TYPE_VENUE',
      dayNum: 7,
    });
    expect(after.datas.find((d) => d.date === day.date)).toMatchObject({ stock: '0', currDayMaxNum: String(3 * times.length) });
    const u3 = users[2] as { userToken: string };
    const full = await postForm(
      c,
      'act/api/activityOrder/saveResourceOrder',
      {
        resourceId: String(lib.id),
        resourceType: 'CONTENT_TYPE_VENUE',
        date: String(day.date),
        orderTimeId: String(times[0]?.id),
        orderNum: 1,
        ...contact(),
      },
      { token: u3.userToken },
    );
    expect(full.message).toBe('当日已约满');
    const monday = days.datas.find((d) => d.week === '1') as Item;
    const stopped = await postForm(
      c,
      'act/api/activityOrder/saveResourceOrder',
      {
        resourceId: String(lib.id),
        resourceType: 'CONTENT_TYPE_VENUE',
        date: String(monday.date),
        orderTimeId: String(times[0]?.id),
        orderNum: 1,
        ...contact(),
      },
      { token: u3.userToken },
    );
    expect(stopped.message).toBe('该日期不可预约');
  });

  it('lists theatre platforms (platfromName, sic)', async () => {
    const ents = await c.list('res/api/entertainment/list');
    const res = await c.list('res/api/resourceOrder/getCommonOrderList', {
      type: 'CONTENT_TYPE_ENTERTAINMENT',
      id: String(ents.datas[0]?.id),
    });
    expect(res.datas.length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(res.datas[0] as Item).sort()).toEqual(['logo', 'platfromName', 'url']);
  });
});

describe('reservation orders', () => {
  it('creates, lists, details, badges and cancels an activity order', async () => {
    const u = await login(c, '13800000021');
    const d = await c.get('res/api/activity/getActivityInfo', { id: '80009' }); // points booking, 30 points a seat
    const sessionId = String((d.data.sessions as Item[])[0]?.id);
    const poor = await postForm(
      c,
      'act/api/activityOrder/saveGenerateOrder',
      { activityId: '80009', sessionId, orderNum: 1, ...contact() },
      { token: u.userToken },
    );
    expect(poor.message).toBe('积分不足');
    const u1 = demo; // 320 points
    const badge0 = Number(((await c.get('act/api/activityOrder/existOrderNum', { token: u1.userToken })).data as Item).num);
    const created = await postForm(
      c,
      'act/api/activityOrder/saveGenerateOrder',
      { activityId: '80009', sessionId, orderNum: 2, ...contact() },
      { token: u1.userToken },
    );
    expect(created.code).toBe(0);
    const code = String((created.data as Item).orderCode);
    expect((created.data as Item).status).toBe('11');
    const list = await c.list('act/api/activityOrder/list', { token: u1.userToken, orderType: 'CONTENT_TYPE_ACTIVITY' });
    expect(list.datas[0]).toMatchObject({ orderCode: code, status: '11', orderNum: '2', integral: '60', commentStatus: '0' });
    expect(Object.keys((list.datas[0] as Item).activity as Item)).toEqual(
      expect.arrayContaining([
        'name',
        'image',
        'activityType',
        'faithAuditStatus',
        'faithUseStatus',
        'signNum',
        'signStartTime',
        'signEndTime',
        'useStartTime',
        'useEndTime',
        'address',
        'integral',
        'money',
        'signButton',
        'cancelStatus',
        'cancelTime',
      ]),
    );
    const detail = await c.get('act/api/activityOrder/detail', { orderCode: code, token: u1.userToken });
    expect(detail.data).toMatchObject({ orderCode: code, orderType: 'CONTENT_TYPE_ACTIVITY' });
    expect(Number(((await c.get('act/api/activityOrder/existOrderNum', { token: u1.userToken })).data as Item).num)).toBe(badge0 + 1);
    const again = await postForm(
      c,
      'act/api/activityOrder/saveGenerateOrder',
      { activityId: '80009', sessionId, orderNum: 1, ...contact() },
      { token: u1.userToken },
    );
    expect(again.message).toBe('您已预约过该场次');
    const cancel = await postForm(c, 'act/api/activityOrder/cancel', { orderCode: code }, { token: u1.userToken });
    expect(cancel).toMatchObject({ code: 0, message: '取消成功' });
    expect((await c.get('act/api/activityOrder/detail', { orderCode: code, token: u1.userToken })).data.status).toBe('14');
    expect((await c.get('res/api/activity/getActivityInfo', { id: '80009' })).data.stock).toBe(d.data.stock);
    // Default orderType is the venue; "" lists every type.
    const venueOnly = await c.list('act/api/activityOrder/list', { token: u1.userToken, pageSize: 50 });
    expect(venueOnly.datas.every((o) => o.orderType === 'CONTENT_TYPE_VENUE')).toBe(true);
    // The seeded history (on a fresh upstream: the other tests move the clock, which settles orders for good).
    const fresh = await startTestUpstream();
    const every = await (async () => {
      try {
        const t = await login(fresh, '13800000001');
        return await fresh.list('act/api/activityOrder/list', { token: t.userToken, orderType: '', pageSize: 50 });
      } finally {
        await fresh.upstream.close();
      }
    })();
    expect(new Set(every.datas.map((o) => o.status))).toEqual(new Set(['0', '4', '11', '12', '13', '14', '79']));
    expect(new Set(every.datas.map((o) => o.orderType))).toEqual(
      new Set([
        'CONTENT_TYPE_VENUE',
        'CONTENT_TYPE_SCENERY',
        'CONTENT_TYPE_ACTIVITY_SHIU',
        'CONTENT_TYPE_ACTIVITY',
        'CONTENT_TYPE_TRIPARTITE',
      ]),
    );
    const byStatus = await c.list('act/api/activityOrder/list', { token: u1.userToken, orderType: '', status: '12' });
    expect(byStatus.datas.every((o) => o.status === '12')).toBe(true);
    expect((await c.list('act/api/activityOrder/list', {})).code).toBe(2);
  });

  it('answers every refusal', async () => {
    const u = await login(c, '13800000031');
    const go = (body: Record<string, string | number>, token = u.userToken) =>
      postForm(c, 'act/api/activityOrder/saveGenerateOrder', { ...contact(), orderNum: 1, ...body }, { token });
    expect((await go({ activityId: '1' })).message).toBe('活动不存在');
    const s = async (id: string) => String(((await c.get('res/api/activity/getActivityInfo', { id })).data.sessions as Item[])[0]?.id);
    expect((await go({ activityId: '80006', sessionId: await s('80006') })).message).toBe('该活动无需预约');
    const ended = (await allItems(c, 'res/api/activity/getActivityList')).find(
      (a) => a.activityStatus === '2' && a.type === 'ACTIVITY_TYPE_RESERVE' && a.jumpUrl === '',
    ) as Item;
    expect((await go({ activityId: String(ended.id), sessionId: await s(String(ended.id)) })).message).toBe('不在报名时间内');
    expect((await go({ activityId: '80011', sessionId: await s('80011') })).message).toBe('库存不足');
    expect((await go({ activityId: '80007', sessionId: await s('80007'), orderNum: 2 })).message).toBe('超过单次可预约人数');
    const low = await login(c, '13800000002');
    expect((await go({ activityId: '80002', sessionId: await s('80002') }, low.userToken)).message).toBe('诚信分不足，无法预约');
    const short = await login(c, '13800000003');
    expect((await go({ activityId: '80003', sessionId: await s('80003') }, short.userToken)).message).toBe('您处于失信期，无法预约');
    const lose = await login(c, '13800000004');
    expect((await go({ activityId: '80002', sessionId: await s('80002') }, lose.userToken)).message).toBe('诚信分不足，无法预约');
    expect((await go({ activityId: '80003', sessionId: await s('80003') }, lose.userToken)).message).toBe('您处于失信期，无法预约');
    expect((await go({ activityId: '80001', sessionId: await s('80001') }, '')).code).toBe(2);
  });

  it('applies the cancel window (cancelStatus 2, 24 h) by the dev clock', async () => {
    const u = await login(c, '13800000041');
    const d = await c.get('res/api/activity/getActivityInfo', { id: '80008' });
    expect(d.data).toMatchObject({ cancelStatus: '2', cancelTime: '24', needAudit: '1' });
    const session = (d.data.sessions as Item[])[0] as Item;
    const mk = async () => {
      const r = await postForm(
        c,
        'act/api/activityOrder/saveGenerateOrder',
        { activityId: '80008', sessionId: String(session.id), orderNum: 1, ...contact() },
        { token: u.userToken },
      );
      expect(r.code).toBe(0);
      return String((r.data as Item).orderCode);
    };
    const first = await mk();
    expect((await c.get('act/api/activityOrder/detail', { orderCode: first, token: u.userToken })).data.status).toBe('4');
    expect(await postForm(c, 'act/api/activityOrder/cancel', { orderCode: first }, { token: u.userToken })).toMatchObject({ code: 0 });
    const second = await mk();
    const start = epoch(String(session.startTime));
    try {
      await c.dev.advanceClock(start - 23 * HOUR - (await c.dev.clock()).now);
      const late = await postForm(c, 'act/api/activityOrder/cancel', { orderCode: second }, { token: u.userToken });
      expect(late.message).toBe('已超过可取消时间');
    } finally {
      await c.dev.resetClock();
    }
  });

  it('runs the lazy transitions: review after 2 min (拒 fails), unpaid after 15 min, expiry, check-in window', async () => {
    const u = await login(c, '13800000051');
    const sessionOf = async (id: string) => (await c.get('res/api/activity/getActivityInfo', { id })).data.sessions as Item[] as Item[];
    const s8 = await sessionOf('80008');
    const ok1 = await postForm(
      c,
      'act/api/activityOrder/saveGenerateOrder',
      { activityId: '80008', sessionId: String(s8[0]?.id), orderNum: 1, ...contact() },
      { token: u.userToken },
    );
    const rej = await postForm(
      c,
      'act/api/activityOrder/saveGenerateOrder',
      { activityId: '80008', sessionId: String(s8[1]?.id), orderNum: 1, ...contact('拒绝测试') },
      { token: u.userToken },
    );
    const paid = await postForm(
      c,
      'act/api/activityOrder/saveGenerateOrder',
      { activityId: '80010', sessionId: String((await sessionOf('80010'))[0]?.id), orderNum: 2, ...contact() },
      { token: u.userToken },
    );
    expect([ok1.message, rej.message, paid.message]).toEqual(['success', 'success', 'success']);
    expect((paid.data as Item).status).toBe('0');
    const stockBefore = (await c.get('res/api/activity/getActivityInfo', { id: '80010' })).data.stock;
    const status = async (code: unknown) =>
      (await c.get('act/api/activityOrder/detail', { orderCode: String(code), token: u.userToken })).data.status;
    try {
      await c.dev.advanceClock(3 * 60_000);
      expect(await status((ok1.data as Item).orderCode)).toBe('11');
      expect(await status((rej.data as Item).orderCode)).toBe('79');
      await c.dev.advanceClock(13 * 60_000);
      expect(await status((paid.data as Item).orderCode)).toBe('14');
      expect(Number((await c.get('res/api/activity/getActivityInfo', { id: '80010' })).data.stock)).toBe(Number(stockBefore) + 2);
      // Check-in: refused early, accepted 20 minutes before the start.
      const code = String((ok1.data as Item).orderCode);
      expect((await postForm(c, 'act/api/activityOrder/selfValidOrder', { orderCode: code }, { token: u.userToken })).message).toBe(
        '不在核销时间内',
      );
      const start = epoch(String(s8[0]?.startTime));
      await c.dev.advanceClock(start - 20 * 60_000 - (await c.dev.clock()).now);
      expect((await postForm(c, 'act/api/activityOrder/selfValidOrder', { orderCode: code }, { token: u.userToken })).code).toBe(0);
      expect(await status(code)).toBe('12');
      // Review: only a completed order; marks commentStatus.
      const notDone = await postForm(
        c,
        'res/api/comment/saveComment',
        { content: '好', resourceType: 'CONTENT_TYPE_ACTIVITY', resourceId: '80008', orderId: String((rej.data as Item).orderCode) },
        { token: u.userToken },
      );
      expect(notDone.message).toBe('订单未完成，不能评价');
      const review = await postForm(
        c,
        'res/api/comment/saveComment',
        { content: '很棒', resourceType: 'CONTENT_TYPE_ACTIVITY', resourceId: '80008', orderId: code },
        { token: u.userToken },
      );
      expect(review.code).toBe(0);
      expect((await c.get('act/api/activityOrder/detail', { orderCode: code, token: u.userToken })).data.commentStatus).toBe('1');
    } finally {
      await c.dev.resetClock();
    }
    // Expiry: a to-be-used order past its end becomes 13.
    const u2 = await login(c, '13800000052');
    const s7 = await sessionOf('80001');
    const r = await postForm(
      c,
      'act/api/activityOrder/saveGenerateOrder',
      { activityId: '80001', sessionId: String(s7[0]?.id), orderNum: 1, ...contact() },
      { token: u2.userToken },
    );
    expect(r.code).toBe(0);
    try {
      await c.dev.advanceClock(30 * DAY);
      const later = await login(c, '13800000052'); // tokens last 7 days
      expect(
        (await c.get('act/api/activityOrder/detail', { orderCode: String((r.data as Item).orderCode), token: later.userToken })).data
          .status,
      ).toBe('13');
    } finally {
      await c.dev.resetClock();
    }
  });

  it('decides a review through the dev channel', async () => {
    const u = await login(c, '13800000061');
    const s = ((await c.get('res/api/activity/getActivityInfo', { id: '80008' })).data.sessions as Item[])[0] as Item;
    const r = await postForm(
      c,
      'act/api/activityOrder/saveGenerateOrder',
      { activityId: '80008', sessionId: String(s.id), orderNum: 1, ...contact() },
      { token: u.userToken },
    );
    const code = String((r.data as Item).orderCode);
    expect((await c.dev.reviewOrder(code, false)).status).toBe(79);
  });
});

describe('concurrency', () => {
  it('sells the last 5 seats exactly once to 50 simultaneous users; a double cancel returns seats once', async () => {
    const phones = Array.from({ length: 50 }, (_, i) => `1370000${String(i).padStart(4, '0')}`);
    const users = [];
    for (const p of phones) users.push(await login(c, p));
    const d = await c.get('res/api/activity/getActivityInfo', { id: '80007' });
    expect(d.data.stock).toBe('5');
    const sessionId = String((d.data.sessions as Item[])[0]?.id);
    const results = await Promise.all(
      users.map((u) =>
        postForm(
          c,
          'act/api/activityOrder/saveGenerateOrder',
          { activityId: '80007', sessionId, orderNum: 1, ...contact() },
          { token: u.userToken },
        ),
      ),
    );
    const wins = results.filter((r) => r.code === 0);
    expect(wins.length).toBe(5);
    expect(results.filter((r) => r.code !== 0).every((r) => r.message === '库存不足')).toBe(true);
    expect((await c.get('res/api/activity/getActivityInfo', { id: '80007' })).data.stock).toBe('0');
    const winner = users[results.findIndex((r) => r.code === 0)] as { userToken: string };
    const code = String((wins[0]!.data as Item).orderCode);
    const cancels = await Promise.all(
      [0, 1].map(() => postForm(c, 'act/api/activityOrder/cancel', { orderCode: code }, { token: winner.userToken })),
    );
    expect(cancels.filter((r) => r.code === 0).length).toBe(1);
    expect(cancels.find((r) => r.code !== 0)?.message).toBe('该订单不可取消');
    expect((await c.get('res/api/activity/getActivityInfo', { id: '80007' })).data.stock).toBe('1');
  });
});

describe('ZYTF orders, identity and routes for sale', () => {
  it('pages ZYTF orders by 5 with pageNum, filters by status and cancels', async () => {
    // A fresh upstream: other tests move the clock far, which expires the seeded orders for good.
    const c = await startTestUpstream();
    try {
      const u = await login(c, '13800000001');
      const p1 = await c.list('res/api/zytf/getZYTFOrderList', { token: u.userToken, status: '', pageNum: 1 });
      expect(p1.datas.length).toBe(5);
      expect(p1.page.total).toBeGreaterThanOrEqual(12);
      expect(p1.page.pageSize).toBe(5);
      const p2 = await c.list('res/api/zytf/getZYTFOrderList', { token: u.userToken, pageNum: 2 });
      expect(p2.page.currPage).toBe(2);
      expect(p2.datas[0]?.orderCode).not.toBe(p1.datas[0]?.orderCode);
      expect(typeof p1.datas[0]?.orderStatus).toBe('number');
      for (let st = 0; st <= 7; st++) {
        const r = await c.list('res/api/zytf/getZYTFOrderList', { token: u.userToken, status: String(st) });
        expect(r.page.total).toBeGreaterThan(0);
        expect(r.datas.every((o) => o.orderStatus === st)).toBe(true);
      }
      const open = (await c.list('res/api/zytf/getZYTFOrderList', { token: u.userToken, status: '0', pageSize: 50 })).datas.find(
        (o) => o.cancelStatus === '1',
      ) as Item;
      expect(await postForm(c, 'res/api/zytf/cancelOrder', { orderCode: String(open.orderCode) }, { token: u.userToken })).toMatchObject({
        code: 0,
      });
      const done = (await c.list('res/api/zytf/getZYTFOrderList', { token: u.userToken, status: '1' })).datas[0] as Item;
      expect((await postForm(c, 'res/api/zytf/cancelOrder', { orderCode: String(done.orderCode) }, { token: u.userToken })).message).toBe(
        '该订单不可取消',
      );
      const id = await c.get('user/api/identity/getIdentity', { token: u.userToken });
      expect(String(id.data)).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      await c.upstream.close();
    }
  });

  it('answers routes with code 1 and sets reminders', async () => {
    const scenic = await c.get('res/api/scenic/detail', { id: '10001' });
    const res = await c.get<{ code: number; data: { domain: string; productListVO: Item[] } }>('res/api/route/getRouteList', {
      sysCode: 'site510100',
      resourceCode: String(scenic.data.resourceCode),
    });
    expect(res.code).toBe(1);
    expect(res.data.productListVO.length).toBeGreaterThanOrEqual(2);
    expect(new Set(res.data.productListVO.map((r) => r.saleType))).toEqual(new Set([1, 2]));
    const all = (
      await Promise.all(
        (
          await allItems(c, 'res/api/scenic/list')
        ).map((s) => c.get<{ data: { productListVO: Item[] } }>('res/api/route/getRouteList', { resourceCode: String(s.resourceCode) })),
      )
    ).flatMap((r) => r.data.productListVO);
    const now = (await c.dev.clock()).now;
    const timed = all.filter((r) => r.saleType === 2);
    expect(timed.some((r) => epoch(String(r.upperTime)) > now)).toBe(true);
    expect(timed.some((r) => epoch(String(r.upperTime)) <= now && epoch(String(r.lowerTime)) > now)).toBe(true);
    expect(timed.some((r) => epoch(String(r.lowerTime)) <= now)).toBe(true);
    const before = timed.find((r) => epoch(String(r.upperTime)) > now) as Item;
    const u = demo;
    const set = await postForm(
      c,
      'res/api/route/setOpenAndClose',
      { productId: String(before.id), status: 1, openid: '' },
      { token: u.userToken },
    );
    expect(set.code).toBe(1);
    const scen = (await allItems(c, 'res/api/scenic/list')).find((s) => all.filter((r) => r.id === before.id).length > 0 && s) as Item;
    void scen;
    const refused = await postForm(
      c,
      'res/api/route/setOpenAndClose',
      { productId: String(timed.find((r) => epoch(String(r.lowerTime)) <= now)?.id), status: 1 },
      { token: u.userToken },
    );
    expect(refused.code).not.toBe(1);
    expect(refused.msg).toBeTruthy();
    const notes = await c.get('res/api/route/getRouteReservationNotes', { productSn: String(before.sn), sysCode: 'site510100' });
    expect(Object.keys(notes.data).sort()).toEqual(['considerations', 'exclude', 'included', 'reservationNotes']);
  });

  it('shows remindStatus for the caller', async () => {
    const u = await login(c, '13800000071');
    const scenic = await allItems(c, 'res/api/scenic/list');
    for (const s of scenic) {
      const r = await c.get<{ data: { productListVO: Item[] } }>('res/api/route/getRouteList', {
        resourceCode: String(s.resourceCode),
        token: u.userToken,
      });
      const now = (await c.dev.clock()).now;
      const target = r.data.productListVO.find((x) => x.saleType === 2 && epoch(String(x.upperTime)) > now);
      if (!target) continue;
      await postForm(c, 'res/api/route/setOpenAndClose', { productId: String(target.id), status: 1 }, { token: u.userToken });
      const again = await c.get<{ data: { productListVO: Item[] } }>('res/api/route/getRouteList', {
        resourceCode: String(s.resourceCode),
        token: u.userToken,
      });
      expect(again.data.productListVO.find((x) => x.id === target.id)?.remindStatus).toBe(1);
      return;
    }
    throw new Error('no timed route before its sale');
  });
});

describe('shop', () => {
  const shop = async (path: string, sid: string, init: { method?: string; json?: unknown; query?: Record<string, string> } = {}) => {
    const qs = new URLSearchParams(init.query ?? {}).toString();
    const res = await fetch(`${c.url}/culturalcloud/1.0/${path}${qs ? `?${qs}` : ''}`, {
      method: init.method ?? 'GET',
      headers: {
        domain: 'https://cd.wenlvyun.example.cn',
        'session-id': sid,
        ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
    return (await res.json()) as Record<string, unknown> & { code: number; list: Item[]; data: Item; total: number };
  };

  it('needs a session; lists all six order types with their statuses; cancels, refunds, wallet', async () => {
    expect((await shop('userOrder/myOrderList', '')).code).toBe(2);
    expect((await shop('userOrder/myOrderList', 'bogus')).code).toBe(2);
    const u = demo;
    expect((await shop('user/free', '', { query: { token: 'bad' } })).code).toBe(2);
    const free = await shop('user/free', '', { query: { token: u.userToken } });
    const sid = String(free.data.sessionId);
    const page = await shop('userOrder/myOrderList', sid, { query: { pageNum: '1', pageSize: '50' } });
    expect(Object.keys(page).sort()).toEqual(['code', 'list', 'pageNum', 'pageSize', 'total']);
    expect(page.total).toBeGreaterThan(50);
    for (let type = 1; type <= 6; type++) {
      const r = await shop('userOrder/myOrderList', sid, { query: { orderType: String(type), pageSize: '50' } });
      expect(r.total).toBeGreaterThanOrEqual(3);
      expect(r.list.every((o) => o.orderType === type && typeof o.orderStatus === 'number')).toBe(true);
    }
    const toPay = (await shop('userOrder/myOrderList', sid, { query: { orderType: '5', orderStatus: '0' } })).list[0] as Item;
    const detail = await shop('userOrder/orderDetail', sid, { query: { orderId: String(toPay.orderId) } });
    expect(detail.data).toMatchObject({ orderId: toPay.orderId, orderPayAmount: toPay.orderPayAmount });
    expect(Object.keys(detail.data)).toEqual(
      expect.arrayContaining(['receiver', 'address', 'logistics', 'tickets', 'checkIn', 'checkOut']),
    );
    expect((await shop('userOrder/cancelOrder', sid, { method: 'POST', json: { orderId: toPay.orderId } })).code).toBe(0);
    expect((await shop('userOrder/orderDetail', sid, { query: { orderId: String(toPay.orderId) } })).data.orderStatus).toBe(9);
    expect((await shop('userOrder/cancelOrder', sid, { method: 'POST', json: { orderId: toPay.orderId } })).code).toBe(1);
    const paid = (await shop('userOrder/myOrderList', sid, { query: { orderType: '1', orderStatus: '1' } })).list[0] as Item;
    const amount = await shop('userOrder/getRefundAmount', sid, { method: 'POST', json: { orderId: paid.orderId } });
    expect(amount.data.amount).toBe(paid.orderPayAmount);
    const w0 = (await shop('wallet/info', sid)).data;
    const apply = await shop('userOrder/refund/apply', sid, {
      method: 'POST',
      json: { orderId: paid.orderId, reason: '不想要了', amount: paid.orderPayAmount },
    });
    expect(apply.code).toBe(0);
    expect((await shop('userOrder/orderDetail', sid, { query: { orderId: String(paid.orderId) } })).data.refundStatus).toBe(1);
    try {
      await c.dev.advanceClock(61_000);
      expect((await shop('userOrder/orderDetail', sid, { query: { orderId: String(paid.orderId) } })).data.refundStatus).toBe(2);
      const w1 = (await shop('wallet/info', sid)).data;
      expect(Number(w1.balance)).toBeCloseTo(Number(w0.balance) + Number(paid.orderPayAmount), 2);
      const recs = await shop('wallet/records', sid, { query: { pageNum: '1', pageSize: '10' } });
      expect(recs.list.some((r) => r.type === 'REFUND' && r.amount === paid.orderPayAmount)).toBe(true);
      expect((await shop('wallet/withdraw', sid, { method: 'POST', json: { amount: '999999' } })).msg).toBe('余额不足');
      expect((await shop('wallet/withdraw', sid, { method: 'POST', json: { amount: '1.00' } })).code).toBe(0);
    } finally {
      await c.dev.resetClock();
    }
  });

  it('answers code 3 for the suspended site on shop and issue-4 paths', async () => {
    const res = await fetch(`${c.url}/culturalcloud/1.0/userOrder/myOrderList`, {
      headers: { domain: 'https://jyg.wenlvyun.example.cn', 'session-id': 'x' },
    });
    expect(((await res.json()) as Item).code).toBe(3);
    for (const path of [
      'res/api/activity/classifyList',
      'res/api/activityRoom/list',
      'res/api/resourceOrder/commonOrderTimeList',
      'act/api/activityOrder/list',
      'res/api/zytf/getZYTFOrderList',
      'res/api/route/getRouteList',
    ]) {
      expect((await c.get(path, { siteCode: 'site620200' })).code).toBe(3);
    }
    expect((await postJson(c, 'act/api/activityOrder/cancel', {}, { siteCode: 'site620200' })).code).toBe(3);
  });
});
