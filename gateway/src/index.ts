import { createServer } from 'node:http';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { createYoga } from 'graphql-yoga';
import type { Plugin, YogaServerInstance } from 'graphql-yoga';
import { createContext, DEFAULT_SETTINGS } from './context.ts';
import { normaliseSm4Key } from './core/sm4.ts';
import type { GatewayContext } from './core/context.ts';
import { createSchema } from './schema.ts';
import { compressionPlugin } from './compression.ts';
import { serveStatic } from './static.ts';
import { REQUEST_ID_HEADER, UpstreamTransport } from './core/upstream/client.ts';
import type { CallCounter } from './core/upstream/client.ts';
import { responseCachePlugin } from './cache/response-cache.ts';
import type { ResponseCacheOptions } from './cache/response-cache.ts';
import { createRedisStore } from './cache/redis-store.ts';
import type { RedisResponseCacheStore } from './cache/redis-store.ts';
import { JsonLogger, requestIdOf } from './observability/log.ts';
import type { LogSink } from './observability/log.ts';
import { GatewayMetrics } from './observability/metrics.ts';
import { observePlugin } from './observability/observe.ts';
import type { RequestState } from './observability/observe.ts';
import type { BreakerOptions } from './security/breaker.ts';
import { EXTERNAL_LINK_DEFAULTS } from './security/external-links.ts';
import type { ExternalLinkPolicy } from './security/external-links.ts';
import { LIMIT_DEFAULTS, limitsPlugin, validationCachePlugin } from './security/limits.ts';
import type { OperationLimits } from './security/limits.ts';
import { enforcePageSize } from './security/page-size.ts';
import { DEFAULT_PERSISTED_DOCUMENTS_PATH, PERSISTED_PARAM_NAMES, PersistedDocuments, persistedDocumentsPlugin } from './security/persisted.ts';
import type { GatewayMode } from './security/persisted.ts';
import { clientAddress, RateLimiter, tooManyVisitorsBody } from './security/rate-limit.ts';
import { SharedRateLimiter } from './security/rate-limit-redis.ts';
import type { RateLimitOptions } from './security/rate-limit.ts';
import { badGetParameters, unsupportedRequest } from './security/request-guard.ts';
import { scrubPlugin } from './security/scrub.ts';

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
  /** JSON map id → document (relay-compiler's persisted-queries.json); null = none. Default client/persisted-queries.json. */
  persistedDocumentsPath?: string | null;
  /** Extra persisted documents (tests). */
  persistedDocuments?: Record<string, string>;
  /** Depth, alias, cost, token and directive limits of one operation (graphql-armor). */
  limits?: Partial<OperationLimits>;
  /** Token bucket per client address on /graphql; null/undefined = off (readConfig turns it on). */
  rateLimit?: RateLimitOptions | null;
  /** Circuit breaker per upstream family; null/undefined = off (readConfig turns it on). */
  breaker?: BreakerOptions | null;
  /** Response cache of queries; null/undefined = off (readConfig turns it on). */
  cache?: ResponseCacheOptions | null;
  /** External-link allow-list and the sites that skip the disclaimer. */
  externalLinks?: ExternalLinkPolicy;
  /** Where the one-line-per-request JSON log goes; null/undefined = no request log. */
  log?: LogSink | null;
  /** When set, GET /metrics requires `authorization: Bearer <metricsToken>`. */
  metricsToken?: string;
}

export type ServerContext = { req: IncomingMessage; res: ServerResponse; requestId?: string; state?: RequestState };

/** The gateway's request handler, with what tests need next to it. */
export type GatewayHandler = RequestListener & {
  yoga: YogaServerInstance<ServerContext, GatewayContext>;
  metrics: GatewayMetrics;
  transport: UpstreamTransport;
  /** Resolves once the shared cache store has connected or failed its first try (never rejects). */
  ready(): Promise<void>;
  close(): Promise<void>;
};

export const DEFAULTS = {
  port: 4000,
  host: '127.0.0.1',
  defaultSiteCode: 'site510100',
  retry: { attempts: 4, delayMs: 2000 },
  timeoutMs: 8000,
} as const;

/** Response header carrying the number of upstream HTTP requests the GraphQL request made. */
export const UPSTREAM_CALLS_HEADER = 'x-upstream-calls';

