import { createServer } from 'node:http';
import { networkInterfaces } from 'node:os';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { YogaServerInstance } from 'graphql-yoga';
import { createRedisStore } from '../cache/redis-store.ts';
import type { RedisResponseCacheStore } from '../cache/redis-store.ts';
import type { ResponseCacheOptions } from '../cache/response-cache.ts';
import type { GatewayContext } from '../context.ts';
import { UpstreamTransport } from '../core/upstream/client.ts';
import { JsonLogger } from '../observability/log.ts';
import type { LogSink } from '../observability/log.ts';
import { GatewayMetrics } from '../observability/metrics.ts';
import type { BreakerOptions } from '../core/upstream/breaker.ts';
import { CORS_DEFAULTS, CorsPolicy, normaliseOrigin } from '../security/cors.ts';
import type { CorsOptions } from '../security/cors.ts';
import { SECURITY_HEADER_DEFAULTS } from '../security/headers.ts';
import type { SecurityHeaderOptions } from '../security/headers.ts';
import type { ExternalLinkPolicy } from '../core/external-links.ts';
import type { LanguageSites } from '../core/language.ts';
import type { MessagingAppEndpoints } from '../registry.ts';
import type { OperationLimits } from '../security/limits.ts';
import { DEFAULT_PERSISTED_DOCUMENTS_PATH, PersistedDocuments } from '../security/persisted.ts';
import type { GatewayMode } from '../security/persisted.ts';
import { RateLimiter } from '../security/rate-limit.ts';
import type { RateLimitOptions } from '../security/rate-limit.ts';
import { SharedRateLimiter } from '../security/rate-limit-redis.ts';
import { admit } from './admission.ts';
import { createGraphQLHandler, uploadLimits } from './graphql.ts';
import { GraphiQLAssets } from './graphiql.ts';
import type { GraphQLExecutor, ServerContext } from './graphql.ts';
import { createRouter } from './http-router.ts';
import { createLivePubSub } from '../core/pubsub.ts';
import { DEFAULT_MESSAGE_PUSH_KEY, MESSAGE_HOOK_PATH, messageHook } from '../domains/messages/index.ts';
import { logWhenDone } from './request-log.ts';
import { exchangeTracer, traceRequest } from '../observability/tracing.ts';
import type { Tracing } from '../observability/tracing.ts';
import { createProbes, LIVENESS_PATH, READINESS_PATH } from './probes.ts';
import type { Readiness, SharedConnection } from './probes.ts';

/**
 * The gateway's composition root: options → upstream transport, metrics, logs, persisted
 * documents, rate limit, response cache store → the GraphQL handler and the HTTP router.
 */
