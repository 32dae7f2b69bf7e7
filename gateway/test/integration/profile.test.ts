import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

/** A tiny valid PNG (1x1) and the head of an MP3 (a sound, not a picture). */
const PNG = new Uint8Array(
  Buffer.from(
    '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
      '1f15c4890000000d49444154789c63f8cfc0f01f0005000201e2212bc80000000049454e44ae426082',
    'hex',
  ),
);
const MP3 = new Uint8Array(Buffer.concat([Buffer.from('ID3'), Buffer.alloc(200, 1)]));

const PROFILE = `{ viewer { user { id nickname avatar { url } signature email schoolName companyName realName maskedIdNumber
  region { code name } address counts { orders fans } } } }`;
const UPDATE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) {
  user { nickname signature email schoolName companyName realName maskedIdNumber region { code name } address }
  errors { code field limit message } } }`;
const UPLOAD = `mutation($input: UploadFileInput!) { uploadFile(input: $input) { file { id } errors { code } } }`;
const AVATAR = `mutation($input: SetAvatarInput!) { setAvatar(input: $input) { user { avatar { url } } errors { code field message } } }`;

let h: Harness;
let one: string;
let two: string;
beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
  one = await h.signIn('13800000001');
  two = await h.signIn('13800000002');
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const profile = async (token: string) => (await h.gql(PROFILE, {}, { 'x-token': token })).data!.viewer.user;

/** The update's errors, after proving nothing reached the upstream's write and nothing changed. */
async function refused(input: Record<string, unknown>, token = two) {
  const before = await profile(token);
  const calls = (await h.dev.calls()).total;
  const r = await h.gql(UPDATE, { input }, { 'x-token': token });
  const paths = (await h.dev.calls()).calls.slice(calls).map((c) => c.path);
  expect(paths.filter((p) => p.includes('updateUserInfo'))).toEqual([]);
  expect(r.data!.updateProfile.user).toBeNull();
  expect(await profile(token)).toEqual(before);
  return r.data!.updateProfile.errors as { code: string; field: string; limit: number | null; message: string }[];
}

describe('the profile of the signed-in user', () => {
  it('answers the profile fields, the ID number masked only, the region by code, real order and follower counts', async () => {
    const me = await profile(one);
    expect(me).toMatchObject({
      nickname: '蓉城旅人',
      signature: '在成都慢慢走，看遍老街和茶馆',
      email: 'rongcheng.traveller@example.cn',
      schoolName: '四川大学',
      companyName: '成都文旅云',
      realName: '李蓉',
      maskedIdNumber: '5101**********1237',
      region: { code: '510104', name: '锦江区' },
      address: '红星路三段1号',
      counts: { fans: 4 },
    });
    expect(me.counts.orders).toBeGreaterThan(0);
    const text = JSON.stringify(await h.gql(PROFILE, {}, { 'x-token': one }));
    expect(text).not.toContain('510104199003071237');
  });

  it('publishes its limits', async () => {
    const r = await h.gql(`{ inputLimits { profileNicknameMaxLength profileSignatureMaxLength profileEmailMaxLength profileSchoolMaxLength
      profileCompanyMaxLength profileRealNameMaxLength profileAddressMaxLength } }`);
    expect(r.data!.inputLimits).toEqual({
      profileNicknameMaxLength: 20,
      profileSignatureMaxLength: 60,
      profileEmailMaxLength: 64,
      profileSchoolMaxLength: 50,
      profileCompanyMaxLength: 50,
      profileRealNameMaxLength: 20,
      profileAddressMaxLength: 100,
    });
  });

  it('is another user’s only: B reads nothing of A through A’s id', async () => {
    const a = await profile(one);
    const r = await h.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: a.id }, { 'x-token': two });
    expect(r.data!.node).toBeNull();
  });
});

describe('updateProfile: every rule checked in the gateway first, each with its code on its field', () => {
  const cases: Array<[string, Record<string, unknown>, string, string, number | null]> = [
    ['an empty nickname', { nickname: '   ' }, 'PROFILE_NICKNAME_REQUIRED', 'nickname', null],
    ['a nickname too long', { nickname: '长'.repeat(21) }, 'PROFILE_NICKNAME_TOO_LONG', 'nickname', 20],
    ['a nickname with a line break', { nickname: 'a\nb' }, 'PROFILE_NICKNAME_INVALID', 'nickname', null],
    ['a signature too long', { signature: 'x'.repeat(61) }, 'PROFILE_SIGNATURE_TOO_LONG', 'signature', 60],
    ['a school too long', { schoolName: 'x'.repeat(51) }, 'PROFILE_SCHOOL_TOO_LONG', 'schoolName', 50],
    ['a company too long', { companyName: 'x'.repeat(51) }, 'PROFILE_COMPANY_TOO_LONG', 'companyName', 50],
    ['a bad email', { email: 'not-an-email' }, 'PROFILE_EMAIL_INVALID', 'email', 64],
    ['an ID number without the real name', { idNumber: '510107198812152023' }, 'PROFILE_REAL_NAME_REQUIRED', 'realName', null],
    ['a real name too long', { realName: '名'.repeat(21), idNumber: '510107198812152023' }, 'PROFILE_REAL_NAME_TOO_LONG', 'realName', 20],
    ['an ID number of the wrong shape', { realName: '陈静', idNumber: '12345' }, 'PROFILE_ID_NUMBER_INVALID', 'idNumber', null],
    [
      'an ID number with an impossible birth date',
      { realName: '陈静', idNumber: '510107198813152023' },
      'PROFILE_ID_NUMBER_BIRTH_DATE',
      'idNumber',
      null,
    ],
    [
      'an ID number with a wrong check character',
      { realName: '陈静', idNumber: '510107198812152024' },
      'PROFILE_ID_NUMBER_CHECKSUM',
      'idNumber',
      null,
    ],
    ['a region outside the site', { regionCode: '110101' }, 'PROFILE_REGION_UNKNOWN', 'regionCode', null],
    ['a region code that is no code', { regionCode: 'abc' }, 'PROFILE_REGION_UNKNOWN', 'regionCode', null],
    ['an address too long', { address: 'x'.repeat(101) }, 'PROFILE_ADDRESS_TOO_LONG', 'address', 100],
  ];
  for (const [what, input, code, field, limit] of cases) {
    it(`refuses ${what}`, async () => {
      const errors = await refused(input);
      expect(errors.map((e) => [e.code, e.field, e.limit])).toEqual([[code, field, limit]]);
      expect(errors[0]!.message).not.toBe('');
    });
  }

  it('answers every problem at once, in the user’s language', async () => {
    const errors = await refused({ nickname: '', email: 'x@', idNumber: '510107198812152024' });
    expect(errors.map((e) => [e.field, e.code])).toEqual([
      ['nickname', 'PROFILE_NICKNAME_REQUIRED'],
      ['email', 'PROFILE_EMAIL_INVALID'],
      ['idNumber', 'PROFILE_ID_NUMBER_CHECKSUM'],
      ['realName', 'PROFILE_REAL_NAME_REQUIRED'],
    ]);
    expect(errors[1]!.message).toBe('请输入正确的邮箱地址');
  });

  it('changes only the fields given; emoji count as one character', async () => {
    const nickname = '😀'.repeat(20);
    const r = await h.gql(UPDATE, { input: { nickname, signature: '  慢慢游  ', regionCode: '510104', address: '' } }, { 'x-token': two });
    expect(r.data!.updateProfile.errors).toEqual([]);
    expect(r.data!.updateProfile.user).toMatchObject({
      nickname,
      signature: '慢慢游',
      email: 'slowcat@example.cn',
      region: { code: '510104', name: '锦江区' },
      address: null,
    });
    const id = await h.gql(UPDATE, { input: { realName: '陈静', idNumber: '110105 19491231 002x' } }, { 'x-token': two });
    expect(id.data!.updateProfile.errors).toEqual([]);
    expect(id.data!.updateProfile.user).toMatchObject({ realName: '陈静', maskedIdNumber: '1101**********002X', nickname });
    expect(await profile(two)).toMatchObject({ nickname, realName: '陈静', maskedIdNumber: '1101**********002X' });
  });

  it('locks a real name and ID number that passed real-name verification (the rest stays editable)', async () => {
    const verified = await h.signIn('13800000003');
    const state = await h.gql('{ viewer { user { verification { state } } } }', {}, { 'x-token': verified });
    expect(state.data!.viewer.user.verification.state).toBe('PASSED');
    expect(await refused({ realName: '李青', idNumber: '11010519491231002X' }, verified)).toEqual([
      expect.objectContaining({ code: 'PROFILE_IDENTITY_VERIFIED', field: 'realName' }),
    ]);
    expect(await refused({ idNumber: '11010519491231002X' }, verified)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          code: 'PROFILE_IDENTITY_VERIFIED',
          field: 'idNumber',
          message: '姓名和身份证号已通过实名认证，不能修改',
        }),
      ]),
    );
    const other = await h.gql(UPDATE, { input: { signature: '熊猫爱竹子' } }, { 'x-token': verified });
    expect(other.data!.updateProfile.errors).toEqual([]);
  });

  it('needs a session', async () => {
    const r = await h.gql(UPDATE, { input: { signature: 'x' } });
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('setAvatar', () => {
  const upload = async (bytes: Uint8Array<ArrayBuffer>, kind: 'IMAGE' | 'AUDIO') => {
    const r = await h.gqlUpload(UPLOAD, { input: { file: null, kind } }, { 'input.file': { bytes, name: 'f.bin' } }, { 'x-token': two });
    expect(r.data!.uploadFile.errors).toEqual([]);
    return r.data!.uploadFile.file.id as string;
  };

  it('makes an uploaded picture the avatar', async () => {
    const fileId = await upload(PNG, 'IMAGE');
    const r = await h.gql(AVATAR, { input: { fileId } }, { 'x-token': two });
    expect(r.data!.setAvatar.errors).toEqual([]);
    expect(r.data!.setAvatar.user.avatar.url).toMatch(/\/files\/uploads\/[0-9a-f]{64}\.png$/);
    expect((await profile(two)).avatar.url).toBe(r.data!.setAvatar.user.avatar.url);
  });

  it('refuses what is not an uploaded picture (FILE_UNKNOWN on fileId) and keeps the old avatar', async () => {
    const before = (await profile(two)).avatar.url;
    const sound = await upload(MP3, 'AUDIO');
    for (const fileId of [sound, 'nonsense', 'VXBsb2FkZWRGaWxlOnVwbG9hZHMveC5wbmc=']) {
      const r = await h.gql(AVATAR, { input: { fileId } }, { 'x-token': two });
      expect(r.data!.setAvatar.user, fileId).toBeNull();
      expect(r.data!.setAvatar.errors.map((e: { code: string; field: string }) => [e.code, e.field])).toEqual([['FILE_UNKNOWN', 'fileId']]);
    }
    expect((await profile(two)).avatar.url).toBe(before);
  });
});
