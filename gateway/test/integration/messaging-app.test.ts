/**
 * Signing in inside the messaging app over the real upstream and its development stand-in of the
 * messaging app's authorization server: the authorize page's address for a return address on the
 * app's origins only, the code exchanged once for a session, code 4 as INVITATION_REQUIRED, and
 * neither the code nor the open id nor the token in the gateway's log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redact } from '../../src/observability/log.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
const lines: string[] = [];
const APP = 'http://127.0.0.1:4321';

beforeAll(async () => {
  h = await startHarness({ appOrigins: [APP], log: (line) => lines.push(line) });
}, 120_000);

afterAll(async () => {
  await h?.close();
});

const START = `mutation($i: StartMessagingAppSignInInput!) { startMessagingAppSignIn(input: $i) { url errors { code field } } }`;
const SIGN_IN = `mutation($c: String!) { signInWithMessagingApp(input: { code: $c }) { session { token user { nickname hasPhone } } errors { code field } } }`;

/** The authorize page's decision, as a person would make it: the code the page comes back with. */
async function authorize(url: string, openid: string): Promise<string> {
  const page = new URL(url);
  const q = new URLSearchParams({
    appid: page.searchParams.get('appid') ?? '',
    redirect_uri: page.searchParams.get('redirect_uri') ?? '',
    state: page.searchParams.get('state') ?? '',
    openid,
    decision: 'allow',
  });
  const res = await fetch(`${h.upstreamUrl}/__dev/wechat/connect/oauth2/decide?${q}`, { redirect: 'manual' });
  return new URL(res.headers.get('location') ?? '').searchParams.get('code') ?? '';
}

async function start(redirectUri: string, state = 'n0nce') {
  return (await h.gql(START, { i: { redirectUri, state } })).data?.startMessagingAppSignIn;
}

describe('messaging-app sign-in', () => {
  it("answers the authorize page's address for a return address on the app's origin", async () => {
    const started = await start(`${APP}/`);
    expect(started.errors).toEqual([]);
    const url = new URL(started.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${h.upstreamUrl}/__dev/wechat/connect/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      appid: 'wx5d1a7c3e9b2f4a60',
      redirect_uri: `${APP}/`,
      response_type: 'code',
      scope: 'snsapi_userinfo',
      state: 'n0nce',
      component_appid: 'wx3f8e2b6c1d9a7e05',
    });
    expect(url.hash).toBe('#wechat_redirect');
  });

  it('refuses a return address outside the app: another origin, a fragment, a script scheme', async () => {
    for (const uri of ['https://evil.example/', `${APP}.evil.example/`, `${APP}/#/index`, 'javascript:alert(1)', '/relative']) {
      const started = await start(uri);
      expect(started, uri).toEqual({ url: null, errors: [{ code: 'REDIRECT_NOT_ALLOWED', field: 'redirectUri' }] });
    }
  });

  it('exchanges a code once for a session of a phoneless user; a replayed or forged code is refused', async () => {
    const code = await authorize((await start(`${APP}/`)).url, 'o-gateway-test-1');
    const signedIn = (await h.gql(SIGN_IN, { c: code })).data?.signInWithMessagingApp;
    expect(signedIn.errors).toEqual([]);
    expect(signedIn.session.user.hasPhone).toBe(false);
    const token = signedIn.session.token as string;
    const me = await h.gql('{ viewer { user { nickname } } }', {}, { 'x-token': token });
    expect(me.errors).toBeUndefined();
    const refused = { session: null, errors: [{ code: 'AUTHORIZATION_CODE_INVALID', field: 'code' }] };
    expect((await h.gql(SIGN_IN, { c: code })).data?.signInWithMessagingApp).toEqual(refused);
    expect((await h.gql(SIGN_IN, { c: 'forged' })).data?.signInWithMessagingApp).toEqual(refused);
    // the same open id signs the same user in again
    const again = await authorize((await start(`${APP}/`)).url, 'o-gateway-test-1');
    const second = (await h.gql(SIGN_IN, { c: again })).data?.signInWithMessagingApp;
    expect(second.session.token).not.toBe(token);
  });

  it('an open id that needs an invitation on the site is INVITATION_REQUIRED', async () => {
    const code = await authorize((await start(`${APP}/`)).url, 'invite-gateway-test');
    const result = await h.gql(SIGN_IN, { c: code });
    expect(result.errors?.[0]?.extensions?.code).toBe('INVITATION_REQUIRED');
  });

  it('never logs the code, the open id or the token', async () => {
    const code = await authorize((await start(`${APP}/`)).url, 'o-gateway-log-test');
    lines.length = 0;
    const token = (await h.gql(SIGN_IN, { c: code })).data?.signInWithMessagingApp.session.token as string;
    await h.gql('{ viewer { user { nickname } } }', {}, { 'x-token': token });
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const secret of [code, 'o-gateway-log-test', token]) expect(log).not.toContain(secret);
    expect(redact('{"url":"/?code=abc&state=1","wechatOpenId":"o123","openid":"o456"}')).toBe(
      '{"url":"/?code=[redacted]&state=1","wechatOpenId":"[redacted]","openid":"[redacted]"}',
    );
  });
});

describe('native-app token handover', () => {
  const HANDOVER = `mutation($t: String!) { signInWithHandedToken(input: { token: $t }) { session { token user { hasPhone } } errors { code field } } }`;

  it('signs in with a token the upstream knows, as that token', async () => {
    const token = await h.signIn('13800000003');
    const result = (await h.gql(HANDOVER, { t: token })).data?.signInWithHandedToken;
    expect(result).toEqual({ session: { token, user: { hasPhone: true } }, errors: [] });
  });

  it('refuses an unknown, malformed or ended token', async () => {
    const refused = { session: null, errors: [{ code: 'HANDED_TOKEN_INVALID', field: 'token' }] };
    for (const t of ['0123456789abcdef0123456789abcdef', 'short', 'not a token!']) {
      expect((await h.gql(HANDOVER, { t })).data?.signInWithHandedToken, t).toEqual(refused);
    }
    await h.dev.advanceClock(61_000);
    const token = await h.signIn('13800000003');
    await h.gql('mutation { signOut { signedOut } }', {}, { 'x-token': token });
    expect((await h.gql(HANDOVER, { t: token })).data?.signInWithHandedToken).toEqual(refused);
  });
});
