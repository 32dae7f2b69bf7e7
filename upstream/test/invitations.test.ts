/**
 * Invitations: the caller's code, binding it once per user (never one's own, an unknown code
 * refused), the inviter's gift through the points ledger once per invitee even when bound twice
 * at once, the inviter's summary and invitees.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, postForm, startTestUpstream, type Client, type Envelope, type Item } from './helpers.ts';

let c: Client;
let a: string;
let b: string;
let d: string;
beforeAll(async () => {
  c = await startTestUpstream();
  a = (await login(c, '13800000005')).userToken;
  b = (await login(c, '13800000002')).userToken;
  d = (await login(c, '13800000004')).userToken;
});
afterAll(async () => {
  await c.upstream.close();
});

const data = async (path: string, token: string) => (await c.get<Envelope<Item>>(path, { token })).data;
const bind = (token: string, inviteCode: string) => postForm(c, 'user/api/vipInvite/bindInviteCode', { inviteCode }, { token });
const balance = async (token: string) => Number((await data('user/api/point/info', token)).integral);

describe('invitations', () => {
  it('needs a session', async () => {
    expect((await c.get('user/api/vipInvite/myInviteCode')).code).toBe(2);
    expect((await bind('', 'ABCDEFG')).code).toBe(2);
  });

  it('refuses an unknown code and one’s own; binds once, the gift once, even twice at once', async () => {
    const code = String((await data('user/api/vipInvite/myInviteCode', a)).inviteCode);
    expect(code).toMatch(/^[A-Z0-9]{7}$/);
    expect(await data('user/api/vipInvite/myInviteCode', a)).toMatchObject({ inviteCode: code, giftIntegral: '50' });
    expect((await bind(b, 'ZZZZZZZ')).message).toBe('邀请码不存在');
    expect((await bind(a, code)).message).toBe('不能填写自己的邀请码');
    const before = await balance(a);
    const [one, two] = await Promise.all([bind(b, code), bind(b, code.toLowerCase())]);
    expect([one.code, two.code].sort()).toEqual([0, 1]);
    expect([one.message, two.message]).toContain('您已绑定过邀请码');
    expect(await balance(a)).toBe(before + 50);
    expect((await bind(b, String((await data('user/api/vipInvite/myInviteCode', d)).inviteCode))).message).toBe('您已绑定过邀请码');
    expect(await data('user/api/vipInvite/inviteInfo', a)).toMatchObject({ inviteNum: '1', giftIntegral: '50', bound: '0' });
    expect(await data('user/api/vipInvite/inviteInfo', b)).toMatchObject({ bound: '1', inviterNickName: expect.any(String) });
    const list = await c.list('user/api/vipInvite/inviteList', { token: a });
    expect(list.datas).toHaveLength(1);
    expect(list.datas[0]).toMatchObject({ integral: '50' });
    const history = await c.list('user/api/point/recordList', { token: a, pageSize: 1 });
    expect(history.datas[0]).toMatchObject({ type: 'INVITE', integral: '50' });
  });
});
