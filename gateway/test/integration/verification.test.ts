import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

/** A tiny valid PNG (1x1): a face photo. */
const PNG = new Uint8Array(
  Buffer.from(
    '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
      '1f15c4890000000d49444154789c63f8cfc0f01f0005000201e2212bc80000000049454e44ae426082',
    'hex',
  ),
);

/** The provider's verdict comes this long after a submission (upstream real-name provider). */
const VERDICT_DELAY_MS = 30_000;

const VIEW = `verification { submissionId state maskedName maskedIdNumber rejectionReason hasFacePhoto submittedAt decidedAt canSubmit canWithdraw canCancel }`;
const MINE = `{ viewer { user { ${VIEW} } } }`;
const SUBMIT = `mutation($input: SubmitRealNameVerificationInput!) { submitRealNameVerification(input: $input) { errors { code field limit message } } }`;
const SUBMIT_VIEW = `mutation($input: SubmitRealNameVerificationInput!) { submitRealNameVerification(input: $input) { user { ${VIEW} } errors { code field message } } }`;
const WITHDRAW = `mutation($id: ID!) { withdrawRealNameVerification(input: { submissionId: $id }) { user { ${VIEW} } errors { code field message } } }`;
const CANCEL = `mutation($id: ID!) { cancelRealNameVerification(input: { submissionId: $id }) { user { ${VIEW} } errors { code field message } } }`;

let h: Harness;
const tokens: Record<string, string> = {};
const as = (phone: string, extra: Record<string, string> = {}) => ({ 'x-token': tokens[phone]!, ...extra });

async function mine(phone: string, headers: Record<string, string> = {}) {
  const r = await h.gql(MINE, {}, as(phone, headers));
  expect(r.errors).toBeUndefined();
  return r.data!.viewer.user.verification;
}

async function codes(input: Record<string, unknown>, phone = '13800000001') {
  const r = await h.gql(SUBMIT, { input }, as(phone));
  expect(r.errors).toBeUndefined();
  return r.data!.submitRealNameVerification.errors.map((e: { code: string; field: string | null }) => `${e.field}:${e.code}`);
}

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000 });
  for (const phone of ['13800000001', '13800000002', '13800000003', '13800000004']) tokens[phone] = await h.signIn(phone);
}, 120_000);
afterAll(async () => {
  await h?.dev.setClock({ offsetMs: 0 });
  await h?.close();
});

