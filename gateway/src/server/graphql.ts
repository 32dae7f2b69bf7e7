import { tracePlugin } from '../observability/trace-plugin.ts';
import type { Tracing } from '../observability/tracing.ts';
import type { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import type { GraphiQLAssets } from './graphiql.ts';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { createYoga } from 'graphql-yoga';
import type { Plugin, YogaServerInstance } from 'graphql-yoga';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { responseCachePlugin } from '../cache/response-cache.ts';
import type { ResponseCacheOptions } from '../cache/response-cache.ts';
import { compressionPlugin } from '../compression.ts';
import { bodyLimitPlugin } from './body-limit.ts';
import { createContext, DEFAULT_SETTINGS } from '../context.ts';
import { normaliseOrigin } from '../security/cors.ts';
import type { ContextSettings, GatewayContext } from '../context.ts';
import { normaliseSm4Key } from '../core/sm4.ts';
import type { CallCounter, UpstreamTransport } from '../core/upstream/client.ts';
import type { GatewayPubSub } from '../core/pubsub.ts';
import type { JsonLogger } from '../observability/log.ts';
import type { GatewayMetrics } from '../observability/metrics.ts';
import { observePlugin } from '../observability/observe.ts';
import type { RequestState } from '../observability/observe.ts';
import { createSchema } from '../schema.ts';
import { LANGUAGE_SITE_DEFAULTS, MESSAGING_APP_PRODUCTION, messagingAppDevelopment, UPLOAD_DEFAULTS } from '../registry.ts';
import { EXTERNAL_LINK_DEFAULTS } from '../core/external-links.ts';
import { graphiqlPolicy, inlineScriptHashes, securityHeaders } from '../security/headers.ts';
import type { SecurityHeaderOptions } from '../security/headers.ts';
import type { ExternalLinkPolicy } from '../core/external-links.ts';
import type { LanguageSites } from '../core/language.ts';
import { LIMIT_DEFAULTS, limitsPlugin, validationCachePlugin } from '../security/limits.ts';
import type { OperationLimits } from '../security/limits.ts';
import { enforcePageSize } from '../security/page-size.ts';
import { PERSISTED_PARAM_NAMES, persistedDocumentsPlugin } from '../security/persisted.ts';
import type { GatewayMode, PersistedDocuments } from '../security/persisted.ts';
import { malformedBodyPlugin } from '../security/request-guard.ts';
import { scrubPlugin } from '../security/scrub.ts';
import { clientAddress as clientAddressOf } from '../security/rate-limit.ts';
import { variableCoercionPlugin } from '../security/variables.ts';

/**
 * How operations execute: `jit` (the default; graphql-jit: each document compiled once into a
 * function, then reused; patches/graphql-jit@0.8.7.patch keeps the fields in the document's order)
 * or `graphql-js` (the reference executor). gateway/test/integration/executors.test.ts holds them
 * to the same answers for the app's main screens.
 */
export type GraphQLExecutor = 'graphql-js' | 'jit';

export type ServerContext = { req: IncomingMessage; res: ServerResponse; requestId?: string; state?: RequestState };

/** Response header carrying the number of upstream HTTP requests the GraphQL request made. */
export const UPSTREAM_CALLS_HEADER = 'x-upstream-calls';

/**
 * Response headers of every GraphQL answer: the upstream calls it cost; no validators (the
 * response cache would add an ETag and Last-Modified, which no one may revalidate against); an
 * answer for a session token is `Cache-Control: private, no-store` (never kept by a shared
 * cache or the browser), any other `no-cache`; `Vary` names what the answer depends on (the
 * CORS grant follows `Origin`). The GraphiQL page gets its own security headers (the router
 * has set those of a data answer).
 */
function responseHeadersPlugin(counters: WeakMap<Request, CallCounter>, graphiql: GraphiQLPage): Plugin {
  return {
    onResponse({ request, response }) {
      // no counter: the request never reached execution (refused, or answered from the cache)
      response.headers.set(UPSTREAM_CALLS_HEADER, String(counters.get(request)?.calls ?? 0));
      response.headers.delete('etag');
      response.headers.delete('last-modified');
      response.headers.set('cache-control', request.headers.get('x-token')?.trim() ? 'private, no-store' : 'no-cache');
      const vary = new Set(
        (response.headers.get('vary') ?? '')
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean),
      );
      for (const name of ['x-token', 'x-site-code', 'x-language', 'Origin']) vary.add(name);
      response.headers.set('vary', [...vary].join(', '));
      if (response.headers.get('content-type')?.startsWith('text/html')) {
        for (const [name, value] of Object.entries(securityHeaders(graphiql.policy()))) response.headers.set(name, value);
      }
    },
  };
}

