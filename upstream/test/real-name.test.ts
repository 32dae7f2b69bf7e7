import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sm4Decrypt, sm4Encrypt } from '../src/crypto/sm4.ts';
import { devClient } from '../src/dev-client.ts';
import { startUpstream } from '../src/index.ts';
import { VERDICT_DELAY_MS } from '../src/families/real-name/provider.ts';
import { testNow } from '../src/testing/index.ts';
import { login, postForm, startTestUpstream, type Client, type Envelope, type Item } from './helpers.ts';

const VALID = '510107199203084525';
const OTHER_VALID = '330106199507201831';
const LOST = '440300199001011238';

let c: Client;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  c = await startTestUpstream();
  for (const phone of ['13800000001', '13800000002', '13800000003', '13800000004', '13912340021'])
    tokens[phone] = (await login(c, phone)).userToken;
});
afterAll(async () => {
  await c.dev.setClock({ offsetMs: 0 });
  await c.upstream.close();
});

const get = (phone: string, query: Record<string, string> = {}) =>
  c.get<Envelope<Item | null>>('res/api/realNameAuth/get', { token: tokens[phone]!, ...query });
const submit = (phone: string, name: string, idNumber: string, extra: Record<string, string> = {}) =>
  postForm(c, 'res/api/realNameAuth/set', { name, idCard: sm4Encrypt(idNumber), ...extra }, { token: tokens[phone]! });
const end = (call: 'withdraw' | 'cancel', phone: string, id: unknown) =>
  postForm(c, `res/api/realNameAuth/${call}`, { id: String(id) }, { token: tokens[phone]! });

