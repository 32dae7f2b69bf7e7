import { describe, expect, it } from 'vitest';
import { codePointLength } from '../../src/core/validation.ts';
import { validateComment, validateReply } from '../../src/domains/comments/validation.ts';
import { MESSAGES, hasUserErrorText, localizedMessage } from '../../src/core/messages.ts';
import { createSchema } from '../../src/schema.ts';
import { GraphQLEnumType } from 'graphql';
import { refusalFor, refusalOf } from '../../src/core/user-errors.ts';
import { validateCode, validatePhone } from '../../src/core/validation.ts';
import { sm4Encrypt } from '../../src/core/sm4.ts';
import smCrypto from 'sm-crypto';

const codes = (errors: Array<{ code: string }>) => errors.map((e) => e.code);
const EMOJI = '😀'; // one code point, two UTF-16 units

describe('phone and code', () => {
  it.each([
    ['1380000000', false],
    ['13800000001', true],
    ['138000000011', false],
    ['1380000000a', false],
    ['138 0000 0001', false],
    ['', false],
    [' 13800000001 ', true],
  ])('phone %j valid=%s', (phone, valid) => {
    expect(validatePhone(phone)).toEqual(valid ? [] : [{ code: 'PHONE_INVALID', field: 'phone', limit: null }]);
  });
  it.each([
    ['12345', false],
    ['123456', true],
    ['1234567', false],
    ['12345a', false],
  ])('code %j valid=%s', (code, valid) => {
    expect(codes(validateCode(code))).toEqual(valid ? [] : ['CODE_INVALID']);
  });
});

describe('comment', () => {
  const ok = { content: 'x', emoticonIds: [], tagIds: [], star: null };
  it('counts code points, so an emoji is one character', () => {
    expect(codePointLength(EMOJI.repeat(3))).toBe(3);
    expect(EMOJI.repeat(3).length).toBe(6);
  });
  it.each([
    [199, true],
    [200, true],
    [201, false],
  ])('%i ASCII characters valid=%s', (n, valid) => {
    expect(codes(validateComment({ ...ok, content: 'a'.repeat(n) }))).toEqual(valid ? [] : ['COMMENT_TOO_LONG']);
  });
  it.each([
    [199, true],
    [200, true],
    [201, false],
  ])('%i emoji valid=%s (limit 200, field content)', (n, valid) => {
    const errors = validateComment({ ...ok, content: EMOJI.repeat(n) });
    expect(errors).toEqual(valid ? [] : [{ code: 'COMMENT_TOO_LONG', field: 'content', limit: 200 }]);
  });
  it('required after trimming', () => {
    expect(validateComment({ ...ok, content: '   \n\t ' })).toEqual([{ code: 'COMMENT_REQUIRED', field: 'content', limit: null }]);
    expect(codes(validateComment({ ...ok, content: ` ${'a'.repeat(200)} ` }))).toEqual([]);
  });
  it.each([
    [10, true],
    [11, false],
  ])('%i emoticons valid=%s', (n, valid) => {
    const errors = validateComment({ ...ok, emoticonIds: Array.from({ length: n }, (_, i) => String(i + 1)) });
    expect(errors).toEqual(valid ? [] : [{ code: 'TOO_MANY_EMOTICONS', field: 'emoticonIds', limit: 10 }]);
  });
  it.each([
    [5, true],
    [6, false],
  ])('%i tags valid=%s', (n, valid) => {
    const errors = validateComment({ ...ok, tagIds: Array.from({ length: n }, (_, i) => String(i + 1)) });
    expect(errors).toEqual(valid ? [] : [{ code: 'TOO_MANY_TAGS', field: 'tagIds', limit: 5 }]);
  });
  it.each([
    [0, false],
    [1, true],
    [5, true],
    [6, false],
    [null, true],
  ])('star %s valid=%s', (star, valid) => {
    expect(validateComment({ ...ok, star })).toEqual(valid ? [] : [{ code: 'STAR_OUT_OF_RANGE', field: 'star', limit: null }]);
  });
  it('reports every broken rule at once', () => {
    expect(codes(validateComment({ content: '', emoticonIds: Array(11).fill('1'), tagIds: Array(6).fill('1'), star: 9 }))).toEqual([
      'COMMENT_REQUIRED',
      'TOO_MANY_EMOTICONS',
      'TOO_MANY_TAGS',
      'STAR_OUT_OF_RANGE',
    ]);
  });
});

