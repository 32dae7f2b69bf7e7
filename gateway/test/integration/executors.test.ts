import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstream } from '@ctp/upstream';
import { demoImage, testNow } from '@ctp/upstream/testing';
import { devClient } from '@ctp/upstream/dev-client';
import { DEMO_PHONE, SCREENS } from '../../../bench/screens.ts';
import { startGateway } from '../../src/index.ts';
import type { GraphQLExecutor } from '../../src/index.ts';

/**
 * The gateway runs its operations on graphql-jit (compiled once per document) by default and on
 * graphql-js, the reference executor, with GRAPHQL_EXECUTOR=graphql-js. Both must give every main
 * screen of the app the same answer, byte for byte: the same data and the fields in the order the
 * document asks for them (the spec's CollectFields; graphql-jit 0.8.7 put a fragment's fields after
 * the fields around it, which patches/graphql-jit@0.8.7.patch mends).
 *
 * The documents are the app's own persisted queries (client/persisted-queries.json, which the
 * client build writes before the tests run), with the variables `pnpm bench` uses. Figures that
 * move between two identical requests (a detail counts a view) are compared as "volatile": the
 * reference executor runs twice, and a leaf that changed between its two answers is masked in all
 * three.
 */
const DOCUMENTS = new URL('../../../client/persisted-queries.json', import.meta.url);

type Upstream = Awaited<ReturnType<typeof startUpstream>>;
type Gateway = Awaited<ReturnType<typeof startGateway>>;
let upstream: Upstream;
const gateways = new Map<GraphQLExecutor, Gateway>();
let token: string;
let texts: Map<string, string>;

