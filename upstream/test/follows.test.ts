import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, postForm, startTestUpstream, type Client } from './helpers.ts';

let c: Client;
let a: { userToken: string; unid: string };
let b: { userToken: string; unid: string };
let e: { userToken: string; unid: string };
beforeAll(async () => {
  c = await startTestUpstream();
  a = await login(c, '13800000001');
  b = await login(c, '13800000002');
  e = await login(c, '13912340077');
});
afterAll(async () => {
  await c.upstream.close();
});

const focus = (token: string, userId: string, on = true) =>
  postForm(c, `user/api/userFocus/${on ? 'focus' : 'cancelFocus'}`, { userId }, { token });

describe('following people', () => {
  it('needs a session', async () => {
    expect((await c.list('user/api/userFocus/fansList')).code).toBe(2);
    expect((await postForm(c, 'user/api/userFocus/focus', { userId: b.unid })).code).toBe(2);
  });

  it('answers the demo fans and follows, with whether the caller follows back, on every site', async () => {
    const fans = await c.list('user/api/userFocus/fansList', { token: a.userToken });
    expect(fans.page.total).toBe(4);
    const back = fans.datas.find((d) => d.userId === b.unid)!;
    expect(back).toMatchObject({ nickName: '慢游的猫', focusStatus: '1' });
    expect(fans.datas.filter((d) => d.focusStatus === '0')).toHaveLength(2);
    const follows = await c.list('user/api/userFocus/focusList', { token: a.userToken, siteCode: 'site530700' });
    expect(follows.datas).toHaveLength(2);
    expect(follows.datas.map((d) => d.userId)).toContain(b.unid);
    expect((await c.list('user/api/userFocus/fansList', { token: b.userToken })).page.total).toBe(1);
  });

  it('follows once, unfollows once; not oneself, not a user who does not exist', async () => {
    expect((await focus(e.userToken, a.unid)).message).toBe('关注成功');
    expect((await focus(e.userToken, a.unid)).message).toBe('您已关注');
    const fans = await c.list('user/api/userFocus/fansList', { token: a.userToken });
    expect(fans.page.total).toBe(5);
    expect(fans.datas[0]).toMatchObject({ userId: e.unid, focusStatus: '0' });
    expect((await focus(e.userToken, a.unid, false)).message).toBe('已取消关注');
    expect((await focus(e.userToken, a.unid, false)).message).toBe('您未关注');
    expect((await focus(a.userToken, a.unid)).message).toBe('不能关注自己');
    expect((await focus(a.userToken, 'nobody')).message).toBe('用户不存在');
    expect((await c.list('user/api/userFocus/fansList', { token: a.userToken })).page.total).toBe(4);
  });
});

describe('followed resources', () => {
  it('lists what the caller follows of a type on the site, latest followed first; unfollowing takes it off', async () => {
    for (const siteCode of ['site510100', 'site530700', 'site450300', 'site610100', 'site222400', 'site513225']) {
      const activities = await c.list('res/api/interactManage/focusList', {
        token: b.userToken,
        siteCode,
        resourceType: 'CONTENT_TYPE_ACTIVITY',
      });
      expect(activities.datas.length, siteCode).toBeGreaterThan(0);
    }
    const teams = await c.list('res/api/interactManage/focusList', { token: b.userToken, resourceType: 'CONTENT_TYPE_VOLUNTEER_TEAM' });
    expect(teams.datas.length).toBeGreaterThan(0);
    expect((await c.list('res/api/interactManage/focusList', { token: a.userToken, resourceType: 'CONTENT_TYPE_ACTIVITY' })).datas).toEqual(
      [],
    );
    const list = await c.list('res/api/interactManage/focusList', { token: b.userToken, resourceType: 'CONTENT_TYPE_ACTIVITY' });
    const first = list.datas[0]!;
    expect(first).toMatchObject({ resourceType: 'CONTENT_TYPE_ACTIVITY' });
    expect(String(first.resourceName)).not.toBe('');
    const off = await postForm(
      c,
      'res/api/interactManage/cancelFocus',
      { resourceType: 'CONTENT_TYPE_ACTIVITY', resourceId: String(first.resourceId) },
      { token: b.userToken },
    );
    expect(off.code).toBe(0);
    const after = await c.list('res/api/interactManage/focusList', { token: b.userToken, resourceType: 'CONTENT_TYPE_ACTIVITY' });
    expect(after.datas.map((d) => d.resourceId)).not.toContain(first.resourceId);
    expect((await c.list('res/api/interactManage/focusList', { token: a.userToken, resourceType: 'NOPE' })).message).toBe('资源类型不正确');
  });
});
