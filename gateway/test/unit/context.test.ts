import { describe, expect, it } from 'vitest';
import { createContext, requestSiteCode } from '../../src/context.ts';
import { UpstreamTransport } from '../../src/core/upstream/client.ts';
import { readConfig } from '../../src/config.ts';

describe('request site and token', () => {
  it('header, then ?siteCode=, then the default', () => {
    expect(requestSiteCode(new Headers({ 'x-site-code': 'site513225' }), '/graphql?siteCode=site530700', 'site510100')).toBe('site513225');
    expect(requestSiteCode(new Headers(), '/graphql?siteCode=site530700', 'site510100')).toBe('site530700');
    expect(requestSiteCode({}, '/graphql', 'site510100')).toBe('site510100');
    expect(requestSiteCode({ 'x-site-code': 'bad code!' }, '/graphql', 'site510100')).toBe('site510100');
  });

  it('the token comes from x-token and binds the upstream client', () => {
    const transport = new UpstreamTransport({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 100, retry: { attempts: 0, delayMs: 0 } });
    const ctx = createContext(transport, { headers: new Headers({ 'x-token': 't1' }), url: 'http://gw/graphql' }, 'site510100');
    expect(ctx.session.token).toBe('t1');
    expect(ctx.upstream.siteCode).toBe('site510100');
    expect(createContext(transport, { headers: new Headers(), url: '/graphql' }, 'site510100').session.token).toBeNull();
  });
});

describe('config', () => {
  it('defaults', () => {
    expect(readConfig({})).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      upstreamBaseUrl: 'http://127.0.0.1:4010',
      defaultSiteCode: 'site510100',
      timeoutMs: 8000,
      retry: { attempts: 4, delayMs: 2000 },
    });
  });
  it('reads every variable', () => {
    expect(
      readConfig({
        GATEWAY_PORT: '0',
        GATEWAY_HOST: '0.0.0.0',
        UPSTREAM_BASE_URL: 'http://up:1',
        DEFAULT_SITE_CODE: 'site530700',
        CLIENT_DIST: '/srv/dist',
        UPSTREAM_TIMEOUT_MS: '500',
        UPSTREAM_RETRY_ATTEMPTS: '2',
        UPSTREAM_RETRY_DELAY_MS: '10',
      }),
    ).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      upstreamBaseUrl: 'http://up:1',
      defaultSiteCode: 'site530700',
      clientDist: '/srv/dist',
      timeoutMs: 500,
      retry: { attempts: 2, delayMs: 10 },
    });
    expect(() => readConfig({ GATEWAY_PORT: 'abc' })).toThrow(/GATEWAY_PORT/);
  });
});
