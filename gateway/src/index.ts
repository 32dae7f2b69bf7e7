import { createServer } from 'node:http';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { createYoga } from 'graphql-yoga';
import type { Plugin, YogaServerInstance } from 'graphql-yoga';
import { createContext, DEFAULT_SETTINGS } from './context.ts';
import { normaliseSm4Key } from './domains/session/sm4.ts';
import type { GatewayContext } from './context.ts';
import { createSchema } from './schema.ts';
import { serveStatic } from './static.ts';
import { UpstreamTransport } from './upstream/client.ts';
import type { CallCounter } from './upstream/client.ts';

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
}

export type ServerContext = { req: IncomingMessage; res: ServerResponse };

/** The gateway's request handler, with what tests need next to it. */
export type GatewayHandler = RequestListener & {
  yoga: YogaServerInstance<ServerContext, GatewayContext>;
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
      const counter = counters.get(request);
      if (counter) response.headers.set(UPSTREAM_CALLS_HEADER, String(counter.calls));
    },
  };
}

export function createGateway(opts: GatewayOptions): GatewayHandler {
  const transport = new UpstreamTransport({
    baseUrl: opts.upstreamBaseUrl,
    timeoutMs: opts.timeoutMs ?? DEFAULTS.timeoutMs,
    retry: opts.retry ?? DEFAULTS.retry,
  });
  const defaultSiteCode = opts.defaultSiteCode ?? DEFAULTS.defaultSiteCode;
  const counters = new WeakMap<Request, CallCounter>();
  const settings = {
    sm4Key: normaliseSm4Key(opts.sm4Key ?? DEFAULT_SETTINGS.sm4Key),
    sessionRefreshAfterMs: opts.sessionRefreshAfterMs ?? DEFAULT_SETTINGS.sessionRefreshAfterMs,
  };
  const yoga = createYoga<ServerContext, GatewayContext>({
    schema: createSchema(),
    graphqlEndpoint: '/graphql',
    graphiql: opts.graphiql ?? true,
    renderGraphiQL,
    landingPage: false,
    maskedErrors: { isDev: false },
    logging: 'warn',
    plugins: [callCountPlugin(counters)],
    context: ({ request }) => {
      const ctx = createContext(transport, { headers: request.headers, url: request.url }, defaultSiteCode, settings);
      counters.set(request, ctx.counter);
      return ctx;
    },
  });

  const handler: RequestListener = (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path === '/graphql') {
      void yoga(req, res, { req, res });
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

  return Object.assign(handler, { yoga, close: () => transport.close() });
}

export async function startGateway(opts: GatewayOptions): Promise<{ url: string; close(): Promise<void> }> {
  const handler = createGateway(opts);
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