/** GraphiQL, offline, and the CSP of its page: the hash of its inline script, computed once. */
interface GraphiQLPage {
  render: typeof renderGraphiQL;
  policy(): string;
}

function graphiqlPage(security: SecurityHeaderOptions, assets: GraphiQLAssets): GraphiQLPage {
  const pages = new Map<string, string>();
  let hashes: string[] = [];
  return {
    render: (options) => {
      const key = JSON.stringify(options ?? {});
      let html = pages.get(key);
      if (html === undefined) {
        html = assets.render(options);
        pages.set(key, html);
        hashes = [...new Set([...hashes, ...inlineScriptHashes(html)])];
      }
      return html;
    },
    policy: () => graphiqlPolicy(security, hashes),
  };
}

export interface GraphQLHandlerOptions {
  opts: {
    defaultSiteCode?: string;
    graphiql?: boolean;
    executor?: GraphQLExecutor;
    sm4Key?: string;
    signInCalls?: 'plain' | 'sm4';
    sessionRefreshAfterMs?: number;
    now?: () => number;
    limits?: Partial<OperationLimits>;
    externalLinks?: ExternalLinkPolicy;
    languageSites?: LanguageSites;
    uploads?: Partial<NonNullable<ContextSettings['uploads']>>;
    /** CORS_ALLOWED_ORIGINS: pages there may be payment return addresses too. */
    cors?: { allowedOrigins?: string[] };
    /** Sign-in codes one client address may have sent per window. */
    smsLimits?: { perAddress: number; windowMs: number };
    /** Its reverse proxies of ours in front of the gateway (X-Forwarded-For is read only when > 0). */
    rateLimit?: { trustedProxyHops: number } | null;
    /** Spans for the GraphQL phases when the gateway traces. */
    tracing?: Tracing | null;
    /** The upstream's address (the messaging app's development stand-in is on it). */
    upstreamBaseUrl: string;
    /** The messaging app's authorization server (default by mode). */
    messagingApp?: { authorizeUrl: string; tokenUrl: string };
  };
  mode: GatewayMode;
  /** frame-ancestors and media origins of the GraphiQL page's policy. */
  security: SecurityHeaderOptions;
  defaultSiteCode: string;
  transport: UpstreamTransport;
  documents: PersistedDocuments;
  cacheOptions: ResponseCacheOptions | null;
  metrics: GatewayMetrics;
  warnings: JsonLogger;
  /** GraphiQL's script and styles, served as separate assets by the router. */
  graphiqlAssets: GraphiQLAssets;
  /** The origins the app is served from (the gateway adds its own addresses once it listens). */
  appOrigins: readonly string[];
  /** Where subscriptions listen and the webhooks publish. */
  pubsub: GatewayPubSub;
}

/** The largest file of each kind `uploadFile` takes: the options over the uploads domain's defaults. */
export function uploadLimits(given: Partial<NonNullable<ContextSettings['uploads']>> = {}): NonNullable<ContextSettings['uploads']> {
  return { ...UPLOAD_DEFAULTS, ...given };
}

/**
 * GraphQL over HTTP (graphql-yoga) on the executable schema: the plugins in their order
 * (observe, malformed bodies → 400, validation cache, operation limits, persisted documents, response cache, error
 * scrubbing, upstream-call header, compression) and the per-request context.
 */