describe('real-name verification', () => {
  it('the demo users: 13800000003 verified, 13800000004 rejected with the reason in the site language, others none', async () => {
    const passed = (await get('13800000003')).data!;
    expect(passed).toMatchObject({ status: '1', realName: '李**', idCard: '5101**********341X', reasonCode: '' });
    expect(sm4Decrypt(String(passed.encryption))).toBe('51010419880512341X');
    expect(sm4Decrypt(String(passed.nameEncryption))).toBe('李青竹');
    const rejected = (await get('13800000004')).data!;
    expect(rejected).toMatchObject({ status: '2', reasonCode: 'NAME_MISMATCH', reason: '姓名与身份证号不一致' });
    expect((await get('13800000004', { siteCode: 'site530700' })).data).toMatchObject({
      reason: 'Le nom et le numéro ne correspondent pas',
    });
    expect((await get('13800000001')).data).toBeNull();
  });

  it('needs a session', async () => {
    expect((await c.get('res/api/realNameAuth/get')).code).toBe(2);
    expect((await postForm(c, 'res/api/realNameAuth/set', { name: '张三', idCard: sm4Encrypt(VALID) })).code).toBe(2);
  });

  it('refuses a missing name, a number that is not one and a photo never uploaded, storing nothing', async () => {
    expect((await submit('13800000001', ' ', VALID)).message).toBe('请输入真实姓名');
    expect((await submit('13800000001', '张三', '12345')).message).toBe('身份证号码格式不正确');
    const plain = await postForm(c, 'res/api/realNameAuth/set', { name: '张三', idCard: VALID }, { token: tokens['13800000001']! });
    expect(plain.message, 'the number travels SM4-encrypted').toBe('身份证号码格式不正确');
    expect((await submit('13800000001', '张三', VALID, { facePhoto: `uploads/${'a'.repeat(64)}.jpg` })).message).toBe(
      '人脸照片不存在，请重新拍摄',
    );
    expect((await get('13800000001')).data).toBeNull();
  });

  it('pending, then passed once the provider answers; refused while pending or passed; cancelled back to none', async () => {
    const sent = await submit('13800000001', '张晓蓉', VALID);
    expect(sent).toMatchObject({ code: 0, data: { status: '0', realName: '张**', idCard: '5101**********4525', auditTime: '' } });
    expect((await submit('13800000001', '张晓蓉', VALID)).message).toBe('实名认证审核中，请勿重复提交');
    await c.dev.advanceClock(VERDICT_DELAY_MS - 2000);
    expect((await get('13800000001')).data).toMatchObject({ status: '0' });
    await c.dev.advanceClock(2000);
    const passed = (await get('13800000001')).data!;
    expect(passed).toMatchObject({ status: '1', statusName: '已认证' });
    expect(passed.auditTime).not.toBe('');
    expect((await submit('13800000001', '张晓蓉', VALID)).message).toBe('您已完成实名认证');
    expect((await end('withdraw', '13800000001', passed.id)).message).toBe('该认证不在审核中，无法撤回');
    expect((await end('cancel', '13800000001', passed.id)).code).toBe(0);
    expect((await get('13800000001')).data).toBeNull();
    expect((await end('cancel', '13800000001', passed.id)).message).toBe('该认证未通过，无法取消');
  });

  it('a number of the demo list is rejected with its reason; a pending one is withdrawn; a rejected person may submit again', async () => {
    const sent = (await submit('13800000001', '张晓蓉', LOST)).data as Item;
    await c.dev.advanceClock(VERDICT_DELAY_MS);
    expect((await get('13800000001')).data).toMatchObject({ status: '2', reasonCode: 'DOCUMENT_LOST', reason: '该身份证已挂失' });
    expect((await end('withdraw', '13800000001', sent.id)).message).toBe('该认证不在审核中，无法撤回');
    const again = (await submit('13800000001', '张晓蓉', OTHER_VALID)).data as Item;
    expect(again.status).toBe('0');
    expect((await end('withdraw', '13800000001', again.id)).code).toBe(0);
    expect((await get('13800000001')).data).toBeNull();
  });

  it("another user's verification answers as one that does not exist; a number held by one user is refused for another", async () => {
    const held = (await get('13800000003')).data!;
    expect((await end('cancel', '13800000002', held.id)).message).toBe('认证记录不存在');
    expect((await end('cancel', '13800000002', 999999)).message).toBe('认证记录不存在');
    expect((await get('13800000003')).data).toMatchObject({ status: '1' });
    expect((await submit('13800000002', '李青竹', '51010419880512341X')).message).toBe('该身份证号已被其他账号认证');
    const pending = (await submit('13912340021', '赵六', '510122198709095677')).data as Item;
    expect((await end('withdraw', '13800000002', pending.id)).message).toBe('认证记录不存在');
    expect((await submit('13800000002', '赵六', '510122198709095677')).message).toBe('该身份证号已被其他账号认证');
    expect((await get('13912340021')).data).toMatchObject({ status: '0' });
    // a rejected number holds nothing: 13800000004's rejected number may be submitted by another
    expect((await submit('13800000002', '王锦江', '11010519491231002X')).code).toBe(0);
  });
});

describe('real-name verification at rest', () => {
  it('the database file holds the names and numbers SM4-encrypted, never in plain text', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'upstream-real-name-'));
    try {
      const path = join(dir, 'upstream.db');
      const upstream = await startUpstream({ port: 0, dbPath: path, now: testNow });
      const get = async <T>(p: string, query: Record<string, string | number> = {}) =>
        (await (
          await fetch(
            `${upstream.url}/${p}?${new URLSearchParams({ siteCode: 'site510100', token: '', ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) })}`,
          )
        ).json()) as T;
      const client: Client = {
        upstream,
        url: upstream.url,
        dev: devClient(upstream.url),
        get,
        list: get,
        raw: (p, init) => fetch(`${upstream.url}/${p}`, init),
      };
      const token = (await login(client, '13912340022')).userToken;
      const sent = await postForm(client, 'res/api/realNameAuth/set', { name: '欧阳明月', idCard: sm4Encrypt(VALID) }, { token });
      expect(sent.code).toBe(0);
      await upstream.close();
      const bytes = Buffer.concat([path, `${path}-wal`].filter((p) => existsSync(p)).map((p) => readFileSync(p)));
      for (const plain of [VALID, '51010419880512341X', '欧阳明月', '李青竹'])
        expect(bytes.includes(Buffer.from(plain)), plain).toBe(false);
      expect(bytes.includes(Buffer.from(sm4Encrypt(VALID))), 'the ciphertext is what is stored').toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
