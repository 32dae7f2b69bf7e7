import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { requestIdOf } from '../observability/log.ts';
import type { GatewayMetrics } from '../observability/metrics.ts';
import type { RequestState } from '../observability/observe.ts';
import { REQUEST_ID_HEADER } from '../core/upstream/client.ts';
import type { CorsPolicy } from '../security/cors.ts';
import { appPolicy, DATA_POLICY, inlineScriptHashes, inlineStyleHashes, securityHeaders } from '../security/headers.ts';
import type { SecurityHeaderOptions } from '../security/headers.ts';
import { requestClientOf, CLIENT_NAME_HEADER, CLIENT_VERSION_HEADER } from '../security/persisted.ts';
import { serveStatic } from '../static.ts';
import { GRAPHIQL_ASSET_PREFIX } from './graphiql.ts';
import type { GraphiQLAssets } from './graphiql.ts';
import { LIVENESS_PATH, READINESS_PATH } from './probes.ts';
import type { Probes } from './probes.ts';

export interface RouterOptions {
  /** Serves an admitted /graphql request (GraphQL over HTTP). */
  graphql(req: IncomingMessage, res: ServerResponse, state: RequestState): void;
  metrics: GatewayMetrics;
  /** When set, GET /metrics requires `authorization: Bearer <metricsToken>`. */
  metricsToken?: string | undefined;
  /** The built app, served at every other path. */
  clientDist?: string | undefined;
  /** Which other origins' pages may call /graphql. */
  cors: CorsPolicy;
  /** frame-ancestors and media origins of the app's Content-Security-Policy. */
  security: SecurityHeaderOptions;
  /** GraphiQL's script and styles (immutable, compressed). */
  graphiqlAssets?: GraphiQLAssets;
  /** Server-to-server webhooks by path (the upstream's pushes), answered before the app's files. */
  hooks?: Readonly<Record<string, RequestListener>>;
  /** The orchestrator's probes: alive (`/healthz`, and `/health` as before) and ready (`/readyz`). */
  probes: Pick<Probes, 'live' | 'ready'>;
}

function setHeaders(res: ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/**
 * The build's scripts and stylesheets (hashed, under /assets/) that are not worker scripts. A
 * browser reads the Content-Security-Policy, Permissions-Policy and Referrer-Policy of a document
 * or a worker only, never of a script or stylesheet a page loads, so these carry just `nosniff`:
 * the first visit downloads ~20 of them, and the policy alone is ~0.5 KB each. A worker script
 * (`…worker…js`: the map's worker) runs under the policy of its own answer and keeps it; images
 * keep it too (an SVG opened by itself is a document).
 */
const SUBRESOURCE_ASSET = /^\/assets\/(?![^/]*worker)[^/]+\.(?:js|css)$/;

/** The data paths next to /graphql: never the app's files. */
const DATA_PATHS = new Set(['/metrics', '/health', LIVENESS_PATH, READINESS_PATH]);

/**
 * The gateway's HTTP surface: /graphql (CORS preflight answered here), the webhooks, /metrics,
 * the probes (/healthz, /readyz; /health) and the built app. Every answer carries the security headers: the app's policy on the app's
 * documents, workers and images, only `nosniff` on its scripts and stylesheets, a data policy on the
 * rest (the GraphiQL page sets its own, server/graphql.ts).
 */
export function createRouter(opts: RouterOptions): RequestListener {
  // the built app's inline splash style and first-screen script (index.html, read once: a rebuilt
  // client needs a restart for a changed splash or script)
  const index = opts.clientDist ? join(opts.clientDist, 'index.html') : null;
  const html = index && existsSync(index) ? readFileSync(index, 'utf8') : '';
  const appHeaders = securityHeaders(appPolicy(opts.security, inlineStyleHashes(html), inlineScriptHashes(html)));
  const dataHeaders = securityHeaders(DATA_POLICY);
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path === '/graphql') {
      setHeaders(res, dataHeaders);
      res.setHeader('vary', 'Origin');
      if (req.method === 'OPTIONS') {
        opts.cors.preflight(req, res);
        return;
      }
      opts.cors.apply(req, res);
      const requestId = requestIdOf(req.headers[REQUEST_ID_HEADER]);
      const client = requestClientOf(req.headers[CLIENT_NAME_HEADER], req.headers[CLIENT_VERSION_HEADER]);
      const state: RequestState = {
        requestId,
        started: performance.now(),
        operation: null,
        documentId: null,
        outcome: null,
        errorCodes: [],
        counter: null,
        siteCode: null,
        client,
        trace: null,
      };
      res.setHeader(REQUEST_ID_HEADER, requestId);
      opts.graphql(req, res, state);
      return;
    }
    const hook = opts.hooks?.[path];
    if (hook) {
      setHeaders(res, dataHeaders);
      hook(req, res);
      return;
    }
    if (opts.graphiqlAssets && path.startsWith(GRAPHIQL_ASSET_PREFIX)) {
      setHeaders(res, dataHeaders);
      if (opts.graphiqlAssets.serve(req, res, path)) return;
    }
    if (opts.clientDist && !DATA_PATHS.has(path)) {
      if (SUBRESOURCE_ASSET.test(path)) res.setHeader('x-content-type-options', 'nosniff');
      else setHeaders(res, appHeaders);
      serveStatic(opts.clientDist, req, res).catch(() => {
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
      return;
    }
    setHeaders(res, dataHeaders);
    if (path === '/metrics' && (req.method === 'GET' || req.method === 'HEAD')) {
      serveMetrics(req, res, opts);
      return;
    }
    if (path === '/health' || path === LIVENESS_PATH) {
      opts.probes.live(req, res);
      return;
    }
    if (path === READINESS_PATH) {
      opts.probes.ready(req, res);
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  };
}

function serveMetrics(req: IncomingMessage, res: ServerResponse, opts: RouterOptions): void {
  if (opts.metricsToken && req.headers.authorization !== `Bearer ${opts.metricsToken}`) {
    res.writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer' });
    res.end('Unauthorized');
    return;
  }
  opts.metrics.render().then(
    ({ contentType, body }) => {
      res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    },
    () => {
      res.writeHead(500);
      res.end();
    },
  );
}