export function createGraphQLHandler(h: GraphQLHandlerOptions): YogaServerInstance<ServerContext, GatewayContext> {
  const states = new WeakMap<Request, RequestState>();
  const counters = new WeakMap<Request, CallCounter>();
  const graphiql = graphiqlPage(h.security, h.graphiqlAssets);
  const trustedProxyHops = h.opts.rateLimit?.trustedProxyHops ?? 0;
  const settings: ContextSettings = {
    sm4Key: normaliseSm4Key(h.opts.sm4Key ?? DEFAULT_SETTINGS.sm4Key),
    sessionRefreshAfterMs: h.opts.sessionRefreshAfterMs ?? DEFAULT_SETTINGS.sessionRefreshAfterMs,
    ...(h.opts.signInCalls ? { signInCalls: h.opts.signInCalls } : {}),
    ...(h.opts.now ? { now: h.opts.now } : {}),
    externalLinks: h.opts.externalLinks ?? EXTERNAL_LINK_DEFAULTS,
    uploads: uploadLimits(h.opts.uploads),
    allowedOrigins: (h.opts.cors?.allowedOrigins ?? []).map(normaliseOrigin),
    appOrigins: h.appOrigins,
    languageSites: h.opts.languageSites ?? LANGUAGE_SITE_DEFAULTS,
    messagingApp:
      h.opts.messagingApp ?? (h.mode === 'production' ? MESSAGING_APP_PRODUCTION : messagingAppDevelopment(h.opts.upstreamBaseUrl)),
    ...(h.opts.smsLimits ? { smsLimits: h.opts.smsLimits } : {}),
    pubsub: h.pubsub,
    droppedRecord: (call, reason) => {
      h.metrics.visitRecordDropped(call);
      h.warnings.log('warn', 'visit record dropped', { call, reason });
    },
  };
  return createYoga<ServerContext, GatewayContext>({
    schema: enforcePageSize(createSchema()),
    graphqlEndpoint: '/graphql',
    graphiql: h.mode === 'production' ? false : (h.opts.graphiql ?? true),
    renderGraphiQL: graphiql.render,
    landingPage: false,
    // the router answers CORS (server/http-router.ts, security/cors.ts): yoga's default grants any origin with credentials
    cors: false,
    maskedErrors: { isDev: false },
    logging: h.warnings.yogaLogger('warn'),
    extraParamNames: PERSISTED_PARAM_NAMES,
    plugins: [
      observePlugin(states),
      ...(h.opts.tracing ? [tracePlugin(states, h.opts.tracing)] : []),
      malformedBodyPlugin(),
      validationCachePlugin(),
      limitsPlugin({ ...LIMIT_DEFAULTS, ...h.opts.limits }),
      persistedDocumentsPlugin(h.documents, h.mode),
      variableCoercionPlugin(),
      ...(h.opts.executor === 'graphql-js' ? [] : [useGraphQlJit()]),
      ...(h.cacheOptions ? responseCachePlugin(h.cacheOptions, (hit) => h.metrics.cacheLookup(hit)) : []),
      scrubPlugin(),
      responseHeadersPlugin(counters, graphiql),
      compressionPlugin(),
      bodyLimitPlugin(),
    ],
    // bodyLimitPlugin stands in for yoga's limit (the same answers, no counting stream for a body of known length)
    maxRequestBodySize: false,
    context: ({ request, requestId, state, req }) => {
      const clientAddress = req ? clientAddressOf(req, trustedProxyHops) : null;
      const ctx = createContext(h.transport, { headers: request.headers, url: request.url, clientAddress }, h.defaultSiteCode, settings);
      ctx.counter.requestId = requestId;
      if (state) {
        state.counter = ctx.counter;
        state.siteCode = ctx.siteCode;
      }
      counters.set(request, ctx.counter);
      return ctx;
    },
  });
}
