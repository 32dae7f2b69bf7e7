import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { graphCall } from './graph';
import { useSystem } from './harness';

/**
 * Inside the messaging app (WeChat's browser, by its user agent) against the real upstream, whose
 * development channel plays the messaging app's authorization server: a first visit goes through
 * the authorize page and lands signed in on the page it asked for; denying shows the sign-in page;
 * an ended session re-authorizes at most twice; an open id that needs an invitation sees the
 * invitation page; the authorize page refuses an outside return address. The code never stays in
 * the address or the history.
 */
const { sys } = useSystem();

const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 13; V2148A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5197 MMWEBSDK/20230405 MMWEBID/2555 MicroMessenger/8.0.35.2360(0x2800235B) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';
const AUTHORIZE_PATH = '/__dev/wechat/connect/oauth2/authorize';

let context: BrowserContext | null = null;
afterEach(async () => {
  await context?.close();
  context = null;
  await sys().dev.clearFaults();
});

/** A phone-sized page of the messaging app's browser, counting its visits to the authorize page. */
async function messagingAppPage(): Promise<{ page: Page; authorizeVisits: () => number }> {
  context = await sys().browser.newContext({
    userAgent: WECHAT_UA,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  let visits = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === AUTHORIZE_PATH) visits += 1;
  });
  return { page, authorizeVisits: () => visits };
}

/** On the authorize page: optionally the open id to sign in as, then allow or deny. */
async function decide(page: Page, decision: '允许' | '拒绝', openId?: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === AUTHORIZE_PATH);
  if (openId) await page.getByLabel('open id').fill(openId);
  await page.getByRole('button', { name: decision }).click();
}

async function expectNoCodeInHistory(page: Page): Promise<void> {
  expect(page.url()).not.toMatch(/[?&]code=/);
  expect(page.url()).not.toMatch(/[?&]state=/);
}

/** A session of a phone, as the native app holds it (signed in through the gateway, code from the SMS channel). */
async function nativeSession(phone: string): Promise<string> {
  const gql = async (query: string, variables: Record<string, unknown>) =>
    (await (
      await fetch(`${sys().gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      })
    ).json()) as { data: Record<string, any> };
  await gql('mutation($p: String!) { sendLoginCode(input: { phone: $p }) { sent } }', { p: phone });
  const code = await sys().dev.smsCode(phone);
  const signedIn = await gql('mutation($p: String!, $c: String!) { signIn(input: { phone: $p, code: $c }) { session { token } } }', {
    p: phone,
    c: code,
  });
  return signedIn.data.signIn.session.token as string;
}

describe('handed over from a native app', () => {
  it('a token handed over by the Android app signs in without a code, and leaves the address', async () => {
    const token = await nativeSession('13800000002');
    context = await sys().browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(`${sys().gatewayUrl}/#/user-fans?source=android&token=${token}`);
    await page.getByTestId('people-list').waitFor();
    expect(page.url()).not.toContain(token);
    expect(new URL(page.url()).hash).toBe('#/user-fans?source=android');
  });

  it('a dead token signs nothing in', async () => {
    context = await sys().browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(`${sys().gatewayUrl}/#/user-fans?source=ios&token=0123456789abcdef0123456789abcdef`);
    await page.getByTestId('login-page').waitFor();
    expect(page.url()).not.toContain('0123456789abcdef');
  });
});

