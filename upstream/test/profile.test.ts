import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sm4Decrypt, sm4Encrypt } from '../src/crypto/sm4.ts';
import { devClient } from '../src/dev-client.ts';
import { startUpstream } from '../src/index.ts';
import { demoImage, testNow } from '../src/testing/index.ts';
import { login, postForm, startTestUpstream, type Client, type Envelope, type Item } from './helpers.ts';

/** A tiny valid PNG (1x1, red). */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c63f8cfc0f01f0005000201e2212bc80000000049454e44ae426082',
  'hex',
);
const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(20)]);

let c: Client;
let token: string;
let otherToken: string;
beforeAll(async () => {
  c = await startTestUpstream();
  token = (await login(c, '13800000001')).userToken;
  otherToken = (await login(c, '13800000002')).userToken;
});
afterAll(async () => {
  await c.upstream.close();
});

const info = (t = token) => c.get<Envelope<Item>>('user/api/userInfo/getDsUserInfo', { token: t });
const update = (body: Record<string, string>, t = token) => postForm(c, 'user/api/userInfo/updateUserInfo', body, { token: t });

async function upload(bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.append('Filedata', new Blob([new Uint8Array(bytes)]), 'avatar.bin');
  const res = await fetch(`${c.url}/res/api/file/upload?${new URLSearchParams({ siteCode: 'site510100', token })}`, {
    method: 'POST',
    body: form,
  });
  return ((await res.json()) as Envelope<{ url: string }>).data.url;
}

describe('the profile in the user info', () => {
  it('answers the demo profile, the ID number masked and SM4-encrypted', async () => {
    const data = (await info()).data;
    expect(data).toMatchObject({
      nickName: '蓉城旅人',
      signature: '在成都慢慢走，看遍老街和茶馆',
      email: 'rongcheng.traveller@example.cn',
      schoolName: '四川大学',
      companyName: '成都文旅云',
      realName: '李蓉',
      idCard: '5101**********1237',
      regionCode: '510104',
      address: '红星路三段1号',
    });
    expect(sm4Decrypt(String(data.idCardEncryption))).toBe('510104199003071237');
    expect((await info(otherToken)).data).toMatchObject({ realName: '', idCard: '', idCardEncryption: '', regionCode: '510107' });
  });
});

describe('user/api/userInfo/updateUserInfo', () => {
  it('changes only the fields sent and answers the user info', async () => {
    const res = await update({ signature: '  新的签名  ', schoolName: '' }, otherToken);
    expect(res).toMatchObject({ code: 0, message: '保存成功' });
    expect(res.data).toMatchObject({ nickName: '慢游的猫', signature: '新的签名', schoolName: '', email: 'slowcat@example.cn' });
    const again = await update({ nickName: '慢游的猫咪', idCard: sm4Encrypt('510107198812152023'), realName: '陈静' }, otherToken);
    expect(again.data).toMatchObject({ nickName: '慢游的猫咪', signature: '新的签名', realName: '陈静', idCard: '5101**********2023' });
  });

  it('refuses obviously bad values with code 1 and changes nothing', async () => {
    const before = (await info()).data;
    const refusals: Array<[Record<string, string>, string]> = [
      [{ nickName: '  ' }, '昵称不能为空'],
      [{ email: 'not-an-email', signature: 'x' }, '邮箱格式不正确'],
      [{ idCard: sm4Encrypt('5101041990'), realName: '李蓉' }, '身份证号格式不正确'],
      [{ idCard: '510104199003071237', realName: '李蓉' }, '身份证号格式不正确'],
      [{ idCard: sm4Encrypt('510104199003071237') }, '身份证号须与真实姓名一同填写'],
      [{ regionCode: 'abc' }, '地区编码不正确'],
      [{ address: 'x'.repeat(201) }, '输入内容过长'],
    ];
    for (const [body, message] of refusals) expect(await update(body), message).toMatchObject({ code: 1, message });
    expect((await info()).data).toEqual(before);
  });

  it('needs a session', async () => {
    expect((await update({ signature: 'x' }, 'nope')).code).toBe(2);
  });
});

describe('user/api/userInfo/updateHeadImg', () => {
  it('sets the avatar to an uploaded picture', async () => {
    const url = await upload(PNG);
    const res = await postForm(c, 'user/api/userInfo/updateHeadImg', { headImg: url }, { token });
    expect(res.code).toBe(0);
    expect(String(res.data.headImg)).toMatch(/\/files\/uploads\/[0-9a-f]{64}\.png$/);
    expect((await info()).data.headImg).toBe(res.data.headImg);
  });

  it('refuses what is not an uploaded picture and keeps the old avatar', async () => {
    const before = (await info()).data.headImg;
    const sound = await upload(MP3);
    for (const headImg of [sound, `uploads/${'0'.repeat(64)}.png`, 'https://example.com/a.png', '']) {
      expect(await postForm(c, 'user/api/userInfo/updateHeadImg', { headImg }, { token }), headImg).toMatchObject({
        code: 1,
        message: '头像图片不存在，请重新上传',
      });
    }
    expect((await info()).data.headImg).toBe(before);
  });
});

describe('personalCenterInfo', () => {
  it('counts the orders on the site and the followers', async () => {
    const data = (await c.get<Envelope<Item>>('user/api/userBind/personalCenterInfo', { token })).data;
    expect(Number(data.orderNum)).toBeGreaterThan(0);
    expect(data.fansNum).toBe('4');
  });
});

describe('the ID number at rest', () => {
  it('is never in the SQLite file in plain', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ctp-profile-'));
    try {
      const dbPath = join(dir, 'upstream.db');
      writeFileSync(dbPath, demoImage() ?? Buffer.alloc(0));
      const upstream = await startUpstream({ port: 0, dbPath, now: testNow, devControls: true });
      const get = async <T>(path: string, query: Record<string, string | number> = {}) => {
        const qs = new URLSearchParams({
          siteCode: 'site510100',
          token: '',
          ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
        });
        return (await (await fetch(`${upstream.url}/${path}?${qs}`)).json()) as T;
      };
      const client: Client = {
        ...c,
        url: upstream.url,
        upstream,
        dev: devClient(upstream.url),
        get,
        list: (path, query) => get(path, query),
      };
      const t = (await login(client, '13800000003')).userToken;
      const res = await postForm(
        client,
        'user/api/userInfo/updateUserInfo',
        { idCard: sm4Encrypt('510122199506213017'), realName: '张三' },
        { token: t },
      );
      expect(res.code).toBe(0);
      await upstream.close();
      const files = [dbPath, `${dbPath}-wal`].filter(existsSync).map((f) => readFileSync(f).toString('latin1'));
      expect(files.join('').length).toBeGreaterThan(0);
      for (const number of ['510122199506213017', '510104199003071237', '510112199201180063']) {
        expect(
          files.some((f) => f.includes(number)),
          number,
        ).toBe(false);
      }
      expect(files.some((f) => f.includes(sm4Encrypt('510122199506213017')))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
