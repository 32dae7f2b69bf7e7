import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SM4_KEY, decryptPhone, maskPhone, sm4Decrypt, sm4Encrypt } from '../src/crypto/sm4.ts';
import { chinaDate, formatChinaTime } from '../src/time.ts';
import { login, postForm, smsCode, startTestUpstream, type Client, type Item } from './helpers.ts';
import { jsapiSignature } from '../src/families/accounts/wechat.ts';

let c: Client;
beforeAll(async () => {
  c = await startTestUpstream();
});
afterAll(async () => {
  await c.upstream.close();
});

const enc = sm4Encrypt;
const NOT_LOGGED_IN = '登录已失效，请重新登录';
const MIN = 60_000;
const DAY = 24 * 3600 * 1000;

async function serverNow(): Promise<number> {
  return (await c.dev.clock()).now;
}

describe('SM4', () => {
  it('round-trips under the default key of API.md', () => {
    expect(DEFAULT_SM4_KEY).toBe('0123456789abcdeffedcba9876543210');
    const hex = sm4Encrypt('13800000001');
    expect(hex).toMatch(/^[0-9a-f]{32}$/);
    expect(hex).toBe('44a0297c548ace5547f858346025162f');
    expect(sm4Decrypt(hex)).toBe('13800000001');
    expect(decryptPhone(hex.toUpperCase())).toBe('13800000001');
  });

  it('rejects what is not a ciphertext of an 11-digit phone', () => {
    expect(decryptPhone('13800000001')).toBeNull();
    expect(decryptPhone('')).toBeNull();
    expect(decryptPhone('zz')).toBeNull();
    expect(decryptPhone('a'.repeat(32))).toBeNull();
    expect(decryptPhone(sm4Encrypt('12345'))).toBeNull();
    expect(decryptPhone(sm4Encrypt('13800000001', 'ffffffffffffffffffffffffffffffff'))).toBeNull();
    expect(maskPhone('13800000001')).toBe('138****0001');
  });
});

describe('SMS codes', () => {
  it('sends a 6-digit code to a valid encrypted phone, visible on the dev channel', async () => {
    const res = await c.get('user/api/userBind/sendSmsCodeSm4', { phone: enc('13900000101'), type: 'LOGIN' });
    expect(res.code).toBe(0);
    expect(res.message).toBe('验证码已发送');
    const sms = await c.dev.lastSms('13900000101');
    expect(sms?.code).toMatch(/^\d{6}$/);
    expect(sms?.type).toBe('LOGIN');
    expect(await c.dev.lastSms('13900000999')).toBeNull();
  });

  it('answers code 1 手机号格式不正确 for plain, undecryptable or short phones', async () => {
    for (const phone of ['13900000102', 'nothex', enc('1390000010'), '']) {
      const res = await c.get('user/api/userBind/sendSmsCodeSm4', { phone, type: 'LOGIN' });
      expect(res.code, phone).toBe(1);
      expect(res.message).toBe('手机号格式不正确');
    }
  });

  it('limits a phone to one code every 60 s', async () => {
    const phone = '13900000103';
    expect((await c.get('user/api/userBind/sendSmsCodeSm4', { phone: enc(phone), type: 'LOGIN' })).code).toBe(0);
    const first = await c.dev.lastSms(phone);
    const again = await c.get('user/api/userBind/sendSmsCodeSm4', { phone: enc(phone), type: 'BIND' });
    expect(again.code).toBe(1);
    expect(again.message).toBe('发送过于频繁，请60秒后再试');
    await c.dev.advanceClock(61_000);
    expect((await c.get('user/api/userBind/sendSmsCodeSm4', { phone: enc(phone), type: 'LOGIN' })).code).toBe(0);
    expect((await c.dev.lastSms(phone))?.sentAt).toBeGreaterThan(first?.sentAt ?? 0);
  });

  it('expires a code after 5 minutes and uses it once', async () => {
    const phone = '13900000104';
    const code = await smsCode(c, phone);
    await c.dev.advanceClock(5 * MIN + 1000);
    const late = await postForm(c, 'user/api/userBind/loginOrRegister', { phone: enc(phone), code, siteId: '1001' });
    expect(late.code).toBe(1);
    expect(late.message).toBe('验证码已过期');
    const fresh = await smsCode(c, phone);
    expect((await postForm(c, 'user/api/userBind/loginOrRegister', { phone: enc(phone), code: fresh })).code).toBe(0);
    const reuse = await postForm(c, 'user/api/userBind/loginOrRegister', { phone: enc(phone), code: fresh });
    expect(reuse.code).toBe(1);
    expect(reuse.message).toBe('验证码已过期');
  });

  it('invalidates a code after 5 wrong tries', async () => {
    const phone = '13900000105';
    const code = await smsCode(c, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await postForm(c, 'user/api/userBind/loginOrRegister', { phone: enc(phone), code: wrong });
      expect(res.code).toBe(1);
      expect(res.message).toBe('验证码错误');
    }
    const right = await postForm(c, 'user/api/userBind/loginOrRegister', { phone: enc(phone), code });
    expect(right.code).toBe(1);
    expect(right.message).toBe('验证码已过期');
  });

  it('answers 验证码错误 when no code was sent', async () => {
    const res = await postForm(c, 'user/api/userBind/loginOrRegister', { phone: enc('13900000106'), code: '123456' });
    expect(res.message).toBe('验证码错误');
  });
});

