import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sm4Decrypt, sm4Encrypt } from '../src/crypto/sm4.ts';
import { devClient } from '../src/dev-client.ts';
import { startUpstream } from '../src/index.ts';
import { testNow } from '../src/testing/index.ts';
import { login, postForm, startTestUpstream, type Client, type Item } from './helpers.ts';

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

const form = (over: Record<string, string> = {}) => ({
  name: '赵六',
  certType: '1',
  certNumber: sm4Encrypt('510723198501010012'),
  phone: sm4Encrypt('13712345678'),
  ...over,
});
const save = (token: string, body: Record<string, string>) => postForm(c, 'user/api/userContact/save', body, { token });
const list = (token: string, query: Record<string, string> = {}) => c.list('user/api/userContact/list', { token, pageSize: 50, ...query });

describe('regular contacts', () => {
  it('needs a session', async () => {
    expect((await c.list('user/api/userContact/list')).code).toBe(2);
    expect((await postForm(c, 'user/api/userContact/save', form())).code).toBe(2);
  });

  it('answers the demo contacts masked with their SM4 hex, on every site in its language', async () => {
    const cn = await list(a);
    expect(cn.datas.map((d) => d.name)).toEqual(['张小米', '李秀英', '张建国']);
    const first = cn.datas[2]!;
    expect(first).toMatchObject({ certType: '1', certTypeName: '居民身份证', certNumber: '5101**********231X', phone: '139****5678' });
    expect(sm4Decrypt(String(first.certNumberEncryption))).toBe('51010719880512231X');
    expect(sm4Decrypt(String(first.phoneEncryption))).toBe('13912345678');
    const fr = await list(a, { siteCode: 'site530700' });
    expect(fr.datas.map((d) => d.name)).toContain('Jean Dupont');
    expect((await list(b)).datas.map((d) => d.name)).toEqual(['王慧']);
  });

  it('adds, changes and removes a contact; one certificate once', async () => {
    const saved = await save(a, form());
    expect(saved.code).toBe(0);
    const id = String((saved.data as Item).id);
    expect((await save(a, form({ name: '别名' }))).message).toBe('该证件已添加为常用联系人');
    // Another user may add the same person.
    const other = await save(b, form());
    expect(other.code).toBe(0);
    // Update keeps the number and phone when they are left out.
    const updated = await postForm(
      c,
      'user/api/userContact/update',
      { id, name: '赵六六', certType: '1', certNumber: '', phone: '' },
      { token: a },
    );
    expect(updated.code).toBe(0);
    const detail = await c.get('user/api/userContact/detail', { token: a, id });
    expect(detail.data).toMatchObject({ name: '赵六六', certNumber: '5107**********0012', phone: '137****5678' });
    // Changing to another contact's certificate is a duplicate.
    const dup = await postForm(
      c,
      'user/api/userContact/update',
      { id, ...form({ certNumber: sm4Encrypt('51010719880512231X') }) },
      { token: a },
    );
    expect(dup.message).toBe('该证件已添加为常用联系人');
    expect((await postForm(c, 'user/api/userContact/delete', { id }, { token: a })).code).toBe(0);
    expect((await c.get('user/api/userContact/detail', { token: a, id })).message).toBe('常用联系人不存在');
    await postForm(c, 'user/api/userContact/delete', { id: String((other.data as Item).id) }, { token: b });
  });

  it('refuses what it cannot store', async () => {
    expect((await save(a, form({ name: ' ' }))).message).toBe('联系人姓名不能为空');
    expect((await save(a, form({ name: '名'.repeat(21) }))).message).toBe('联系人姓名不能超过20个字');
    expect((await save(a, form({ certType: '9' }))).message).toBe('证件类型不正确');
    expect((await save(a, form({ certNumber: '1101' }))).message).toBe('证件号码格式不正确');
    expect((await save(a, form({ phone: sm4Encrypt('12345') }))).message).toBe('手机号格式不正确');
    expect((await list(a)).page.total).toBe(3);
  });

  it("answers another user's contact like one that does not exist, and changes nothing", async () => {
    const id = String((await list(a)).datas[0]!.id);
    expect((await c.get('user/api/userContact/detail', { token: b, id })).message).toBe('常用联系人不存在');
    expect((await c.get('user/api/userContact/detail', { token: b, id: '999999' })).message).toBe('常用联系人不存在');
    const upd = await postForm(c, 'user/api/userContact/update', { id, ...form({ name: '改名' }) }, { token: b });
    expect(upd.message).toBe('常用联系人不存在');
    expect((await postForm(c, 'user/api/userContact/delete', { id }, { token: b })).message).toBe('常用联系人不存在');
    expect((await c.get('user/api/userContact/detail', { token: a, id })).data).toMatchObject({ name: '张小米' });
  });

  it('keeps at most 20 contacts per user and site', async () => {
    const token = (await login(c, '13912340077')).userToken;
    for (let i = 0; i < 20; i += 1)
      expect((await save(token, form({ certType: '2', certNumber: sm4Encrypt(`E${String(10000000 + i)}`) }))).code).toBe(0);
    expect((await save(token, form({ certType: '2', certNumber: sm4Encrypt('E99999999') }))).message).toBe('常用联系人最多添加20位');
  });
});

describe('contacts at rest', () => {
  it('the SQLite file holds neither the plain certificate number nor the plain phone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'upstream-contacts-'));
    const dbPath = join(dir, 'upstream.db');
    const u = await startUpstream({ port: 0, dbPath, now: testNow });
    try {
      const client: Client = {
        upstream: u,
        url: u.url,
        dev: devClient(u.url),
        get: async (path, query = {}) =>
          (
            await fetch(
              `${u.url}/${path}?${new URLSearchParams({ siteCode: 'site510100', token: '', ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) })}`,
            )
          ).json(),
        list: async () => {
          throw new Error('unused');
        },
        raw: (path, init) => fetch(`${u.url}/${path}`, init),
      };
      const token = (await login(client, '13800000001')).userToken;
      const saved = await postForm(
        client,
        'user/api/userContact/save',
        { name: '钱七', certType: '1', certNumber: sm4Encrypt('510723198501010012'), phone: sm4Encrypt('13655554444') },
        { token },
      );
      expect(saved.code).toBe(0);
    } finally {
      await u.close();
    }
    const bytes = readFileSync(dbPath).toString('latin1') + readFileSync(`${dbPath}-wal`, { flag: 'a+' }).toString('latin1');
    try {
      expect(bytes).toContain(sm4Encrypt('510723198501010012'));
      for (const plain of ['510723198501010012', '13655554444', '51010719880512231X', '13912345678']) expect(bytes).not.toContain(plain);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
