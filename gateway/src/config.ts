import type { GatewayOptions } from './index.ts';
import { DEFAULTS } from './index.ts';
import { CACHE_DEFAULTS } from './cache/response-cache.ts';
import { stdoutSink } from './observability/log.ts';
import { tracingFromEnv } from './observability/tracing.ts';
import { BREAKER_DEFAULTS } from './core/upstream/breaker.ts';
import { CORS_DEFAULTS, normaliseOrigin } from './security/cors.ts';
import { frameAncestorSource, SECURITY_HEADER_DEFAULTS } from './security/headers.ts';
import { EXTERNAL_LINK_DEFAULTS } from './core/external-links.ts';
import { LIMIT_DEFAULTS } from './security/limits.ts';
import { RATE_LIMIT_DEFAULTS } from './security/rate-limit.ts';
import { parseLanguageSites, SMS_LIMIT_DEFAULTS } from './registry.ts';

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
 * SIGN_IN_CALLS            `plain` (default: sendSmsCodeSm4, loginOrRegister) or `sm4` (smsCodeSm4, loginSm4:
 *                          the phone and the code SM4-encrypted under UPSTREAM_SM4_KEY).
 * SESSION_REFRESH_AFTER_MS Session.refreshAfter − issuedAt in ms (spec: 6000000).
 *
 * Protection and observability (see docs/configuration.md, "Public-internet settings"):
 * GATEWAY_MODE             `production` (only persisted document ids, no GraphiQL) or `development`;
 *                          NODE_ENV=production implies production unless GATEWAY_MODE says otherwise.
 * PERSISTED_DOCUMENTS_PATH the H5 app's persisted documents: relay-compiler's map (default client/persisted-queries.json).
 * PERSISTED_DOCUMENTS_DIR  a folder of other clients' manifests (`<client>.json`), watched; SIGHUP reloads all.
 * CORS_ALLOWED_ORIGINS     origins (comma-separated) whose pages may call /graphql; the app's own always may.
 * APP_ORIGINS              origins (comma-separated) the app is served from besides the gateway's own
 *                          addresses (e.g. the public https origin behind a proxy): payment return
 *                          addresses must be on one of them or on CORS_ALLOWED_ORIGINS.
 * MESSAGING_APP_AUTHORIZE_URL, MESSAGING_APP_TOKEN_URL  the messaging app's authorize page and its
 *                          code-for-open-id exchange (both or neither; default: the messaging app's own in
 *                          production, the reference upstream's development stand-in otherwise).
 * CORS_MAX_AGE_SECONDS     how long a browser reuses a preflight answer (default 600).
 * FRAME_ANCESTORS          who may frame the app and GraphiQL: 'self' (default), 'none' or origins (comma-separated).
 * CSP_MEDIA_ORIGINS        origins of the app's images, audio and video (default: UPSTREAM_BASE_URL's and
 *                          UPSTREAM_PUBLIC_URL's).
 * MAX_DEPTH / MAX_ALIASES / MAX_COST / MAX_TOKENS / MAX_DIRECTIVES  per-operation limits.
 * RATE_LIMIT_BURST, RATE_LIMIT_PER_SECOND  token bucket per client address (0 burst = off).
 * RATE_LIMIT_REDIS_URL     redis://… so the replicas share one bucket per address (unset = per process);
 *                          RATE_LIMIT_REDIS_PREFIX its key prefix (default ctp:rl:).
 * SMS_PER_ADDRESS          sign-in codes one client address may have sent in 10 minutes (default 60; 0 = no
 *                          limit); a request sends one code at most, a phone one a minute.
 * TRUSTED_PROXY_HOPS       reverse proxies in front of the gateway; X-Forwarded-For is read only when > 0.
 * MAX_BODY_BYTES           largest /graphql request body (default 262144); bigger → HTTP 413 before parsing.
 * UPLOAD_MAX_IMAGE_BYTES, UPLOAD_MAX_VIDEO_BYTES, UPLOAD_MAX_AUDIO_BYTES  largest file of each kind
 *                          `uploadFile` takes (defaults 10 MiB, 50 MiB, 20 MiB); an upload's multipart
 *                          body may be as large as the largest plus 64 KiB.
 * BREAKER_FAILURES, BREAKER_COOLDOWN_MS    circuit breaker per upstream family (0 failures = off).
 * UPSTREAM_HTTP_CACHE_ENTRIES, UPSTREAM_HTTP_CACHE_BYTES  HTTP cache of the upstream's cacheable
 *                          answers (reference data), default 2000 entries / 64 MiB (0 entries = off).
 * RESPONSE_CACHE_TTL_MS, RESPONSE_CACHE_MAX_ENTRIES  response cache (0 TTL = off).
 * RESPONSE_CACHE_REDIS_URL  redis://… shared by several replicas (unset = in memory, per process);
 *                          RESPONSE_CACHE_REDIS_PREFIX its key prefix (default ctp:rc:). The replicas
 *                          also share live events (subscriptions) through it.
 * UPSTREAM_MESSAGE_PUSH_KEY the key the upstream signs its message pushes (POST /hooks/messages) with
 *                          (default: the reference upstream's demo key).
 * EXTERNAL_LINK_ALLOWED_HOSTS (comma-separated), EXTERNAL_LINK_NO_DISCLAIMER_SITES (comma-separated; their
 *                          places' website links are disabled too), SCENIC_NAVIGATION_SITES (comma-separated:
 *                          the sites whose scenic detail shows navigation; default the spec's four).
 * LANGUAGE_SITES           the dedicated site of a language, where `/index?lang=` leads: comma-separated
 *                          `language=siteCode` over the defaults (en=site450300, fr=site530700,
 *                          ja=site610100, ko=site222400); `fr=` removes one.
 * REQUEST_LOG              `0` turns the one-line-per-request JSON log on stdout off.
 * METRICS_TOKEN            when set, GET /metrics needs `authorization: Bearer <token>`.
 * GRAPHQL_EXECUTOR         `jit` (default) executes operations with graphql-jit (compiled once per
 *                          document); `graphql-js` with the reference executor.
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
  const list = (name: string, fallback: string[]): string[] => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    return raw
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
  };
  const modeRaw = env.GATEWAY_MODE?.trim().toLowerCase();
  if (modeRaw && modeRaw !== 'production' && modeRaw !== 'development') throw new Error('GATEWAY_MODE must be production or development');
  const mode = modeRaw === 'production' || (!modeRaw && env.NODE_ENV === 'production') ? 'production' : 'development';
  const burst = int('RATE_LIMIT_BURST', RATE_LIMIT_DEFAULTS.burst);
  const failures = int('BREAKER_FAILURES', BREAKER_DEFAULTS.failureThreshold);
  const ttlMs = int('RESPONSE_CACHE_TTL_MS', CACHE_DEFAULTS.ttlMs);
  const metricsToken = env.METRICS_TOKEN?.trim();
  const persistedPath = env.PERSISTED_DOCUMENTS_PATH?.trim();
  const persistedDir = env.PERSISTED_DOCUMENTS_DIR?.trim();
  // the upstream hands out file URLs on its public address (the reference upstream's UPSTREAM_PUBLIC_URL)
  const publicUrl = env.UPSTREAM_PUBLIC_URL?.trim();
  const mediaOrigins = list('CSP_MEDIA_ORIGINS', []).map(normaliseOrigin);
  if (mediaOrigins.length === 0 && publicUrl) {
    for (const url of [str('UPSTREAM_BASE_URL', 'http://127.0.0.1:4010'), publicUrl]) mediaOrigins.push(new URL(url).origin);
  }
  const clientDist = env.CLIENT_DIST?.trim();
  const sm4Key = env.UPSTREAM_SM4_KEY?.trim();
  const signInCalls = env.SIGN_IN_CALLS?.trim().toLowerCase();
  if (signInCalls && signInCalls !== 'plain' && signInCalls !== 'sm4') throw new Error('SIGN_IN_CALLS must be plain or sm4');
  const redisOf = (name: string): { url: string; prefix?: string } | null => {
    const url = env[`${name}_URL`]?.trim();
    if (!url) return null;
    if (!/^rediss?:\/\//.test(url)) throw new Error(`${name}_URL must be a redis:// or rediss:// URL`);
    const prefix = env[`${name}_PREFIX`]?.trim();
    return { url, ...(prefix ? { prefix } : {}) };
  };
  const cacheRedis = redisOf('RESPONSE_CACHE_REDIS');
  const pushKey = env.UPSTREAM_MESSAGE_PUSH_KEY?.trim();
  const rateLimitRedis = redisOf('RATE_LIMIT_REDIS');
  const messagingAuthorize = env.MESSAGING_APP_AUTHORIZE_URL?.trim();
  const messagingToken = env.MESSAGING_APP_TOKEN_URL?.trim();
  if (Boolean(messagingAuthorize) !== Boolean(messagingToken))
    throw new Error('MESSAGING_APP_AUTHORIZE_URL and MESSAGING_APP_TOKEN_URL go together');
  return {
    port: int('GATEWAY_PORT', DEFAULTS.port),
    host: str('GATEWAY_HOST', DEFAULTS.host),
    upstreamBaseUrl: str('UPSTREAM_BASE_URL', 'http://127.0.0.1:4010'),
    defaultSiteCode: str('DEFAULT_SITE_CODE', DEFAULTS.defaultSiteCode),
    ...(clientDist ? { clientDist } : {}),
    ...(sm4Key ? { sm4Key } : {}),
    ...(signInCalls === 'plain' || signInCalls === 'sm4' ? { signInCalls } : {}),
    ...(env.SESSION_REFRESH_AFTER_MS?.trim() ? { sessionRefreshAfterMs: int('SESSION_REFRESH_AFTER_MS', 6_000_000) } : {}),
    timeoutMs: int('UPSTREAM_TIMEOUT_MS', DEFAULTS.timeoutMs),
    retry: {
      attempts: int('UPSTREAM_RETRY_ATTEMPTS', DEFAULTS.retry.attempts),
      delayMs: int('UPSTREAM_RETRY_DELAY_MS', DEFAULTS.retry.delayMs),
    },
    mode,
    ...(persistedPath ? { persistedDocumentsPath: persistedPath } : {}),
    ...(persistedDir ? { persistedDocumentsDir: persistedDir } : {}),
    appOrigins: list('APP_ORIGINS', []).map(normaliseOrigin),
    ...(messagingAuthorize && messagingToken ? { messagingApp: { authorizeUrl: messagingAuthorize, tokenUrl: messagingToken } } : {}),
    smsLimits: { ...SMS_LIMIT_DEFAULTS, perAddress: int('SMS_PER_ADDRESS', SMS_LIMIT_DEFAULTS.perAddress) },
    cors: {
      allowedOrigins: list('CORS_ALLOWED_ORIGINS', CORS_DEFAULTS.allowedOrigins).map(normaliseOrigin),
      maxAgeSeconds: int('CORS_MAX_AGE_SECONDS', CORS_DEFAULTS.maxAgeSeconds),
    },
    securityHeaders: {
      frameAncestors: list('FRAME_ANCESTORS', SECURITY_HEADER_DEFAULTS.frameAncestors).map(frameAncestorSource),
      ...(mediaOrigins.length > 0 ? { mediaOrigins: [...new Set(mediaOrigins)] } : {}),
    },
    limits: {
      maxDepth: int('MAX_DEPTH', LIMIT_DEFAULTS.maxDepth),
      maxAliases: int('MAX_ALIASES', LIMIT_DEFAULTS.maxAliases),
      maxCost: int('MAX_COST', LIMIT_DEFAULTS.maxCost),
      maxTokens: int('MAX_TOKENS', LIMIT_DEFAULTS.maxTokens),
      maxDirectives: int('MAX_DIRECTIVES', LIMIT_DEFAULTS.maxDirectives),
    },
    rateLimit:
      burst > 0
        ? {
            burst,
            perSecond: Math.max(1, int('RATE_LIMIT_PER_SECOND', RATE_LIMIT_DEFAULTS.perSecond)),
            trustedProxyHops: int('TRUSTED_PROXY_HOPS', 0),
            ...(rateLimitRedis ? { redis: rateLimitRedis } : {}),
          }
        : null,
    maxBodyBytes: int('MAX_BODY_BYTES', 256 * 1024),
    uploads: {
      ...(env.UPLOAD_MAX_IMAGE_BYTES?.trim() ? { maxImageBytes: int('UPLOAD_MAX_IMAGE_BYTES', 0) } : {}),
      ...(env.UPLOAD_MAX_VIDEO_BYTES?.trim() ? { maxVideoBytes: int('UPLOAD_MAX_VIDEO_BYTES', 0) } : {}),
      ...(env.UPLOAD_MAX_AUDIO_BYTES?.trim() ? { maxAudioBytes: int('UPLOAD_MAX_AUDIO_BYTES', 0) } : {}),
    },
    breaker: failures > 0 ? { failureThreshold: failures, cooldownMs: int('BREAKER_COOLDOWN_MS', BREAKER_DEFAULTS.cooldownMs) } : null,
    upstreamHttpCache:
      int('UPSTREAM_HTTP_CACHE_ENTRIES', 2000) > 0
        ? { maxEntries: int('UPSTREAM_HTTP_CACHE_ENTRIES', 2000), maxBytes: int('UPSTREAM_HTTP_CACHE_BYTES', 64 * 1024 * 1024) }
        : null,
    cache:
      ttlMs > 0
        ? {
            ttlMs,
            maxEntries: int('RESPONSE_CACHE_MAX_ENTRIES', CACHE_DEFAULTS.maxEntries ?? 1000),
            ...(cacheRedis ? { redis: cacheRedis } : {}),
          }
        : null,
    externalLinks: {
      allowedHosts: list('EXTERNAL_LINK_ALLOWED_HOSTS', EXTERNAL_LINK_DEFAULTS.allowedHosts),
      noDisclaimerSites: list('EXTERNAL_LINK_NO_DISCLAIMER_SITES', EXTERNAL_LINK_DEFAULTS.noDisclaimerSites),
      scenicNavigationSites: list('SCENIC_NAVIGATION_SITES', EXTERNAL_LINK_DEFAULTS.scenicNavigationSites),
    },
    languageSites: parseLanguageSites(env.LANGUAGE_SITES ?? ''),
    log: env.REQUEST_LOG?.trim() === '0' ? null : stdoutSink,
    tracing: tracingFromEnv(env),
    ...(metricsToken ? { metricsToken } : {}),
    executor: env.GRAPHQL_EXECUTOR?.trim().toLowerCase() === 'graphql-js' ? 'graphql-js' : 'jit',
    ...(pushKey ? { messagePushKey: pushKey } : {}),
    pubsub: cacheRedis ? { redisUrl: cacheRedis.url } : null,
  };
}
