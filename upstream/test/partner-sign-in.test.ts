import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sm4Encrypt } from '../src/crypto/sm4.ts';
import { login, postForm, smsCode, startTestUpstream, type Client, type Envelope, type Item } from './helpers.ts';

let c: Client;
beforeAll(async () => {
  c = await startTestUpstream();
});
afterAll(async () => {
  await c.upstream.close();
});

const ticket = async (kind: string, phone: string, ttlMs?: number) =>
  (await c.dev.control<{ ticket: string }>('POST', 'partner-tickets', { kind, phone, ...(ttlMs ? { ttlMs } : {}) })).ticket;

const userOf = async (token: string) => (await c.get<Envelope<Item>>('user/api/userInfo/getDsUserInfo', { token })).data;

describe('beta sites', () => {
  it('a beta site opens to its testers only; other sites to everyone', async () => {
    const tester = (await login(c, '13800000066')).userToken;
    const other = (await login(c, '13800000067')).userToken;
    const access = (siteCode: string, token = '') => c.get<Envelope<Item>>('user/api/site/betaAccess', { siteCode, token });
    expect((await access('site513224')).data).toEqual({ betaStatus: 1, signedIn: 0, allowed: 0 });
    expect((await access('site513224', other)).data).toEqual({ betaStatus: 1, signedIn: 1, allowed: 0 });
    expect((await access('site513224', tester)).data).toEqual({ betaStatus: 1, signedIn: 1, allowed: 1 });
    expect((await access('site513225')).data).toEqual({ betaStatus: 0, signedIn: 0, allowed: 1 });
    expect((await c.get<Envelope<Item>>('user/api/site/siteInfo', { siteCode: 'site513224' })).data).toMatchObject({
      name: '松潘文旅',
      betaStatus: 1,
    });
    expect((await c.list('res/api/scenic/list', { siteCode: 'site513224' })).datas.map((p) => p.name)).toContain('黄龙风景名胜区');
  });
});

describe('partner sign-in', () => {
  it('each kind of ticket signs its phone in once, by its own call only', async () => {
    const calls: [string, (t: string) => Promise<Envelope<Item>>][] = [
      ['DAQ', (t) => postForm(c, 'user/api/userBind/redirectLinkValid', { daqToken: t })],
      ['EXTERNAL', (t) => postForm(c, 'user/api/userBind/externalLogin', { token: t })],
      ['IFLY', (t) => postForm(c, 'user/api/userBind/iFlyLogin', { token: t })],
      ['CDDY', (t) => postForm(c, 'user/api/userBind/cddyLogin', { token: t })],
      ['TFCLOUD', (t) => c.get('user/api/tfCloud/parseCode', { code: t })],
      ['HHESPEED', (t) => c.get('user/api/hheSpeed/parseCode', { code: t })],
    ];
    for (const [i, [kind, call]] of calls.entries()) {
      const phone = `1391000000${i}`;
      const t = await ticket(kind, phone);
      const first = await call(t);
      expect(first.code, kind).toBe(0);
      const info = first.data as { userToken: string; phone: string };
      expect(info.phone).toBe(`${phone.slice(0, 3)}****${phone.slice(7)}`);
      expect((await userOf(info.userToken)).phone).toBe(info.phone);
      const again = await call(t);
      expect(again.code, `${kind} replayed`).toBe(1);
      // another kind's call refuses the ticket
      const [, otherCall] = calls[(i + 1) % calls.length]!;
      expect((await otherCall(await ticket(kind, phone))).code, `${kind} elsewhere`).toBe(1);
    }
  });

  it('refuses an expired, a forged and an empty ticket', async () => {
    const expired = await ticket('DAQ', '13910000010', 1000);
    await c.dev.advanceClock(2000);
    const refusal = await postForm(c, 'user/api/userBind/redirectLinkValid', { daqToken: expired });
    expect(refusal).toMatchObject({ code: 1, message: '链接已失效' });
    expect((await postForm(c, 'user/api/userBind/redirectLinkValid', { daqToken: 'f'.repeat(32) })).code).toBe(1);
    expect((await postForm(c, 'user/api/userBind/redirectLinkValid', { daqToken: '' })).code).toBe(1);
    expect((await c.get('user/api/tfCloud/parseCode', { code: '../x' })).code).toBe(1);
  });

  it('of two uses at once exactly one signs in', async () => {
    const t = await ticket('EXTERNAL', '13910000011');
    const answers = await Promise.all([1, 2, 3].map(() => postForm(c, 'user/api/userBind/externalLogin', { token: t })));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
  });
});