export interface GatewayOptions {
  port?: number;
  host?: string;
  upstreamBaseUrl: string;
  defaultSiteCode?: string;
  clientDist?: string;
  retry?: { attempts: number; delayMs: number };
  timeoutMs?: number;
  graphiql?: boolean;
  /** SM4 key for phones sent upstream (default: API.md's fixed key). */
  sm4Key?: string;
  /** Session.refreshAfter − issuedAt in ms (spec: 6,000,000). */
  sessionRefreshAfterMs?: number;
  /** The gateway's clock in epoch ms (default Date.now); tests make it follow the upstream's dev clock. */
  now?: () => number;
  /**
   * `production` accepts ONLY persisted document ids (PERSISTED_QUERY_ONLY otherwise) and
   * turns GraphiQL off; `development` (default) accepts ids and texts.
   */
  mode?: GatewayMode;
  /** The H5 app's persisted documents: relay-compiler's map id → document; null = none. Default client/persisted-queries.json. */
  persistedDocumentsPath?: string | null;
  /** A folder of other clients' manifests (`<client>.json`, see security/persisted.ts), watched; null/undefined = none. */
  persistedDocumentsDir?: string | null;
  /** Extra persisted documents of the H5 app (tests). */
  persistedDocuments?: Record<string, string>;
  /** Origins whose pages may call /graphql (the app's own always may) and the preflight's max age. */
  cors?: Partial<CorsOptions>;
  /**
   * The origins the app is served from (APP_ORIGINS), where the payment provider may send the
   * browser back; the gateway's own listening addresses always count. Never read from a request.
   */
  appOrigins?: string[];
  /**
   * The messaging app's authorization server (MESSAGING_APP_AUTHORIZE_URL, MESSAGING_APP_TOKEN_URL):
   * default the messaging app's own in production, the reference upstream's stand-in otherwise.
   */
  messagingApp?: MessagingAppEndpoints;
  /**
   * frame-ancestors of the app and GraphiQL (default 'self') and the origins of the app's images
   * and media (default: the upstream's origin, whose file server hands them out).
   */
  securityHeaders?: Partial<SecurityHeaderOptions>;
  /** Depth, alias, cost, token and directive limits of one operation (graphql-armor). */
  limits?: Partial<OperationLimits>;
  /** Sign-in codes one client address may have sent per window (default: domains/session/sms-limits.ts). */
  smsLimits?: { perAddress: number; windowMs: number };
  /** Which sign-in calls the upstream takes: plain (default) or SM4 (SIGN_IN_CALLS). */
  signInCalls?: 'plain' | 'sm4';
  /** Token bucket per client address on /graphql; null/undefined = off (readConfig turns it on). */
  rateLimit?: RateLimitOptions | null;
  /** The largest /graphql request body admitted; bigger ones get 413 before parsing (default 256 KiB). */
  maxBodyBytes?: number;
  /**
   * The largest picture, video and sound `uploadFile` takes, in bytes (defaults: domains/uploads).
   * A multipart request (an upload) may be as large as the largest of them plus its form fields.
   */
  uploads?: Partial<{ maxImageBytes: number; maxVideoBytes: number; maxAudioBytes: number }>;
  /** Circuit breaker per upstream family; null/undefined = off (readConfig turns it on). */
  breaker?: BreakerOptions | null;
  /**
   * HTTP cache of the upstream's cacheable answers (reference data; RFC 9111, undici's cache
   * interceptor), shared by all requests of the process; null/undefined = off (readConfig turns
   * it on).
   */
  upstreamHttpCache?: { maxEntries: number; maxBytes: number } | null;
  /** Response cache of queries; null/undefined = off (readConfig turns it on). */
  cache?: ResponseCacheOptions | null;
  /** External-link allow-list and the sites that skip the disclaimer. */
  externalLinks?: ExternalLinkPolicy;
  /** The dedicated site of each language (`/index?lang=`); default LANGUAGE_SITE_DEFAULTS. */
  languageSites?: LanguageSites;
  /** Where the one-line-per-request JSON log goes; null/undefined = no request log. */
  log?: LogSink | null;
  /** When set, GET /metrics requires `authorization: Bearer <metricsToken>`. */
  metricsToken?: string;
  /** The GraphQL executor (default jit: graphql-jit; GRAPHQL_EXECUTOR=graphql-js for the reference executor). */
  executor?: GraphQLExecutor;
  /**
   * The key the upstream signs its message pushes with (UPSTREAM_MESSAGE_PUSH_KEY; default: the
   * reference upstream's demo key). The pushes arrive at `POST /hooks/messages`.
   */
  messagePushKey?: string;
  /**
   * A Redis the replicas share live events through (subscriptions: a push taken by one replica
   * reaches a subscriber on another); null/undefined = in this process (readConfig: the
   * response cache's RESPONSE_CACHE_REDIS_URL).
   */
  pubsub?: { redisUrl: string } | null;
  /**
   * OpenTelemetry tracing (readConfig: from the standard `OTEL_*` settings, observability/tracing.ts);
   * null/undefined = none, at no cost. The gateway flushes and shuts it down when it closes.
   */
  tracing?: Tracing | null;
}

