/**
 * Signing in from elsewhere and the beta sites, over the real upstream: a partner's one-time ticket
 * (a portal link's daqToken, a partner token, a login code) signs its phone in once, a replayed,
 * expired, forged or other partner's ticket is refused without a session, the link's return
 * address never leads off the app; a site in beta opens to its testers only; the SM4 sign-in calls
 * (by configuration) sign in as the plain ones; signing in inside the messaging app while signed
 * in binds the open id to the account, once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
let sm4: Harness;
const APP = 'http://127.0.0.1:4321';
beforeAll(async () => {
  [h, sm4] = await Promise.all([startHarness({ appOrigins: [APP] }), startHarness({ signInCalls: 'sm4' })]);
}, 120_000);
afterAll(async () => {
  await Promise.all([h?.close(), sm4?.close()]);
});

const PARTNER = `mutation($i: SignInWithPartnerInput!) { signInWithPartner(input: $i) {
  session { token user { maskedPhone } } returnAddress errors { code field message } } }`;

const ticket = async (kind: string, phone: string, ttlMs?: number) =>
  (await h.dev.control<{ ticket: string }>('POST', 'partner-tickets', { kind, phone, ...(ttlMs ? { ttlMs } : {}) })).ticket;

const partner = async (via: string, t: string, returnTo?: string, headers: Record<string, string> = {}) =>
  (await h.gql(PARTNER, { i: { via, ticket: t, ...(returnTo !== undefined ? { returnTo } : {}) } }, headers)).data?.signInWithPartner;

describe('partner sign-in', () => {
  it('a portal link signs its phone in once and leads to its in-app address', async () => {
    const t = await ticket('DAQ', '13920000001');
    const first = await partner('PORTAL_LINK', t, '/news-list/all?x=1');
    expect(first.errors).toEqual([]);
    expect(first.session.user.maskedPhone).toBe('139****0001');
    expect(first.returnAddress).toBe('/news-list/all?x=1');
    const me = await h.gql('{ viewer { user { maskedPhone } } }', {}, { 'x-token': first.session.token });
    expect(me.data?.viewer?.user?.maskedPhone).toBe('139****0001');
    // replayed: refused, in the visitor's language, no session
    const again = await partner('PORTAL_LINK', t, '/index', { 'x-language': 'EN' });
    expect(again).toEqual({
      session: null,
      returnAddress: '/index',
      errors: [
        {
          code: 'PARTNER_TICKET_INVALID',
          field: 'ticket',
          message: 'This link has expired or was already used. Please ask for a new one.',
        },
      ],
    });
  });

  it('each partner takes its own tickets only', async () => {
    const kinds: [string, string][] = [
      ['EXTERNAL', 'EXTERNAL'],
      ['IFLY', 'IFLY'],
      ['CDDY', 'CDDY'],
      ['TFCLOUD', 'TF_CLOUD'],
      ['HHESPEED', 'HHE_SPEED'],
    ];
    for (const [i, [kind, via]] of kinds.entries()) {
      const phone = `1392000001${i}`;
      const ok = await partner(via, await ticket(kind, phone));
      expect(ok.errors, via).toEqual([]);
      expect(ok.session.user.maskedPhone).toBe(`139****001${i}`);
      const elsewhere = await partner(kinds[(i + 1) % kinds.length]![1], await ticket(kind, phone));
      expect(
        elsewhere.errors.map((e: { code: string }) => e.code),
        via,
      ).toEqual(['PARTNER_TICKET_INVALID']);
    }
  });

  it("signs the ticket's phone in even while another account is signed in", async () => {
    const signedIn = await partner('EXTERNAL', await ticket('EXTERNAL', '13920000020'));
    const headers = { 'x-token': signedIn.session.token };
    for (const [kind, via, phone] of [
      ['IFLY', 'IFLY', '13920000021'],
      ['CDDY', 'CDDY', '13920000022'],
      ['TFCLOUD', 'TF_CLOUD', '13920000023'],
    ] as const) {
      const next = await partner(via, await ticket(kind, phone), undefined, headers);
      expect(next.errors, via).toEqual([]);
      expect(next.session.user.maskedPhone, via).toBe(`139****${phone.slice(-4)}`);
    }
  });

  it('refuses an expired and a forged ticket, and a malformed one before asking the upstream', async () => {
    const expired = await ticket('DAQ', '13920000002', 1000);
    await h.dev.advanceClock(2000);
    expect((await partner('PORTAL_LINK', expired)).errors[0].code).toBe('PARTNER_TICKET_INVALID');
    expect((await partner('PORTAL_LINK', 'f'.repeat(32))).session).toBeNull();
    await h.dev.resetCalls();
    const bad = await h.gql(PARTNER, { i: { via: 'PORTAL_LINK', ticket: 'x"; drop' } });
    expect(bad.data?.signInWithPartner.errors[0].code).toBe('PARTNER_TICKET_INVALID');
    expect((await h.dev.calls()).calls.map((c) => c.path)).not.toContain('user/api/userBind/redirectLinkValid');
  });

  it('never leads off the app: another site or a scheme is the home', async () => {
    for (const returnTo of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      ' ',
      `/${'a'.repeat(600)}`,
    ]) {
      const t = await ticket('DAQ', '13920000003');
      const answer = await partner('PORTAL_LINK', t, returnTo);
      expect(answer.returnAddress, returnTo).toBe('/index');
      expect(answer.errors).toEqual([]);
    }
  });

  it('of two uses at once exactly one signs in', async () => {
    const t = await ticket('EXTERNAL', '13920000004');
    const answers = await Promise.all([1, 2, 3].map(() => partner('EXTERNAL', t)));
    expect(answers.filter((a) => a.session !== null)).toHaveLength(1);
  });
});

describe('beta sites', () => {
  const SITE = `{ site { code beta access homeLayout { __typename } } }`;
  const beta = { 'x-site-code': 'site513224' };

  it('a visitor without a session is asked to sign in; a user not among the testers is told the site is in testing', async () => {
    const anonymous = await h.gql(SITE, {}, beta);
    expect(anonymous.data?.site).toMatchObject({ code: 'site513224', beta: true, access: 'SIGN_IN_REQUIRED' });
    expect(anonymous.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    const other = await h.signIn('13800000067');
    const refused = await h.gql(SITE, {}, { ...beta, 'x-token': other });
    expect(refused.data?.site).toMatchObject({ access: 'TESTERS_ONLY' });
    expect(refused.errors?.map((e) => e.extensions?.code)).toEqual(['SITE_IN_TESTING']);
  });

  it('lets its tester in, and other sites open to everyone', async () => {
    await h.dev.advanceClock(61_000);
    const tester = await h.signIn('13800000066');
    const allowed = await h.gql(SITE, {}, { ...beta, 'x-token': tester });
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data?.site.access).toBe('OPEN');
    expect(allowed.data?.site.homeLayout.length).toBeGreaterThan(0);
    const jiuzhai = await h.gql(SITE, {}, { 'x-site-code': 'site513225' });
    expect(jiuzhai.errors).toBeUndefined();
    expect(jiuzhai.data?.site).toMatchObject({ beta: false, access: 'OPEN' });
  });
});

describe('SM4 sign-in calls', () => {
  it('by configuration the phone and the code go upstream SM4-encrypted under the key, and sign in as the plain calls', async () => {
    const phone = '13920000030';
    await sm4.dev.resetCalls();
    const sent = await sm4.gql('mutation($p: String!) { sendLoginCode(input: { phone: $p }) { sent errors { code } } }', { p: phone });
    expect(sent.data?.sendLoginCode).toEqual({ sent: true, errors: [] });
    const code = await sm4.dev.smsCode(phone);
    const signed = await sm4.gql(
      'mutation($p: String!, $c: String!) { signIn(input: { phone: $p, code: $c }) { session { token user { maskedPhone } } newAccount errors { code } } }',
      { p: phone, c: code },
    );
    expect(signed.data?.signIn).toMatchObject({ session: { user: { maskedPhone: '139****0030' } }, newAccount: true, errors: [] });
    const calls = (await sm4.dev.calls()).calls.map((c) => c.path);
    expect(calls).toContain('user/api/userBind/smsCodeSm4');
    expect(calls).toContain('user/api/userBind/loginSm4');
    expect(calls).not.toContain('user/api/userBind/loginOrRegister');
    expect(JSON.stringify((await sm4.dev.calls()).calls)).not.toContain(phone);
  });

  it("a registration page's call registers a new phone through registerSm4, and a phone that has an account signs in", async () => {
    const REGISTER =
      'mutation($p: String!, $c: String!) { signIn(input: { phone: $p, code: $c, registering: true }) { session { user { maskedPhone } } newAccount errors { code } } }';
    const register = async (phone: string) => {
      await sm4.gql('mutation($p: String!) { sendLoginCode(input: { phone: $p }) { sent } }', { p: phone });
      return (await sm4.gql(REGISTER, { p: phone, c: await sm4.dev.smsCode(phone) })).data?.signIn;
    };
    await sm4.dev.resetCalls();
    expect(await register('13920000032')).toMatchObject({
      session: { user: { maskedPhone: '139****0032' } },
      newAccount: true,
      errors: [],
    });
    let calls = (await sm4.dev.calls()).calls.map((c) => c.path);
    expect(calls).toContain('user/api/userBind/registerSm4');
    expect(calls).not.toContain('user/api/userBind/loginSm4');
    // the same phone on a registration page again: it has an account, so it signs in
    await sm4.dev.advanceClock(61_000);
    await sm4.dev.resetCalls();
    expect(await register('13920000032')).toMatchObject({
      session: { user: { maskedPhone: '139****0032' } },
      newAccount: false,
      errors: [],
    });
    calls = (await sm4.dev.calls()).calls.map((c) => c.path);
    expect(calls).toEqual(expect.arrayContaining(['user/api/userBind/registerSm4', 'user/api/userBind/loginSm4']));
  });

  it('the plain calls stay the default', async () => {
    await h.dev.resetCalls();
    await h.signIn('13920000031');
    const calls = (await h.dev.calls()).calls.map((c) => c.path);
    expect(calls).toEqual(expect.arrayContaining(['user/api/userBind/sendSmsCodeSm4', 'user/api/userBind/loginOrRegister']));
    expect(calls).not.toContain('user/api/userBind/loginSm4');
  });
});

describe('binding the messaging app', () => {
  const START = `mutation($i: StartMessagingAppSignInInput!) { startMessagingAppSignIn(input: $i) { url } }`;
  const SIGN_IN = `mutation($c: String!) { signInWithMessagingApp(input: { code: $c }) { session { token user { hasPhone messagingAppBound } } errors { code } } }`;

  async function codeFor(openid: string): Promise<string> {
    const url = new URL((await h.gql(START, { i: { redirectUri: `${APP}/`, state: 's' } })).data?.startMessagingAppSignIn.url);
    const q = new URLSearchParams({
      appid: url.searchParams.get('appid') ?? '',
      redirect_uri: url.searchParams.get('redirect_uri') ?? '',
      state: 's',
      openid,
      decision: 'allow',
    });
    const res = await fetch(`${h.upstreamUrl}/__dev/wechat/connect/oauth2/decide?${q}`, { redirect: 'manual' });
    return new URL(res.headers.get('location') ?? '').searchParams.get('code') ?? '';
  }

  it("binds the open id to the signed-in account once; another account's open id is refused", async () => {
    await h.dev.advanceClock(61_000);
    const token = await h.signIn('13920000040');
    const before = await h.gql('{ viewer { user { messagingAppBound } } }', {}, { 'x-token': token });
    expect(before.data?.viewer.user.messagingAppBound).toBe(false);
    const bound = (await h.gql(SIGN_IN, { c: await codeFor('o-bind-gw-1') }, { 'x-token': token })).data?.signInWithMessagingApp;
    expect(bound).toEqual({ session: { token, user: { hasPhone: true, messagingAppBound: true } }, errors: [] });
    // the open id now signs this account in from the messaging app
    const viaApp = (await h.gql(SIGN_IN, { c: await codeFor('o-bind-gw-1') })).data?.signInWithMessagingApp;
    expect(viaApp.session.user).toEqual({ hasPhone: true, messagingAppBound: true });
    // another account signed in cannot take it; this account cannot take a second one
    await h.dev.advanceClock(61_000);
    const other = await h.signIn('13920000041');
    const taken = (await h.gql(SIGN_IN, { c: await codeFor('o-bind-gw-1') }, { 'x-token': other })).data?.signInWithMessagingApp;
    expect(taken).toEqual({ session: null, errors: [{ code: 'MESSAGING_APP_TAKEN' }] });
    const second = (await h.gql(SIGN_IN, { c: await codeFor('o-bind-gw-2') }, { 'x-token': token })).data?.signInWithMessagingApp;
    expect(second).toEqual({ session: null, errors: [{ code: 'MESSAGING_APP_TAKEN' }] });
  });
});