describe('log-in or register', () => {
  it('registers a new phone and answers UserInfo', async () => {
    const info = await login(c, '13900000201');
    expect(info.unid).toMatch(/^[0-9a-f]{32}$/);
    expect(info.userToken).toMatch(/^[0-9a-f]{32}$/);
    expect(info.userCenterToken).toMatch(/^[0-9a-f]{32}$/);
    expect(info.phone).toBe('139****0201');
    expect(info.encryption).toBe(enc('13900000201'));
    expect(info.siteId).toBe('1001');
    expect(info.volunteerStatus).toBe('0');
    expect(info.wechatOpenId).toBe('');
    expect(String(info.nickName)).toContain('0201');
    expect(String(info.headImg)).toMatch(new RegExp(`^${c.url}/files/avatars/.+\\.svg$`));
    const avatar = await fetch(String(info.headImg));
    expect(avatar.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('logs an existing phone in with a new token', async () => {
    const a = await login(c, '13900000202');
    await c.dev.advanceClock(61_000);
    const b = await login(c, '13900000202');
    expect(b.unid).toBe(a.unid);
    expect(b.userToken).not.toBe(a.userToken);
    for (const t of [a.userToken, b.userToken]) {
      expect((await c.get('user/api/userBind/personalCenterInfo', { token: t })).code).toBe(0);
    }
  });

  it('knows the demo users', async () => {
    const one = await login(c, '13800000001');
    expect(one.nickName).toBe('蓉城旅人');
    expect(one.wechatOpenId).toBe('demo-openid-0001');
    const five = await login(c, '13800000005');
    expect(five.volunteerStatus).toBe('1');
    const center = await c.get('user/api/userBind/personalCenterInfo', { token: one.userToken });
    expect(center.code).toBe(0);
    expect(center.data).toMatchObject({ collectionNum: '3', likeNum: '2', focusNum: '1', fansNum: '4', orderNum: '79', integral: '320' });
    expect(String(center.data.commentNum)).toMatch(/^\d+$/);
  });
});

describe('tokens', () => {
  it('answers code 2 on paths that need a user without a valid token', async () => {
    for (const token of ['', 'nonsense', 'f'.repeat(32)]) {
      const res = await c.get('user/api/userBind/personalCenterInfo', { token });
      expect(res.code).toBe(2);
      expect(res.message).toBe(NOT_LOGGED_IN);
    }
    expect((await c.get('user/api/userInfo/refresh')).code).toBe(2);
    expect((await c.get('res/api/interactManage/vipCollectionList')).code).toBe(2);
    expect((await postForm(c, 'user/api/userBind/logout', {})).code).toBe(2);
    expect((await postForm(c, 'res/api/interactManage/like', { resourceId: 10001, resourceType: 'CONTENT_TYPE_SCENERY' })).code).toBe(2);
    // Anonymous paths ignore a bad token.
    expect((await c.get('res/api/scenic/list', { token: 'f'.repeat(32) })).code).toBe(0);
  });

  it('expires a token 7 days after issue', async () => {
    const info = await login(c, '13900000301');
    await c.dev.advanceClock(7 * DAY - MIN);
    expect((await c.get('user/api/userBind/personalCenterInfo', { token: info.userToken })).code).toBe(0);
    await c.dev.advanceClock(2 * MIN);
    const res = await c.get('user/api/userBind/personalCenterInfo', { token: info.userToken });
    expect(res.code).toBe(2);
    expect(res.message).toBe(NOT_LOGGED_IN);
  });

  it('kills the token on logout, not the other sessions', async () => {
    const a = await login(c, '13900000302');
    await c.dev.advanceClock(61_000);
    const b = await login(c, '13900000302');
    const out = await postForm(c, 'user/api/userBind/logout', {}, { token: a.userToken });
    expect(out.code).toBe(0);
    expect((await c.get('user/api/userBind/personalCenterInfo', { token: a.userToken })).code).toBe(2);
    expect((await c.get('user/api/userBind/personalCenterInfo', { token: b.userToken })).code).toBe(0);
  });

  it('rotates the token on refresh; the old one lives 10 more minutes', async () => {
    const a = await login(c, '13900000303');
    const r = await c.get('user/api/userInfo/refresh', { token: a.userToken });
    expect(r.code).toBe(0);
    const fresh = String(r.data.userToken);
    expect(fresh).toMatch(/^[0-9a-f]{32}$/);
    expect(fresh).not.toBe(a.userToken);
    expect(r.data.unid).toBe(a.unid);
    expect(r.data.phone).toBe('139****0303');
    await c.dev.advanceClock(9 * MIN);
    expect((await c.get('user/api/userBind/personalCenterInfo', { token: a.userToken })).code).toBe(0);
    await c.dev.advanceClock(2 * MIN);
    expect((await c.get('user/api/userBind/personalCenterInfo', { token: a.userToken })).code).toBe(2);
    expect((await c.get('user/api/userBind/personalCenterInfo', { token: fresh })).code).toBe(0);
  });

  it('reads the user with getDsUserInfo without rotating the token', async () => {
    const a = await login(c, '13900000305');
    const res = await c.get('user/api/userInfo/getDsUserInfo', { token: a.userToken, unid: a.unid });
    expect(res.code).toBe(0);
    expect(res.data).toEqual(a);
    expect((await c.get('user/api/userInfo/getDsUserInfo', { token: 'f'.repeat(32) })).code).toBe(2);
    expect((await c.get('user/api/userBind/personalCenterInfo', { token: a.userToken })).code).toBe(0);
  });

  it('cancels an account with a LOGIN code: tokens die, the phone registers again', async () => {
    const phone = '13900000304';
    const a = await login(c, phone);
    const wrong = await postForm(c, 'user/api/userBind/cancellation', { code: '000000' }, { token: a.userToken });
    expect(wrong.code).toBe(1);
    await c.dev.advanceClock(61_000);
    const code = await smsCode(c, phone, 'LOGIN');
    const res = await postForm(c, 'user/api/userBind/cancellation', { code }, { token: a.userToken });
    expect(res.code).toBe(0);
    expect((await c.get('user/api/userBind/personalCenterInfo', { token: a.userToken })).code).toBe(2);
    await c.dev.advanceClock(61_000);
    const again = await login(c, phone);
    expect(again.unid).not.toBe(a.unid);
  });
});

describe('open-id flows and phone binding', () => {
  it('answers the authorization parameters', async () => {
    const res = await c.get('user/wechatOpenAuth/getAuthorizeParam');
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ siteId: '1001' });
    for (const k of ['appid', 'redirectUri', 'componentAppid']) expect(String(res.data[k]).length).toBeGreaterThan(0);
  });

  it('answers code 4 for open ids that need an invitation', async () => {
    const res = await c.get('user/wechatOpenAuth/getUserData', { wechatOpenId: 'invite-abc', siteId: '1001' });
    expect(res.code).toBe(4);
    expect(res.message).toBe('需要邀请码');
  });

  it('finds a known open id and creates a phoneless user for an unknown one', async () => {
    const known = await c.get('user/wechatOpenAuth/getUserData', { wechatOpenId: 'demo-openid-0001', siteId: '1001' });
    expect(known.code).toBe(0);
    expect(known.data.phone).toBe('138****0001');
    const a = await c.get('user/wechatOpenAuth/getUserData', { wechatOpenId: 'o-new-user-1', siteId: '1001' });
    expect(a.code).toBe(0);
    expect(a.data.phone).toBe('');
    expect(a.data.encryption).toBe('');
    expect(a.data.wechatOpenId).toBe('o-new-user-1');
    const b = await c.get('user/wechatOpenAuth/getUserData', { wechatOpenId: 'o-new-user-1', siteId: '1001' });
    expect(b.data.unid).toBe(a.data.unid);
    expect(b.data.userToken).not.toBe(a.data.userToken);
    expect((await c.get('user/wechatOpenAuth/getUserData', { siteId: '1001' })).code).toBe(1);
  });

  it('binds a phone to a phoneless user, refusing a phone another user has', async () => {
    const u = await c.get('user/wechatOpenAuth/getUserData', { wechatOpenId: 'o-bind-1', siteId: '1001' });
    const token = String(u.data.userToken);
    expect((await postForm(c, 'user/api/userBind/bindPhone', { phone: enc('13900000401'), code: '1' })).code).toBe(2);
    const taken = await smsCode(c, '13800000002', 'BIND');
    const t = await postForm(c, 'user/api/userBind/bindPhone', { phone: enc('13800000002'), code: taken }, { token });
    expect(t.code).toBe(1);
    expect(t.message).toBe('该手机号已被绑定');
    expect((await postForm(c, 'user/api/userBind/bindPhone', { phone: '13900000401', code: '1' }, { token })).message).toBe(
      '手机号格式不正确',
    );
    // A LOGIN code does not bind.
    const loginCode = await smsCode(c, '13900000401', 'LOGIN');
    expect((await postForm(c, 'user/api/userBind/bindPhone', { phone: enc('13900000401'), code: loginCode }, { token })).code).toBe(1);
    await c.dev.advanceClock(61_000);
    const code = await smsCode(c, '13900000401', 'BIND');
    const ok = await postForm(c, 'user/api/userBind/bindPhone', { phone: enc('13900000401'), code }, { token });
    expect(ok.code).toBe(0);
    expect(ok.data).toMatchObject({ unid: u.data.unid, phone: '139****0401', encryption: enc('13900000401'), userToken: token });
    const again = await c.get('user/wechatOpenAuth/getUserData', { wechatOpenId: 'o-bind-1', siteId: '1001' });
    expect(again.data.phone).toBe('139****0401');
    const twice = await postForm(c, 'user/api/userBind/bindPhone', { phone: enc('13900000402'), code: '123456' }, { token });
    expect(twice.code).toBe(1);
  });

  it('signs a URL with SHA-1 over the ticket string', async () => {
    const url = 'https://cd.wenlvyun.example.cn/news?id=1#top';
    const res = await c.get('user/wechatOpenAuth/getSignature', { wechatOpenId: 'demo-openid-0001', url });
    expect(res.code).toBe(0);
    const { appId, timestamp, nonceStr, signature } = res.data as Record<string, string>;
    expect(appId).toMatch(/^wx/);
    expect(timestamp).toMatch(/^\d{10}$/);
    const expected = createHash('sha1')
      .update(`jsapi_ticket=demo-jsapi-ticket-wenlvyun-0001&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url.split('#')[0]}`)
      .digest('hex');
    expect(signature).toBe(expected);
    expect((await c.get('user/wechatOpenAuth/getSignature', { wechatOpenId: 'x' })).code).toBe(1);
  });

  it('signs the JS-SDK vector the messaging app publishes', () => {
    const signature = jsapiSignature(
      'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
      'Wm3WZYTPz0wzccnW',
      '1414587457',
      'http://mp.weixin.qq.com?params=value',
    );
    expect(signature).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('keeps one jsapi ticket for its lifetime, then signs with the next', async () => {
    type Ticket = { ticket: string; expiresIn: number };
    const ticket = async (body: Record<string, string>) => {
      const res = await postForm(c, 'user/wechatOpenAuth/getTicket', body);
      return { code: res.code, data: res.data as Ticket };
    };
    const first = await ticket({ url: 'https://cd.wenlvyun.example.cn/' });
    expect(first.code).toBe(0);
    expect(first.data.ticket).toMatch(/^demo-jsapi-ticket-wenlvyun-\d{4}$/);
    expect(first.data.expiresIn).toBeGreaterThan(0);
    expect(first.data.expiresIn).toBeLessThanOrEqual(7200);
    await c.dev.advanceClock(60_000);
    const same = await ticket({ url: 'https://cd.wenlvyun.example.cn/news' });
    expect(same.data.ticket).toBe(first.data.ticket);
    expect(same.data.expiresIn).toBe(first.data.expiresIn - 60);
    await c.dev.advanceClock(first.data.expiresIn * 1000);
    const next = await ticket({ url: 'https://cd.wenlvyun.example.cn/' });
    expect(next.data.ticket).not.toBe(first.data.ticket);
    expect(next.data.expiresIn).toBe(7200);
    const url = 'https://cd.wenlvyun.example.cn/#/place-detail/1';
    const signed = (await c.get('user/wechatOpenAuth/getSignature', { url })).data as {
      nonceStr: string;
      timestamp: string;
      signature: string;
    };
    expect(signed.signature).toBe(jsapiSignature(next.data.ticket, signed.nonceStr, signed.timestamp, url));
    expect((await ticket({})).code).toBe(1);
  });
});

describe('credit view', () => {
  const view = async (phone: string) =>
    (await c.list('credit/api/creditUser/view', { platformCode: '1001', platformChannel: 'cultural', phone: enc(phone) })).datas[0] as Item;

  it('answers each demo user', async () => {
    expect(await view('13800000001')).toEqual({
      creditScore: '95',
      creditStatus: '',
      losePromiseCount: '0',
      loseCreditStartTime: '',
      loseCreditEndTime: '',
    });
    expect(await view('13800000002')).toMatchObject({ creditScore: '40', creditStatus: '' });
    expect(await view('13800000005')).toMatchObject({ creditScore: '100', creditStatus: '' });
    expect(await view('13900009999')).toMatchObject({ creditScore: '100', creditStatus: '', losePromiseCount: '0' });
  });

  it('bans 13800000003 for the current month and 13800000004 for six months from a month ago', async () => {
    const now = await serverNow();
    const nowText = formatChinaTime(now);
    const { year, month } = chinaDate(now);
    const short = await view('13800000003');
    expect(short).toMatchObject({ creditScore: '60', creditStatus: 'SHORT_LOSE_CREDIT', losePromiseCount: '3' });
    expect(short.loseCreditStartTime).toBe(`${year}-${String(month).padStart(2, '0')}-01 00:00:00`);
    expect(String(short.loseCreditEndTime)).toMatch(new RegExp(`^${year}-${String(month).padStart(2, '0')}-(28|29|30|31) 23:59:59$`));
    const lose = await view('13800000004');
    expect(lose.creditStatus).toBe('LOSE_CREDIT');
    expect(Number(lose.losePromiseCount)).toBeGreaterThan(0);
    const start = String(lose.loseCreditStartTime);
    const end = String(lose.loseCreditEndTime);
    expect(start < nowText && nowText < end).toBe(true);
    const startMs = Date.parse(`${start.replace(' ', 'T')}+08:00`);
    const endMs = Date.parse(`${end.replace(' ', 'T')}+08:00`);
    expect((now - startMs) / DAY).toBeGreaterThan(27);
    expect((now - startMs) / DAY).toBeLessThan(32);
    expect((endMs - startMs) / DAY).toBeGreaterThan(180);
    expect((endMs - startMs) / DAY).toBeLessThan(185);
  });

  it("records every change of a score: a month's records, all or only additions or deductions, newest first", async () => {
    const records = async (phone: string, params: Record<string, string> = {}) =>
      (await c.list('credit/api/creditUser/records', { phone: enc(phone), pageSize: '50', ...params })).datas as Item[];
    const months = async (phone: string) => (await c.list('credit/api/creditUser/months', { phone: enc(phone) })).datas as Item[];
    const now = await serverNow();
    const thisMonth = formatChinaTime(now).slice(0, 7);
    for (const phone of ['13800000001', '13800000002', '13800000003', '13800000004', '13800000005']) {
      const all = await records(phone);
      const score = Number((await view(phone)).creditScore);
      // the changes add up to the score from the full 100; the missed bookings to the missed count
      expect(100 + all.reduce((sum, r) => sum + Number(r.changeScore), 0)).toBe(score);
      const missed = all.filter((r) => r.reason === 'MISSED_BOOKING').length;
      expect(missed).toBe(Number((await view(phone)).losePromiseCount));
      const times = all.map((r) => String(r.createTime));
      expect(times).toEqual([...times].sort().reverse());
      expect(times.every((t) => t <= formatChinaTime(now))).toBe(true);
      // the months: each month's sums, the records of that month
      for (const m of await months(phone)) {
        const inMonth = await records(phone, { month: String(m.month) });
        expect(inMonth.length).toBe(Number(m.recordNum));
        const added = await records(phone, { month: String(m.month), type: 'add' });
        const deducted = await records(phone, { month: String(m.month), type: 'deduct' });
        expect(added.reduce((s, r) => s + Number(r.changeScore), 0)).toBe(Number(m.addScore));
        expect(deducted.reduce((s, r) => s - Number(r.changeScore), 0)).toBe(Number(m.deductScore));
        expect(added.length + deducted.length).toBe(inMonth.length);
      }
    }
    // barred for this month: the missed bookings are this month's
    const short = await records('13800000003', { month: thisMonth, type: 'deduct' });
    expect(short.filter((r) => r.reason === 'MISSED_BOOKING').length).toBe(3);
    expect(await records('13900009999')).toEqual([]);
    const bad = await c.get('credit/api/creditUser/records', { phone: enc('13800000001'), month: '2026-13' });
    expect(bad.code).toBe(1);
  });

  it('rejects an undecryptable phone', async () => {
    const res = await c.get('credit/api/creditUser/view', { platformCode: '1001', platformChannel: 'cultural', phone: '13800000001' });
    expect(res.code).toBe(1);
    expect(res.message).toBe('手机号格式不正确');
  });
});

describe('suspended site', () => {
  it('answers code 3 on every new path', async () => {
    const paths = [
      'user/api/userBind/sendSmsCodeSm4',
      'user/api/userInfo/refresh',
      'user/api/userInfo/getDsUserInfo',
      'user/api/userBind/personalCenterInfo',
      'user/wechatOpenAuth/getAuthorizeParam',
      'user/wechatOpenAuth/getUserData',
      'user/wechatOpenAuth/getSignature',
      'credit/api/creditUser/view',
      'res/api/interactManage/vipCollectionList',
      'res/api/comment/getCommentList',
      'res/api/comment/commentTagCountInfo',
      'res/api/comment/getAvgCommentStar',
      'res/api/comment/emoticonsList',
      'res/api/comment/tagList',
      'res/api/commentReply/list',
      'res/api/activity/getActivityList',
      'res/api/activity/getActivityInfo',
    ];
    for (const path of paths) {
      const res = await c.get(path, { siteCode: 'site620200', phone: enc('13800000001'), wechatOpenId: 'x', url: 'https://a' });
      expect(res.code, path).toBe(3);
      expect(res.message).toBe('站点服务已暂停');
    }
    const posts = [
      'user/api/userBind/loginOrRegister',
      'user/api/userBind/bindPhone',
      'user/api/userBind/logout',
      'user/api/userBind/cancellation',
      'res/api/interactManage/like',
      'res/api/interactManage/cancelFocus',
      'res/api/comment/saveComment',
    ];
    for (const path of posts) {
      const res = await postForm(c, path, { phone: enc('13800000001'), code: '123456' }, { siteCode: 'site620200' });
      expect(res.code, path).toBe(3);
    }
  });
});