function callCountPlugin(counters: WeakMap<Request, CallCounter>): Plugin {
  return {
    onResponse({ request, response }) {
      // no counter: the request never reached execution (refused, or answered from the cache)
      response.headers.set(UPSTREAM_CALLS_HEADER, String(counters.get(request)?.calls ?? 0));
    },
  };
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
    observer: metrics,
  });
  const documents = new PersistedDocuments(opts.persistedDocumentsPath === undefined ? DEFAULT_PERSISTED_DOCUMENTS_PATH : opts.persistedDocumentsPath, opts.persistedDocuments);
  const rateLimiter = opts.rateLimit ? rateLimiterOf(opts.rateLimit, metrics, warnings) : null;
  const redisStore = opts.cache?.redis && !opts.cache.store ? sharedCacheStore(opts.cache, metrics, warnings) : null;
  const cacheOptions = opts.cache ? { ...opts.cache, ...(redisStore ? { store: redisStore } : {}) } : null;
  const states = new WeakMap<Request, RequestState>();
  const defaultSiteCode = opts.defaultSiteCode ?? DEFAULTS.defaultSiteCode;
  const counters = new WeakMap<Request, CallCounter>();
  const settings = {
    sm4Key: normaliseSm4Key(opts.sm4Key ?? DEFAULT_SETTINGS.sm4Key),
    sessionRefreshAfterMs: opts.sessionRefreshAfterMs ?? DEFAULT_SETTINGS.sessionRefreshAfterMs,
    ...(opts.now ? { now: opts.now } : {}),
    externalLinks: opts.externalLinks ?? EXTERNAL_LINK_DEFAULTS,
  };
  const yoga = createYoga<ServerContext, GatewayContext>({
    schema: enforcePageSize(createSchema()),
    graphqlEndpoint: '/graphql',
    graphiql: mode === 'production' ? false : (opts.graphiql ?? true),
    renderGraphiQL,
    landingPage: false,
    maskedErrors: { isDev: false },
    logging: warnings.yogaLogger('warn'),
    extraParamNames: PERSISTED_PARAM_NAMES,
    plugins: [
      observePlugin(states),
      validationCachePlugin(),
      limitsPlugin({ ...LIMIT_DEFAULTS, ...opts.limits }),
      persistedDocumentsPlugin(documents, mode),
      ...(cacheOptions ? responseCachePlugin(cacheOptions, (hit) => metrics.cacheLookup(hit)) : []),
      scrubPlugin(),
      callCountPlugin(counters),
      compressionPlugin(),
    ],
    context: ({ request, requestId, state }) => {
      const ctx = createContext(transport, { headers: request.headers, url: request.url }, defaultSiteCode, settings);
      ctx.counter.requestId = requestId;
      if (state) {
        state.counter = ctx.counter;
        state.siteCode = ctx.siteCode;
      }
      counters.set(request, ctx.counter);
      return ctx;
    },
  });

  const handler: RequestListener = (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path === '/graphql') {
      const requestId = requestIdOf(req.headers[REQUEST_ID_HEADER]);
      const state: RequestState = { requestId, started: performance.now(), operation: null, documentId: null, outcome: null, errorCodes: [], counter: null, siteCode: null };
      res.setHeader(REQUEST_ID_HEADER, requestId);
      let finished = false;
      const finish = () => {
        if (finished) return;
        finished = true;
        const outcome = state.outcome ?? (res.statusCode === 429 ? 'rate_limited' : res.statusCode >= 400 ? 'rejected' : 'ok');
        const seconds = (performance.now() - state.started) / 1000;
        const operation = metrics.operationLabel(state.operation);
        metrics.request(operation, outcome, seconds);
        logger.log('info', 'graphql', {
          requestId,
          operation: state.operation ?? null,
          documentId: state.documentId,
          siteCode: state.siteCode,
          status: res.statusCode,
          outcome,
          errorCodes: state.errorCodes,
          durationMs: Math.round(seconds * 10_000) / 10,
          upstreamCalls: state.counter?.calls ?? 0,
        }, [req.headers['x-token'] as string | undefined]);
      };
      res.once('finish', finish);
      res.once('close', finish);
      const admit = () => {
        const unsupported = unsupportedRequest(req.method, req.headers['content-type']);
        if (unsupported) {
          state.outcome = 'rejected';
          res.writeHead(unsupported.status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...unsupported.headers });
          res.end(unsupported.body);
          return;
        }
        const badRequest = badGetParameters(req.method, req.url);
        if (badRequest) {
          state.outcome = 'rejected';
          state.errorCodes.push('BAD_REQUEST');
          res.writeHead(400, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
          res.end(badRequest);
          return;
        }
        void yoga(req, res, { req, res, requestId, state });
      };
      if (!rateLimiter) {
        admit();
        return;
      }
      const decide = (wait: number) => {
        if (wait <= 0) {
          admit();
          return;
        }
        state.outcome = 'rate_limited';
        state.errorCodes.push('TOO_MANY_VISITORS');
        res.writeHead(429, { 'content-type': 'application/json; charset=utf-8', 'retry-after': String(wait), 'cache-control': 'no-store' });
        res.end(tooManyVisitorsBody(wait));
      };
      const wait = rateLimiter.take(clientAddress(req, rateLimiter.options.trustedProxyHops));
      if (typeof wait === 'number') decide(wait);
      else wait.then(decide, () => admit()); // the shared limiter never rejects; if it did, serve
      return;
    }
    if (path === '/metrics' && (req.method === 'GET' || req.method === 'HEAD')) {
      if (opts.metricsToken && req.headers.authorization !== `Bearer ${opts.metricsToken}`) {
        res.writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer' });
        res.end('Unauthorized');
        return;
      }
      metrics.render().then(
        ({ contentType, body }) => {
          res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
          res.end(req.method === 'HEAD' ? undefined : body);
        },
        () => {
          res.writeHead(500);
          res.end();
        },
      );
      return;
    }
    if (path === '/health') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ status: 'ok' }));
      return;
    }
    if (opts.clientDist) {
      serveStatic(opts.clientDist, req, res).catch(() => {
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  };

  const close = async () => {
    await transport.close();
    await redisStore?.close();
    if (rateLimiter instanceof SharedRateLimiter) rateLimiter.close();
  };
  // a Redis that is down at start costs the cache, not the start (the store keeps reconnecting)
  const ready = async () => {
    await Promise.all([
      redisStore?.ready().catch(() => undefined),
      rateLimiter instanceof SharedRateLimiter ? rateLimiter.ready().catch(() => undefined) : undefined,
    ]);
  };
  return Object.assign(handler, { yoga, metrics, transport, ready, close });
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

export async function startGateway(opts: GatewayOptions): Promise<{ url: string; close(): Promise<void> }> {
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
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      await handler.close();
    },
  };
}
