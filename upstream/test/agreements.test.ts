import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sm4Encrypt } from '../src/crypto/sm4.ts';
import { login, postForm, smsCode, startTestUpstream, type Client } from './helpers.ts';

let c: Client;
beforeAll(async () => {
  c = await startTestUpstream();
});
afterAll(async () => {
  await c.upstream.close();
});

describe('agreements', () => {
  it('lists the site’s three agreements in its language, naming the site; cacheable reference data', async () => {
    const cn = await c.list('user/api/userBind/getUserAgreement');
    expect(cn.datas.map((a) => a.type)).toEqual(['REGISTER', 'PRIVACY', 'PUBLISH']);
    expect(cn.datas[0]).toMatchObject({ title: '成都文旅云用户注册协议', version: 'V2.1' });
    expect(String(cn.datas[0]!.updateTime)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(cn.datas[0]).not.toHaveProperty('content');
    const fr = await c.list('user/api/userBind/getUserAgreement', { siteCode: 'site530700' });
    expect(fr.datas[1]!.title).toBe('Politique de confidentialité de Lijiang Culture et Tourisme');
    const privacyOnly = await c.list('user/api/userBind/getUserAgreement', { type: 'privacy' });
    expect(privacyOnly.datas.map((a) => a.type)).toEqual(['PRIVACY']);
    const res = await c.raw('user/api/userBind/getUserAgreement?siteCode=site450300&token=');
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=/);
  });

  it('answers one agreement’s body by id or by kind; another site’s id is not found', async () => {
    const byType = await c.get('user/api/userBind/getAgreementDetail', { type: 'PUBLISH', siteCode: 'site610100' });
    expect(byType.code).toBe(0);
    expect(byType.data).toMatchObject({ type: 'PUBLISH', title: '西安観光ガイド 投稿規約' });
    expect(String(byType.data.content)).toMatch(/^<p>.*<h3>/);
    const id = String(byType.data.id);
    const byId = await c.get('user/api/userBind/getAgreementDetail', { id, siteCode: 'site610100' });
    expect(byId.data).toEqual(byType.data);
    for (const [query, message] of [
      [{ id, siteCode: 'site222400' }, '协议不存在'],
      [{ id: 'x1' }, '协议不存在'],
      [{ type: 'TERMS' }, '协议类型不正确'],
      [{}, '协议id或类型不能为空'],
    ] as const) {
      const refused = await c.get('user/api/userBind/getAgreementDetail', query);
      expect(refused, JSON.stringify(query)).toMatchObject({ code: 1, message });
    }
  });
});

describe('registration by invitation', () => {
  const register = async (phone: string, inviteCode: string) => {
    const code = await smsCode(c, phone);
    return postForm(c, 'user/api/userBind/loginOrRegister', { phone: sm4Encrypt(phone), code, siteId: '1001', inviteCode });
  };

  it('registers a new phone with a live code of the site, says so, and keeps the SMS code on a refused invitation', async () => {
    const phone = '13900000801';
    const code = await smsCode(c, phone);
    for (const inviteCode of ['NOPE2026', 'CHENGDU2025', 'GUILIN2026', 'x!']) {
      const refused = await postForm(c, 'user/api/userBind/loginOrRegister', {
        phone: sm4Encrypt(phone),
        code,
        siteId: '1001',
        inviteCode,
      });
      expect(refused, inviteCode).toMatchObject({ code: 1, message: '邀请码无效或已过期' });
    }
    const ok = await postForm(c, 'user/api/userBind/loginOrRegister', { phone: sm4Encrypt(phone), code, inviteCode: 'chengdu2026' });
    expect(ok).toMatchObject({ code: 0, message: '注册成功' });
    expect(ok.data.phone).toBe('139****0801');
  });

  it('signs a known phone in whatever the invitation code, with the plain success message', async () => {
    const known = await login(c, '13900000802');
    await c.dev.advanceClock(61_000);
    const again = await register('13900000802', 'WRONG123');
    expect(again).toMatchObject({ code: 0, message: 'success' });
    expect(again.data.unid).toBe(known.unid);
  });
});
