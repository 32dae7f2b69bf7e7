// Every mutation of the schema, with hostile inputs generated from its argument types (a fixed
// seed, a bounded count): wrong types, out-of-range numbers, over-long and empty strings, emoji,
// SQL and script fragments, unknown ids, nested nulls and missing fields. A new mutation or input
// type is covered without editing this file. Every answer is a success or a typed error with a
// code and a message; never a 500, an uncoded error, a stack or an upstream URL; and a refused
// write leaves the upstream's data as it was (no row written, by the dev channel's count).
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/core/relay/global-id.ts';
import { startHarness } from '../integration/harness.ts';
import type { Harness } from '../integration/harness.ts';

const SEED = 0x5eed_0726;
/** Requests per mutation: half anonymous, half signed in. */
const PER_MUTATION = Number(process.env.FUZZ_PER_MUTATION ?? 6);
const DEMO_PHONE = '13800000001';

const schema = buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8'));
const mutations = Object.values(schema.getMutationType()!.getFields());
// signing out or rotating the session would end the token the other requests use
const ENDS_SESSION = new Set(['signOut', 'refreshSession']);

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

const NODE_TYPES = Object.values(schema.getTypeMap())
  .filter((t) => isObjectType(t) && t.getInterfaces().some((i) => i.name === 'Node'))
  .map((t) => t.name);

const STRINGS = [
  '',
  '   ',
  'x'.repeat(5000),
  '😀'.repeat(300),
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../etc/passwd',
  'a\u0000b',
  '%_%',
  '13800000001',
  '2026-02-30',
  '2026-13-01',
  'tomorrow',
  'javascript:alert(1)',
  'http://evil.example/#/x',
  '旅游',
];

function generator(rand: () => number) {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const scalar = (type: GraphQLScalarType): unknown => {
    switch (type.name) {
      case 'Int':
        return pick([0, -1, 1, 2, 50, 51, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 1.5, '1', null]);
      case 'Float':
        return pick([0, -1, 181, -91, 1e308, -1e308, 30.66, 104.07, 'x', null]);
      case 'Boolean':
        return pick([true, false, 'yes', 0]);
      case 'ID':
        return pick([
          '',
          'x',
          '💥',
          'UGxhY2U6MQ==',
          toGlobalId(pick(NODE_TYPES), pick(['1', '10001', '999999999', '-1', "1' OR '1'='1"])),
          toGlobalId(pick(NODE_TYPES), '80010'),
        ]);
      case 'DateTime':
        return pick(['2026-02-30T10:00:00+08:00', '2026-06-11T10:00:00+08:00', 'x', '', 0]);
      case 'Upload':
        return pick([null, 'x', {}]);
      default:
        return pick([...STRINGS, 1, true, null]);
    }
  };
  const value = (type: GraphQLInputType, depth: number): unknown => {
    if (type instanceof GraphQLNonNull) return rand() < 0.08 ? null : value(type.ofType, depth);
    if (rand() < 0.1) return null;
    if (type instanceof GraphQLList) {
      const n = pick([0, 1, 2, 30]);
      return Array.from({ length: n }, () => value(type.ofType, depth + 1));
    }
    if (type instanceof GraphQLEnumType) return rand() < 0.85 ? pick(type.getValues()).name : pick(['NOPE', '', 1]);
    if (type instanceof GraphQLInputObjectType) {
      if (depth > 4) return null;
      const object: Record<string, unknown> = {};
      for (const field of Object.values(type.getFields())) {
        if (rand() < 0.1) continue; // a missing field, required or not
        object[field.name] = value(field.type, depth + 1);
      }
      if (rand() < 0.1) object.unknownField = 'x';
      return object;
    }
    return scalar(type as GraphQLScalarType);
  };
  return value;
}

/** The mutation with every argument a variable, selecting its typed errors when it has them. */
function documentOf(field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const result = getNamedType(field.type);
  let selection = '';
  if (result instanceof GraphQLObjectType) {
    const errors = result.getFields().errors;
    selection = errors ? '{ __typename errors { code message field } }' : '{ __typename }';
  } else if (!(result instanceof GraphQLScalarType) && !(result instanceof GraphQLEnumType)) {
    selection = '{ __typename }';
  }
  return `mutation Fuzz${variables ? `(${variables})` : ''} { result: ${field.name}${args ? `(${args})` : ''} ${selection} }`;
}

interface Answer {
  data?: { result?: { errors?: Array<{ code?: unknown; message?: unknown }> } | unknown } | null;
  errors?: Array<{ message?: unknown; extensions?: { code?: unknown } }>;
}

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness({ timeoutMs: 2000, retry: { attempts: 0, delayMs: 0 }, log: null });
  token = await h.signIn(DEMO_PHONE);
});
afterAll(() => h?.close());

describe('every mutation with hostile inputs', () => {
  it(`${mutations.length} mutations, ${PER_MUTATION} requests each (seed ${SEED.toString(16)}): typed answers, never a 500 or a leak, refused writes store nothing`, async () => {
    const value = generator(prng(SEED));
    const tally = { requests: 0, refused: 0, succeeded: 0 };
    for (const field of mutations) {
      const query = documentOf(field);
      for (let i = 0; i < PER_MUTATION; i++) {
        const variables = Object.fromEntries(field.args.map((a) => [a.name, value(a.type, 0)]));
        const signedIn = i % 2 === 1 && !ENDS_SESSION.has(field.name);
        const before = await h.dev.writes();
        const res = await fetch(`${h.gatewayUrl}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/graphql-response+json',
            'x-site-code': 'site510100',
            ...(signedIn ? { 'x-token': token } : {}),
          },
          body: JSON.stringify({ query, variables }),
          signal: AbortSignal.timeout(10_000),
        });
        const text = await res.text();
        const what = `${field.name} ${JSON.stringify(variables).slice(0, 300)} → ${res.status} ${text.slice(0, 300)}`;
        tally.requests++;
        expect(res.status, what).toBeLessThan(500);
        const body = JSON.parse(text) as Answer;
        expect(text, what).not.toContain(h.upstreamUrl);
        expect(text, what).not.toMatch(/(\n|\\n)\s+at |node_modules|\.ts:\d+/);
        for (const e of body.errors ?? []) {
          expect(typeof e.message === 'string' && e.message.length > 0, what).toBe(true);
          expect(typeof e.extensions?.code, what).toBe('string');
        }
        const result = body.data?.result as { errors?: Array<{ code?: unknown; message?: unknown }> } | null | undefined;
        const typed = result && typeof result === 'object' && Array.isArray(result.errors) ? result.errors : [];
        for (const e of typed) {
          expect(typeof e.code, what).toBe('string');
          expect(typeof e.message === 'string' && e.message.length > 0, what).toBe(true);
        }
        const refused = (body.errors?.length ?? 0) > 0 || typed.length > 0;
        if (!refused) {
          tally.succeeded++;
          continue;
        }
        tally.refused++;
        expect(await h.dev.writes(), `a refused ${what} wrote to the upstream's database`).toBe(before);
      }
    }
    console.log(
      `mutation fuzz: ${mutations.length} mutations, ${tally.requests} requests (${tally.refused} refused, ${tally.succeeded} succeeded)`,
    );
    expect(tally.requests).toBe(mutations.length * PER_MUTATION);
    // still serving
    expect((await h.gql('{ site { name } }')).data).toBeTruthy();
  }, 300_000);
});
