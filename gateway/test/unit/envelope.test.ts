import { describe, expect, it } from 'vitest';
import { decodeData, decodeList, parseEnvelope } from '../../src/core/upstream/envelope.ts';
import { errorForCode, isNotFound, UpstreamCodeError, UpstreamMalformedError } from '../../src/core/upstream/errors.ts';

describe('envelope decoding', () => {
  it('code 0 → data', () => {
    expect(decodeData(parseEnvelope('{"code":0,"message":"success","data":{"id":"1"}}'))).toEqual({ id: '1' });
    expect(decodeData(parseEnvelope('{"code":"0","data":null}'))).toBeNull();
  });

  it('malformed JSON and non-envelopes are typed errors', () => {
    expect(() => parseEnvelope('<html>oops</html>')).toThrow(UpstreamMalformedError);
    expect(() => parseEnvelope('[1,2]')).toThrow(UpstreamMalformedError);
    expect(() => parseEnvelope('{"data":{}}')).toThrow(UpstreamMalformedError);
    try {
      parseEnvelope('{');
    } catch (error) {
      expect((error as UpstreamMalformedError).extensions.code).toBe('UPSTREAM_ERROR');
    }
  });

  it.each([
    [2, 'UNAUTHENTICATED'],
    [3, 'SERVICE_SUSPENDED'],
    [4, 'UPSTREAM_ERROR'], // INVITATION_REQUIRED is the open-id check's answer only
    [5, 'TOO_MANY_VISITORS'],
    [1, 'UPSTREAM_ERROR'],
    [404, 'UPSTREAM_ERROR'],
  ])('code %s → %s', (code, expected) => {
    const envelope = parseEnvelope(JSON.stringify({ code, message: '服务器繁忙' }));
    try {
      decodeData(envelope);
      expect.fail('should throw');
    } catch (error) {
      expect(error).toBeInstanceOf(UpstreamCodeError);
      expect((error as UpstreamCodeError).extensions.code).toBe(expected);
      if (expected === 'UPSTREAM_ERROR') expect((error as Error).message).toBe('服务器繁忙');
    }
  });

  it('other codes without a message still get one; msg is a fallback', () => {
    expect(errorForCode(7, null).message).toMatch(/could not complete/);
    expect(() => decodeData(parseEnvelope('{"code":1,"msg":"参数错误"}'))).toThrow('参数错误');
  });

  it('recognises not-found answers', () => {
    expect(isNotFound(errorForCode(1, '资源不存在'))).toBe(true);
    expect(isNotFound(errorForCode(1, '参数错误'))).toBe(false);
    expect(isNotFound(errorForCode(3, '资源不存在'))).toBe(false);
  });
});

describe('list decoding, every shape', () => {
  it('standard datas + page (numbers maybe strings)', () => {
    const page = decodeList(
      parseEnvelope(
        JSON.stringify({
          code: 0,
          datas: [{ id: '1' }, { id: '2' }],
          page: { total: '57', currPage: 2, pageSize: '10', totalPage: 6 },
        }),
      ),
    );
    expect(page).toEqual({ items: [{ id: '1' }, { id: '2' }], total: 57, currPage: 2, pageSize: 10, totalPage: 6 });
  });

  it('standard without page falls back to the hint', () => {
    expect(decodeList(parseEnvelope('{"code":0,"datas":[{"a":1}]}'), { currPage: 3, pageSize: 5 })).toEqual({
      items: [{ a: 1 }],
      total: 1,
      currPage: 3,
      pageSize: 5,
      totalPage: 1,
    });
  });

  it('Response B data.list / total / pageSize', () => {
    const page = decodeList(parseEnvelope(JSON.stringify({ code: 0, data: { list: [{ id: 1 }], total: 21, pageSize: 10, currPage: 1 } })));
    expect(page).toEqual({ items: [{ id: 1 }], total: 21, pageSize: 10, currPage: 1, totalPage: 3 });
  });

  it('ranking data.data / totalCount / totalPage', () => {
    const page = decodeList(
      parseEnvelope(JSON.stringify({ code: 0, data: { data: [{ id: 1 }, { id: 2 }], totalCount: '12', totalPage: 6 } })),
      { currPage: 1, pageSize: 2 },
    );
    expect(page).toEqual({ items: [{ id: 1 }, { id: 2 }], total: 12, pageSize: 2, currPage: 1, totalPage: 6 });
  });

  it('shop list / pageNum / pageSize / total', () => {
    const page = decodeList(parseEnvelope(JSON.stringify({ code: 0, list: [{ id: 'o1' }], pageNum: 2, pageSize: 5, total: 11 })));
    expect(page).toEqual({ items: [{ id: 'o1' }], total: 11, pageSize: 5, currPage: 2, totalPage: 3 });
  });

  it('a success without a list is an empty page; errors still throw', () => {
    expect(decodeList(parseEnvelope('{"code":0,"datas":null}')).items).toEqual([]);
    expect(decodeList(parseEnvelope('{"code":0,"datas":null}')).total).toBe(0);
    expect(() => decodeList(parseEnvelope('{"code":5,"message":"x"}'))).toThrow(UpstreamCodeError);
  });
});

describe('code 4', () => {
  it('is INVITATION_REQUIRED from the open-id check only', () => {
    expect(errorForCode(4, '需要邀请', { openIdCheck: true }).extensions.code).toBe('INVITATION_REQUIRED');
    expect(errorForCode(4, '需要邀请').extensions.code).toBe('UPSTREAM_ERROR');
    expect(errorForCode(4, '需要邀请').message).toBe('需要邀请');
  });
});
