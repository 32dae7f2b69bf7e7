import { createHash } from 'node:crypto';
/** Builds the Fastify app: envelope serialisation, dev faults and call log, site guard, routes. */
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { param, type AppContext } from './context.ts';
import { registerDevControls } from './dev-controls.ts';
import { loggerOption } from './log-redaction.ts';
import { fail } from './envelope.ts';
import { registerWritesRoute } from './dev-writes.ts';
import { FAMILIES } from './families/index.ts';
import { SITE_TEXTS, sitesStore } from './families/sites/index.ts';

export interface ServerOptions {
  devControls: boolean;
  /** Per-request logging (UPSTREAM_LOG=1). */
  log: boolean;
}

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return (q === -1 ? url : url.slice(0, q)).replace(/^\/+/, '');
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The reference-data calls the upstream marks cacheable (see the onSend hook in buildServer). */
export const REFERENCE_PATHS: ReadonlySet<string> = new Set([...FAMILIES.flatMap((family) => family.referencePaths ?? [])]);
const REFERENCE_MAX_AGE_S = 60;
const REFERENCE_STALE_S = 300;

export function buildServer(ctx: AppContext, opts: ServerOptions): FastifyInstance {
  const app = Fastify({ logger: loggerOption(opts.log), forceCloseConnections: true });
  app.register(formbody);
  // Tolerate an empty JSON body (e.g. DELETE with a content-type header).
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text) as unknown);
    } catch (err) {
      const error = err as Error & { statusCode?: number };
      error.statusCode = 400;
      done(error, undefined);
    }
  });
  app.decorateRequest('site', null);

  // Payloads store file references as "@/files/…"; they become absolute URLs on the way out.
  app.setReplySerializer((payload) => JSON.stringify(payload).replaceAll('@/files/', `${ctx.publicUrl.value}/files/`));

  app.addHook('onRequest', async (req, reply) => {
    const path = pathOf(req.url);
    if (path.startsWith('__dev/') || path === '__dev') return;
    const isFile = path.startsWith('files/');
    if (!isFile) {
      const traceparent = req.headers.traceparent;
      ctx.calls.record({
        method: req.method,
        path,
        query: { ...(req.query as object) },
        at: new Date().toISOString(),
        ...(typeof traceparent === 'string' ? { traceparent } : {}),
      });
    }
    const siteCode = param(req, 'siteCode');
    const rule = ctx.faults.take(path, siteCode || null, isFile);
    if (!rule) return;
    switch (rule.mode) {
      case 'slow':
        await sleep(rule.delayMs);
        return;
      case 'code':
        return reply.send(fail(rule.code, rule.message));
      case 'http500':
        return reply.code(500).send({
          timestamp: new Date().toISOString(),
          status: 500,
          error: 'Internal Server Error',
          path: `/${path}`,
        });
      case 'malformed':
        return reply
          .code(200)
          .type('application/json;charset=UTF-8')
          .send('<html><body><h1>502 Bad Gateway</h1></body></html>{"code":0,"data":');
      case 'reset':
        reply.hijack();
        req.raw.socket.destroy();
        return reply;
    }
  });

  // Reference data (what a site shows every visitor and rarely changes) is cacheable, as the real
  // backend's CDN-fronted configuration calls are: `Cache-Control: public` with a short max-age
  // and stale-while-revalidate, and a strong ETag over the answer (without its responseTime)
  // answered 304 when the client already has it. Nothing tied to a user is marked so.
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (!REFERENCE_PATHS.has(pathOf(req.url)) || !/^\{"code":0[,}]/.test(payload)) return payload;
    const etag = `"${createHash('sha1')
      .update(payload.replace(/"responseTime":\d+,?/, ''))
      .digest('base64url')}"`;
    reply.header('cache-control', `public, max-age=${REFERENCE_MAX_AGE_S}, stale-while-revalidate=${REFERENCE_STALE_S}`);
    reply.header('etag', etag);
    if (req.headers['if-none-match'] === etag) {
      reply.code(304);
      return '';
    }
    return payload;
  });

  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send(fail(404, `接口不存在: ${req.method} ${pathOf(req.url)}`));
  });

  app.setErrorHandler((error, req, reply) => {
    const err = error instanceof Error ? (error as Error & { statusCode?: unknown }) : new Error(String(error));
    const status = 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 500) {
      req.log.error(err);
      reply.code(500).send(fail(500, '系统繁忙，请稍后再试'));
      return;
    }
    reply.code(200).send(fail(1, err.message));
  });

  for (const family of FAMILIES) family.publicRoutes?.(app, ctx);
  if (opts.devControls) {
    registerDevControls(app, ctx);
    registerWritesRoute(app, ctx);
    for (const family of FAMILIES) family.devRoutes?.(app, ctx);
  }
  const sites = sitesStore(ctx.db);
  app.register(async (api) => {
    api.addHook('onRequest', async (req, reply) => {
      const code = param(req, 'siteCode');
      const site = code ? sites.site(code) : undefined;
      if (!site) return reply.send(fail(1, SITE_TEXTS.notFound));
      if (site.suspended) return reply.send(fail(3, SITE_TEXTS.suspended));
      req.site = site;
    });
    for (const family of FAMILIES) family.routes?.(api, ctx);
  });
  return app;
}