async function post(executor: GraphQLExecutor, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<string> {
  const res = await fetch(`${gateways.get(executor)!.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-site-code': 'site510100', ...headers },
    body: JSON.stringify(body),
  });
  return res.text();
}

/** The value with every leaf that differs from `other`'s at the same place replaced by a marker. */
function mask(value: unknown, other: unknown): unknown {
  if (Array.isArray(value)) return Array.isArray(other) && other.length === value.length ? value.map((v, i) => mask(v, other[i])) : value;
  if (value !== null && typeof value === 'object') {
    if (other === null || typeof other !== 'object' || Array.isArray(other)) return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mask(v, (other as Record<string, unknown>)[k])]));
  }
  return value === other ? value : '<volatile>';
}

/** `value` with the leaves `masked` marks volatile replaced too (same walk, key order of `value` kept). */
function maskLike(value: unknown, masked: unknown): unknown {
  if (masked === '<volatile>') return '<volatile>';
  if (Array.isArray(value) && Array.isArray(masked)) return value.map((v, i) => maskLike(v, masked[i]));
  if (value !== null && typeof value === 'object' && masked !== null && typeof masked === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskLike(v, (masked as Record<string, unknown>)[k])]));
  }
  return value;
}

beforeAll(async () => {
  if (!existsSync(DOCUMENTS)) throw new Error('client/persisted-queries.json is missing: build the client first (`npm test` does)');
  texts = new Map();
  for (const text of Object.values(JSON.parse(readFileSync(DOCUMENTS, 'utf8')) as Record<string, string>)) {
    const name = /(?:query|mutation)\s+(\w+)/.exec(text)?.[1];
    if (name) texts.set(name, text);
  }
  upstream = await startUpstream({ port: 0, dbPath: ':memory:', image: demoImage(), now: testNow });
  for (const executor of ['graphql-js', 'jit'] as const) {
    gateways.set(
      executor,
      await startGateway({ port: 0, upstreamBaseUrl: upstream.url, executor, persistedDocumentsPath: null, now: upstream.now }),
    );
  }
  const dev = devClient(upstream.url);
  const sent = JSON.parse(
    await post('graphql-js', {
      query: 'mutation($p: String!) { sendLoginCode(input: { phone: $p }) { sent } }',
      variables: { p: DEMO_PHONE },
    }),
  );
  expect(sent.data.sendLoginCode.sent).toBe(true);
  const code = await dev.smsCode(DEMO_PHONE);
  const signed = JSON.parse(
    await post('graphql-js', {
      query: 'mutation($p: String!, $c: String!) { signIn(input: { phone: $p, code: $c }) { session { token } } }',
      variables: { p: DEMO_PHONE, c: code },
    }),
  );
  token = signed.data.signIn.session.token;
}, 60_000);

afterAll(async () => {
  for (const g of gateways.values()) await g.close();
  await upstream?.close();
});

describe("graphql-jit (the default) and graphql-js answer the app's main screens alike", () => {
  it('knows every screen the bench loads', () => {
    expect(SCREENS.filter((s) => !texts.has(s.op)).map((s) => s.op)).toEqual([]);
  });

  for (const s of SCREENS) {
    it(`${s.screen} (${s.op}): the same bytes, fields in the document's order`, async () => {
      const body = { query: texts.get(s.op), variables: s.variables, operationName: s.op };
      const headers: Record<string, string> = s.signedIn ? { 'x-token': token } : {};
      const reference = await post('graphql-js', body, headers);
      const jit = await post('jit', body, headers);
      const again = await post('graphql-js', body, headers);
      const parsed = JSON.parse(reference) as { data?: unknown; errors?: unknown };
      expect(parsed.errors).toBeUndefined();
      expect(parsed.data).toBeTruthy();
      const masked = mask(parsed, JSON.parse(again));
      // the bytes, volatile leaves aside: JSON.stringify keeps each answer's own key order
      expect(JSON.stringify(maskLike(JSON.parse(jit), masked))).toBe(JSON.stringify(masked));
    });
  }

  describe('variables that do not fit their types: BAD_USER_INPUT naming the variable and the path inside it, the same bytes on both executors', () => {
    const cases = [
      {
        what: 'a string for a nested coordinate',
        query: 'query($n: GeoPointInput) { facilities(kind: PARKING, near: $n, first: 1) { totalCount } }',
        variables: { n: { latitude: 30.6, longitude: 'x' } },
        message: /^Variable "\$n" got invalid value "x" at "n\.longitude"; Float cannot represent/,
      },
      {
        what: 'a missing required input field',
        query: 'query($n: GeoPointInput) { facilities(kind: PARKING, near: $n, first: 1) { totalCount } }',
        variables: { n: { latitude: 30.6 } },
        message: /^Variable "\$n" got invalid value .*; Field "longitude" of required type "Float!" was not provided\.$/,
      },
      {
        what: '1.5 for an Int',
        query: 'query($k: Int) { places(kind: SCENIC_AREA, first: $k) { totalCount } }',
        variables: { k: 1.5 },
        message: /^Variable "\$k" got invalid value 1\.5; Int cannot represent non-integer value: 1\.5$/,
      },
      {
        what: 'an unknown enum value',
        query: 'query($k: PlaceKind!) { places(kind: $k, first: 1) { totalCount } }',
        variables: { k: 'NOPE' },
        message: /^Variable "\$k" got invalid value "NOPE"; Value "NOPE" does not exist in "PlaceKind" enum\.$/,
      },
    ];
    for (const c of cases) {
      it(c.what, async () => {
        const answers: Array<{ status: number; type: string | null; body: string }> = [];
        for (const executor of ['graphql-js', 'jit'] as const) {
          for (const accept of ['application/graphql-response+json', 'application/json']) {
            const res = await fetch(`${gateways.get(executor)!.url}/graphql`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', accept, 'x-site-code': 'site510100' },
              body: JSON.stringify({ query: c.query, variables: c.variables }),
            });
            answers.push({ status: res.status, type: res.headers.get('content-type'), body: await res.text() });
          }
        }
        // GraphQL over HTTP: 400 for the GraphQL media type, 200 for plain JSON
        expect(answers.map((a) => a.status)).toEqual([400, 200, 400, 200]);
        expect(answers[0]!.type).toMatch(/^application\/graphql-response\+json/);
        expect(new Set(answers.map((a) => a.body)).size).toBe(1);
        const body = JSON.parse(answers[0]!.body) as {
          data?: unknown;
          errors: Array<{ message: string; extensions: { code: string; http?: unknown } }>;
        };
        expect(body.data).toBeUndefined();
        expect(body.errors).toHaveLength(1);
        expect(body.errors[0]!.extensions).toEqual({ code: 'BAD_USER_INPUT' });
        expect(body.errors[0]!.message).toMatch(c.message);
      });
    }
  });

  // graphql-jit writes `data` before `errors` and no `locations` on an error a resolver raises
  // (graphql-js adds the field's): the spec allows the first and only recommends the second
  it('refuses a bad argument alike: the same error, path and code beside the same partial data', async () => {
    const query = '{ site { name } places(kind: SCENIC_AREA, first: 51) { totalCount } }';
    const [a, b] = await Promise.all([post('graphql-js', { query }), post('jit', { query })]);
    const answer = JSON.parse(a) as {
      data: { site: { name: string } };
      errors: Array<{ path: string[]; locations?: unknown; extensions: { code: string } }>;
    };
    expect(answer.data.site.name).toBeTruthy();
    expect(answer.errors.map((e) => [e.path, e.extensions.code])).toEqual([[['places'], 'BAD_USER_INPUT']]);
    const jit = JSON.parse(b) as typeof answer;
    expect(jit.data).toEqual(answer.data);
    expect(jit.errors).toEqual(answer.errors.map(({ locations: _locations, ...e }) => e));
  });
});