describe('reply', () => {
  it('is required and at most 200 code points', () => {
    expect(validateReply('  ')).toEqual([{ code: 'REPLY_REQUIRED', field: 'content', limit: null }]);
    expect(validateReply(EMOJI.repeat(200))).toEqual([]);
    expect(validateReply(EMOJI.repeat(201))).toEqual([{ code: 'COMMENT_TOO_LONG', field: 'content', limit: 200 }]);
    expect(validateReply('a'.repeat(199))).toEqual([]);
  });
});

describe('upstream refusals', () => {
  it.each([
    ['验证码错误', 'CODE_WRONG'],
    ['验证码已过期', 'CODE_EXPIRED'],
    ['发送过于频繁，请60秒后再试', 'CODE_TOO_FREQUENT'],
    ['该手机号已被绑定', 'PHONE_TAKEN'],
    ['资源不存在', 'RESOURCE_NOT_FOUND'],
    ['评论不存在', 'RESOURCE_NOT_FOUND'],
    ['当前账号已绑定手机号', 'REFUSED'],
    ['', 'REFUSED'],
  ])('%j → %s', (message, code) => {
    expect(refusalFor(message).code).toBe(code);
  });
  it('REFUSED keeps the server words; code 0 is success; codes 2..5 throw the mapped error', () => {
    expect(refusalFor('当前账号已绑定手机号').upstreamMessage).toBe('当前账号已绑定手机号');
    expect(refusalOf({ code: 0 })).toBeNull();
    expect(refusalOf({ code: 1, message: '验证码错误' })?.code).toBe('CODE_WRONG');
    expect(() => refusalOf({ code: 2, message: '登录已失效，请重新登录' })).toThrow(
      expect.objectContaining({ extensions: { code: 'UNAUTHENTICATED' } }),
    );
    expect(() => refusalOf({ code: 3, message: '站点服务已暂停' })).toThrow(
      expect.objectContaining({ extensions: { code: 'SERVICE_SUSPENDED' } }),
    );
  });
});

describe('messages', () => {
  it('every language has every code, limits filled in', () => {
    const keys = Object.keys(MESSAGES.CN).sort();
    for (const messages of Object.values(MESSAGES)) expect(Object.keys(messages).sort()).toEqual(keys);
    expect(localizedMessage('EN', 'COMMENT_TOO_LONG', 200)).toBe('At most 200 characters.');
    expect(localizedMessage('FRENCH', 'TOO_MANY_EMOTICONS', 10)).toContain('10');
    expect(localizedMessage('CN', 'TOO_MANY_TAGS', 5)).toBe('最多选择5个标签');
  });

  it("every value of the schema's UserErrorCode (the core's and each domain's) is worded in all five languages", () => {
    const type = createSchema().getType('UserErrorCode');
    expect(type).toBeInstanceOf(GraphQLEnumType);
    const codes = (type as GraphQLEnumType).getValues().map((v) => v.name);
    expect(codes.length).toBeGreaterThanOrEqual(Object.keys(MESSAGES.CN).length);
    const missing = codes.flatMap((code) =>
      (['CN', 'EN', 'FRENCH', 'JAPANESE', 'KOREAN'] as const).filter((l) => !hasUserErrorText(l, code)).map((l) => `${code}/${l}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('SM4', () => {
  it('encrypts phones as the upstream decrypts them (ECB, PKCS#7, hex, fixed key)', () => {
    const hex = sm4Encrypt('13800000001');
    expect(hex).toMatch(/^[0-9a-f]{32}$/);
    expect(smCrypto.sm4.decrypt(hex, '0123456789abcdeffedcba9876543210')).toBe('13800000001');
    expect(() => sm4Encrypt('13800000001', 'short')).toThrow(/UPSTREAM_SM4_KEY/);
  });
});
