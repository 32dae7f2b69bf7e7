import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestUpstream, type Client, type Envelope, type Item } from './helpers.ts';

let c: Client;
beforeAll(async () => {
  c = await startTestUpstream();
});
afterAll(async () => {
  await c.upstream.close();
});

describe('a volunteer sign-in detail', () => {
  it("answers the caller's own sign-in with the shift's times and point, and anyone else's as a missing one", async () => {
    const me = (await login(c, '13800000007')).userToken;
    const records = await c.list('res/api/volunteerSignInService/records', { token: me, pageSize: 50 });
    const mine = records.datas.find((r) => r.signOutTime) as Item;
    expect(mine, 'a demo sign-in with its sign-out').toBeTruthy();
    const detail = await c.get<Envelope<Item>>('res/api/volunteerSignInService/detail', { token: me, id: String(mine.id) });
    expect(detail.code).toBe(0);
    expect(detail.data).toMatchObject({
      id: mine.id,
      scheduleId: mine.scheduleId,
      scheduleTitle: mine.scheduleTitle,
      signInTime: mine.signInTime,
      signOutTime: mine.signOutTime,
      serviceTime: mine.serviceTime,
    });
    expect(String(detail.data.startTime)).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(String(detail.data.endTime)).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(String(detail.data.address).length).toBeGreaterThan(0);
    expect(Number(detail.data.longitude)).toBeGreaterThan(0);

    const other = (await login(c, '13800000041')).userToken;
    const theirs = await c.get('res/api/volunteerSignInService/detail', { token: other, id: String(mine.id) });
    const none = await c.get('res/api/volunteerSignInService/detail', { token: other, id: '999999999' });
    expect(theirs).toMatchObject({ code: 1, message: '签到记录不存在' });
    expect({ ...theirs, responseTime: 0 }).toEqual({ ...none, responseTime: 0 });
    expect(await c.get('res/api/volunteerSignInService/detail', { token: me, id: 'x' })).toMatchObject({ code: 1 });
    expect(await c.get('res/api/volunteerSignInService/detail', { token: me, id: String(mine.id), siteCode: 'site450300' })).toMatchObject({
      code: 1,
    });
    expect((await c.get('res/api/volunteerSignInService/detail', { id: String(mine.id) })).code).toBe(2);
  });
});
