import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, postForm, startTestUpstream, type Client, type Envelope, type Item } from './helpers.ts';

/** A tiny valid PNG (1x1). */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c63f8cfc0f01f0005000201e2212bc80000000049454e44ae426082',
  'hex',
);

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

async function upload(bytes: Buffer, as: string): Promise<string> {
  const form = new FormData();
  form.append('Filedata', new Blob([new Uint8Array(bytes)]), 'file.bin');
  const qs = new URLSearchParams({ siteCode: 'site510100', token: as });
  const res = (await (await fetch(`${c.url}/res/api/file/upload?${qs}`, { method: 'POST', body: form })).json()) as Envelope<Item>;
  return res.data.url as string;
}

const save = (token: string, body: Record<string, string>) => postForm(c, 'user/api/feedback/save', body, { token });

describe('feedback', () => {
  it('needs a session for the user’s own calls', async () => {
    expect((await c.list('user/api/feedback/list')).code).toBe(2);
    expect((await c.get('user/api/feedback/detail', { id: '1' })).code).toBe(2);
    expect((await postForm(c, 'user/api/feedback/save', { typeId: '1', content: 'x' })).code).toBe(2);
  });

  it('answers the site’s types and the demo feedback in the site’s language, some answered', async () => {
    const types = await c.list('user/api/feedback/types');
    expect(types.datas.map((t) => t.name)).toEqual(['功能建议', '页面问题', '内容纠错', '服务体验', '其他']);
    const fr = await c.list('user/api/feedback/types', { siteCode: 'site530700' });
    expect(fr.datas[0]!.name).toBe('Suggestion');
    const mine = await c.list('user/api/feedback/list', { token: a, pageSize: 10 });
    expect(mine.datas.length).toBeGreaterThanOrEqual(3);
    expect(mine.datas.map((d) => d.status)).toEqual(expect.arrayContaining(['0', '1']));
    const answered = mine.datas.find((d) => d.status === '1')!;
    const detail = await c.get('user/api/feedback/detail', { token: a, id: String(answered.id) });
    expect(detail.data).toMatchObject({ statusName: '已回复', replier: '平台客服' });
    expect(String(detail.data.reply)).not.toBe('');
    for (const siteCode of ['site530700', 'site450300', 'site610100', 'site222400', 'site513225'])
      expect((await c.list('user/api/feedback/list', { token: b, siteCode })).datas?.length ?? 0, siteCode).toBeGreaterThan(0);
  });

  it('stores a feedback with its pictures; staff answer it once through the development channel', async () => {
    const type = String((await c.list('user/api/feedback/types')).datas[1]!.id);
    const picture = await upload(PNG, a);
    const saved = await save(a, { typeId: type, content: '  地图页加载很慢  ', images: picture, contact: 'a@example.com' });
    expect(saved).toMatchObject({ code: 0, message: '提交成功，感谢您的反馈' });
    const id = String(saved.data.id);
    const detail = await c.get('user/api/feedback/detail', { token: a, id });
    expect(detail.data).toMatchObject({
      content: '地图页加载很慢',
      contact: 'a@example.com',
      status: '0',
      typeName: '页面问题',
      reply: '',
    });
    expect(String(detail.data.images)).toMatch(/\/files\/uploads\/[0-9a-f]{64}\.png$/);
    expect((await c.list('user/api/feedback/list', { token: a })).datas[0]!.id).toBe(id);
    const answer = await c.dev.control<Item>('POST', 'feedback/reply', { id, reply: '已优化地图加载' });
    expect(answer).toMatchObject({ status: '1', reply: '已优化地图加载', replier: '平台客服' });
    await expect(c.dev.control('POST', 'feedback/reply', { id, reply: 'again' })).rejects.toThrow(/409/);
    expect((await c.get('user/api/feedback/detail', { token: a, id })).data).toMatchObject({ status: '1', reply: '已优化地图加载' });
    // the list rows carry the answer too
    expect((await c.list('user/api/feedback/list', { token: a })).datas[0]).toMatchObject({
      id,
      reply: '已优化地图加载',
      replier: '平台客服',
    });
  });

  it('answers another user’s feedback as one that does not exist', async () => {
    const id = String((await c.list('user/api/feedback/list', { token: a })).datas[0]!.id);
    expect((await c.get('user/api/feedback/detail', { token: b, id })).message).toBe('反馈不存在');
    expect((await c.get('user/api/feedback/detail', { token: a, id: '999999' })).message).toBe('反馈不存在');
    expect((await c.list('user/api/feedback/list', { token: b })).datas.map((d) => d.id)).not.toContain(id);
  });

  it('refuses what it cannot store and stores nothing', async () => {
    const before = (await c.list('user/api/feedback/list', { token: b })).page;
    const type = String((await c.list('user/api/feedback/types')).datas[0]!.id);
    expect((await save(b, { typeId: '999999', content: 'x' })).message).toBe('反馈类型不存在');
    expect((await save(b, { typeId: type, content: '   ' })).message).toBe('反馈内容不能为空');
    expect((await save(b, { typeId: type, content: 'x', images: `uploads/${'0'.repeat(64)}.png` })).message).toBe(
      '反馈图片不存在，请重新上传',
    );
    const picture = await upload(PNG, b);
    expect((await save(b, { typeId: type, content: 'x', images: Array(10).fill(picture).join(',') })).message).toBe('反馈图片最多9张');
    expect((await c.list('user/api/feedback/list', { token: b })).page).toEqual(before);
  });
});
