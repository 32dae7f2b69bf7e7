import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { bodyLimitPlugin } from '../../src/server/body-limit.ts';

/**
 * The gateway's stand-in for yoga's request-body limit: the same answers as yoga's, a body of a
 * known length checked by its Content-Length, a body without one (chunked) counted as it is read.
 */
const yoga = createYoga({
  schema: createSchema({ typeDefs: 'type Query { hello: String }', resolvers: { Query: { hello: () => 'hi' } } }),
  plugins: [bodyLimitPlugin(100)],
  maxRequestBodySize: false,
  logging: false,
});

const query = JSON.stringify({ query: '{ hello }' });
const padded = JSON.stringify({ query: `{ hello }${' '.repeat(200)}` });

/** A request whose body arrives in chunks, with no Content-Length. */
function chunked(text: string): Request {
  const bytes = new TextEncoder().encode(text);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 40) controller.enqueue(bytes.slice(at, at + 40));
      controller.close();
    },
  });
  return new Request('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body,
    duplex: 'half',
  } as RequestInit);
}

async function post(body: string, headers: Record<string, string> = {}) {
  return yoga.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body,
  });
}

describe('the request-body limit', () => {
  it('runs a body within the limit, with or without a Content-Length', async () => {
    const known = await post(query, { 'content-length': String(query.length) });
    expect(known.status).toBe(200);
    expect((await known.json()).data).toEqual({ hello: 'hi' });
    const counted = await yoga.fetch(chunked(query));
    expect(counted.status).toBe(200);
    expect((await counted.json()).data).toEqual({ hello: 'hi' });
  });

  it('refuses a Content-Length over the limit with 413 before reading the body', async () => {
    const res = await post(padded, { 'content-length': String(padded.length) });
    expect(res.status).toBe(413);
    expect((await res.json()).errors[0].extensions.code).toBe('REQUEST_ENTITY_TOO_LARGE');
  });

  it('refuses a malformed Content-Length with 400', async () => {
    const res = await post(query, { 'content-length': '12, 12' });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].message).toBe('Content-Length header is invalid.');
  });

  it('counts a body without a Content-Length and refuses it once it passes the limit', async () => {
    const res = await yoga.fetch(chunked(padded));
    expect(res.status).toBe(413);
    expect((await res.json()).errors[0].extensions.code).toBe('REQUEST_ENTITY_TOO_LARGE');
  });
});