/** The gateway's request handler, with what tests need next to it. */
export type GatewayHandler = RequestListener & {
  yoga: YogaServerInstance<ServerContext, GatewayContext>;
  metrics: GatewayMetrics;
  transport: UpstreamTransport;
  documents: PersistedDocuments;
  /** Reads every client's manifest afresh (SIGHUP): ids and clients no manifest lists any more are gone. */
  reloadPersistedDocuments(): void;
  /** Resolves once the shared cache store has connected or failed its first try (never rejects). */
  ready(): Promise<void>;
  /** What `/readyz` answers. */
  readiness(): Promise<Readiness>;
  /**
   * Stops taking requests (each new one gets 503 and `connection: close`; `/readyz` says not
   * ready), ends the subscriptions' streams (their clients reconnect to another replica) and
   * resolves once the requests in flight have finished, or after `timeoutMs`.
   */
  drain(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
  /** Adds origins the app is served from (startGateway: the gateway's own addresses, once it listens). */
  addAppOrigins(origins: readonly string[]): void;
};

export const DEFAULTS = {
  port: 4000,
  host: '127.0.0.1',
  defaultSiteCode: 'site510100',
  retry: { attempts: 4, delayMs: 2000 },
  timeoutMs: 8000,
  /** How long a shutdown waits for the requests in flight (under an orchestrator's usual 30 s grace). */
  drainTimeoutMs: 25_000,
} as const;

/** A subscription's stream (graphql-sse over `accept: text/event-stream`): open until ended. */
const isStream = (req: IncomingMessage) => (req.headers.accept ?? '').includes('text/event-stream');

/** The answer to a request that arrives while the gateway drains: try again, elsewhere. */
function refuseWhileDraining(res: ServerResponse): void {
  res.writeHead(503, {
    'content-type': 'application/json; charset=utf-8',
    connection: 'close',
    'retry-after': '1',
    'cache-control': 'no-store',
  });
  res.end(JSON.stringify({ errors: [{ message: 'The service is restarting. Please try again.', extensions: { code: 'SHUTTING_DOWN' } }] }));
}

/**
 * Counts the requests in flight and lets a shutdown drain them: once draining, a new request is
 * refused (the probes still answer), streams are ended, and `drained` resolves when the last
 * ordinary request has finished.
 */
function drainable(serve: RequestListener): RequestListener & { drain(timeoutMs: number): Promise<void>; draining(): boolean } {
  const inFlight = new Set<ServerResponse>();
  const streams = new Set<ServerResponse>();
  let draining = false;
  let idle: (() => void) | null = null;
  const listener: RequestListener = (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (draining && path !== LIVENESS_PATH && path !== READINESS_PATH) {
      refuseWhileDraining(res);
      return;
    }
    const set = isStream(req) ? streams : inFlight;
    set.add(res);
    res.once('close', () => {
      set.delete(res);
      if (inFlight.size === 0) idle?.();
    });
    serve(req, res);
  };
  const drain = async (timeoutMs: number) => {
    draining = true;
    for (const stream of streams) stream.end();
    if (inFlight.size === 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      idle = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  };
  return Object.assign(listener, { drain, draining: () => draining });
}

export function createGateway(opts: GatewayOptions): GatewayHandler {
  const mode: GatewayMode = opts.mode ?? 'development';
  const metrics = new GatewayMetrics();
  const logger = new JsonLogger(opts.log ?? null);
  const warnings = new JsonLogger(opts.log ?? ((line) => process.stderr.write(`${line}\n`)));
  const transport = new UpstreamTransport({
    baseUrl: opts.upstreamBaseUrl,
    timeoutMs: opts.timeoutMs ?? DEFAULTS.timeoutMs,
    retry: opts.retry ?? DEFAULTS.retry,
    breaker: opts.breaker ?? null,
    tracing: opts.tracing ? exchangeTracer(opts.tracing) : null,
    httpCache: opts.upstreamHttpCache ?? null,
    observer: metrics,
  });
  const documents = new PersistedDocuments({
    defaultPath: opts.persistedDocumentsPath === undefined ? DEFAULT_PERSISTED_DOCUMENTS_PATH : opts.persistedDocumentsPath,
    dir: opts.persistedDocumentsDir ?? null,
    ...(opts.persistedDocuments ? { extra: opts.persistedDocuments } : {}),
    warn: (message, fields) => warnings.log('warn', message, fields),
    onLoad: (manifests) => {
      metrics.persistedManifests(manifests);
      logger.log('info', 'persisted documents loaded', { clients: manifests });
    },
  });
  documents.watch();
  const security: SecurityHeaderOptions = {
    ...SECURITY_HEADER_DEFAULTS,
    mediaOrigins: [new URL(opts.upstreamBaseUrl).origin],
    ...opts.securityHeaders,
  };
  const cors = new CorsPolicy({ ...CORS_DEFAULTS, ...opts.cors });
  const rateLimiter = opts.rateLimit ? rateLimiterOf(opts.rateLimit, metrics, warnings) : null;
  const redisStore = opts.cache?.redis && !opts.cache.store ? sharedCacheStore(opts.cache, metrics, warnings) : null;
  const cacheOptions = opts.cache ? { ...opts.cache, ...(redisStore ? { store: redisStore } : {}) } : null;
  const defaultSiteCode = opts.defaultSiteCode ?? DEFAULTS.defaultSiteCode;
  const graphiqlAssets = new GraphiQLAssets();
  const uploads = uploadLimits(opts.uploads);
  const maxUploadBodyBytes = Math.max(uploads.maxImageBytes, uploads.maxVideoBytes, uploads.maxAudioBytes) + 64 * 1024;
  // filled in by startGateway once the port is known (the gateway's own addresses)
  const appOrigins = (opts.appOrigins ?? []).map(normaliseOrigin);
  const live = createLivePubSub(
    opts.pubsub?.redisUrl ?? null,
    throttledWarning(() => undefined, warnings, 'live events Redis failing'),
  );
  const yoga = createGraphQLHandler({
    opts,
    pubsub: live.pubsub,
    mode,
    security,
    defaultSiteCode,
    transport,
    documents,
    cacheOptions,
    metrics,
    warnings,
    graphiqlAssets,
    appOrigins,
  });

  const redisConnections: SharedConnection[] = [
    ...(redisStore ? [{ name: 'responseCacheRedis', healthy: () => redisStore.healthy() }] : []),
    ...(opts.pubsub?.redisUrl ? [{ name: 'liveEventsRedis', healthy: () => live.healthy() }] : []),
    ...(rateLimiter instanceof SharedRateLimiter ? [{ name: 'rateLimitRedis', healthy: () => rateLimiter.healthy() }] : []),
  ];
  // the probes ask whether the handler drains; the handler (made below) needs the probes' routes
  let drainingNow = () => false;
  const probes = createProbes({
    upstreamBaseUrl: opts.upstreamBaseUrl,
    defaultSiteCode,
    mode,
    documents,
    breakerStates: () => transport.breakerStates(),
    redis: redisConnections,
    draining: () => drainingNow(),
  });

  const router = createRouter({
    graphql: (req, res, state) => {
      if (opts.tracing) state.trace = traceRequest(opts.tracing, req.headers, req.method ?? 'POST', res);
      logWhenDone(req, res, state, metrics, logger, documents);
      admit(
        req,
        res,
        state,
        rateLimiter,
        () => void yoga(req, res, { req, res, requestId: state.requestId, state }),
        opts.maxBodyBytes,
        maxUploadBodyBytes,
      );
    },
    metrics,
    metricsToken: opts.metricsToken,
    clientDist: opts.clientDist,
    cors,
    security,
    graphiqlAssets,
    hooks: {
      [MESSAGE_HOOK_PATH]: messageHook({
        pubsub: live.pubsub,
        redis: live.redis,
        key: opts.messagePushKey ?? DEFAULT_MESSAGE_PUSH_KEY,
        now: opts.now ?? Date.now,
      }),
    },
    probes,
  });
  const handler = drainable(router);
  drainingNow = handler.draining;

  const close = async () => {
    documents.unwatch();
    await transport.close();
    await redisStore?.close();
    await live.close();
    if (rateLimiter instanceof SharedRateLimiter) rateLimiter.close();
    await opts.tracing?.shutdown();
  };
  // a Redis that is down at start costs the cache, not the start (the store keeps reconnecting)
  const ready = async () => {
    await Promise.all([
      redisStore?.ready().catch(() => undefined),
      live.ready(),
      rateLimiter instanceof SharedRateLimiter ? rateLimiter.ready().catch(() => undefined) : undefined,
    ]);
  };
  const addAppOrigins = (origins: readonly string[]) => {
    for (const origin of origins) if (!appOrigins.includes(origin)) appOrigins.push(origin);
  };
  return Object.assign(handler, {
    yoga,
    metrics,
    transport,
    documents,
    reloadPersistedDocuments: () => documents.reload(),
    ready,
    readiness: probes.readiness,
    drain: handler.drain,
    close,
    addAppOrigins,
  });
}

/** Counts a shared store's failures and logs them, at most once a minute (the message only: never a password). */
function throttledWarning(count: () => void, warnings: JsonLogger, message: string): (error: Error) => void {
  let lastLogged = 0;
  return (error) => {
    count();
    const now = Date.now();
    if (now - lastLogged < 60_000) return;
    lastLogged = now;
    warnings.log('warn', message, { error: error.message.slice(0, 200) });
  };
}

/** The Redis store of several replicas; its failures are counted and logged, never thrown. */
function sharedCacheStore(cache: ResponseCacheOptions, metrics: GatewayMetrics, warnings: JsonLogger): RedisResponseCacheStore {
  return createRedisStore({
    url: cache.redis!.url,
    ...(cache.redis!.prefix ? { prefix: cache.redis!.prefix } : {}),
    maxTtlMs: cache.ttlMs,
    onError: throttledWarning(() => metrics.cacheError(), warnings, 'response cache store failing; serving uncached'),
  });
}

/** The per-address limit: in this process, or shared by the replicas through Redis. */
function rateLimiterOf(options: RateLimitOptions, metrics: GatewayMetrics, warnings: JsonLogger): RateLimiter | SharedRateLimiter {
  if (!options.redis) return new RateLimiter(options);
  return new SharedRateLimiter(options, {
    url: options.redis.url,
    ...(options.redis.prefix ? { prefix: options.redis.prefix } : {}),
    onError: throttledWarning(() => metrics.rateLimitError(), warnings, 'shared rate limit failing; limiting per replica'),
  });
}

/**
 * The origins a browser reaches this gateway at: its host and port; on a loopback address both
 * 127.0.0.1 and localhost; listening on every interface, each IPv4 address of the machine.
 */
export function ownOrigins(host: string, port: number, interfaces: ReturnType<typeof networkInterfaces> = networkInterfaces()): string[] {
  const loopback = ['127.0.0.1', 'localhost', '::1'];
  const all = host === '0.0.0.0' || host === '::';
  const hosts = all
    ? [...loopback, ...Object.values(interfaces).flatMap((list) => (list ?? []).filter((i) => i.family === 'IPv4').map((i) => i.address))]
    : loopback.includes(host)
      ? loopback
      : [host];
  return [...new Set(hosts.map((h) => `http://${h.includes(':') ? `[${h}]` : h}:${port}`))];
}

export async function startGateway(opts: GatewayOptions): Promise<{
  url: string;
  reloadPersistedDocuments(): void;
  /**
   * The graceful stop (SIGTERM): stops listening, closes idle connections, refuses new requests
   * on open ones, ends the subscriptions' streams, waits for the requests in flight (at most
   * `timeoutMs`, default DEFAULTS.drainTimeoutMs), then closes everything.
   */
  shutdown(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}> {
  const handler = createGateway(opts);
  await handler.ready();
  const server = createServer(handler);
  const host = opts.host ?? DEFAULTS.host;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? DEFAULTS.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  handler.addAppOrigins(ownOrigins(host, port));
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    reloadPersistedDocuments: handler.reloadPersistedDocuments,
    shutdown: async (timeoutMs = DEFAULTS.drainTimeoutMs) => {
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await handler.drain(timeoutMs);
      server.closeAllConnections();
      await stopped;
      await handler.close();
    },
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      await handler.close();
    },
  };
}
