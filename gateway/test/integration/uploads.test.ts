import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';
import { uploadedFileKeys } from '../../src/domains/uploads/index.ts';

/** A valid PNG of `w`×`h` random pixels (random so it does not compress: its size is about w·h·3). */
function png(w: number, h: number): Uint8Array<ArrayBuffer> {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const raw = randomBytes((w * 3 + 1) * h);
  for (let row = 0; row < h; row++) raw[row * (w * 3 + 1)] = 0; // filter byte of each row: none
  const bytes = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return new Uint8Array(bytes);
}

const UPLOAD = `mutation Upload($input: UploadFileInput!) {
  uploadFile(input: $input) { file { id url kind contentType size } errors { code field limit message } }
}`;

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000, uploads: { maxImageBytes: 64 * 1024 } });
  token = await h.signIn('13800000001');
}, 120_000);
afterAll(async () => {
  await h?.close();
});

describe('uploadFile (GraphQL multipart request → the file service)', () => {
  it('stores a picture and answers a reference and a URL that serves the same bytes', async () => {
    const bytes = png(8, 8);
    const r = await h.gqlUpload(
      UPLOAD,
      { input: { file: null, kind: 'IMAGE' } },
      { 'input.file': { bytes, name: 'holiday.jpg', type: 'image/jpeg' } },
      { 'x-token': token },
    );
    expect(r.errors).toBeUndefined();
    const file = r.data!.uploadFile.file;
    expect(r.data!.uploadFile.errors).toEqual([]);
    expect(file).toMatchObject({ kind: 'IMAGE', contentType: 'image/png', size: bytes.length });
    const served = await fetch(file.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    // the reference is what other families' inputs take
    expect(uploadedFileKeys([file.id], 'images', 'IMAGE').errors).toEqual([]);
    expect(uploadedFileKeys([file.id], 'videos', 'VIDEO').errors.map((e) => e.code)).toEqual(['FILE_UNKNOWN']);
    expect(uploadedFileKeys(['bm90LWEtZmlsZQ'], 'images').errors.map((e) => e.code)).toEqual(['FILE_UNKNOWN']);
  });

  it('refuses by the bytes, not the name: a text file called photo.png, and a picture sent as a video', async () => {
    const calls = (await h.dev.calls()).total;
    const text = await h.gqlUpload(
      UPLOAD,
      { input: { file: null, kind: 'IMAGE' } },
      { 'input.file': { bytes: new TextEncoder().encode('not a picture at all, just words'), name: 'photo.png', type: 'image/png' } },
      { 'x-token': token, 'x-language': 'EN' },
    );
    expect(text.data!.uploadFile).toEqual({
      file: null,
      errors: [{ code: 'FILE_TYPE_NOT_ALLOWED', field: 'file', limit: null, message: 'This file type is not supported.' }],
    });
    const asVideo = await h.gqlUpload(
      UPLOAD,
      { input: { file: null, kind: 'VIDEO' } },
      { 'input.file': { bytes: png(4, 4), name: 'clip.mp4', type: 'video/mp4' } },
      { 'x-token': token },
    );
    expect(asVideo.data!.uploadFile.errors.map((e: { code: string }) => e.code)).toEqual(['FILE_TYPE_NOT_ALLOWED']);
    expect(
      (await h.dev.calls()).calls.slice(calls).map((c) => c.path),
      'nothing was sent to the file service',
    ).not.toContain('res/api/file/upload');
  });

  it('refuses an empty file and one over the limit with the limit in the message, storing nothing (a 360 KB upload passes the 256 KiB document limit: uploads have their own)', async () => {
    const calls = (await h.dev.calls()).total;
    const empty = await h.gqlUpload(
      UPLOAD,
      { input: { file: null, kind: 'IMAGE' } },
      { 'input.file': { bytes: new Uint8Array(0), name: 'empty.png' } },
      { 'x-token': token },
    );
    expect(empty.data!.uploadFile.errors.map((e: { code: string }) => e.code)).toEqual(['FILE_EMPTY']);
    const big = await h.gqlUpload(
      UPLOAD,
      { input: { file: null, kind: 'IMAGE' } },
      { 'input.file': { bytes: png(400, 300), name: 'big.png' } },
      { 'x-token': token, 'x-language': 'CN' },
    );
    expect(big.data!.uploadFile.errors).toEqual([{ code: 'FILE_TOO_LARGE', field: 'file', limit: 65536, message: '文件过大，最大0.1 MB' }]);
    expect((await h.dev.calls()).calls.slice(calls).map((c) => c.path)).not.toContain('res/api/file/upload');
    const limits = await h.gql('{ inputLimits { uploadMaxImageBytes imageMaxWidth imageMaxHeight imageQuality uploadDefaultCount } }');
    expect(limits.data!.inputLimits).toEqual({
      uploadMaxImageBytes: 65536,
      imageMaxWidth: 1500,
      imageMaxHeight: 1000,
      imageQuality: 0.8,
      uploadDefaultCount: 1,
    });
  });

  it('refuses a request whose file variable holds no file (FILE_REQUIRED), sending nothing to the file service', async () => {
    await h.dev.resetCalls();
    // a JSON request: the variable is a string, not a file part
    const text = await h.gql(UPLOAD, { input: { file: 'holiday.png', kind: 'IMAGE' } }, { 'x-token': token, 'x-language': 'EN' });
    expect(text.data!.uploadFile).toEqual({
      file: null,
      errors: [{ code: 'FILE_REQUIRED', field: 'file', limit: null, message: 'Please choose a file to upload.' }],
    });
    // a multipart request whose map points the variable at a plain text field
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: UPLOAD, variables: { input: { file: null, kind: 'IMAGE' } } }));
    form.set('map', JSON.stringify({ 0: ['variables.input.file'] }));
    form.set('0', 'not a file part');
    const response = await fetch(`${h.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { accept: 'application/json', 'graphql-require-preflight': '1', 'x-token': token, 'x-language': 'CN' },
      body: form,
    });
    const body = (await response.json()) as { data?: { uploadFile: unknown }; errors?: unknown };
    expect(body.data?.uploadFile ?? body.errors).toEqual({
      file: null,
      errors: [{ code: 'FILE_REQUIRED', field: 'file', limit: null, message: '请选择要上传的文件' }],
    });
    expect((await h.dev.calls()).calls.map((c) => c.path)).not.toContain('res/api/file/upload');
  });

  it('needs a session', async () => {
    const r = await h.gqlUpload(UPLOAD, { input: { file: null, kind: 'IMAGE' } }, { 'input.file': { bytes: png(2, 2), name: 'a.png' } });
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
