import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestUpstream, type Client } from './helpers.ts';

/** A tiny valid PNG (1x1, red). */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c63f8cfc0f01f0005000201e2212bc80000000049454e44ae426082',
  'hex',
);

let c: Client;
let token: string;
beforeAll(async () => {
  c = await startTestUpstream();
  token = (await login(c, '13800000001')).userToken;
});
afterAll(async () => {
  await c.upstream.close();
});

function upload(bytes: Uint8Array<ArrayBuffer>, opts: { token?: string; field?: string; filename?: string } = {}) {
  const form = new FormData();
  form.append(opts.field ?? 'Filedata', new Blob([bytes]), opts.filename ?? 'photo.bin');
  const qs = new URLSearchParams({ siteCode: 'site510100', token: opts.token ?? token });
  return fetch(`${c.url}/res/api/file/upload?${qs}`, { method: 'POST', body: form }).then(
    (r) => r.json() as Promise<{ code: number; message: string; data: Record<string, unknown> }>,
  );
}

describe('file upload service (res/api/file/upload)', () => {
  it('stores a file under its content hash, answers url and safeUrl, and serves it back', async () => {
    const res = await upload(PNG, { filename: 'holiday.txt' });
    expect(res.code).toBe(0);
    expect(res.data.contentType).toBe('image/png');
    expect(res.data.kind).toBe('IMAGE');
    expect(res.data.url).toMatch(/^uploads\/[0-9a-f]{64}\.png$/);
    expect(res.data.safeUrl).toBe(`${c.url}/files/${res.data.url as string}`);
    const served = await fetch(res.data.safeUrl as string);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    // the same bytes again: the same name (content-addressed)
    expect((await upload(PNG)).data.url).toBe(res.data.url);
  });

  it('refuses an empty file, an unknown type, a missing Filedata part and a caller without a session', async () => {
    expect(await upload(new Uint8Array())).toMatchObject({ code: 1, message: '文件为空' });
    expect(await upload(new TextEncoder().encode('just some text, not a picture'))).toMatchObject({ code: 1, message: '不支持的文件类型' });
    expect(await upload(PNG, { field: 'other' })).toMatchObject({ code: 1, message: '请选择要上传的文件' });
    expect((await upload(PNG, { token: 'nope' })).code).toBe(2);
  });

  it('serves nothing under a name that was not uploaded', async () => {
    expect((await fetch(`${c.url}/files/uploads/${'0'.repeat(64)}.png`)).status).toBe(404);
    expect((await fetch(`${c.url}/files/uploads/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });
});
