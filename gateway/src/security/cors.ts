import type { IncomingMessage, ServerResponse } from 'node:http';
import { CLIENT_NAME_HEADER, CLIENT_VERSION_HEADER } from './persisted.ts';

/**
 * Cross-origin access to /graphql: browsers on the listed origins may call the gateway; the
 * app's own origin needs no grant (same-origin). Never with credentials: the session travels in
 * the `x-token` header, not in a cookie.
 */
export interface CorsOptions {
  /** Origins (`https://host[:port]`) other than the app's own whose pages may call /graphql. */
  allowedOrigins: string[];
  /** How long a browser may reuse a preflight answer, in seconds (Access-Control-Max-Age). */
  maxAgeSeconds: number;
}

export const CORS_DEFAULTS: CorsOptions = { allowedOrigins: [], maxAgeSeconds: 600 };

/** The request headers a cross-origin page may send (the app's, the client's name and version). */
export const CORS_ALLOWED_HEADERS = [
  'accept',
  'content-type',
  'x-token',
  'x-site-code',
  'x-language',
  'x-request-id',
  CLIENT_NAME_HEADER,
  CLIENT_VERSION_HEADER,
];
/** The response headers its scripts may read. */
export const CORS_EXPOSED_HEADERS = ['x-request-id', 'x-upstream-calls', 'retry-after'];

/** `value` as an origin (`scheme://host[:port]`, http or https); throws when it is anything else. */
export function normaliseOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`"${value}" is not an origin (scheme://host[:port])`);
  }
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.pathname !== '/' ||
    url.search ||
    url.hash ||
    url.username ||
    url.password
  ) {
    throw new Error(`"${value}" is not an origin (scheme://host[:port], http or https, no path)`);
  }
  return url.origin;
}

/** Whether a browser request's `Origin` may read the answers: a listed origin or the gateway's own host. */
export function originAllowed(origin: string, host: string | undefined, allowed: ReadonlySet<string>): boolean {
  if (allowed.has(origin)) return true;
  try {
    return host !== undefined && new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}

/** The CORS policy of /graphql: `headers` for an answer, `preflight` answers OPTIONS. */
export class CorsPolicy {
  private readonly allowed: ReadonlySet<string>;

  constructor(private readonly options: CorsOptions) {
    this.allowed = new Set(options.allowedOrigins.map(normaliseOrigin));
  }

  private granted(req: IncomingMessage): string | null {
    const origin = req.headers.origin;
    return origin && originAllowed(origin, req.headers.host, this.allowed) ? origin : null;
  }

  /** Sets the grant of an allowed origin on a /graphql answer; another origin gets none. */
  apply(req: IncomingMessage, res: ServerResponse): void {
    const origin = this.granted(req);
    if (!origin) return;
    res.setHeader('access-control-allow-origin', origin);
    res.setHeader('access-control-expose-headers', CORS_EXPOSED_HEADERS.join(', '));
  }

  /** Answers a preflight: 204 with the grant for an allowed origin, 403 without one otherwise. */
  preflight(req: IncomingMessage, res: ServerResponse): void {
    const origin = this.granted(req);
    if (!origin) {
      res.writeHead(403, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', vary: 'Origin' });
      res.end(
        JSON.stringify({ errors: [{ message: 'This origin may not call the gateway.', extensions: { code: 'ORIGIN_NOT_ALLOWED' } }] }),
      );
      return;
    }
    res.writeHead(204, {
      'access-control-allow-origin': origin,
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': CORS_ALLOWED_HEADERS.join(', '),
      'access-control-max-age': String(this.options.maxAgeSeconds),
      vary: 'Origin',
      'content-length': '0',
    });
    res.end();
  }
}