describe('inside the messaging app', () => {
  it('a first visit goes through authorization and lands signed in on the page it asked for', async () => {
    const { page, authorizeVisits } = await messagingAppPage();
    await page.goto(`${sys().gatewayUrl}/#/user-fans`);
    await decide(page, '允许');
    // the signed-in person's own fans (none yet: a new account)
    await page.getByText('还没有粉丝').waitFor();
    expect(new URL(page.url()).hash).toBe('#/user-fans');
    await expectNoCodeInHistory(page);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cloudUserInfo') ?? 'null')?.token)).toBeTruthy();
    // going back does not reach the callback address with the code
    expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(3);
    // a second visit the same day neither authorizes again nor signs out
    await page.reload();
    await page.getByText('还没有粉丝').waitFor();
    expect(authorizeVisits()).toBe(1);
  });

  it('a visitor signed in by phone whose account has no messaging-app account goes through authorization once, which binds it', async () => {
    const phone = '13800000071';
    await graphCall(sys().gatewayUrl, 'mutation($p: String!) { sendLoginCode(input: { phone: $p }) { sent } }', { p: phone });
    const code = await sys().dev.smsCode(phone, { waitMs: 5000 });
    type Signed = {
      signIn: {
        session: {
          token: string;
          issuedAt: string;
          refreshAfter: string;
          user: { nickname: string; maskedPhone: string; isVolunteer: boolean; messagingAppBound: boolean };
        };
      };
    };
    const { session } = (
      await graphCall<Signed>(
        sys().gatewayUrl,
        'mutation($p: String!, $c: String!) { signIn(input: { phone: $p, code: $c }) { session { token issuedAt refreshAfter user { nickname maskedPhone isVolunteer messagingAppBound } } } }',
        { p: phone, c: code },
      )
    ).signIn;
    expect(session.user.messagingAppBound).toBe(false);
    const { page, authorizeVisits } = await messagingAppPage();
    // the session as the app keeps it after signing in by phone
    await page.addInitScript(
      (stored) => {
        if (!localStorage.getItem('cloudUserInfo')) localStorage.setItem('cloudUserInfo', stored);
      },
      JSON.stringify({
        token: session.token,
        issuedAt: session.issuedAt,
        refreshAfter: session.refreshAfter,
        phone: session.user.maskedPhone,
        nickname: session.user.nickname,
        avatarUrl: null,
        isVolunteer: false,
        messagingAppBound: false,
      }),
    );
    await page.goto(`${sys().gatewayUrl}/#/user-fans`);
    await decide(page, '允许');
    await page.getByText('还没有粉丝').waitFor();
    expect(new URL(page.url()).hash).toBe('#/user-fans');
    await expectNoCodeInHistory(page);
    // the same account, now bound
    const viewer = await graphCall<{ viewer: { user: { maskedPhone: string; messagingAppBound: boolean } } }>(
      sys().gatewayUrl,
      '{ viewer { user { maskedPhone messagingAppBound } } }',
      {},
      { token: session.token },
    );
    expect(viewer.viewer.user).toEqual({ maskedPhone: session.user.maskedPhone, messagingAppBound: true });
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cloudUserInfo') ?? 'null'));
    expect(stored).toMatchObject({ phone: session.user.maskedPhone, messagingAppBound: true });
    // bound: later visits go straight on
    await page.reload();
    await page.getByText('还没有粉丝').waitFor();
    expect(authorizeVisits()).toBe(1);
  });

  it('a denied authorization shows the sign-in page', async () => {
    const { page } = await messagingAppPage();
    await page.goto(`${sys().gatewayUrl}/#/user-fans`);
    await decide(page, '拒绝');
    await page.getByTestId('login-page').waitFor();
    await expectNoCodeInHistory(page);
  });

  it('an ended session re-authorizes at most twice, then shows the sign-in page', async () => {
    await sys().dev.addFault({ path: 'user/api/userInfo/getDsUserInfo', mode: 'code', code: 2, message: '登录已失效，请重新登录' });
    const { page, authorizeVisits } = await messagingAppPage();
    await page.goto(`${sys().gatewayUrl}/#/user-fans`);
    for (let i = 0; i < 3; i += 1) await decide(page, '允许');
    await page.getByTestId('login-page').waitFor();
    expect(authorizeVisits()).toBe(3);
  });

  it('an open id that needs an invitation sees the invitation page', async () => {
    const { page } = await messagingAppPage();
    await page.goto(`${sys().gatewayUrl}/#/index`);
    await decide(page, '允许', 'invite-e2e-visitor');
    await page.getByTestId('invitation').waitFor();
    await expectNoCodeInHistory(page);
  });

  it('the authorize page refuses an outside return address', async () => {
    const { page } = await messagingAppPage();
    const q = new URLSearchParams({
      appid: 'wx5d1a7c3e9b2f4a60',
      redirect_uri: 'https://evil.example/',
      response_type: 'code',
      scope: 'snsapi_userinfo',
      state: 'x',
    });
    const response = await page.goto(`${sys().upstreamUrl}${AUTHORIZE_PATH}?${q}`);
    expect(response?.status()).toBe(400);
    await expect.poll(() => page.textContent('body')).toContain('redirect_uri 参数错误');
  });
});