describe('the demo verifications', () => {
  it('13800000003 is verified (masked only), 13800000004 rejected with the reason in the user language, 13800000001 has none', async () => {
    const passed = await mine('13800000003');
    expect(passed).toMatchObject({
      state: 'PASSED',
      maskedName: '李**',
      maskedIdNumber: '5101**********341X',
      rejectionReason: null,
      canSubmit: false,
      canWithdraw: false,
      canCancel: true,
    });
    expect(passed.submissionId).toEqual(expect.any(String));
    const rejected = await mine('13800000004');
    expect(rejected).toMatchObject({ state: 'REJECTED', rejectionReason: '姓名与身份证号不一致', canSubmit: true, canCancel: false });
    expect((await mine('13800000004', { 'x-language': 'EN' })).rejectionReason).toBe('The name and the ID number do not match.');
    expect((await mine('13800000004', { 'x-language': 'KO' })).rejectionReason).toBe('이름과 신분증 번호가 일치하지 않습니다');
    expect(await mine('13800000001')).toMatchObject({ submissionId: null, state: 'NONE', maskedName: null, canSubmit: true });
  });

  it('needs a session', async () => {
    const r = await h.gql(MINE, {});
    expect(r.data?.viewer?.user ?? null).toBeNull();
    const s = await h.gql(SUBMIT, { input: { name: '张三', idNumber: '510107199203084525' } });
    expect(s.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('publishes its limits', async () => {
    const r = await h.gql('{ inputLimits { verificationNameMaxLength verificationIdNumberLength } }');
    expect(r.data!.inputLimits).toEqual({ verificationNameMaxLength: 30, verificationIdNumberLength: 18 });
  });
});

describe('submitting: every rule, before anything is sent', () => {
  it('refuses each problem with its own code on its field, all at once, and stores nothing', async () => {
    expect(await codes({ name: ' ', idNumber: '' })).toEqual([
      'name:VERIFICATION_NAME_REQUIRED',
      'idNumber:VERIFICATION_ID_NUMBER_REQUIRED',
    ]);
    expect(await codes({ name: '张'.repeat(31), idNumber: '51010719920308452' })).toEqual([
      'name:VERIFICATION_NAME_TOO_LONG',
      'idNumber:VERIFICATION_ID_NUMBER_FORMAT',
    ]);
    expect(await codes({ name: '张三', idNumber: '990107199203084525' }), 'no such province').toEqual([
      'idNumber:VERIFICATION_ID_NUMBER_FORMAT',
    ]);
    expect(await codes({ name: '张三', idNumber: '510107199213084525' }), 'month 13').toEqual([
      'idNumber:VERIFICATION_ID_NUMBER_BIRTH_DATE',
    ]);
    expect(await codes({ name: '张三', idNumber: '510107199203084526' })).toEqual(['idNumber:VERIFICATION_ID_NUMBER_CHECKSUM']);
    expect(await codes({ name: '张三', idNumber: '510107199203084525', facePhotoId: 'VXBsb2FkZWRGaWxlOm5vcGU=' })).toEqual([
      'facePhotoId:FILE_UNKNOWN',
    ]);
    const quiet = await h.gql(
      `mutation($input: SubmitRealNameVerificationInput!) { submitRealNameVerification(input: $input) { errors { code field } } }`,
      { input: { name: '', idNumber: '510107199203084526' } },
      as('13800000001'),
    );
    expect(quiet.upstreamCalls, 'a refused input costs no upstream call').toBe(0);
    const r = await h.gql(SUBMIT, { input: { name: '', idNumber: '510107199203084526' } }, as('13800000001'));
    const worded = r.data!.submitRealNameVerification.errors;
    expect(worded.map((e: { message: string }) => e.message)).toEqual(['请输入真实姓名', '身份证号校验位不正确，请核对']);
    const limit = await h.gql(
      SUBMIT,
      { input: { name: '张'.repeat(31), idNumber: '510107199203084525' } },
      as('13800000001', { 'x-language': 'FR' }),
    );
    expect(limit.data!.submitRealNameVerification.errors[0]).toMatchObject({ limit: 30, message: '30 caractères au plus.' });
    expect((await mine('13800000001')).state).toBe('NONE');
  });
});

describe('the states', () => {
  it('pending (withdrawable, refused again), passed once the provider answers (cancellable, refused again), cancelled to none', async () => {
    const up = await h.gqlUpload(
      'mutation($input: UploadFileInput!) { uploadFile(input: $input) { file { id } errors { code } } }',
      { input: { file: null, kind: 'IMAGE' } },
      { 'input.file': { bytes: PNG, name: 'face.png' } },
      as('13800000001'),
    );
    const facePhotoId = up.data!.uploadFile.file.id as string;
    const sent = await h.gql(
      SUBMIT_VIEW,
      { input: { name: ' 张晓蓉 ', idNumber: '510107 19920301 106x', facePhotoId } },
      as('13800000001'),
    );
    expect(sent.data!.submitRealNameVerification.errors).toEqual([]);
    const pending = sent.data!.submitRealNameVerification.user.verification;
    expect(pending).toMatchObject({
      state: 'PENDING',
      maskedName: '张**',
      maskedIdNumber: '5101**********106X',
      hasFacePhoto: true,
      decidedAt: null,
      canSubmit: false,
      canWithdraw: true,
      canCancel: false,
    });
    expect(await codes({ name: '张晓蓉', idNumber: '510104199001010019' })).toEqual(['null:VERIFICATION_PENDING']);
    const early = await h.gql(CANCEL, { id: pending.submissionId }, as('13800000001'));
    expect(early.data!.cancelRealNameVerification.errors.map((e: { code: string }) => e.code)).toEqual(['VERIFICATION_NOT_PASSED']);

    await h.dev.advanceClock(VERDICT_DELAY_MS);
    const passed = await mine('13800000001');
    expect(passed).toMatchObject({ state: 'PASSED', submissionId: pending.submissionId, canCancel: true, canWithdraw: false });
    expect(passed.decidedAt).toEqual(expect.any(String));
    expect(await codes({ name: '张晓蓉', idNumber: '510104199001010019' })).toEqual(['null:VERIFICATION_PASSED']);
    const late = await h.gql(WITHDRAW, { id: pending.submissionId }, as('13800000001'));
    expect(late.data!.withdrawRealNameVerification.errors.map((e: { code: string }) => e.code)).toEqual(['VERIFICATION_NOT_PENDING']);

    const cancelled = await h.gql(CANCEL, { id: pending.submissionId }, as('13800000001'));
    expect(cancelled.data!.cancelRealNameVerification).toMatchObject({
      errors: [],
      user: { verification: { state: 'NONE', canSubmit: true } },
    });
    const again = await h.gql(CANCEL, { id: pending.submissionId }, as('13800000001'));
    expect(again.data!.cancelRealNameVerification.errors.map((e: { code: string }) => e.code)).toEqual(['VERIFICATION_NOT_PASSED']);
  });

  it('a number of the provider’s list is rejected with its reason; the person submits again and withdraws', async () => {
    expect(await codes({ name: '张晓蓉', idNumber: '440300199001011238' })).toEqual([]);
    await h.dev.advanceClock(VERDICT_DELAY_MS);
    expect(await mine('13800000001')).toMatchObject({ state: 'REJECTED', rejectionReason: '该身份证已挂失', canSubmit: true });
    expect((await mine('13800000001', { 'x-language': 'JA' })).rejectionReason).toBe('この身分証は紛失届が出されています');
    const sent = await h.gql(SUBMIT_VIEW, { input: { name: '张晓蓉', idNumber: '510104199001010019' } }, as('13800000001'));
    const pending = sent.data!.submitRealNameVerification.user.verification;
    expect(pending).toMatchObject({ state: 'PENDING', rejectionReason: null });
    const withdrawn = await h.gql(WITHDRAW, { id: pending.submissionId }, as('13800000001'));
    expect(withdrawn.data!.withdrawRealNameVerification).toMatchObject({ errors: [], user: { verification: { state: 'NONE' } } });
    await h.dev.advanceClock(VERDICT_DELAY_MS);
    expect((await mine('13800000001')).state, 'a withdrawn submission gets no verdict').toBe('NONE');
  });
});

describe('one person’s verification', () => {
  it('B can neither read, withdraw nor cancel A’s; an id that does not exist answers the same', async () => {
    const a = await mine('13800000003');
    expect(a.state).toBe('PASSED');
    const b = await mine('13800000002');
    expect(b).toMatchObject({ state: 'NONE', maskedName: null, maskedIdNumber: null });
    const missing = 'UmVhbE5hbWVTdWJtaXNzaW9uOjk5OTk5OQ=='; // RealNameSubmission:999999
    for (const id of [a.submissionId, missing]) {
      const cancelled = await h.gql(CANCEL, { id }, as('13800000002'));
      expect(cancelled.data!.cancelRealNameVerification.errors).toEqual([
        { code: 'RESOURCE_NOT_FOUND', field: 'submissionId', message: expect.any(String) },
      ]);
      const withdrawn = await h.gql(WITHDRAW, { id }, as('13800000002'));
      expect(withdrawn.data!.withdrawRealNameVerification.errors.map((e: { code: string }) => e.code)).toEqual(['RESOURCE_NOT_FOUND']);
    }
    expect(await mine('13800000003')).toEqual(a);
  });

  it('13800000002 can neither read, withdraw nor cancel the pending verification of 13800000001', async () => {
    const sent = await h.gql(SUBMIT_VIEW, { input: { name: '张晓蓉', idNumber: '330106199507201831' } }, as('13800000001'));
    const a = sent.data!.submitRealNameVerification.user.verification;
    expect(a.state).toBe('PENDING');
    expect(await mine('13800000002')).toMatchObject({ state: 'NONE', submissionId: null, maskedName: null, maskedIdNumber: null });
    for (const mutation of [WITHDRAW, CANCEL]) {
      const r = await h.gql(mutation, { id: a.submissionId }, as('13800000002'));
      const payload = Object.values(r.data!)[0] as { errors: { code: string; field: string }[]; user: { verification: { state: string } } };
      expect(payload.errors.map((e) => `${e.field}:${e.code}`)).toEqual(['submissionId:RESOURCE_NOT_FOUND']);
      expect(payload.user.verification.state, "B's own, unchanged").toBe('NONE');
    }
    expect(await mine('13800000001')).toEqual(a);
    const withdrawn = await h.gql(WITHDRAW, { id: a.submissionId }, as('13800000001'));
    expect(withdrawn.data!.withdrawRealNameVerification.errors).toEqual([]);
  });

  it('a number verified (or under review) by A is refused for B on the number field', async () => {
    expect(await codes({ name: '李青竹', idNumber: '51010419880512341X' }, '13800000002')).toEqual(['idNumber:VERIFICATION_NUMBER_TAKEN']);
    expect(await codes({ name: '赵六', idNumber: '510122198709095677' }, '13800000004')).toEqual([]);
    expect(await codes({ name: '赵六', idNumber: '510122198709095677' }, '13800000002')).toEqual(['idNumber:VERIFICATION_NUMBER_TAKEN']);
    expect((await mine('13800000002')).state).toBe('NONE');
  });
});
