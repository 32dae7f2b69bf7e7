import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../src/log-redaction.ts';
import { startTestUpstream, type Client } from './helpers.ts';

let c: Client;
beforeAll(async () => {
  c = await startTestUpstream();
});
afterAll(async () => {
  await c.upstream.close();
});

const APPID = 'wx5d1a7c3e9b2f4a60';
const BACK = 'http://127.0.0.1:4000/?from=wechat#ignored';

function authorizeUrl(redirectUri: string, appid = APPID): string {
  const q = new URLSearchParams({ appid, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_userinfo', state: 's1' });
  return `__dev/wechat/connect/oauth2/authorize?${q}`;
}

async function decide(decision: 'allow' | 'deny', openid: string, redirectUri = BACK): Promise<URL> {
  const q = new URLSearchParams({ appid: APPID, redirect_uri: redirectUri, state: 's1', openid, decision });
  const res = await c.raw(`__dev/wechat/connect/oauth2/decide?${q}`, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location') ?? '');
}

async function exchange(code: string): Promise<Record<string, unknown>> {
  const res = await c.raw(
    `__dev/wechat/sns/oauth2/access_token?appid=${APPID}&code=${encodeURIComponent(code)}&grant_type=authorization_code`,
  );
  return (await res.json()) as Record<string, unknown>;
}

describe("the messaging app's authorization server (development channel)", () => {
  it('shows an allow-or-deny page for a registered callback host', async () => {
    const res = await c.raw(authorizeUrl(BACK));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('name="decision" value="allow"');
    expect(html).toContain('name="decision" value="deny"');
    expect((await c.raw(authorizeUrl('https://cd.wenlvyun.example.cn/'))).status).toBe(200);
  });

  it('refuses an outside redirect_uri, a scheme other than http(s) and an unknown appid', async () => {
    for (const uri of ['https://evil.example/', 'https://wenlvyun.example.cn.evil.example/', 'javascript:alert(1)', 'not a url']) {
      expect((await c.raw(authorizeUrl(uri))).status).toBe(400);
    }
    expect((await c.raw(authorizeUrl(BACK, 'wx0000000000000000'))).status).toBe(400);
    const q = new URLSearchParams({ appid: APPID, redirect_uri: 'https://evil.example/', state: 's', openid: 'o1', decision: 'allow' });
    expect((await c.raw(`__dev/wechat/connect/oauth2/decide?${q}`, { redirect: 'manual' })).status).toBe(400);
  });

  it('allowing redirects back with a single-use code that the exchange answers once', async () => {
    const back = await decide('allow', 'o-authorize-test-1');
    expect(back.origin).toBe('http://127.0.0.1:4000');
    expect(back.searchParams.get('state')).toBe('s1');
    expect(back.searchParams.get('from')).toBe('wechat');
    const code = back.searchParams.get('code') ?? '';
    expect(code).not.toBe('');
    expect(await exchange(code)).toMatchObject({ openid: 'o-authorize-test-1', scope: 'snsapi_userinfo' });
    expect(await exchange(code)).toEqual({ errcode: 40163, errmsg: 'code been used' });
    expect(await exchange('forged-code')).toEqual({ errcode: 40029, errmsg: 'invalid code' });
  });

  it('a code expires after 5 minutes', async () => {
    const code = (await decide('allow', 'o-authorize-test-2')).searchParams.get('code') ?? '';
    await c.dev.advanceClock(5 * 60_000 + 1);
    try {
      expect(await exchange(code)).toEqual({ errcode: 40029, errmsg: 'invalid code' });
    } finally {
      await c.dev.resetClock();
    }
  });

  it('denying redirects back without a code', async () => {
    const back = await decide('deny', '');
    expect(back.searchParams.get('code')).toBeNull();
    expect(back.searchParams.get('state')).toBe('s1');
  });
});

describe("the upstream's request log", () => {
  it('writes the names of secret query parameters, never their values', () => {
    expect(redactUrl('/user/wechatOpenAuth/getUserData?wechatOpenId=o123&siteId=1001&token=abc')).toBe(
      '/user/wechatOpenAuth/getUserData?wechatOpenId=[redacted]&siteId=1001&token=[redacted]',
    );
    expect(redactUrl('/__dev/wechat/sns/oauth2/access_token?appid=wx1&code=c0de')).toBe(
      '/__dev/wechat/sns/oauth2/access_token?appid=wx1&code=[redacted]',
    );
  });
});
