/**
 * Points, VIP levels and tasks: the demo ledger adds up to the balance the personal centre shows,
 * the level and the next, the task list's state, the daily sign-in paying once per China-time
 * day, the share paying its first call only, the first comment paying once ever.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sm4Encrypt } from '../src/crypto/sm4.ts';
import { allItems, login, postForm, startTestUpstream, type Client, type Envelope, type Item } from './helpers.ts';

let c: Client;
let a: string;
let b: string;
beforeAll(async () => {
  c = await startTestUpstream();
  a = (await login(c, '13800000001')).userToken;
  b = (await login(c, '13800000002')).userToken;
});
afterAll(async () => {
  await c.upstream.close();
});

const info = async (token: string) => (await c.get<Envelope<Item>>('user/api/point/info', { token })).data;
const centre = async (token: string) => (await c.get<Envelope<Item>>('user/api/userBind/personalCenterInfo', { token })).data;
const tasks = async (token: string) =>
  Object.fromEntries((await c.list('task/api/task/list', { token })).datas.map((t) => [t.taskCode, t.status]));
const sum = (rows: Item[]) => rows.reduce((n, r) => n + Number(r.integral), 0);

describe('points', () => {
  it('needs a session for the caller’s own figures', async () => {
    expect((await c.get('user/api/point/info')).code).toBe(2);
    expect((await c.list('user/api/point/recordList')).code).toBe(2);
    expect((await postForm(c, 'task/api/task/signIn', {})).code).toBe(2);
  });

  it('answers a balance the history adds up to, the same as the personal centre’s', async () => {
    const mine = await info(a);
    expect(mine).toMatchObject({ integral: '320', totalIntegral: '320', level: '2', nextLevel: '3', nextLevelIntegral: '500' });
    expect((await centre(a)).integral).toBe('320');
    expect(sum(await allItems(c, 'user/api/point/recordList', { token: a }))).toBe(320);
    expect(sum(await allItems(c, 'user/api/point/recordList', { token: b }))).toBe(40);
    const levels = (await c.list('user/api/point/levelList')).datas;
    expect(levels.map((l) => l.minIntegral)).toEqual(['0', '100', '500', '1000', '3000']);
  });

  it('pays the daily sign-in once a day, even when claimed twice at once', async () => {
    expect((await tasks(b)).SIGN_IN).toBe('0');
    const [one, two] = await Promise.all([
      postForm(c, 'task/api/task/signIn', {}, { token: b }),
      postForm(c, 'task/api/task/signIn', {}, { token: b }),
    ]);
    expect([one.code, two.code].sort()).toEqual([0, 1]);
    expect([one.message, two.message]).toContain('今日已签到');
    expect((await info(b)).integral).toBe('45');
    expect((await centre(b)).integral).toBe('45');
    expect((await tasks(b)).SIGN_IN).toBe('1');
    await c.dev.advanceClock(24 * 3600_000);
    expect((await tasks(b)).SIGN_IN).toBe('0');
    expect((await postForm(c, 'task/api/task/signIn', {}, { token: b })).code).toBe(0);
    expect((await info(b)).integral).toBe('50');
  });

  it('pays the day’s first share only, and the first comment once ever', async () => {
    const shares = await Promise.all([1, 2, 3].map(() => postForm(c, 'task/api/task/share', {}, { token: a })));
    expect(shares.map((s) => s.code)).toEqual([0, 0, 0]);
    expect(shares.map((s) => (s.data as Item).integral).sort()).toEqual(['0', '0', '5']);
    expect(Number((await info(a)).integral)).toBe(325);
    expect((await tasks(a)).FIRST_COMMENT).toBe('1');
    const place = (await c.list('res/api/scenic/list', { pageSize: 1 })).datas[0] as Item;
    const comment = (content: string) =>
      postForm(
        c,
        'res/api/comment/saveComment',
        { content, resourceType: 'CONTENT_TYPE_SCENERY', resourceId: String(place.id) },
        { token: b },
      );
    const before = Number((await info(b)).integral);
    const saved = await Promise.all([comment('第一条'), comment('第二条')]);
    expect(saved.map((s) => s.code)).toEqual([0, 0]);
    expect(Number((await info(b)).integral)).toBe(before + 20);
    expect((await comment('第三条')).code).toBe(0);
    expect(Number((await info(b)).integral)).toBe(before + 20);
    expect((await tasks(b)).FIRST_COMMENT).toBe('1');
  });

  it('records points spent on a booking and given back on its cancellation; neither counts toward the level', async () => {
    const before = await info(b);
    const d = await c.get<Envelope<Item>>('res/api/activity/getActivityInfo', { id: '80009' }); // 30 points a seat
    const sessionId = String(((d.data.sessions as Item[])[0] as Item).id);
    const contact = { contactName: '张三', contactPhone: sm4Encrypt('13900000000') };
    const created = await postForm(
      c,
      'act/api/activityOrder/saveGenerateOrder',
      { activityId: '80009', sessionId, orderNum: 1, ...contact },
      { token: b },
    );
    expect(created.code).toBe(0);
    const code = String((created.data as Item).orderCode);
    expect(await info(b)).toMatchObject({ integral: String(Number(before.integral) - 30), totalIntegral: before.totalIntegral });
    expect((await c.list('user/api/point/recordList', { token: b, pageSize: 1 })).datas[0]).toMatchObject({
      type: 'BOOKING',
      integral: '-30',
    });
    expect((await postForm(c, 'act/api/activityOrder/cancel', { orderCode: code }, { token: b })).code).toBe(0);
    expect(await info(b)).toMatchObject({ integral: before.integral, totalIntegral: before.totalIntegral });
    expect((await c.list('user/api/point/recordList', { token: b, pageSize: 1 })).datas[0]).toMatchObject({
      type: 'BOOKING_REFUND',
      integral: '30',
    });
    expect(sum(await allItems(c, 'user/api/point/recordList', { token: b }))).toBe(Number(before.integral));
  });
});