describe('SM4 sign-in', () => {
  it('smsCodeSm4 sends, loginSm4 signs in with an SM4 code, registerSm4 registers new phones only', async () => {
    const phone = '13910000020';
    const send = await postForm(c, 'user/api/userBind/smsCodeSm4', { phone: sm4Encrypt(phone), type: 'LOGIN' });
    expect(send.code).toBe(0);
    const code = await c.dev.smsCode(phone);
    expect((await postForm(c, 'user/api/userBind/loginSm4', { phone: sm4Encrypt(phone), code })).code).toBe(1);
    const wrong = await postForm(c, 'user/api/userBind/loginSm4', { phone: sm4Encrypt(phone), code: sm4Encrypt('000000') });
    expect(wrong.code).toBe(code === '000000' ? 0 : 1);
    const signed = await postForm(c, 'user/api/userBind/loginSm4', { phone: sm4Encrypt(phone), code: sm4Encrypt(code) });
    expect(signed).toMatchObject({ code: 0, message: '注册成功' });
    // the code is used: a second sign-in with it is refused
    expect((await postForm(c, 'user/api/userBind/loginSm4', { phone: sm4Encrypt(phone), code: sm4Encrypt(code) })).code).toBe(1);

    await c.dev.advanceClock(61_000);
    const again = await smsCode(c, phone);
    const known = await postForm(c, 'user/api/userBind/registerSm4', { phone: sm4Encrypt(phone), code: sm4Encrypt(again) });
    expect(known).toMatchObject({ code: 1, message: '该手机号已注册，请直接登录' });
    const fresh = '13910000021';
    const code2 = await smsCode(c, fresh);
    expect((await postForm(c, 'user/api/userBind/registerSm4', { phone: sm4Encrypt(fresh), code: sm4Encrypt(code2) })).code).toBe(0);
    expect((await postForm(c, 'user/api/userBind/loginSm4', { phone: 'zz', code: sm4Encrypt(code2) })).code).toBe(1);
  });
});

describe('bindOpenId', () => {
  it('binds an open id to the signed-in account once; another account keeps its own', async () => {
    const a = (await login(c, '13910000030')).userToken;
    const b = (await login(c, '13910000031')).userToken;
    const bind = (token: string, wechatOpenId: string) => postForm(c, 'user/api/userBind/bindOpenId', { wechatOpenId }, { token });
    expect((await bind('', 'o-bind-a')).code).toBe(2);
    expect((await bind(a, '')).code).toBe(1);
    const bound = await bind(a, 'o-bind-a');
    expect(bound.code).toBe(0);
    expect((await userOf(a)).wechatOpenId).toBe('o-bind-a');
    expect((await bind(a, 'o-bind-a')).code).toBe(0);
    expect(await bind(b, 'o-bind-a')).toMatchObject({ code: 1, message: '该微信已绑定其他账号' });
    expect(await bind(a, 'o-bind-other')).toMatchObject({ code: 1, message: '当前账号已绑定其他微信' });
    // the bound open id signs the account in from the messaging app
    const viaApp = await c.get<Envelope<Item>>('user/wechatOpenAuth/getUserData', { wechatOpenId: 'o-bind-a' });
    expect(viaApp.data.unid).toBe((await userOf(a)).unid);
  });
});
