import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './harness.ts';
import type { GqlResult, Harness } from './harness.ts';

/**
 * The site's agreements (public, in the site's language), registration by invitation through
 * `signIn`, and account cancellation: its typed refusals, every token refused afterwards, the
 * session's cached answers gone, and the phone free to register again as a new user.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ timeoutMs: 15_000, cache: { ttlMs: 30_000 } });
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const codes = (r: GqlResult) => (r.errors ?? []).map((e) => (e as { extensions?: { code?: string } }).extensions?.code);
const as = (token: string) => ({ 'x-token': token });

const AGREEMENTS = '{ agreements { id kind title version updatedAt } }';
const AGREEMENT = 'query($kind: AgreementKind!) { agreement(kind: $kind) { id kind title version updatedAt body } }';
const SEND = 'mutation($phone: String!) { sendLoginCode(input: { phone: $phone }) { sent errors { code field } } }';
const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) {
  newAccount session { token user { id } } errors { code field message } } }`;
const SEND_CANCEL = 'mutation { sendCancellationCode { sent retryAfterSeconds errors { code field } } }';
const CANCEL = 'mutation($code: String!) { cancelAccount(input: { code: $code }) { cancelled errors { code field message } } }';

async function signIn(phone: string, inviteCode?: string) {
  await h.dev.advanceClock(61_000);
  expect((await h.gql(SEND, { phone })).data?.sendLoginCode.sent).toBe(true);
  const code = await h.dev.smsCode(phone);
  return h.gql(SIGN_IN, { input: { phone, code, ...(inviteCode === undefined ? {} : { inviteCode }) } });
}

describe('agreements', () => {
  it('lists the site’s three agreements in its language, the site’s name in each', async () => {
    const cn = await h.gql(AGREEMENTS);
    expect(cn.data?.agreements.map((a: { kind: string }) => a.kind)).toEqual(['REGISTRATION', 'PRIVACY', 'PUBLISHING']);
    expect(cn.data?.agreements[0]).toMatchObject({ title: '成都文旅云用户注册协议', version: 'V2.1' });
    expect(cn.data?.agreements[0].updatedAt).toMatch(/\+08:00$/);
    const languages: Array<[string, string]> = [
      ['site530700', 'Politique de confidentialité de Lijiang Culture et Tourisme'],
      ['site450300', 'Guilin Travel Privacy Policy'],
      ['site610100', '西安観光ガイド プライバシーポリシー'],
      ['site222400', '연변 관광 개인정보 처리방침'],
    ];
    for (const [site, title] of languages) {
      const r = await h.gql(AGREEMENT, { kind: 'PRIVACY' }, { 'x-site-code': site });
      expect(r.data?.agreement, site).toMatchObject({ kind: 'PRIVACY', title });
      expect(r.data?.agreement.body).toMatch(/<h3>/);
    }
  });

  it('answers a body without scripts, and the same answer from the cache the second time', async () => {
    const first = await h.gql(AGREEMENT, { kind: 'PUBLISHING' });
    expect(first.data?.agreement.body).toContain('成都文旅云');
    expect(first.data?.agreement.body).not.toMatch(/<script/i);
    const again = await h.gql(AGREEMENT, { kind: 'PUBLISHING' });
    expect(again.data).toEqual(first.data);
    expect(again.upstreamCalls).toBe(0);
  });
});

describe('registration by invitation', () => {
  it('refuses a malformed code before any upstream call, a wrong one on the field, and registers with a live one', async () => {
    const phone = '13977700001';
    // a message in the client's language needs no site info: a refused input costs no upstream call
    const malformed = await h.gql(SIGN_IN, { input: { phone, code: '123456', inviteCode: 'no!' } }, { 'x-language': 'CN' });
    expect(malformed.data?.signIn).toMatchObject({ session: null, errors: [{ code: 'INVITATION_INVALID', field: 'inviteCode' }] });
    expect(malformed.upstreamCalls).toBe(0);
    const wrong = await signIn(phone, 'WRONG2026');
    expect(wrong.data?.signIn.errors).toEqual([{ code: 'INVITATION_INVALID', field: 'inviteCode', message: '邀请码无效或已失效' }]);
    const right = await signIn(phone, 'CHENGDU2026');
    expect(right.data?.signIn).toMatchObject({ newAccount: true, errors: [] });
    const known = await signIn(phone);
    expect(known.data?.signIn).toMatchObject({ newAccount: false, errors: [] });
    expect(known.data?.signIn.session.user.id).toBe(right.data?.signIn.session.user.id);
  });
});

describe('account cancellation', () => {
  it('checks the code’s format before the upstream and needs a session', async () => {
    const anonymous = await h.gql(CANCEL, { code: '123456' });
    expect(codes(anonymous)).toContain('UNAUTHENTICATED');
    expect((await h.gql(SEND_CANCEL)).errors?.length).toBeGreaterThan(0);
    const token = await h.signIn('13977700002');
    const english = await h.gql(CANCEL, { code: 'abc' }, { ...as(token), 'x-language': 'EN' });
    expect(english.data?.cancelAccount.errors[0].message).toMatch(/6-digit|code/i);
    for (const code of ['', '12345', 'abcdef']) {
      const r = await h.gql(CANCEL, { code }, { ...as(token), 'x-language': 'EN' });
      expect(r.data?.cancelAccount, code).toMatchObject({ cancelled: false, errors: [{ code: 'CODE_INVALID', field: 'code' }] });
      expect(r.upstreamCalls).toBe(0);
    }
  });

  it('refuses a wrong code typed, then cancels with the code sent to the account’s phone: every token refused, the cache forgotten, the phone new again', async () => {
    const phone = '13977700003';
    const first = (await signIn(phone)).data?.signIn;
    expect(first.newAccount).toBe(true);
    const token = first.session.token as string;
    const other = (await signIn(phone)).data?.signIn.session.token as string;
    // a public answer cached for this session
    expect((await h.gql(AGREEMENTS, {}, as(token))).upstreamCalls).toBeGreaterThan(0);
    expect((await h.gql(AGREEMENTS, {}, as(token))).upstreamCalls).toBe(0);

    await h.dev.advanceClock(61_000);
    expect((await h.gql(SEND_CANCEL, {}, as(token))).data?.sendCancellationCode).toMatchObject({ sent: true, errors: [] });
    const sent = await h.dev.smsCode(phone);
    const wrong = await h.gql(CANCEL, { code: sent === '000000' ? '111111' : '000000' }, as(token));
    expect(wrong.data?.cancelAccount).toMatchObject({ cancelled: false, errors: [{ code: 'CODE_WRONG', field: 'code' }] });
    const done = await h.gql(CANCEL, { code: sent }, as(token));
    expect(done.data?.cancelAccount).toEqual({ cancelled: true, errors: [] });

    for (const t of [token, other]) {
      const viewer = await h.gql('{ viewer { user { id } } }', {}, as(t));
      expect(codes(viewer), JSON.stringify(viewer)).toContain('UNAUTHENTICATED');
    }
    expect((await h.gql(AGREEMENTS, {}, as(token))).upstreamCalls, 'nothing cached for the session is answered again').toBeGreaterThan(0);

    const again = (await signIn(phone)).data?.signIn;
    expect(again).toMatchObject({ newAccount: true, errors: [] });
    expect(again.session.user.id).not.toBe(first.session.user.id);
  });

  it('refuses an expired code typed', async () => {
    const phone = '13977700004';
    const token = (await signIn(phone)).data?.signIn.session.token as string;
    await h.dev.advanceClock(61_000);
    await h.gql(SEND_CANCEL, {}, as(token));
    const code = await h.dev.smsCode(phone);
    await h.dev.advanceClock(6 * 60_000);
    const fresh = await h.gql('mutation { refreshSession { session { token } } }', {}, as(token));
    const live = (fresh.data?.refreshSession.session.token as string | undefined) ?? token;
    const r = await h.gql(CANCEL, { code }, as(live));
    expect(r.data?.cancelAccount).toMatchObject({ cancelled: false, errors: [{ code: 'CODE_EXPIRED', field: 'code' }] });
  });
});
