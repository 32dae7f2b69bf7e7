import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, postForm, startTestUpstream, type Client, type Item } from './helpers.ts';

let c: Client;
let token: string;
beforeAll(async () => {
  c = await startTestUpstream();
  token = (await login(c, '13800000001')).userToken;
});
afterAll(async () => {
  await c.upstream.close();
});

describe('emergency numbers and one-key help', () => {
  it('lists the site’s emergency numbers (the French site’s in French), cacheable reference data', async () => {
    const cn = await c.list('config/api/emergency/list');
    expect(cn.datas.map((n) => n.phone)).toEqual(['110', '120', '119', '12345', '028-96927']);
    expect(cn.datas[0]).toMatchObject({ name: '报警电话', type: 'POLICE' });
    const fr = await c.list('config/api/emergency/list', { siteCode: 'site530700' });
    expect(fr.datas.map((n) => n.name)).toContain('Urgences médicales');
    const res = await c.raw('config/api/emergency/list?siteCode=site513225&token=');
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=/);
  });

  it('records a help request with the position and the account’s phone; a second tap within a minute answers the first', async () => {
    const first = await postForm(
      c,
      'config/api/emergency/save',
      { longitude: '104.0657', latitude: '30.6595', address: '天府广场' },
      { token },
    );
    expect(first).toMatchObject({ code: 0, message: '求助信息已发送，请保持电话畅通' });
    expect(first.data).toMatchObject({ phone: '13800000001', longitude: '104.0657', latitude: '30.6595', repeated: '0' });
    const again = await postForm(c, 'config/api/emergency/save', { longitude: '104.0657', latitude: '30.6595' }, { token });
    expect(again.data).toMatchObject({ id: first.data.id, repeated: '1' });
    const received = await c.dev.control<{ requests: Item[] }>('GET', 'help/requests');
    expect(received.requests.filter((r) => r.id === first.data.id)).toHaveLength(1);
    await c.dev.advanceClock(61_000);
    const later = await postForm(c, 'config/api/emergency/save', {}, { token });
    expect(later.data).toMatchObject({ repeated: '0', longitude: '' });
    expect(later.data.id).not.toBe(first.data.id);
  });

  it('refuses a bad position and an anonymous caller', async () => {
    await c.dev.advanceClock(61_000);
    expect((await postForm(c, 'config/api/emergency/save', { longitude: '500', latitude: '30' }, { token })).message).toBe(
      '位置信息不正确',
    );
    expect((await postForm(c, 'config/api/emergency/save', {})).code).toBe(2);
  });
});

describe('common problems and service information', () => {
  it('lists problems with a keyword, shows one with its body, and the site’s information sections', async () => {
    const all = await c.list('res/api/commonProblem/list', { pageSize: 50 });
    expect(all.page.total).toBe(6);
    const found = await c.list('res/api/commonProblem/list', { keyword: '验证码' });
    expect(found.datas.map((d) => d.title)).toEqual(['收不到短信验证码怎么办？']);
    const detail = await c.get('res/api/commonProblem/detail', { id: String(all.datas[0]!.id) });
    expect(String(detail.data.content)).toContain('<strong>1个工作日内</strong>');
    expect((await c.get('res/api/commonProblem/detail', { id: String(all.datas[0]!.id), siteCode: 'site530700' })).message).toBe(
      '问题不存在',
    );
    const info = await c.list('config/api/information/list', { siteCode: 'site530700' });
    expect(info.datas[0]).toMatchObject({ title: 'Office de tourisme', phone: '0888-5123456' });
  });
});
