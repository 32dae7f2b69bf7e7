import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestState } from '../observability/observe.ts';
import { clientAddress, tooManyVisitorsBody } from '../security/rate-limit.ts';
import type { RateLimiter } from '../security/rate-limit.ts';
import type { SharedRateLimiter } from '../security/rate-limit-redis.ts';
import { badGetParameters, unsupportedRequest } from '../security/request-guard.ts';

/** The largest /graphql request body admitted (MAX_BODY_BYTES). */
export const MAX_BODY_BYTES_DEFAULT = 256 * 1024;

const JSON_NO_STORE = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

/**
 * What a /graphql request passes before GraphQL sees it: a supported method and content type,
 * well-formed GET parameters, and the per-address rate limit (429 with Retry-After and the
 * spec's TOO_MANY_VISITORS). `next` runs when it is admitted; otherwise the answer is written.
 * Conditional requests are not honoured: GraphQL answers depend on the session, site and
 * language, so a validator must never stand in for running the request (a 304 for another
 * user's ETag, a mutation skipped).
 */
export function admit(
  req: IncomingMessage,
  res: ServerResponse,
  state: RequestState,
  rateLimiter: RateLimiter | SharedRateLimiter | null,
  next: () => void,
  maxDocumentBodyBytes = MAX_BODY_BYTES_DEFAULT,
  maxUploadBodyBytes = maxDocumentBodyBytes,
): void {
  delete req.headers['if-none-match'];
  delete req.headers['if-modified-since'];
  const checked = () => {
    // A body over the limit is refused before anything reads or parses it (the largest persisted
    // document of the app is a few KiB); a chunked body without a length is bounded by the
    // operation limits instead.
    // an upload (a multipart request: the GraphQL multipart request spec) may carry a file as
    // large as the uploads domain takes; every other body only a document and its variables
    const multipart = String(req.headers['content-type'] ?? '')
      .toLowerCase()
      .startsWith('multipart/form-data');
    const maxBodyBytes = multipart ? Math.max(maxUploadBodyBytes, maxDocumentBodyBytes) : maxDocumentBodyBytes;
    const length = Number(req.headers['content-length'] ?? 0);
    if (Number.isFinite(length) && length > maxBodyBytes) {
      state.outcome = 'rejected';
      state.errorCodes.push('PAYLOAD_TOO_LARGE');
      res.writeHead(413, { ...JSON_NO_STORE, connection: 'close' });
      res.end(
        JSON.stringify({
          errors: [{ message: `The request body is larger than ${maxBodyBytes} bytes.`, extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
        }),
      );
      req.resume();
      return;
    }
    const unsupported = unsupportedRequest(req.method, req.headers['content-type']);
    if (unsupported) {
      state.outcome = 'rejected';
      res.writeHead(unsupported.status, { ...JSON_NO_STORE, ...unsupported.headers });
      res.end(unsupported.body);
      return;
    }
    const badRequest = badGetParameters(req.method, req.url);
    if (badRequest) {
      state.outcome = 'rejected';
      state.errorCodes.push('BAD_REQUEST');
      res.writeHead(400, JSON_NO_STORE);
      res.end(badRequest);
      return;
    }
    next();
  };
  if (!rateLimiter) {
    checked();
    return;
  }
  const decide = (wait: number) => {
    if (wait <= 0) {
      checked();
      return;
    }
    state.outcome = 'rate_limited';
    state.errorCodes.push('TOO_MANY_VISITORS');
    res.writeHead(429, { ...JSON_NO_STORE, 'retry-after': String(wait) });
    res.end(tooManyVisitorsBody(wait));
  };
  const wait = rateLimiter.take(clientAddress(req, rateLimiter.options.trustedProxyHops));
  if (typeof wait === 'number') decide(wait);
  else wait.then(decide, () => checked()); // the shared limiter never rejects; if it did, serve
}
