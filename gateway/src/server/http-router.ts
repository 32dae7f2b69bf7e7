import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { requestIdOf } from '../observability/log.ts';
import type { GatewayMetrics } from '../observability/metrics.ts';
import type { RequestState } from '../observability/observe.ts';
import { REQUEST_ID_HEADER } from '../core/upstream/client.ts';
import { serveStatic } from '../static.ts';

export interface RouterOptions {
  /** Serves an admitted /graphql request (GraphQL over HTTP). */
  graphql(req: IncomingMessage, res: ServerResponse, state: RequestState): void;
  metrics: GatewayMetrics;
  /** When set, GET /metrics requires `authorization: Bearer <metricsToken>`. */
  metricsToken?: string | undefined;
  /** The built app, served at every other path. */
  clientDist?: string | undefined;
}

/** The gateway's HTTP surface: /graphql, /metrics, /health and the built app. */
export function createRouter(opts: RouterOptions): RequestListener {
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path === '/graphql') {
      const requestId = requestIdOf(req.headers[REQUEST_ID_HEADER]);
      const state: RequestState = { requestId, started: performance.now(), operation: null, documentId: null, outcome: null, errorCodes: [], counter: null, siteCode: null };
      res.setHeader(REQUEST_ID_HEADER, requestId);
      opts.graphql(req, res, state);
      return;
    }
    if (path === '/metrics' && (req.method === 'GET' || req.method === 'HEAD')) {
      serveMetrics(req, res, opts);
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
