import type { GatewayOptions } from './index.ts';
import { DEFAULTS } from './index.ts';

/**
 * Environment of the gateway (read by src/main.ts):
 *
 * GATEWAY_PORT             Port to listen on (default 4000; 0 = any free port).
 * GATEWAY_HOST             Interface to listen on (default 127.0.0.1).
 * UPSTREAM_BASE_URL        Base URL of the REST upstream (default http://127.0.0.1:4010).
 * DEFAULT_SITE_CODE        Site of requests without `x-site-code` / `?siteCode=` (default site510100).
 * CLIENT_DIST              Directory of the built H5 client to serve at `/` (optional; unset = none).
 * UPSTREAM_TIMEOUT_MS      Time-out of one upstream call in ms (default 8000).
 * UPSTREAM_RETRY_ATTEMPTS  Retries of a GET after a network failure or time-out (spec: 4).
 * UPSTREAM_RETRY_DELAY_MS  Pause between retries in ms (spec: 2000).
 * UPSTREAM_SM4_KEY         SM4 key (32 hex digits) phones are encrypted with upstream (default: API.md's).
 * SESSION_REFRESH_AFTER_MS Session.refreshAfter − issuedAt in ms (spec: 6000000).
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): GatewayOptions {
  const int = (name: string, fallback: number): number => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer`);
    return value;
  };
  const str = (name: string, fallback: string): string => {
    const raw = env[name]?.trim();
    return raw ? raw : fallback;
  };
  const clientDist = env.CLIENT_DIST?.trim();
  const sm4Key = env.UPSTREAM_SM4_KEY?.trim();
  return {
    port: int('GATEWAY_PORT', DEFAULTS.port),
    host: str('GATEWAY_HOST', DEFAULTS.host),
    upstreamBaseUrl: str('UPSTREAM_BASE_URL', 'http://127.0.0.1:4010'),
    defaultSiteCode: str('DEFAULT_SITE_CODE', DEFAULTS.defaultSiteCode),
    ...(clientDist ? { clientDist } : {}),
    ...(sm4Key ? { sm4Key } : {}),
    ...(env.SESSION_REFRESH_AFTER_MS?.trim() ? { sessionRefreshAfterMs: int('SESSION_REFRESH_AFTER_MS', 6_000_000) } : {}),
    timeoutMs: int('UPSTREAM_TIMEOUT_MS', DEFAULTS.timeoutMs),
    retry: {
      attempts: int('UPSTREAM_RETRY_ATTEMPTS', DEFAULTS.retry.attempts),
      delayMs: int('UPSTREAM_RETRY_DELAY_MS', DEFAULTS.retry.delayMs),
    },
  };
}
