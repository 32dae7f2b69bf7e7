import { createGraphQLError } from 'graphql-yoga';
import type { Plugin } from 'graphql-yoga';

/** yoga's own limit (graphql-yoga `maxRequestBodySize`, default 25,000,000 bytes). */
export const YOGA_MAX_REQUEST_BODY_BYTES = 25_000_000;

const CONTENT_LENGTH = /^\d+$/;

const tooLarge = () =>
  createGraphQLError('Request body too large', { extensions: { http: { status: 413 }, code: 'REQUEST_ENTITY_TOO_LARGE' } });

/**
 * yoga's request-body limit (its `useLimitRequestBodySize`, with the same answers: 400 for a
 * malformed Content-Length, 413 over the limit), which yoga runs by piping every body through a
 * counting stream. A body with a valid Content-Length cannot be longer (node's HTTP parser reads
 * exactly that many bytes) and was checked against it, so only a body without one (chunked) is
 * counted as it is read. Registered after every request parser (last of the gateway's plugins).
 */
export function bodyLimitPlugin(limit = YOGA_MAX_REQUEST_BODY_BYTES): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const contentLength = request.headers.get('content-length');
      if (contentLength != null) {
        if (!CONTENT_LENGTH.test(contentLength)) {
          throw createGraphQLError('Content-Length header is invalid.', { extensions: { http: { status: 400 }, code: 'BAD_REQUEST' } });
        }
        if (Number(contentLength) > limit) throw tooLarge();
        return;
      }
      if (requestParser == null || request.body == null) return;
      const parse = requestParser;
      setRequestParser((req) => {
        const body = req.body;
        if (!body) return parse(req);
        const Transform = body instanceof ReadableStream ? globalThis.TransformStream : fetchAPI.TransformStream;
        let bytesRead = 0;
        const counted = body.pipeThrough(
          new Transform({
            transform(chunk: Uint8Array, controller: TransformStreamDefaultController<Uint8Array>) {
              bytesRead += chunk.byteLength;
              if (bytesRead > limit) {
                controller.error(tooLarge());
                return;
              }
              controller.enqueue(chunk);
            },
          }),
        );
        return parse(
          new fetchAPI.Request(req.url, {
            method: req.method,
            headers: req.headers,
            signal: req.signal,
            body: counted,
            duplex: 'half',
          } as RequestInit),
        );
      });
    },
  };
}
