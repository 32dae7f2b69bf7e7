// Thousands of random or malformed documents and variables (deterministic seed, bounded count):
// the gateway answers every one with a well-formed GraphQL response — never a 500, never a hang.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from '../integration/harness.ts';
import type { Harness } from '../integration/harness.ts';

const SEED = 0x5eed_2024;
const COUNT = Number(process.env.FUZZ_COUNT ?? 2500);

/** mulberry32: a tiny deterministic PRNG. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIELDS = [
  'site',
  'places',
  'news',
  'node',
  'nodes',
  'activities',
  'externalLink',
  'viewer',
  'name',
  'edges',
  'totalCount',
  '__typename',
  '__schema',
  'id',
  'region',
  'searchPlaces',
];
const TOKENS = [
  '{',
  '}',
  '(',
  ')',
  ':',
  '$',
  '!',
  '[',
  ']',
  '...',
  '@',
  'query',
  'mutation',
  'subscription',
  'fragment',
  'on',
  '"x"',
  '"""',
  '1',
  '-1',
  '1e999',
  'true',
  'null',
  'first',
  'after',
  'kind',
  'SCENIC_AREA',
  '#',
  '\\u0000',
  '\u0000',
  '💥',
  ',',
  '=',
  '|',
  '&',
];
const VALUES: unknown[] = [
  null,
  0,
  -1,
  51,
  1e308,
  2 ** 53,
  'x',
  '',
  '💥'.repeat(100),
  [],
  {},
  { a: { b: { c: [1, 2, { d: 'e' }] } } },
  true,
  'SCENIC_AREA',
  'T2ZmZXI6MQ',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
];

function generate(rand: () => number): { body: string; contentType: string; method: string; query?: string } {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const kind = Math.floor(rand() * 10);
  const randomTokens = () => Array.from({ length: 1 + Math.floor(rand() * 40) }, () => pick([...TOKENS, ...FIELDS])).join(' ');
  const nested = (depth: number): string =>
    depth <= 0 || rand() < 0.3
      ? pick(FIELDS)
      : `${pick(FIELDS)}${rand() < 0.3 ? `(first: ${pick(['1', '51', '-5', '"x"', '$v', 'null'])})` : ''} { ${nested(depth - 1)} ${rand() < 0.3 ? nested(depth - 1) : ''} }`;
  const variables = () =>
    Object.fromEntries(
      Array.from({ length: Math.floor(rand() * 4) }, () => [pick(['v', 'first', 'id', 'url', 'kind', '__proto__']), pick(VALUES)]),
    );
  switch (kind) {
    case 0:
      return { method: 'POST', contentType: 'application/json', body: JSON.stringify({ query: randomTokens(), variables: variables() }) };
    case 1:
    case 2:
      return {
        method: 'POST',
        contentType: 'application/json',
        body: JSON.stringify({ query: `{ ${nested(1 + Math.floor(rand() * 8))} }`, variables: variables() }),
      };
    case 3:
      return {
        method: 'POST',
        contentType: 'application/json',
        body: JSON.stringify({
          query: `query Q($v: ${pick(['Int', 'String!', 'ID', '[ID!]!', 'PlaceKind!'])}) { places(kind: SCENIC_AREA, first: $v) { totalCount } node(id: "x") { id } }`,
          variables: { v: pick(VALUES) },
        }),
      };
    case 4: {
      // truncated or corrupted JSON bodies
      const good = JSON.stringify({ query: '{ site { name } }', variables: variables() });
      const cut = good.slice(0, Math.floor(rand() * good.length));
      return {
        method: 'POST',
        contentType: 'application/json',
        body: rand() < 0.5 ? cut : cut.replace(/[{}"]/g, () => pick(['[', ']', '\\', '"'])),
      };
    }
    case 5:
      return {
        method: 'POST',
        contentType: 'application/json',
        body: JSON.stringify(
          pick([
            null,
            1,
            'x',
            [],
            [{ query: '{ __typename }' }],
            { query: 1 },
            { query: null },
            { variables: 'x', query: '{ __typename }' },
            { query: '{ __typename }', extensions: 7 },
            { documentId: 'nope' },
            { documentId: 5 },
            { query: '{ __typename }', operationName: 42 },
          ]),
        ),
      };
    case 6:
      return {
        method: 'GET',
        contentType: 'application/json',
        body: '',
        query: `?query=${encodeURIComponent(pick([randomTokens(), `{ ${nested(4)} }`, 'mutation { signOut { __typename } }']))}&variables=${encodeURIComponent(pick(['{', 'null', '[]', '{"a":1}', '%%%']))}`,
      };
    case 7:
      return {
        method: 'POST',
        contentType: pick([
          'text/plain',
          'application/graphql',
          'multipart/form-data; boundary=x',
          'application/x-www-form-urlencoded',
          '',
        ]),
        body: pick(['{ __typename }', 'query=%7B__typename%7D', '--x\r\n\r\n--x--', randomTokens()]),
      };
    case 8:
      return {
        method: 'POST',
        contentType: 'application/json',
        body: JSON.stringify({
          query: `{ ${Array.from({ length: 1 + Math.floor(rand() * 60) }, (_, i) => `a${i}: ${pick(['site { name }', '__typename', 'news(first: 2) { totalCount }'])}`).join(' ')} }`,
        }),
      };
    default:
      return {
        method: pick(['PUT', 'DELETE', 'PATCH', 'POST']),
        contentType: 'application/json',
        body: JSON.stringify({
          query: `{ externalLink(url: ${JSON.stringify(pick(VALUES.map(String)))}) { url allowed } places(kind: ${pick(['SCENIC_AREA', 'NOPE', '1'])}, first: ${pick(['0', '50', '51', '999999999999'])}) { totalCount } }`,
        }),
      };
  }
}

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ timeoutMs: 1000, retry: { attempts: 0, delayMs: 0 }, log: null });
});
afterAll(() => h.close());

describe('fuzz', () => {
  it(`${COUNT} random or malformed requests (seed ${SEED.toString(16)}) get well-formed GraphQL errors, never a 500 or a hang`, async () => {
    const rand = prng(SEED);
    const statuses = new Map<number, number>();
    const started = Date.now();
    const batch = 16;
    for (let i = 0; i < COUNT; i += batch) {
      await Promise.all(
        Array.from({ length: Math.min(batch, COUNT - i) }, async () => {
          const req = generate(rand);
          const res = await fetch(`${h.gatewayUrl}/graphql${req.query ?? ''}`, {
            method: req.method,
            headers: {
              ...(req.contentType ? { 'content-type': req.contentType } : {}),
              accept: 'application/graphql-response+json, application/json',
            },
            ...(req.method === 'GET' ? {} : { body: req.body }),
            signal: AbortSignal.timeout(5000),
          });
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          const text = await res.text();
          expect(res.status, `${req.method} ${req.body.slice(0, 200)} → ${text.slice(0, 200)}`).toBeLessThan(500);
          let body: { data?: unknown; errors?: Array<{ message?: unknown }> };
          try {
            body = JSON.parse(text);
          } catch {
            throw new Error(`not JSON (${res.status}): ${text.slice(0, 200)} for ${req.body.slice(0, 200)}`);
          }
          expect(typeof body === 'object' && body !== null).toBe(true);
          expect('data' in body || Array.isArray(body.errors), text.slice(0, 200)).toBe(true);
          for (const e of body.errors ?? []) expect(typeof e.message).toBe('string');
          expect(text).not.toContain(h.upstreamUrl);
        }),
      );
    }
    console.log(`fuzz: ${COUNT} requests in ${Date.now() - started} ms; statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    // still serving
    expect((await h.gql('{ site { name } }')).data).toBeTruthy();
  }, 240_000);
});
